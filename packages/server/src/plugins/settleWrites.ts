/**
 * Read-after-write across instances on PostgreSQL (issue 27's kept reads, `db/sharedReadCache.ts`).
 *
 * Each instance keeps session lookups and portfolio pages in memory and empties them when
 * PostgreSQL's change notice arrives. A client that changes something on one instance and reads
 * on another straight after (a balancer sends the two requests to different instances) could
 * reach the other instance before the notice has: its portfolio would not show what it had just
 * uploaded. So an answer to a request that changed data waits until this instance has heard its
 * own notice back (`SharedReadCache.settled`: a marker sent after the commit returns after it).
 * PostgreSQL hands every listening connection the change at the same commit, so by then the other
 * instances' connections have had the change as long as this one's had, and more: they were
 * signalled when the change committed, a round trip before the marker came back here.
 *
 * Only requests that may change data (not GET, HEAD or OPTIONS) during which this process began a
 * write wait; reads and refused requests answer at once. On PGlite there is one process and
 * nothing to wait for.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sharedReadCacheOf } from '../db/sharedReadCache';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The longest an answer waits for the marker. It comes back in about a round trip; one that has
 * not after this long means the listener is in trouble, which its heartbeat finds (and then every
 * instance's lookups go to the database), so the answer goes out rather than hang.
 */
const SETTLE_WAIT_MS = 2_000;

function settledOrLater(settled: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const later = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SETTLE_WAIT_MS);
    timer.unref();
  });
  return Promise.race([settled, later]).finally(() => clearTimeout(timer));
}

export function registerWriteSettling(app: FastifyInstance, db: Database): void {
  const shared = sharedReadCacheOf(db);
  if (!shared) return;
  /** This process's write count when each changing request arrived. */
  const writesAtStart = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    if (!READING_METHODS.has(request.method)) writesAtStart.set(request, shared.cache.writesBegun);
    done();
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const atStart = writesAtStart.get(request);
    if (atStart !== undefined && atStart !== shared.cache.writesBegun) await settledOrLater(shared.settled());
    return payload;
  });
}
