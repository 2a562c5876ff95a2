/**
 * The organization audit job reads what it needs a slice of properties at a time (lot facts,
 * latest strategies, comparable-sales groups) instead of several queries per property. These
 * tests hold it to the per-property answers exactly, on the 520 demo properties and their
 * generated public records, and count the statements it sends (a figure that does not depend
 * on the machine's load).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertiesAuditedBy } from '../../src/db/queries/audits';
import { memberships, users } from '../../src/db/schema';
import { DEMO_ACCOUNT, seedIfEmpty } from '../../src/seed';
import { DEMO_PROPERTY_COUNT } from '../../src/seed/demoProperties';
import { marketRentLoader, propertyMarketRent } from '../../src/services/auditMarketRent';
import { runOrganizationAudit } from '../../src/services/cashFlowAudit';
import { startTestServer, type TestServer } from '../harness';

let server: TestServer;
let organizationId: number;
let userId: number;

beforeAll(async () => {
  server = await startTestServer();
  await seedIfEmpty(server.db);
  const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  const [membership] = await server.db.select().from(memberships).where(eq(memberships.userId, demo!.id));
  userId = demo!.id;
  organizationId = membership!.organizationId;
}, 300_000);

afterAll(async () => {
  await server?.close();
});

/** Counts the statements sent outside transactions while `work` runs (both drivers answer `query`). */
async function countStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.query = original;
  }
}

describe('the organization audit reads in slices', () => {
  it('gives every demo property the same market rent as the one-property path', async () => {
    const properties = await propertiesAuditedBy(server.db, organizationId);
    expect(properties).toHaveLength(DEMO_PROPERTY_COUNT);
    const load = marketRentLoader(server.db);
    // Two slices, as the audit reads them, so groups read by the first serve the second.
    const half = Math.ceil(properties.length / 2);
    const batched = new Map([...(await load(properties.slice(0, half))), ...(await load(properties.slice(half)))]);
    let withComparables = 0;
    for (const property of properties) {
      const single = await propertyMarketRent(server.db, property);
      expect(batched.get(property.id), `property ${property.id}`).toEqual(single);
      if ((single?.comparablesUsed ?? 0) > 0) withComparables += 1;
    }
    // The check means something: most demo lots are priced from comparable sales.
    expect(withComparables).toBeGreaterThan(DEMO_PROPERTY_COUNT / 2);
  }, 180_000);

  it('audits 520 properties in far fewer statements than properties', async () => {
    const { result, statements } = await countStatements(() => runOrganizationAudit(server.db, userId, { organizationId, role: 'owner' }));
    expect(result.totalPropertiesAudited).toBe(DEMO_PROPERTY_COUNT);
    console.log(`[figure] organization audit of ${DEMO_PROPERTY_COUNT} properties: ${statements} statements outside its write transaction (${server.database.kind})`);
    expect(statements).toBeLessThan(DEMO_PROPERTY_COUNT / 5);
  }, 120_000);
});
