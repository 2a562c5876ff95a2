/**
 * The one way the server calls a service outside it (NYC Open Data, GeoSearch, the Census,
 * Google Places, the AI providers, webhook targets): a policy per named service, built once and
 * kept as long as its client, made of cockatiel's
 *
 * - **timeout** per attempt (cooperative: the attempt gets an `AbortSignal` and passes it to
 *   `fetch`, so the socket is closed and the client names the timeout in its own words);
 * - **retry** with exponential backoff (`backoffMs`, doubled each time), only when the failure
 *   says another try can help (a network blip, 429, 5xx; never a 4xx, a refused connection or an
 *   unknown host), waiting what a `Retry-After` header asks (seconds or an HTTP date) when it asks
 *   no more than `maxRetryAfterMs` — a longer wait gives up at once;
 * - **circuit breaker**: `breakerFailures` failed calls in a row (after their retries) open the
 *   circuit for `breakerCoolDownMs`; a failure that got no answer at all may open it at once
 *   (`opensAtOnce`); then one trial call goes out (half-open) and its outcome closes or reopens it.
 *   While open, a call fails at once with `CircuitOpenError` and nothing is sent, so an offline
 *   machine answers from what it has instead of waiting on every request.
 *
 * Each client says what its own failures mean (`classify`) and keeps its own error types; this is
 * the only module that imports cockatiel.
 */
import {
  BrokenCircuitError,
  CircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  TimeoutStrategy,
  circuitBreaker,
  handleWhen,
  retry,
  timeout,
  type CircuitBreakerPolicy,
  type IBreaker,
  type RetryPolicy,
  type TimeoutPolicy,
} from 'cockatiel';

/** How one outside service is called. */
export interface OutsideServiceSettings {
  /** For messages: "NYC Open Data wvxf-dwi5", "GeoSearch". */
  readonly name: string;
  /** Per attempt, in ms; null: no timeout of its own (an inner policy or the caller bounds it). */
  readonly timeoutMs: number | null;
  /** Attempts after the first one. */
  readonly retries: number;
  /** First pause between attempts in ms, doubled on each retry. */
  readonly backoffMs: number;
  /** The longest pause of the doubling (default 30 s). */
  readonly maxBackoffMs?: number;
  /** The longest `Retry-After` waited for; a longer one ends the call (default 60 s). */
  readonly maxRetryAfterMs?: number;
  /** Failed calls in a row that open the circuit. */
  readonly breakerFailures: number;
  /** How long an open circuit refuses calls before one trial call. */
  readonly breakerCoolDownMs: number;
}

/** What one failed attempt means to the policy (the client's `classify` says). */
export interface FailureVerdict {
  /** Another attempt may succeed (network blip, 429, 5xx). */
  readonly retry: boolean;
  /** The pause the service asked for (`Retry-After`), in ms, when it named one. */
  readonly retryAfterMs?: number | null;
  /** The call counts against the circuit (the service is down or overloaded, not merely answering "no"). */
  readonly countsAsFailure: boolean;
  /** Nothing answered at all (refused, unknown host, silent for the whole timeout): open the circuit now. */
  readonly opensAtOnce?: boolean;
}

/** A call refused because the service failed recently: nothing was sent. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor(
    readonly service: string,
    /** When the next trial call will be let through (null while one is under way). */
    readonly retryAt: Date | null,
  ) {
    super(`${service} failed repeatedly; not asked again before ${retryAt ? retryAt.toISOString() : 'the trial call under way answers'}`);
  }
}

/** The circuit as a person reads it: closed (calls go out), open (refused), half-open (the next call is the trial). */
export type OutsideServiceState = 'closed' | 'open' | 'half-open';

/** A retry the policy made: which attempt comes next and the pause before it. */
export interface RetryNotice {
  readonly attempt: number;
  readonly delayMs: number;
}

