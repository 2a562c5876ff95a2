/**
 * The outside-service policy (timeout, retry honouring Retry-After, circuit breaker) against a
 * local HTTP server (the SODA fake of the server tests), with the plain `fetch` attempt every
 * client makes. Tests count requests and read the pauses the policy asked for (`onRetry`); none
 * measures elapsed time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSoda } from '../../test/fakes/fakeSoda';
import { refusedBaseUrl } from '../../test/fakes/refusedAddress';
import {
  CircuitOpenError,
  createOutsideService,
  isAborted,
  isHostUnreachable,
  retryAfterMs,
  verdictOfStatus,
  type FailureVerdict,
  type OutsideServiceSettings,
  type RetryNotice,
} from './outsideService';

/** A failed answer, carrying what the classifier reads. */
class StatusError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfter: number | null,
  ) {
    super(`answered ${status}`);
  }
}

/** Statuses as `verdictOfStatus` reads them; a refused connection or a timeout opens the circuit at once. */
function classify(error: unknown): FailureVerdict {
  if (error instanceof StatusError) return verdictOfStatus(error.status, error.retryAfter);
  if (isHostUnreachable(error) || isAborted(error)) return { retry: false, countsAsFailure: true, opensAtOnce: true };
  return { retry: true, countsAsFailure: true };
}

const fake = new FakeSoda();

beforeAll(async () => {
  await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.received = [];
});

/** A policy for the fake with quick settings, and the pauses it asked for. */
function serviceFor(overrides: Partial<OutsideServiceSettings> = {}) {
  const service = createOutsideService(
    { name: 'fake service', timeoutMs: 2_000, retries: 2, backoffMs: 5, breakerFailures: 3, breakerCoolDownMs: 60_000, ...overrides },
    classify,
  );
  const retries: RetryNotice[] = [];
  service.onRetry((notice) => retries.push(notice));
  return { service, retries };
}

/** One GET of `/resource/{id}.json`: the JSON body, or a `StatusError` with the asked `Retry-After`. */
async function get(baseUrl: string, id: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(`${baseUrl}/resource/${id}.json`, { signal });
  const text = await response.text();
  if (!response.ok) throw new StatusError(response.status, retryAfterMs(response.headers.get('retry-after')));
  return JSON.parse(text) as unknown;
}

describe('retries', () => {
  it('retries a 503 and answers with the success that follows, waiting the doubling backoff', async () => {
    fake.reply = (_request, count) => (count <= 2 ? { status: 503, body: { message: 'busy' } } : { status: 200, body: [{ ok: 'yes' }] });
    const { service, retries } = serviceFor({ retries: 3, backoffMs: 5 });
    await expect(service.call((signal) => get(fake.baseUrl, 'a', signal))).resolves.toEqual([{ ok: 'yes' }]);
    expect(fake.received).toHaveLength(3);
    expect(retries).toEqual([
      { attempt: 1, delayMs: 5 },
      { attempt: 2, delayMs: 10 },
    ]);
  });

  it('waits what Retry-After asks (in seconds) instead of its own backoff', async () => {
    fake.reply = (_request, count) => (count === 1 ? { status: 429, body: {}, headers: { 'retry-after': '1' } } : { status: 200, body: [] });
    const { service, retries } = serviceFor({ backoffMs: 5 });
    await expect(service.call((signal) => get(fake.baseUrl, 'b', signal))).resolves.toEqual([]);
    expect(fake.received).toHaveLength(2);
    expect(retries).toEqual([{ attempt: 1, delayMs: 1_000 }]);
  });

  it('gives up at once when Retry-After asks for more than its cap', async () => {
    fake.reply = () => ({ status: 503, body: {}, headers: { 'retry-after': '3600' } });
    const { service, retries } = serviceFor({ maxRetryAfterMs: 5_000 });
    await expect(service.call((signal) => get(fake.baseUrl, 'c', signal))).rejects.toMatchObject({ status: 503 });
    expect(fake.received).toHaveLength(1);
    expect(retries).toEqual([]);
  });

  it('does not retry a 400, and a 400 does not count against the circuit', async () => {
    fake.reply = () => ({ status: 400, body: { message: 'bad query' } });
    const { service, retries } = serviceFor({ breakerFailures: 1 });
    await expect(service.call((signal) => get(fake.baseUrl, 'd', signal))).rejects.toMatchObject({ status: 400 });
    expect(fake.received).toHaveLength(1);
    expect(retries).toEqual([]);
    expect(service.state).toBe('closed');
  });

  it('gives up after its retries with the last failure', async () => {
    fake.reply = () => ({ status: 500, body: {} });
    const { service } = serviceFor({ retries: 2, backoffMs: 1 });
    await expect(service.call((signal) => get(fake.baseUrl, 'e', signal))).rejects.toMatchObject({ status: 500 });
    expect(fake.received).toHaveLength(3);
  });

  it('takes a call’s own retries over the service’s', async () => {
    fake.reply = () => ({ status: 500, body: {} });
    const { service } = serviceFor({ retries: 2, backoffMs: 1 });
    await expect(service.call((signal) => get(fake.baseUrl, 'f', signal), { retries: 0 })).rejects.toMatchObject({ status: 500 });
    expect(fake.received).toHaveLength(1);
  });
});

