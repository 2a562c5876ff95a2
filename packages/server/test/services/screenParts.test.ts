/**
 * A screen's run in parts (issue 30): the `screen` job cuts the selected lots into BBL ranges and
 * queues a `screen-part` job per range, which any instance's worker runs. The parts give the same
 * results as one part, a retried part resumes without counting twice, a part reads each batch's
 * BBL range as the city stands when it gets there, cancelling stops every part at its next batch,
 * and a part that fails for good fails the screen with its reason.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/queries/screenLots';
import { backgroundJobs, nycLots, screenParts, screenResultOutputs, screenResults } from '../../src/db/schema';
import type { JobContext } from '../../src/jobs/jobQueue';
import { storeSyntheticCity } from '../../src/nyc/synthetic/syntheticCity';
import { screenJob, screenPartJob } from '../../src/services/screens';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { generateCity, storeCity } from '../screensData';

let server: TestServer;
let hank: TestUser;
const LOTS = 300;
const city = generateCity(LOTS, 41);

beforeAll(async () => {
  server = await startTestServer();
  hank = await server.registerAndLogin('hank', { tier: 'hunter' });
  await storeCity(server.db, city);
}, 120_000);

afterEach(async () => {
  await server.app.jobs.whenIdle(60_000).catch(() => undefined);
  // Every test sets its own handlers; between tests the real ones at their real sizes.
  server.app.jobs.handle('screen', (context) => screenJob(context));
  server.app.jobs.handle('screen-part', (context) => screenPartJob(context));
});

afterAll(async () => {
  await server?.close();
});

/** Runs parts of `partLots` lots, `batchLots` a batch. */
function useSizes(partLots: number, batchLots: number, part: (context: JobContext, run: (context: JobContext) => Promise<Record<string, unknown>>) => Promise<Record<string, unknown>> = (context, run) => run(context)) {
  server.app.jobs.handle('screen', (context) => screenJob(context, { partLots }));
  server.app.jobs.handle('screen-part', (context) => part(context, (inner) => screenPartJob(inner, { batchLots })));
}

async function startScreen(): Promise<number> {
  const started = await server.request({ method: 'POST', url: '/api/screens', token: hank.token, payload: { filters: {}, strategyType: 'buy_hold', buyBox: { cashOnCash: 4 } } });
  expect(started.statusCode, started.body).toBe(202);
  return started.data.id as number;
}

async function storedResults(screenId: number) {
  const rows = await server.db.select().from(screenResults).where(eq(screenResults.screenId, screenId)).orderBy(asc(screenResults.bbl));
  return rows.map(({ screenId: _, ...rest }) => rest);
}