/** Per-call overrides of the service's settings. */
export interface CallOptions {
  /** This call's timeout per attempt (a slow dataset, a short autocomplete). */
  readonly timeoutMs?: number;
  /** This call's retries (0 for a keystroke the next one replaces). */
  readonly retries?: number;
}

/** One outside service's policy: call through it, and read its circuit. */
export interface OutsideService {
  readonly settings: OutsideServiceSettings;
  /**
   * Runs `attempt` under the timeout, retries and circuit breaker. The attempt must pass the
   * signal to its request. Throws the last attempt's own error, or `CircuitOpenError` when the
   * circuit refused the call.
   */
  call<T>(attempt: (signal: AbortSignal) => Promise<T>, options?: CallOptions): Promise<T>;
  /** The circuit now (an open one whose cool-down has passed reads half-open). */
  readonly state: OutsideServiceState;
  /** When an open circuit lets its trial call through; null when closed. */
  readonly retryAt: Date | null;
  /** Hears every retry (tests read the pauses asked for; nothing else needs it). */
  onRetry(listener: (notice: RetryNotice) => void): () => void;
  /** Hears the circuit open (the clients log it once, not on every refused call). */
  onOpen(listener: () => void): () => void;
}

const DEFAULT_MAX_BACKOFF_MS = 30_000;
const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

/**
 * A policy for one outside service (see the module comment). `classify` reads a failed attempt's
 * error; an error it does not count (a 404, an unreadable body the client chose not to count)
 * passes through the breaker untouched.
 *
 * @example
 * const census = createOutsideService({ name: 'the Census API', timeoutMs: 5_000, retries: 1, backoffMs: 300, breakerFailures: 3, breakerCoolDownMs: 60_000 }, classifyCensus);
 * const body = await census.call((signal) => fetch(url, { signal }).then(readTable));
 */
