/**
 * One attempt at a webhook delivery: POST the stored payload, signed, to the endpoint's URL.
 * The target must still be public when the attempt is made (its name is resolved and every
 * address checked, unless private targets are allowed), redirects are not followed, a target
 * that stalls is cut at `WEBHOOK_TIMEOUT_MS`, and at most `WEBHOOK_RESPONSE_MAX_BYTES` of the
 * answer are read. A 2xx answer delivers; anything else is retried on the schedule of
 * `config.webhookRetrySeconds`, then the delivery is failed for good.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Database } from '../db/client';
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

/**
 * Why a target may not be called, undefined when it may: the URL as written (the `publicHttpUrl`
 * rule), and with `resolve` every address its host name resolves to now (made at each attempt,
 * so a name that later points at a private address is still refused).
 */
export async function webhookTargetProblem(url: string, allowPrivate: boolean, resolve = true): Promise<string | undefined> {
  if (allowPrivate) return undefined;
  const written = publicHttpUrlProblem(url);
  if (written) return `The URL ${written}`;
  if (!resolve) return undefined;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return undefined;
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    return `The host ${host} could not be resolved`;
  }
  for (const { address, family } of addresses) {
    const problem = publicHttpUrlProblem(family === 6 ? `http://[${address}]/` : `http://${address}/`);
    if (problem) return `The host ${host} resolves to ${address}, which is not public`;
  }
  return undefined;
}

/** Reads at most `max` bytes of a body, then cancels the rest. */
async function readCapped(response: Response, max: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < max) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, max).toString('utf8');
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
  const retryIn = options.retrySeconds[attemptNumber - 1];

  const refused = await webhookTargetProblem(endpoint.url, options.allowPrivate);
  let statusCode: number | null = null;
  let error: string | null = null;
  if (refused) {
    error = `${refused}; private and loopback targets are refused.`;
  } else {
    const body = JSON.stringify(delivery.payload);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'REI-Webhooks/1', ...webhookHeaders(endpoint.secret, delivery.id, Math.floor(now.getTime() / 1000), body) },
        body,
        redirect: 'manual',
        signal,
      });
      statusCode = response.status;
      const text = await readCapped(response, WEBHOOK_RESPONSE_MAX_BYTES);
      if (response.status < 200 || response.status >= 300) error = `Answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
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
