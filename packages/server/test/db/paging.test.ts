/**
 * Paged lists (contract/paging.ts + db/paging.ts) through their routes: every sort key in both
 * directions splits the rows into pages that, put back together, are the whole ordered list —
 * no row twice, none missing — with the right total; filters; organization scoping; hostile
 * query strings answer 400 naming the field.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_STATUS_SORT_KEYS, legalStatusPageSchema, AUDIT_LOG_SORT_KEYS, auditLogPageSchema, ADMIN_USER_SORT_KEYS, adminUserPageSchema } from '../../src/contract';
import { insertAuditLog } from '../../src/db/queries/auditLogs';
import { insertProperties } from '../../src/db/queries/properties';
import { nycEvictions, nycTaxLiens, properties } from '../../src/db/schema';
import { newPropertyValues } from '../../src/services/propertyValues';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { HALSEY_STREET } from '../propertyFixtures';

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;

/** Lots with records: 1000000001 an eviction and a tax lien, 1000000002 a water lien only. */
const FLAGGED_LOTS: Record<string, number> = { '1000000001': 2, '1000000002': 1 };
const LOTS = ['1000000001', '1000000002', '1000000003', null] as const;

beforeAll(async () => {
  server = await startTestServer();
  [owner, stranger, admin] = await Promise.all([
    server.registerAndLogin('pager', { tier: 'hunter' }),
    server.registerAndLogin('outsider', { tier: 'hunter' }),
    server.registerAndLogin('pageadmin', { role: 'admin' }),
  ]);
  await server.db.insert(nycEvictions).values({ evictionKey: 'paging-e1', bbl: '1000000001', executedDate: '2024-01-02' });
  await server.db.insert(nycTaxLiens).values([
    { lienKey: 'paging-l1', bbl: '1000000001', listMonth: '2024-02-01', waterDebtOnly: false },
    { lienKey: 'paging-l2', bbl: '1000000002', listMonth: '2024-02-01', waterDebtOnly: true },
  ]);
  // The stranger's organization has a property matching every filter; it must never show.
  await insertProperties(server.db, [
    newPropertyValues({ ...HALSEY_STREET, address: 'aaa stranger', bbl: '1000000001' }, { userId: stranger.id, organizationId: stranger.organizationId }),
  ]);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function getJson(url: string, user: TestUser) {
  const response = await server.request({ method: 'GET', url, token: user.token });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.data;
}

/** Every page of `base` at `pageSize`, concatenated, and the totals each page reported. */
async function allPages<T>(base: string, pageSize: number, user: TestUser, parse: (data: unknown) => { items: T[]; total: number; pageCount: number }) {
  const first = parse(await getJson(`${base}&page=1&pageSize=${pageSize}`, user));
  const items = [...first.items];
  const totals = [first.total];
  for (let page = 2; page <= first.pageCount; page += 1) {
    const next = parse(await getJson(`${base}&page=${page}&pageSize=${pageSize}`, user));
    items.push(...next.items);
    totals.push(next.total);
  }
  return { items, totals, pageCount: first.pageCount, total: first.total };
}

/** Addresses from a small alphabet (lower-case letters and digits, no spaces) sort the same under every collation. */
const addressArb = fc.stringMatching(/^[a-c0-2]{1,3}$/);

describe('Legal Status list', () => {
  it('pages concatenate to the whole ordered list for every sort key, direction and page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ address: addressArb, lot: fc.constantFrom(...LOTS), daysAgo: fc.integer({ min: 0, max: 3 }) }), { minLength: 0, maxLength: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...LEGAL_STATUS_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        async (rows, pageSize, sort, direction) => {
          await server.db.delete(properties).where(eq(properties.organizationId, owner.organizationId));
          const now = Date.UTC(2026, 0, 10);
          if (rows.length > 0) {
            await insertProperties(
              server.db,
              rows.map((row) => ({
                ...newPropertyValues({ ...HALSEY_STREET, address: row.address, bbl: row.lot }, { userId: owner.id, organizationId: owner.organizationId }),
                createdAt: new Date(now - row.daysAgo * 86_400_000),
              })),
            );
          }
          const base = `/api/legal-status?sort=${sort}&direction=${direction}`;
          const paged = await allPages(base, pageSize, owner, (data) => legalStatusPageSchema.parse(data));
          const whole = legalStatusPageSchema.parse(await getJson(`${base}&pageSize=200`, owner));

          const ids = paged.items.map((item) => item.property.id);
          expect(ids).toEqual(whole.items.map((item) => item.property.id));
          expect(new Set(ids).size).toBe(rows.length);
          expect(paged.totals.every((total) => total === rows.length)).toBe(true);
          expect(paged.pageCount).toBe(Math.ceil(rows.length / pageSize));
          expect(whole.items.every((item) => item.property.organizationId === owner.organizationId)).toBe(true);
          for (const item of whole.items) expect(item.flagCount).toBe(FLAGGED_LOTS[item.property.bbl ?? ''] ?? 0);

          // The order: the key (nulls last), then the id, both in the asked direction.
          const keyOf = (item: (typeof whole.items)[number]) =>
            sort === 'flags' ? (item.flagCount ?? -1) : sort === 'address' ? item.property.address : Date.parse(item.property.createdAt);
          const sign = direction === 'asc' ? 1 : -1;
          for (let index = 1; index < whole.items.length; index += 1) {
            const [a, b] = [whole.items[index - 1]!, whole.items[index]!];
            const [ka, kb] = [keyOf(a), keyOf(b)];
            const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
            expect(byKey * sign).toBeLessThanOrEqual(0);
            if (byKey === 0) expect((a.property.id - b.property.id) * sign).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('filters by text and by "only flagged", and answers an empty page past the end with the total', async () => {
    await server.db.delete(properties).where(eq(properties.organizationId, owner.organizationId));
    await insertProperties(server.db, [
      newPropertyValues({ ...HALSEY_STREET, address: '1 Evicted Way', bbl: '1000000001' }, { userId: owner.id, organizationId: owner.organizationId }),
      newPropertyValues({ ...HALSEY_STREET, address: '2 Water Lane', bbl: '1000000002' }, { userId: owner.id, organizationId: owner.organizationId }),
      newPropertyValues({ ...HALSEY_STREET, address: '3 Quiet 100%_Street', bbl: '1000000003' }, { userId: owner.id, organizationId: owner.organizationId }),
    ]);
    const flagged = legalStatusPageSchema.parse(await getJson('/api/legal-status?flagged=true', owner));
    expect(flagged.items.map((item) => [item.property.address, item.flagCount])).toEqual([
      ['1 Evicted Way', 2],
      ['2 Water Lane', 1],
    ]);
    const clear = legalStatusPageSchema.parse(await getJson('/api/legal-status?flagged=false', owner));
    expect(clear.items.map((item) => item.property.address)).toEqual(['3 Quiet 100%_Street']);
    // LIKE wildcards in the text are plain characters
    expect(legalStatusPageSchema.parse(await getJson('/api/legal-status?q=100%25_', owner)).total).toBe(1);
    expect(legalStatusPageSchema.parse(await getJson('/api/legal-status?q=%25', owner)).total).toBe(1);
    expect(legalStatusPageSchema.parse(await getJson('/api/legal-status?q=water', owner)).items[0]?.property.address).toBe('2 Water Lane');
    const none = legalStatusPageSchema.parse(await getJson('/api/legal-status?q=stranger', owner));
    expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 24, pageCount: 0 });
    const past = legalStatusPageSchema.parse(await getJson('/api/legal-status?page=9&pageSize=2', owner));
    expect(past).toMatchObject({ items: [], total: 3, page: 9, pageCount: 2 });
    // the stranger sees only their own
    const theirs = legalStatusPageSchema.parse(await getJson('/api/legal-status', stranger));
    expect(theirs.items.map((item) => item.property.address)).toEqual(['aaa stranger']);
  });
});

describe('audit log list', () => {
  it('pages concatenate to the whole ordered list for every sort key and direction', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ verb: fc.constantFrom('a', 'b', 'c'), outcome: fc.constantFrom('SUCCESS', 'FAILURE'), minute: fc.integer({ min: 0, max: 3 }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(...AUDIT_LOG_SORT_KEYS),
        fc.constantFrom('asc', 'desc'),
        async (rows, pageSize, sort, direction) => {
          run += 1;
          const prefix = `pagingrun${run}.`;
          for (const row of rows) {
            await insertAuditLog(server.db, {
              actorUserId: row.verb === 'c' ? null : admin.id,
              action: `${prefix}${row.verb}`,
              resourceType: 'test',
              outcome: row.outcome,
              timestamp: new Date(Date.UTC(2026, 0, 1, 0, row.minute)),
            });
          }
          const base = `/api/admin/audit-logs?sort=${sort}&direction=${direction}&action=${prefix}`;
          const paged = await allPages(base, pageSize, admin, (data) => auditLogPageSchema.parse(data));
          const whole = auditLogPageSchema.parse(await getJson(`${base}&pageSize=200`, admin));
          expect(paged.items.map((entry) => entry.id)).toEqual(whole.items.map((entry) => entry.id));
          expect(new Set(paged.items.map((entry) => entry.id)).size).toBe(rows.length);
          expect(paged.totals.every((total) => total === rows.length)).toBe(true);
          const keyOf = (entry: (typeof whole.items)[number]) =>
            sort === 'timestamp' ? Date.parse(entry.timestamp) : sort === 'action' ? entry.action : sort === 'outcome' ? entry.outcome : entry.actorEmail;
          const sign = direction === 'asc' ? 1 : -1;
          for (let index = 1; index < whole.items.length; index += 1) {
            const [a, b] = [whole.items[index - 1]!, whole.items[index]!];
            const [ka, kb] = [keyOf(a), keyOf(b)];
            // nulls (no actor) come last in both directions
            if (ka === null) expect(kb).toBeNull();
            if (ka === null || kb === null) continue;
            const byKey = ka < kb ? -1 : ka > kb ? 1 : 0;
            expect(byKey * sign).toBeLessThanOrEqual(0);
            if (byKey === 0) expect((a.id - b.id) * sign).toBeLessThan(0);
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('filters by actor text and a time range (a date-only "to" includes its whole day)', async () => {
    const prefix = 'pagingrange.';
    const at = (iso: string) => new Date(iso);
    await insertAuditLog(server.db, { actorUserId: admin.id, action: `${prefix}one`, resourceType: 'test', outcome: 'SUCCESS', timestamp: at('2025-03-01T10:00:00Z') });
    await insertAuditLog(server.db, { actorUserId: null, action: `${prefix}two`, resourceType: 'test', outcome: 'SUCCESS', timestamp: at('2025-03-02T23:59:59Z') });
    await insertAuditLog(server.db, { actorUserId: admin.id, action: `${prefix}three`, resourceType: 'test', outcome: 'SUCCESS', timestamp: at('2025-03-03T00:00:00Z') });
    const actions = async (query: string) =>
      auditLogPageSchema.parse(await getJson(`/api/admin/audit-logs?action=${prefix}&sort=timestamp&direction=asc&${query}`, admin)).items.map((entry) => entry.action.slice(prefix.length));
    expect(await actions('from=2025-03-02&to=2025-03-02')).toEqual(['two']);
    expect(await actions('from=2025-03-01T10:00:00Z&to=2025-03-03T00:00:00Z')).toEqual(['one', 'two', 'three']);
    expect(await actions(`actor=${encodeURIComponent(admin.email.slice(0, 6))}`)).toEqual(['one', 'three']);
  });
});

describe('admin user list', () => {
  it('pages concatenate to the whole ordered list for every sort key, and filters by role and text', async () => {
    for (const sort of ADMIN_USER_SORT_KEYS) {
      for (const direction of ['asc', 'desc'] as const) {
        const base = `/api/admin/users?sort=${sort}&direction=${direction}`;
        const whole = adminUserPageSchema.parse(await getJson(`${base}&pageSize=200`, admin));
        for (const pageSize of [1, 2]) {
          const paged = await allPages(base, pageSize, admin, (data) => adminUserPageSchema.parse(data));
          expect(paged.items.map((user) => user.id)).toEqual(whole.items.map((user) => user.id));
          expect(paged.total).toBe(whole.items.length);
        }
      }
    }
    const admins = adminUserPageSchema.parse(await getJson('/api/admin/users?role=admin', admin));
    expect(admins.items.map((user) => user.id)).toEqual([admin.id]);
    const byText = adminUserPageSchema.parse(await getJson(`/api/admin/users?q=${encodeURIComponent(stranger.email.toUpperCase())}`, admin));
    expect(byText.items.map((user) => user.id)).toEqual([stranger.id]);
  });
});

describe('hostile query strings', () => {
  const cases: ReadonlyArray<readonly [string, string]> = [
    ['page=0', 'query.page'],
    ['page=-1', 'query.page'],
    ['page=1.5', 'query.page'],
    ['page=abc', 'query.page'],
    ['page=1e400', 'query.page'],
    ['page=99999999999', 'query.page'],
    ['pageSize=0', 'query.pageSize'],
    ['pageSize=201', 'query.pageSize'],
    ['pageSize=NaN', 'query.pageSize'],
    ['sort=password', 'query.sort'],
    ['sort=id;drop table users', 'query.sort'],
    ['direction=sideways', 'query.direction'],
    [`q=${'x'.repeat(101)}`, 'query.q'],
    ['q=a&q=b', 'query.q'],
  ];

  it.each(['/api/legal-status', '/api/admin/users', '/api/admin/audit-logs'])('%s answers 400 naming the field', async (path) => {
    const user = path.startsWith('/api/admin') ? admin : owner;
    for (const [query, field] of cases) {
      const response = await server.request({ method: 'GET', url: `${path}?${query}`, token: user.token });
      expect(response.statusCode, `${path}?${query}`).toBe(400);
      expect(Object.keys(response.data.fields ?? {}), `${path}?${query}`).toContain(field);
    }
  });

  it('answers 400 for list-specific filters that are not what they say', async () => {
    const bad: ReadonlyArray<readonly [string, string, TestUser]> = [
      ['/api/legal-status?flagged=yes', 'query.flagged', owner],
      ['/api/admin/users?role=owner', 'query.role', admin],
      ['/api/admin/audit-logs?from=yesterday', 'query.from', admin],
      ['/api/admin/audit-logs?to=2025-13-45', 'query.to', admin],
      [`/api/admin/audit-logs?actor=${'y'.repeat(101)}`, 'query.actor', admin],
    ];
    for (const [url, field, user] of bad) {
      const response = await server.request({ method: 'GET', url, token: user.token });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.data.fields ?? {}), url).toContain(field);
    }
  });
});
