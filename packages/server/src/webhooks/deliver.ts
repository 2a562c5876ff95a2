/**
 * One attempt at a webhook delivery: POST the stored payload, signed, to the endpoint's URL.
 * The target must still be public when the attempt is made (its name is resolved and every
 * address checked, unless private targets are allowed), and the request goes to the address that
 * was checked — the name is not resolved a second time, so it cannot be re-pointed at a private
 * address in between (DNS rebinding). Redirects are not followed, a target that stalls is cut at
 * `WEBHOOK_TIMEOUT_MS` (the timeout of the sender's outside-service policy, http/outsideService.ts),
 * and at most `WEBHOOK_RESPONSE_MAX_BYTES` of the answer are read. A 2xx answer delivers; anything
 * else is retried on the schedule of `config.webhookRetrySeconds` — later when a 429 or 503 asks
 * for a longer `Retry-After` — then the delivery is failed for good. The policy neither retries in
 * place nor keeps a circuit: a delivery's attempts are durable jobs already spread over hours.
 */
import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type { Database } from '../db/client';
import { createOutsideService, retryAfterMs, type OutsideService } from '../http/outsideService';
import { findDeliveryWithEndpoint, recordDeliveryAttempt } from '../db/queries/webhooks';
import { publicHttpUrlProblem } from '../security/publicHttpUrl';
import { webhookHeaders } from './signature';

/** A target that has not answered in full within this time is cut. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of an answer read (the rest is dropped unread). */
export const WEBHOOK_RESPONSE_MAX_BYTES = 64 * 1024;

export interface DeliveryOptions {
  readonly allowPrivate: boolean;
  /** Pauses between attempts in seconds; the attempt after the last pause is the last one. */
  readonly retrySeconds: readonly number[];
  readonly timeoutMs?: number;
}

/** What the caller does next: nothing, or schedule another attempt in `retryInSeconds`. */
export interface AttemptOutcome {
  readonly state: 'succeeded' | 'pending' | 'failed' | 'skipped';
  readonly retryInSeconds: number | null;
}

/** An address a target's name resolved to and was checked at. */
export interface PinnedAddress {
  readonly address: string;
  readonly family: number;
}

/**
 * Whether a target may be called: `problem` says why not (the URL as written, by the
 * `publicHttpUrl` rule, and with `resolve` every address its host name resolves to now — made at
 * each attempt, so a name that later points at a private address is still refused); `pinned` is
 * the checked address the request must connect to (absent for an IP literal, or when private
 * targets are allowed and nothing was checked).
 */
export async function checkWebhookTarget(url: string, allowPrivate: boolean, resolve = true): Promise<{ problem?: string; pinned?: PinnedAddress }> {
  if (allowPrivate) return {};
  const written = publicHttpUrlProblem(url);
  if (written) return { problem: `The URL ${written}` };
  if (!resolve) return {};
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return {};
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return { problem: `The host ${host} could not be resolved` };
  }
  for (const { address, family } of addresses) {
    const problem = publicHttpUrlProblem(family === 6 ? `http://[${address}]/` : `http://${address}/`);
    if (problem) return { problem: `The host ${host} resolves to ${address}, which is not public` };
  }
  const [first] = addresses;
  return first ? { pinned: { address: first.address, family: first.family } } : { problem: `The host ${host} could not be resolved` };
}

/** Why a target may not be called, undefined when it may (see `checkWebhookTarget`). */
export async function webhookTargetProblem(url: string, allowPrivate: boolean, resolve = true): Promise<string | undefined> {
  return (await checkWebhookTarget(url, allowPrivate, resolve)).problem;
}

/** The sender's policies by timeout: a timeout only (see the module comment), so they hold no state worth keeping apart. */
const senders = new Map<number, OutsideService>();

function senderFor(timeoutMs: number): OutsideService {
  let sender = senders.get(timeoutMs);
  if (!sender) {
    sender = createOutsideService(
      { name: 'webhook target', timeoutMs, retries: 0, backoffMs: 0, breakerFailures: Number.MAX_SAFE_INTEGER, breakerCoolDownMs: 0 },
      () => ({ retry: false, countsAsFailure: false }),
    );
    senders.set(timeoutMs, sender);
  }
  return sender;
}

/** What a webhook target answered: its status, the first bytes of its answer, and its `Retry-After`. */
export interface WebhookAnswer {
  readonly status: number;
  readonly text: string;
  readonly retryAfter: string | null;
}

/**
 * POSTs `body` to `url`, connecting to `pinned` when given (the name stays in the Host header and
 * the TLS server name); answers the status and at most `maxBytes` of the answer. A target that
 * has not answered in full within `timeoutMs` is cut (an error named TimeoutError).
 */
