import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { DEMO_ACCOUNT, seedIfEmpty } from '../../src/seed';
import { startTestServer, type TestServer } from '../harness';

// Two instances started at once on one empty database both call seedIfEmpty.
describe('seeding an empty database from two starts at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('seeds exactly once: one demo account, the other start leaves the data alone', async () => {
    const results = await Promise.all([seedIfEmpty(server.db), seedIfEmpty(server.db)]);
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    expect(results.filter((result) => !result.seeded)).toHaveLength(1);
    const [demo] = await server.db.select({ total: count() }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    expect(demo?.total).toBe(1);
  });
});