const partsOf = (screenId: number) => server.db.select().from(screenParts).where(eq(screenParts.screenId, screenId)).orderBy(asc(screenParts.part));
const screenOf = async (screenId: number) => (await server.request({ method: 'GET', url: `/api/screens/${screenId}?pageSize=1`, token: hank.token })).data.screen;

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a screen in parts', () => {
  it('runs every part to completion with the same results as one part, and a retried part resumes without counting twice', async () => {
    let failedOnce = false;
    useSizes(40, 15, async (context, run) => {
      if (context.input.part !== 3 || failedOnce) return run(context);
      // Part 3's first attempt stores a batch, then the instance "dies": the retry resumes after it.
      return run({
        ...context,
        async progress() {
          failedOnce = true;
          throw new Error('the connection dropped');
        },
      });
    });
    const id = await startScreen();
    await server.app.jobs.whenIdle(60_000);
    expect(failedOnce).toBe(true);
    const parts = await partsOf(id);
    expect(parts).toHaveLength(Math.ceil(LOTS / 40));
    expect(parts.every((part) => part.state === 'completed')).toBe(true);
    expect(parts.reduce((sum, part) => sum + part.screened, 0)).toBe(LOTS);
    expect(parts.map((part) => part.lots)).toEqual([...Array.from({ length: parts.length - 1 }, () => 40), LOTS - 40 * (parts.length - 1)]);
    const jobs = await server.db.select().from(backgroundJobs).where(sql`${backgroundJobs.input} ->> 'screenId' = ${String(id)}`);
    expect(jobs.filter((job) => job.kind === 'screen-part')).toHaveLength(parts.length);
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    const retried = jobs.find((job) => job.kind === 'screen-part' && job.input.part === 3)!;
    expect(retried.attempts).toBe(2);
    const inParts = await storedResults(id);
    const screen = await screenOf(id);
    expect(screen).toMatchObject({ state: 'completed', matched: LOTS, screened: LOTS, passing: inParts.filter((result) => result.passes).length });

    // The same screen in one part (the default sizes) stores the same results.
    server.app.jobs.handle('screen', (context) => screenJob(context));
    server.app.jobs.handle('screen-part', (context) => screenPartJob(context));
    expect((await server.request({ method: 'POST', url: `/api/screens/${id}/run`, token: hank.token })).statusCode).toBe(202);
    await server.app.jobs.whenIdle(60_000);
    expect(await partsOf(id)).toHaveLength(1);
    expect(await storedResults(id)).toEqual(inParts);
    // The narrow copy results pages sort by holds every result once, with its verdict and outputs.
    const copies = await server.db.select().from(screenResultOutputs).where(eq(screenResultOutputs.screenId, id)).orderBy(asc(screenResultOutputs.bbl));
    expect(copies.map(({ bbl, outputs, passes }) => ({ bbl, outputs, passes }))).toEqual(inParts.map(({ bbl, outputs, passes }) => ({ bbl, outputs, passes })));
    expect(await screenOf(id)).toMatchObject({ state: 'completed', screened: LOTS, passing: screen.passing });
  }, 120_000);

  it('cancelling a running screen stops its parts at their next batch, those running and those not started', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    useSizes(60, 10, (context, run) =>
      run({
        ...context,
        async progress(done, total) {
          // Every part stops after its first batch until the screen is cancelled.
          held += 1;
          await gate;
          return context.progress(done, total);
        },
      }),
    );
    const id = await startScreen();
    await until(() => held > 0, 'a part to store its first batch');
    const cancelled = await server.request({ method: 'POST', url: `/api/screens/${id}/cancel`, token: hank.token });
    expect(cancelled.data.state).toBe('cancelled');
    release();
    await server.app.jobs.whenIdle(60_000);
    const stored = await storedResults(id);
    // Only the first batch of each part that was running: no part went on, none started after.
    expect(stored).toHaveLength(10 * held);
    expect(held).toBeLessThan(Math.ceil(LOTS / 60));
    const parts = await partsOf(id);
    expect(parts.map((part) => part.state)).toEqual(parts.map(() => 'cancelled'));
    const screen = await screenOf(id);
    expect(screen).toMatchObject({ state: 'cancelled', screened: stored.length });
  }, 120_000);

  it('reads each batch by its range as the city stands then: a lot added since is screened with its batch, a batch emptied since is stored empty and the part goes on', async () => {
    const bbls = city.map((lot) => lot.bbl).sort();
    // A BBL no lot has, inside the third batch of 50 (read after the first batch is stored).
    let added = Number(bbls[110]) + 1;
    while (bbls.includes(String(added))) added += 1;
    expect(String(added) < bbls[111]!).toBe(true);
    const emptied = bbls.slice(150, 200);
    let changed = false;
    useSizes(LOTS, 50, (context, run) =>
      run({
        ...context,
        async progress(done, total) {
          if (!changed) {
            changed = true;
            await storeSyntheticCity(server.db, [{ ...city.find((lot) => lot.bbl === bbls[110])!, bbl: String(added), sales: [] }], { label: 'added-mid-screen' });
            await server.db.delete(nycLots).where(sql`${nycLots.bbl} in ${emptied}`);
          }
          await context.progress(done, total);
        },
      }),
    );
    try {
      const id = await startScreen();
      await server.app.jobs.whenIdle(60_000);
      expect(changed).toBe(true);
      const stored = (await storedResults(id)).map((result) => result.bbl);
      expect(stored).toEqual([...bbls.filter((bbl) => !emptied.includes(bbl)), String(added)].sort());
      expect(await screenOf(id)).toMatchObject({ state: 'completed', matched: LOTS, screened: LOTS - emptied.length + 1 });
    } finally {
      await server.db.delete(nycLots).where(eq(nycLots.bbl, String(added)));
      await storeCity(server.db, city.filter((lot) => emptied.includes(lot.bbl)));
    }
  }, 120_000);

  it('a part that fails for good fails the screen with its reason, and the other parts stop', async () => {
    useSizes(50, 25, async (context, run) => {
      if (context.input.part === 2) throw new Error('the lot data could not be read');
      return run(context);
    });
    const id = await startScreen();
    await server.app.jobs.whenIdle(60_000);
    const screen = await screenOf(id);
    expect(screen.state).toBe('failed');
    expect(screen.error).toMatch(/^Part 2 of 6 \(lots after BBL \d{10} up to \d{10}\) failed: the lot data could not be read$/);
    const parts = await partsOf(id);
    expect(parts[1]).toMatchObject({ state: 'failed', error: 'the lot data could not be read' });
    expect(parts.every((part) => ['completed', 'cancelled', 'failed'].includes(part.state))).toBe(true);
    const [count] = rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from screen_results where screen_id = ${id}`));
    expect(count!.n).toBe(screen.screened);
  }, 120_000);
});