describe('timeout', () => {
  it('aborts an attempt at a server that never answers', async () => {
    fake.reply = () => 'hang';
    const { service } = serviceFor({ timeoutMs: 100, retries: 0, breakerFailures: 10 });
    const error = await service.call((signal) => get(fake.baseUrl, 'g', signal)).catch((caught: unknown) => caught);
    expect(isAborted(error)).toBe(true);
    expect(fake.received).toHaveLength(1);
  });

  it('takes a call’s own timeout over the service’s', async () => {
    fake.reply = () => 'hang';
    const { service } = serviceFor({ timeoutMs: 60_000, retries: 0, breakerFailures: 10 });
    const error = await service.call((signal) => get(fake.baseUrl, 'h', signal), { timeoutMs: 50 }).catch((caught: unknown) => caught);
    expect(isAborted(error)).toBe(true);
  });
});

describe('circuit breaker', () => {
  it('opens after N failed calls in a row; the next call fails at once without a request', async () => {
    fake.reply = () => ({ status: 503, body: {} });
    const { service } = serviceFor({ retries: 0, breakerFailures: 3 });
    for (let call = 0; call < 3; call += 1) {
      await expect(service.call((signal) => get(fake.baseUrl, 'i', signal))).rejects.toMatchObject({ status: 503 });
    }
    expect(service.state).toBe('open');
    expect(service.retryAt).toBeInstanceOf(Date);
    const refused = await service.call((signal) => get(fake.baseUrl, 'i', signal)).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(CircuitOpenError);
    expect(refused).toMatchObject({ service: 'fake service' });
    expect(fake.received).toHaveLength(3);
  });

  it('starts counting again after a success', async () => {
    let fail = true;
    fake.reply = () => (fail ? { status: 503, body: {} } : { status: 200, body: [] });
    const { service } = serviceFor({ retries: 0, breakerFailures: 2 });
    await expect(service.call((signal) => get(fake.baseUrl, 'j', signal))).rejects.toMatchObject({ status: 503 });
    fail = false;
    await expect(service.call((signal) => get(fake.baseUrl, 'j', signal))).resolves.toEqual([]);
    fail = true;
    await expect(service.call((signal) => get(fake.baseUrl, 'j', signal))).rejects.toMatchObject({ status: 503 });
    expect(service.state).toBe('closed');
  });

  it('half-opens after the cool-down: one trial call goes out, and its success closes the circuit', async () => {
    fake.reply = () => ({ status: 503, body: {} });
    const { service } = serviceFor({ retries: 0, breakerFailures: 1, breakerCoolDownMs: 30 });
    const opened: number[] = [];
    service.onOpen(() => opened.push(fake.received.length));
    await expect(service.call((signal) => get(fake.baseUrl, 'k', signal))).rejects.toMatchObject({ status: 503 });
    expect(service.state).toBe('open');
    expect(opened).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(service.state).toBe('half-open');
    fake.reply = () => ({ status: 200, body: [] });
    await expect(service.call((signal) => get(fake.baseUrl, 'k', signal))).resolves.toEqual([]);
    expect(fake.received).toHaveLength(2);
    expect(service.state).toBe('closed');
    expect(service.retryAt).toBeNull();
  });

  it('opens again for a whole cool-down when the trial call fails', async () => {
    fake.reply = () => ({ status: 503, body: {} });
    const { service } = serviceFor({ retries: 0, breakerFailures: 1, breakerCoolDownMs: 30 });
    await expect(service.call((signal) => get(fake.baseUrl, 'l', signal))).rejects.toMatchObject({ status: 503 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    await expect(service.call((signal) => get(fake.baseUrl, 'l', signal))).rejects.toMatchObject({ status: 503 });
    expect(service.state).toBe('open');
    await expect(service.call((signal) => get(fake.baseUrl, 'l', signal))).rejects.toBeInstanceOf(CircuitOpenError);
    expect(fake.received).toHaveLength(2);
  });

  it('opens at once, whatever the count, when a host refuses the connection (and does not retry it)', async () => {
    const { service, retries } = serviceFor({ retries: 3, backoffMs: 5_000, breakerFailures: 10 });
    const baseUrl = refusedBaseUrl();
    const first = await service.call((signal) => get(baseUrl, 'm', signal)).catch((caught: unknown) => caught);
    expect(isHostUnreachable(first)).toBe(true);
    expect(retries).toEqual([]);
    expect(service.state).toBe('open');
    await expect(service.call((signal) => get(baseUrl, 'm', signal))).rejects.toBeInstanceOf(CircuitOpenError);
  });
});

describe('Retry-After', () => {
  it('reads delay-seconds and an HTTP date, and ignores what is neither', () => {
    expect(retryAfterMs('2')).toBe(2_000);
    expect(retryAfterMs('0')).toBe(0);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT'))).toBe(60_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 08:00:00 GMT'))).toBe(0);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('')).toBeNull();
  });

  it('counts 429 and 5xx as retryable failures, other statuses as neither', () => {
    expect(verdictOfStatus(429, 1_000)).toEqual({ retry: true, retryAfterMs: 1_000, countsAsFailure: true });
    expect(verdictOfStatus(502)).toMatchObject({ retry: true, countsAsFailure: true });
    expect(verdictOfStatus(404)).toMatchObject({ retry: false, countsAsFailure: false });
    expect(verdictOfStatus(400)).toMatchObject({ retry: false, countsAsFailure: false });
  });
});
