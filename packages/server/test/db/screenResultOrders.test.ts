/**
 * Kept page orders of completed screens (issue 30): every page read from a kept order is the page
 * the database's ORDER BY … LIMIT/OFFSET answers, for every sort, direction and verdict filter,
 * nulls last, at any depth (past the kept prefix too, and past the longest prefix kept, read on its
 * own); a running screen is never kept; a re-run is a new order, and a forgotten screen is read again.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteScreenResults,
  insertScreen,
  insertScreenResults,
  screenResultBbls,
  updateScreen,
  type NewScreenResult,
  type ScreenResultOrder,
  type ScreenRow,
} from '../../src/db/queries/screens';
import { screenResultOrders } from '../../src/db/screenResultOrders';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let organizationId: number;

beforeAll(async () => {
  server = await startTestServer();
  organizationId = (await server.registerAndLogin('hank', { tier: 'hunter' })).organizationId;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const OUTPUTS = ['cashOnCashReturn', 'capRate'] as const;

/** A result whose sort keys come from few values, so ties (broken by BBL) and nulls are common. */
function resultOf(index: number, seed: number): NewScreenResult {
  const pick = (salt: number) => ((index * 7919 + seed * 104_729 + salt * 31) % 11) - 3;
  const keys = OUTPUTS.map((_, at) => (pick(at) < 0 ? null : pick(at) * 500_000));
  const passes = pick(5) < -1 ? null : pick(5) % 2 === 0;
  return {
    bbl: String(3_000_000_000 + index * 17),
    address: pick(7) < 0 ? null : `${pick(7)} Main St`,
    borough: 'BK',
    facts: {},
    inputs: {},
    values: keys.map((key) => (key === null ? null : key / 1e6)),
    sortKeys: `{${keys.map((key) => key ?? 'NULL').join(',')}}`,
    skipped: null,
    passes,
    checks: [],
  };
}

async function completedScreen(lots: number, seed: number): Promise<ScreenRow> {
  const screen = await insertScreen(server.db, {
    organizationId,
    name: `kept orders ${seed}`,
    filters: {},
    strategyType: 'buy_hold',
    state: 'running',
    jobId: randomUUID(),
    resultLayout: { facts: [], inputs: {}, outputs: [...OUTPUTS], checks: [] },
  });
  await insertScreenResults(server.db, screen.id, Array.from({ length: lots }, (_, index) => resultOf(index, seed)));
  return finish(screen, lots);
}

async function finish(screen: ScreenRow, lots: number): Promise<ScreenRow> {
  const finishedAt = new Date();
  await updateScreen(server.db, screen.id, { state: 'completed', screened: lots, finishedAt });
  return { ...screen, state: 'completed', screened: lots, finishedAt };
}

/** Every order a results page can ask for. */
const ORDERS: ScreenResultOrder[] = [
  ...OUTPUTS.map((sort, at) => ({ sort, place: at + 1 })),
  { sort: 'passes', place: null },
  { sort: 'address', place: null },
  { sort: 'bbl', place: null },
  // An output the layout has no place for: read from the stored `outputs`, absent here (all null).
  { sort: 'noSuchOutput', place: null },
].flatMap((sort) => (['asc', 'desc'] as const).flatMap((direction) => [undefined, true, false].map((passing) => ({ sort, direction, passing }))));

const whole = (screen: ScreenRow, order: ScreenResultOrder) => screenResultBbls(server.db, screen.id, order, { offset: 0, limit: 1_000_000 });

