/**
 * GET /api/portfolio as a paged list: for every sort key and direction the pages, put back
 * together, are the whole ordered list (no card twice, none missing, the same total on every
 * page), ordered by what the card shows (the strategy snapshot's figure, else the property's;
 * unknown last), then by entry id; the address and strategy-type filters; organization
 * scoping; hostile query strings answer 400 naming the field.
 */
import { dashboardStats } from '@rei/engine';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_SORT_KEYS, portfolioPageSchema, type PortfolioCardResponse, type PortfolioSortKey } from '../../src/contract';
import { insertPortfolioItems } from '../../src/db/queries/portfolio';
import { insertProperties } from '../../src/db/queries/properties';
import { portfolioItems, properties } from '../../src/db/schema';
import { newPropertyValues } from '../../src/services/propertyValues';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { HALSEY_STREET } from '../propertyFixtures';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger] = await Promise.all([
    server.registerAndLogin('portfolio-pager', { tier: 'hunter' }),
    server.registerAndLogin('portfolio-outsider', { tier: 'hunter' }),
  ]);
  // The stranger's portfolio holds a card matching every filter; it must never show to the owner.
  const [theirs] = await insertProperties(server.db, [
    newPropertyValues({ ...HALSEY_STREET, address: 'aaa stranger' }, { userId: stranger.id, organizationId: stranger.organizationId }),
  ]);
  await insertPortfolioItems(server.db, [{ organizationId: stranger.organizationId, userId: stranger.id, propertyId: theirs!.id }]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function getJson(url: string, user: TestUser) {
  const response = await server.request({ method: 'GET', url, token: user.token });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return portfolioPageSchema.parse(response.data);
}

/** Every page of `base` at `pageSize`, concatenated, with the total each page reported. */
async function allPages(base: string, pageSize: number, user: TestUser) {
  const first = await getJson(`${base}&page=1&pageSize=${pageSize}`, user);
  const items = [...first.items];
  const totals = [first.total];
  for (let page = 2; page <= first.pageCount; page += 1) {
    const next = await getJson(`${base}&page=${page}&pageSize=${pageSize}`, user);
    items.push(...next.items);
    totals.push(next.total);
  }
  return { items, totals, pageCount: first.pageCount };
}

const STRATEGY_KINDS = ['buy_hold', 'fix_flip', 'wholesale'] as const;

interface CardSeed {
  address: string;
  daysAgo: number;
  strategyType: (typeof STRATEGY_KINDS)[number];
  /** The snapshot's figure (null: the card falls back on the property's own). */
  price: number | null;
  rent: number | null;
  cashFlow: number | null;
}

/** Replaces the owner's portfolio (and properties) with these cards. */
async function seedPortfolio(cards: readonly CardSeed[]): Promise<void> {
  await server.db.delete(properties).where(eq(properties.organizationId, owner.organizationId));
  if (cards.length === 0) return;
  const inserted = await insertProperties(
    server.db,
    cards.map((card) => newPropertyValues({ ...HALSEY_STREET, address: card.address }, { userId: owner.id, organizationId: owner.organizationId })),
  );
  const now = Date.UTC(2026, 0, 10);
  await insertPortfolioItems(
    server.db,
    cards.map((card, index) => ({
      organizationId: owner.organizationId,
      userId: owner.id,
      propertyId: inserted[index]!.id,
      strategyType: card.strategyType,
      purchasePrice: card.price === null ? null : String(card.price),
      monthlyRent: card.rent === null ? null : String(card.rent),
      monthlyNetCashFlow: card.cashFlow === null ? null : String(card.cashFlow),
      createdAt: new Date(now - card.daysAgo * 86_400_000),
    })),
  );
}

/** What a card is sorted by, as the card shows it. */
function keyOf(card: PortfolioCardResponse, sort: PortfolioSortKey): number | string | null {
  switch (sort) {
    case 'addedAt':
      return Date.parse(card.addedAt);
    case 'address':
      return card.address.toLowerCase();
    default:
      return card[sort];
  }
}

/** Addresses from a small alphabet (lower-case letters and digits, no spaces) sort the same under every collation. */
const addressArb = fc.stringMatching(/^[a-c0-2]{1,3}$/);
const figureArb = fc.option(fc.integer({ min: -3, max: 3 }).map((step) => step * 500), { nil: null });
const cardArb = fc.record({
  address: addressArb,
  daysAgo: fc.integer({ min: 0, max: 3 }),
  strategyType: fc.constantFrom(...STRATEGY_KINDS),
  price: figureArb,
  rent: figureArb,
  cashFlow: figureArb,
});

describe('portfolio list paging', () => {
  it('pages concatenate to the whole ordered list for every sort key, direction and page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(cardArb, { minLength: 0, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...PORTFOLIO_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        async (cards, pageSize, sort, direction) => {
          await seedPortfolio(cards);
          const base = `/api/portfolio?sort=${sort}&direction=${direction}`;
          const paged = await allPages(base, pageSize, owner);
          const whole = await getJson(`${base}&pageSize=200`, owner);

          const ids = paged.items.map((card) => card.id);
          expect(ids).toEqual(whole.items.map((card) => card.id));
          expect(new Set(ids).size).toBe(cards.length);
          expect(paged.totals.every((total) => total === cards.length)).toBe(true);
          expect(paged.pageCount).toBe(Math.ceil(cards.length / pageSize));
          expect(whole.items.every((card) => card.organizationId === owner.organizationId)).toBe(true);
          // The summary is the whole portfolio's on every page, however it was worked out.
          const firstPage = await getJson(`${base}&pageSize=${pageSize}`, owner);
          expect(firstPage.summary).toEqual(dashboardStats(whole.items));
          expect(whole.summary).toEqual(dashboardStats(whole.items));

          // The order: the key with unknown figures last, then the entry id, in the asked direction.
          const sign = direction === 'asc' ? 1 : -1;
          for (let index = 1; index < whole.items.length; index += 1) {
            const [a, b] = [whole.items[index - 1]!, whole.items[index]!];
            const [ka, kb] = [keyOf(a, sort), keyOf(b, sort)];
            if (ka === null) {
              expect(kb).toBeNull();
              expect((a.id - b.id) * sign).toBeLessThan(0);
              continue;
            }
            if (kb === null) continue;
            const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
            expect(byKey * sign).toBeLessThanOrEqual(0);
            if (byKey === 0) expect((a.id - b.id) * sign).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('defaults to newest first, 24 a page', async () => {
    await seedPortfolio(
      Array.from({ length: 30 }, (_, index) => ({ address: `${index} Default Row`, daysAgo: index, strategyType: 'buy_hold' as const, price: null, rent: null, cashFlow: null })),
    );
    const first = await getJson('/api/portfolio?', owner);
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 24, pageCount: 2 });
    expect(first.items.map((card) => card.address).slice(0, 3)).toEqual(['0 Default Row', '1 Default Row', '2 Default Row']);
    const second = await getJson('/api/portfolio?page=2', owner);
    expect(second.items.map((card) => card.address)).toEqual(['24 Default Row', '25 Default Row', '26 Default Row', '27 Default Row', '28 Default Row', '29 Default Row']);
  });

  it('filters by address text (wildcards literal) and strategy type; a page past the end is empty with the total', async () => {
    const card = (address: string, strategyType: CardSeed['strategyType']): CardSeed => ({ address, daysAgo: 0, strategyType, price: null, rent: null, cashFlow: null });
    await seedPortfolio([card('1 Maple Avenue', 'buy_hold'), card('2 Maple Court', 'fix_flip'), card('3 Oak 100%_Street', 'wholesale')]);
    const maple = await getJson('/api/portfolio?q=maple&sort=address&direction=asc', owner);
    expect(maple.items.map((c) => c.address)).toEqual(['1 Maple Avenue', '2 Maple Court']);
    expect(maple.total).toBe(2);
    // filters narrow the page, never the summary
    expect(maple.summary.properties).toBe(3);
    expect((await getJson('/api/portfolio?q=100%25_', owner)).items.map((c) => c.address)).toEqual(['3 Oak 100%_Street']);
    expect((await getJson('/api/portfolio?q=%25', owner)).total).toBe(1);
    const flips = await getJson('/api/portfolio?strategyType=fix_flip', owner);
    expect(flips.items.map((c) => [c.address, c.strategyType])).toEqual([['2 Maple Court', 'fix_flip']]);
    expect((await getJson('/api/portfolio?q=maple&strategyType=wholesale', owner)).total).toBe(0);
    const none = await getJson('/api/portfolio?q=stranger', owner);
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageSize: 24, pageCount: 0, summary: { properties: 3 } });
    expect(await getJson('/api/portfolio?page=9&pageSize=2', owner)).toMatchObject({ items: [], total: 3, page: 9, pageCount: 2 });
    // the stranger sees only their own, and cannot page into the owner's organization
    expect((await getJson('/api/portfolio?', stranger)).items.map((c) => c.address)).toEqual(['aaa stranger']);
    const peek = await server.request({ method: 'GET', url: `/api/portfolio?organizationId=${owner.organizationId}`, token: stranger.token });
    expect(peek.statusCode).toBe(404);
    const remaining = await server.db.select({ id: portfolioItems.id }).from(portfolioItems).where(eq(portfolioItems.organizationId, stranger.organizationId));
    expect(remaining).toHaveLength(1);
  });
});

describe('portfolio list hostile query strings', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['page=0', 'query.page'],
    ['page=-1', 'query.page'],
    ['page=1.5', 'query.page'],
    ['page=abc', 'query.page'],
    ['page=99999999999', 'query.page'],
    ['pageSize=0', 'query.pageSize'],
    ['pageSize=201', 'query.pageSize'],
    ['sort=propertyId', 'query.sort'],
    ['sort=address;drop table portfolio_items', 'query.sort'],
    ['direction=up', 'query.direction'],
    [`q=${'x'.repeat(101)}`, 'query.q'],
    ['q=a&q=b', 'query.q'],
    ['strategyType=hodl', 'query.strategyType'],
    ['organizationId=abc', 'query.organizationId'],
  ];

  it('answers 400 naming the field', async () => {
    for (const [query, field] of cases) {
      const response = await server.request({ method: 'GET', url: `/api/portfolio?${query}`, token: owner.token });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.data.fields ?? {}), query).toContain(field);
    }
  });
});
