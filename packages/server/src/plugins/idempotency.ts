/**
 * `Idempotency-Key` on POST (issue 33): a client that retries a create with the same key and the
 * same body gets the first answer back (status and body, marked `Idempotent-Replayed: true`)
 * and no second row. Keys belong to their caller (an API key, or a signed-in person) and last
 * 24 hours. The key is reserved in the database before the route runs, so of two identical
 * requests at once only one runs; the other is answered 409 and may retry. The same key with
 * another request is 422 naming the header. An answer of 5xx is not kept: the retry runs again.
 *
 * Only POSTs of a caller the route authenticated take part: the hook runs after each route's
 * own guards (it is appended to its `preHandler`), so a public POST ignores the header.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  completeIdempotencyKey,
  deleteIdempotencyKey,
  findIdempotencyKey,
  releaseStaleIdempotencyKey,
  reserveIdempotencyKey,
} from '../db/queries/idempotencyKeys';
import { ApiError, ERROR_CODES, conflict } from '../errors';
import { apiKeyUseOf } from '../services/apiKeys';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/** A reservation still unanswered after this long belongs to a request that died: the key is free again. */
const ABANDONED_MS = 60_000;
const FIELD = `headers.${IDEMPOTENCY_HEADER}`;

interface Reservation {
  readonly id: number;
}

const reservations = new WeakMap<FastifyRequest, Reservation>();
const replayed = new WeakSet<FastifyRequest>();

function keyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (typeof key !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError(400, ERROR_CODES.validation, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is a good choice).', {
      [FIELD]: 'must be 1 to 255 visible ASCII characters',
    });
  }
  return key;
}

/** What makes two requests "the same": the method, the path with its query, and the body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

function callerOf(request: FastifyRequest): string | undefined {
  const user = request.sessionUser;
  if (!user) return undefined;
  const key = apiKeyUseOf(user);
  return key ? `key:${key.id}` : `user:${user.id}`;
}

async function replayOrRefuse(request: FastifyRequest, reply: FastifyReply, caller: string, key: string, hash: string): Promise<FastifyReply | undefined> {
  const { db } = request.server;
  const now = new Date();
  if (await releaseStaleIdempotencyKey(db, caller, key, now, new Date(now.getTime() - ABANDONED_MS))) return undefined;
  const row = await findIdempotencyKey(db, caller, key);
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new ApiError(422, ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was already used with another request; use a new key for a new request.', {
      [FIELD]: 'was already used with a different request (method, path or body)',
    });
  }
  if (row.statusCode === null) {
    const error = conflict('A request with this Idempotency-Key is still running; retry in a moment to get its answer.');
    throw new ApiError(error.statusCode, error.code, error.message, { [FIELD]: 'is in use by a request still running' }, { 'retry-after': '1' });
  }
  replayed.add(request);
  if (row.contentType) void reply.header('content-type', row.contentType);
  return reply.code(row.statusCode).header('idempotent-replayed', 'true').send(row.responseBody ?? '');
}

/** The preHandler appended to every POST: reserves the key or answers from it. */
const idempotencyKey: preHandlerAsyncHookHandler = async function idempotencyKey(request, reply) {
  const key = keyOf(request);
  const caller = key === undefined ? undefined : callerOf(request);
  if (key === undefined || caller === undefined) return;
  const hash = requestHash(request);
  const { db } = request.server;
  // Two rounds at most: the second after a stale reservation was released.
  for (let round = 0; round < 2; round += 1) {
    const id = await reserveIdempotencyKey(db, { caller, key, requestHash: hash, expiresAt: new Date(Date.now() + IDEMPOTENCY_KEEP_MS) });
    if (id !== undefined) {
      reservations.set(request, { id });
      return;
    }
    const answered = await replayOrRefuse(request, reply, caller, key, hash);
    if (answered) return answered;
  }
  throw conflict('A request with this Idempotency-Key is still running; retry in a moment to get its answer.');
};

/**
 * Registers the rule: call before the routes are registered. Keeps each reserved request's
 * answer when it is sent (below 500), or frees the key (5xx, or a body that is not text).
 */
export function registerIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().includes('POST')) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), idempotencyKey];
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const reservation = reservations.get(request);
    if (!reservation || replayed.has(request)) return payload;
    reservations.delete(request);
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? null : payload === null || payload === undefined ? '' : null;
    if (reply.statusCode >= 500 || text === null) {
      await deleteIdempotencyKey(app.db, reservation.id);
    } else {
      const contentType = reply.getHeader('content-type');
      await completeIdempotencyKey(app.db, reservation.id, { statusCode: reply.statusCode, responseBody: text, contentType: typeof contentType === 'string' ? contentType : null });
    }
    return payload;
  });
}