export function createOutsideService(settings: OutsideServiceSettings, classify: (error: unknown) => FailureVerdict): OutsideService {
  const maxBackoffMs = settings.maxBackoffMs ?? DEFAULT_MAX_BACKOFF_MS;
  const maxRetryAfterMs = settings.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const retryListeners = new Set<(notice: RetryNotice) => void>();
  const openListeners = new Set<() => void>();
  let openedAt: number | null = null;

  const worthRetrying = (error: unknown): boolean => {
    if (error instanceof CircuitOpenError) return false;
    const verdict = classify(error);
    return verdict.retry && (verdict.retryAfterMs == null || verdict.retryAfterMs <= maxRetryAfterMs);
  };
  // The pause before attempt n (1-based): what the service asked, else backoffMs · 2^(n−1).
  const backoff = new DelegateBackoff<{ attempt: number; result: { error: unknown } | { value: unknown } }>((context) => {
    const asked = 'error' in context.result ? classify(context.result.error).retryAfterMs : null;
    return asked ?? Math.min(maxBackoffMs, settings.backoffMs * 2 ** (context.attempt - 1));
  });

  const retries = new Map<number, RetryPolicy>();
  const retryPolicy = (count: number): RetryPolicy => {
    let policy = retries.get(count);
    if (!policy) {
      policy = retry(handleWhen(worthRetrying), { maxAttempts: count, backoff });
      policy.onRetry((event) => {
        for (const listener of retryListeners) listener({ attempt: event.attempt, delayMs: event.delay });
      });
      retries.set(count, policy);
    }
    return policy;
  };
  const timeouts = new Map<number, TimeoutPolicy>();
  const timeoutPolicy = (ms: number): TimeoutPolicy => {
    let policy = timeouts.get(ms);
    if (!policy) {
      policy = timeout(ms, TimeoutStrategy.Cooperative);
      timeouts.set(ms, policy);
    }
    return policy;
  };

  // N failures in a row, or at once for a failure that got no answer at all. cockatiel sets
  // `lastFailure` just before it asks the breaker, so the breaker can read what failed.
  const consecutive = new ConsecutiveBreaker(Math.max(1, Math.floor(settings.breakerFailures)));
  let breakerPolicy: CircuitBreakerPolicy | null = null;
  const breaker: IBreaker = {
    get state() {
      return consecutive.state;
    },
    set state(value) {
      consecutive.state = value as number;
    },
    success: () => consecutive.success(),
    failure: () => {
      const last = breakerPolicy?.lastFailure;
      const atOnce = last !== undefined && 'error' in last && classify(last.error).opensAtOnce === true;
      return consecutive.failure() || atOnce;
    },
  };
  const guard = circuitBreaker(handleWhen((error) => !(error instanceof CircuitOpenError) && classify(error).countsAsFailure), {
    halfOpenAfter: Math.max(0, settings.breakerCoolDownMs),
    breaker,
  });
  breakerPolicy = guard;
  guard.onBreak(() => {
    openedAt = Date.now();
    for (const listener of openListeners) listener();
  });
  guard.onReset(() => {
    openedAt = null;
  });

  const service: OutsideService = {
    settings,
    async call<T>(attempt: (signal: AbortSignal) => Promise<T>, options: CallOptions = {}): Promise<T> {
      const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
      const once = timeoutMs === null ? (signal: AbortSignal) => attempt(signal) : (signal: AbortSignal) => timeoutPolicy(timeoutMs).execute(({ signal: bounded }) => attempt(bounded), signal);
      try {
        // A signal of the call's own: cockatiel's default one is shared by every call, and each call hangs a listener on it.
        const own = new AbortController().signal;
        return await guard.execute(({ signal }) => retryPolicy(options.retries ?? settings.retries).execute(({ signal: inner }) => once(inner), signal), own);
      } catch (error) {
        if (error instanceof BrokenCircuitError) throw new CircuitOpenError(settings.name, service.retryAt);
        throw error;
      }
    },
    get state(): OutsideServiceState {
      if (guard.state === CircuitState.Closed) return 'closed';
      if (guard.state === CircuitState.HalfOpen) return 'half-open';
      return openedAt !== null && Date.now() - openedAt >= settings.breakerCoolDownMs ? 'half-open' : 'open';
    },
    get retryAt(): Date | null {
      if (guard.state === CircuitState.Closed || openedAt === null) return null;
      return new Date(openedAt + settings.breakerCoolDownMs);
    },
    onRetry(listener) {
      retryListeners.add(listener);
      return () => retryListeners.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
  };
  return service;
}

/**
 * Milliseconds a `Retry-After` header asks for: delay-seconds ("120") or an HTTP date; null when
 * absent or unreadable. A date in the past asks for no wait.
 *
 * @example
 * retryAfterMs('2') // 2000
 * retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('Wed, 21 Oct 2015 07:27:00 GMT')) // 60000
 */
export function retryAfterMs(header: string | null | undefined, now: number = Date.now()): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** The verdict on an HTTP answer that was not a success: 429 and 5xx are retried (honouring `Retry-After`) and count against the circuit; other statuses are neither. */
export function verdictOfStatus(status: number, retryAfter: number | null = null): FailureVerdict {
  const transient = status === 429 || status >= 500;
  return { retry: transient, retryAfterMs: retryAfter, countsAsFailure: transient };
}

/** Network error codes that say the host cannot be reached at all. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN']);

/** The system error code behind a failed fetch (undici puts it on `cause`), or null. */
export function networkErrorCode(error: unknown): string | null {
  const cause = error instanceof Error ? (error as Error & { cause?: unknown }).cause : undefined;
  const code = (cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

/** True when the error says the host cannot be reached at all: a refused connection or an unknown name will not answer a retry either. */
export function isHostUnreachable(error: unknown): boolean {
  const code = networkErrorCode(error);
  return code !== null && UNREACHABLE_CODES.has(code);
}

/** True when a request ended because its signal fired: the policy's timeout (or a caller's abort). */
export function isAborted(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