export function postWebhook(
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number; maxBytes: number; pinned?: PinnedAddress | undefined },
): Promise<WebhookAnswer> {
  return senderFor(request.timeoutMs).call((signal) => sendOnce(url, request, signal));
}

/** One POST, cut when `signal` fires (the policy's timeout). */
function sendOnce(
  url: string,
  request: { headers: Record<string, string>; body: string; timeoutMs: number; maxBytes: number; pinned?: PinnedAddress | undefined },
  signal: AbortSignal,
): Promise<WebhookAnswer> {
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const { pinned } = request;
  // The connection asks this for the name's address: it answers the checked one, never the resolver.
  const pinnedLookup = pinned
    ? (_host: string, options: LookupOptions, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
        if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
        else callback(null, pinned.address, pinned.family);
      }
    : undefined;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(
      target,
      { method: 'POST', agent: false, headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) }, ...(pinnedLookup ? { lookup: pinnedLookup as never } : {}) },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          signal.removeEventListener('abort', cut);
          const retryAfter = response.headers['retry-after'];
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).subarray(0, request.maxBytes).toString('utf8'), retryAfter: typeof retryAfter === 'string' ? retryAfter : null });
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.byteLength;
          // Enough read: the rest is dropped unread.
          if (size >= request.maxBytes) {
            response.destroy();
            finish();
          }
        });
        response.on('end', finish);
        response.on('error', (error) => {
          signal.removeEventListener('abort', cut);
          reject(error);
        });
      },
    );
    const cut = () => {
      const error = new Error(`No full answer within ${request.timeoutMs} ms`);
      error.name = 'TimeoutError';
      outgoing.destroy(error);
      reject(error);
    };
    signal.addEventListener('abort', cut, { once: true });
    outgoing.on('error', (error) => {
      signal.removeEventListener('abort', cut);
      reject(error);
    });
    outgoing.end(request.body);
  });
}

function errorText(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `No full answer within ${timeoutMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error instanceof Error ? error.message : String(error)}${cause}`.slice(0, 300);
}

/**
 * Makes one attempt at delivery `id` and records it. Skips a delivery that is no longer
 * pending (delivered meanwhile, or its endpoint removed).
 */
export async function attemptWebhookDelivery(db: Database, id: string, options: DeliveryOptions, now = new Date()): Promise<AttemptOutcome> {
  const row = await findDeliveryWithEndpoint(db, id);
  if (!row || row.delivery.state !== 'pending') return { state: 'skipped', retryInSeconds: null };
  const { delivery, endpoint } = row;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const attemptNumber = delivery.attempts + 1;
  let retryIn = options.retrySeconds[attemptNumber - 1];

  const { problem: refused, pinned } = await checkWebhookTarget(endpoint.url, options.allowPrivate);
  let statusCode: number | null = null;
  let error: string | null = null;
  if (refused) {
    error = `${refused}; private and loopback targets are refused.`;
  } else {
    const body = JSON.stringify(delivery.payload);
    try {
      const answer = await postWebhook(endpoint.url, {
        headers: { 'content-type': 'application/json', 'user-agent': 'REI-Webhooks/1', ...webhookHeaders(endpoint.secret, delivery.id, Math.floor(now.getTime() / 1000), body) },
        body,
        timeoutMs,
        maxBytes: WEBHOOK_RESPONSE_MAX_BYTES,
        pinned,
      });
      statusCode = answer.status;
      const text = answer.text;
      if (answer.status < 200 || answer.status >= 300) error = `Answered ${answer.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
      // A target that asks for a longer pause (429, 503 with Retry-After) gets it, up to the schedule's longest.
      const asked = answer.status === 429 || answer.status === 503 ? retryAfterMs(answer.retryAfter) : null;
      if (retryIn !== undefined && asked !== null) retryIn = Math.max(retryIn, Math.min(Math.ceil(asked / 1000), Math.max(...options.retrySeconds)));
    } catch (caught) {
      error = errorText(caught, timeoutMs);
    }
  }
  const at = new Date();
  if (error === null) {
    await recordDeliveryAttempt(db, id, { state: 'succeeded', statusCode, error: null, nextAttemptAt: null, at });
    return { state: 'succeeded', retryInSeconds: null };
  }
  // A refused target will not become public by waiting: failed at once.
  if (refused || retryIn === undefined) {
    await recordDeliveryAttempt(db, id, { state: 'failed', statusCode, error, nextAttemptAt: null, at });
    return { state: 'failed', retryInSeconds: null };
  }
  await recordDeliveryAttempt(db, id, { state: 'pending', statusCode, error, nextAttemptAt: new Date(at.getTime() + retryIn * 1000), at });
  return { state: 'pending', retryInSeconds: retryIn };
}
