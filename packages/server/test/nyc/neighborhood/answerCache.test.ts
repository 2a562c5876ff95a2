import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycSodaCache } from '../../../src/db/schema';
import { STALE_ANSWER_KEEP_MS, pruneCachedAnswers, readCachedAnswer, writeCachedAnswer } from '../../../src/nyc/neighborhood/answerCache';
import { startTestServer, type TestServer } from '../../harness';

const DAY_MS = 24 * 60 * 60_000;

describe('cached outside answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves a fresh answer and hides an expired one', async () => {
    const now = Date.now();
    await writeCachedAnswer(server.db, 'fresh-key', { n: 1 }, new Date(now), DAY_MS);
    await writeCachedAnswer(server.db, 'expired-key', { n: 2 }, new Date(now - 2 * DAY_MS), DAY_MS);
    expect((await readCachedAnswer<{ n: number }>(server.db, 'fresh-key'))?.body).toEqual({ n: 1 });
    expect(await readCachedAnswer(server.db, 'expired-key')).toBeNull();
  });

  it('prunes only answers that expired longer ago than the keep period', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const expiredAt = (ms: number) => new Date(now.getTime() - ms);
    await server.db.insert(nycSodaCache).values([
      { cacheKey: 'prune-old', body: [], fetchedAt: expiredAt(STALE_ANSWER_KEEP_MS + 2 * DAY_MS), expiresAt: expiredAt(STALE_ANSWER_KEEP_MS + DAY_MS) },
      { cacheKey: 'prune-recently-expired', body: [], fetchedAt: expiredAt(3 * DAY_MS), expiresAt: expiredAt(DAY_MS) },
      { cacheKey: 'prune-fresh', body: [], fetchedAt: now, expiresAt: new Date(now.getTime() + DAY_MS) },
    ]);
    expect(await pruneCachedAnswers(server.db, now)).toBe(1);
    const keys = (await server.db.select({ key: nycSodaCache.cacheKey }).from(nycSodaCache)).map((row) => row.key);
    expect(keys).not.toContain('prune-old');
    expect(keys).toEqual(expect.arrayContaining(['prune-recently-expired', 'prune-fresh']));
    expect(await pruneCachedAnswers(server.db, now)).toBe(0);
  });
});