describe('screenResultOrders', () => {
  it('answers every page as the database orders it, for every sort, direction and verdict filter, past the kept prefix too', async () => {
    const screen = await completedScreen(120, 1);
    const orders = screenResultOrders({ firstPrefix: 7 });
    for (const order of ORDERS) {
      const expected = await whole(screen, order);
      expect(expected.length, JSON.stringify(order)).toBeGreaterThan(0);
      const pages: string[] = [];
      for (let offset = 0; offset < expected.length + 10; offset += 9) pages.push(...(await orders.pageBbls(server.db, screen, order, { offset, limit: 9 })));
      expect(pages, JSON.stringify(order)).toEqual(expected);
    }
  });

  it('answers any page, in any sequence, as the uncached query does (law)', async () => {
    const screen = await completedScreen(90, 2);
    const orders = screenResultOrders({ firstPrefix: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ORDERS), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 30 }), async (order, offset, limit) => {
        const kept = await orders.pageBbls(server.db, screen, order, { offset, limit });
        expect(kept).toEqual(await screenResultBbls(server.db, screen.id, order, { offset, limit }));
      }),
      { numRuns: 150 },
    );
  });

  it('puts results without a value after every value, in both directions', async () => {
    const screen = await completedScreen(60, 3);
    const orders = screenResultOrders();
    const valueOf = new Map(Array.from({ length: 60 }, (_, index) => resultOf(index, 3)).map((result) => [result.bbl, result.values![0]!]));
    for (const direction of ['asc', 'desc'] as const) {
      const bbls = await orders.pageBbls(server.db, screen, { sort: { sort: OUTPUTS[0], place: 1 }, direction }, { offset: 0, limit: 60 });
      const values = bbls.map((bbl) => valueOf.get(bbl) ?? null);
      const numbers = values.filter((value): value is number => value !== null);
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers.length).toBeLessThan(60);
      expect(values.slice(0, numbers.length)).toEqual([...numbers].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
    }
  });

  it('never keeps a running screen’s order: its results grow between pages', async () => {
    const screen = await completedScreen(30, 4);
    const running = { ...screen, state: 'running' as const };
    const orders = screenResultOrders();
    const order: ScreenResultOrder = { sort: { sort: OUTPUTS[0], place: 1 }, direction: 'desc' };
    await orders.pageBbls(server.db, running, order, { offset: 0, limit: 100 });
    await insertScreenResults(server.db, screen.id, Array.from({ length: 10 }, (_, index) => resultOf(30 + index, 4)));
    const after = await orders.pageBbls(server.db, running, order, { offset: 0, limit: 100 });
    expect(after).toHaveLength(40);
  });

  it('reads a re-run’s order, not the kept one, and reads a forgotten screen again', async () => {
    const first = await completedScreen(40, 5);
    const orders = screenResultOrders();
    const order: ScreenResultOrder = { sort: { sort: OUTPUTS[1], place: 2 }, direction: 'asc' };
    const before = await orders.pageBbls(server.db, first, order, { offset: 0, limit: 100 });
    expect(before).toEqual(await whole(first, order));

    // Run again as `rerunScreen` does (results replaced under a new job), this time over other lots.
    await deleteScreenResults(server.db, first.id);
    const rerun = { ...first, jobId: randomUUID() };
    await insertScreenResults(server.db, first.id, Array.from({ length: 25 }, (_, index) => resultOf(100 + index, 6)));
    const again = await finish(rerun, 25);
    const after = await orders.pageBbls(server.db, again, order, { offset: 0, limit: 100 });
    expect(after).toEqual(await whole(again, order));
    expect(after).toHaveLength(25);

    // The same run, its results changed behind the kept order (as a delete and a new screen would):
    // forgotten, it is read again.
    await deleteScreenResults(server.db, first.id);
    expect(await orders.pageBbls(server.db, again, order, { offset: 0, limit: 100 })).toEqual(after);
    orders.forget(first.id);
    expect(await orders.pageBbls(server.db, again, order, { offset: 0, limit: 100 })).toEqual([]);
  });

  it('reads a page past the longest prefix it keeps from the database, and keeps the pages before it', async () => {
    const screen = await completedScreen(80, 8);
    const orders = screenResultOrders({ firstPrefix: 10, maxKept: 30 });
    const order: ScreenResultOrder = { sort: { sort: OUTPUTS[0], place: 1 }, direction: 'desc' };
    const expected = await whole(screen, order);
    // A page ending at 28 grows the kept prefix to 30 BBLs (not 56); one ending at 50 is read on its own.
    expect(await orders.pageBbls(server.db, screen, order, { offset: 18, limit: 10 })).toEqual(expected.slice(18, 28));
    expect(await orders.pageBbls(server.db, screen, order, { offset: 40, limit: 10 })).toEqual(expected.slice(40, 50));
    await deleteScreenResults(server.db, screen.id);
    expect(await orders.pageBbls(server.db, screen, order, { offset: 20, limit: 10 })).toEqual(expected.slice(20, 30));
    expect(await orders.pageBbls(server.db, screen, order, { offset: 40, limit: 10 })).toEqual([]);
  });

  it('keeps no order larger than its bytes: the next page reads the database again', async () => {
    const screen = await completedScreen(80, 7);
    // 80 BBLs of about 42 bytes each: more than the 2,000 bytes allowed.
    const orders = screenResultOrders({ maxBytes: 2_000 });
    const order: ScreenResultOrder = { sort: { sort: OUTPUTS[0], place: 1 }, direction: 'asc' };
    expect(await orders.pageBbls(server.db, screen, order, { offset: 0, limit: 80 })).toEqual(await whole(screen, order));
    await deleteScreenResults(server.db, screen.id);
    expect(await orders.pageBbls(server.db, screen, order, { offset: 40, limit: 10 })).toEqual([]);
  });
});
