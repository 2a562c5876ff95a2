/**
 * A circuit breaker for an outside service: after `failureThreshold` failures in a row the
 * circuit opens and calls fail at once for `coolDownMs`; then one trial call is let through
 * (half-open): its success closes the circuit, its failure opens it again. An offline machine so
 * answers from what it has instead of waiting out a timeout on every request.
 */

/** A call refused because the service failed recently; nothing was sent. */
export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';
  constructor(
    readonly service: string,
    /** When the next trial call will be let through. */
    readonly retryAt: Date,
  ) {
    super(`${service} failed repeatedly; not asked again before ${retryAt.toISOString()}`);
  }
}

export interface CircuitBreakerOptions {
  /** Failures in a row that open the circuit (default 3). */
  readonly failureThreshold?: number;
  /** How long the circuit stays open before a trial call (default 60 s). */
  readonly coolDownMs?: number;
  /** The clock (tests pass their own). */
  readonly now?: () => number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;
  readonly failureThreshold: number;
  readonly coolDownMs: number;
  private readonly now: () => number;

  constructor(
    /** The service's name, for messages ("GeoSearch", "NYC Open Data wvxf-dwi5"). */
    readonly service: string,
    options: CircuitBreakerOptions = {},
  ) {
    this.failureThreshold = Math.max(1, Math.floor(options.failureThreshold ?? 3));
    this.coolDownMs = Math.max(0, options.coolDownMs ?? 60_000);
    this.now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.coolDownMs ? 'half-open' : 'open';
  }

  /** When an open circuit lets the next trial through; null when closed. */
  get retryAt(): Date | null {
    return this.openedAt === null ? null : new Date(this.openedAt + this.coolDownMs);
  }

  /**
   * Whether a call may go out now: always when closed, never when open, and when half-open only
   * for the first caller (the trial), until it reports back with `succeeded` or `failed`.
   */
  allows(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The service answered: the circuit closes. */
  succeeded(): void {
    this.failures = 0;
    this.openedAt = null;
    this.probing = false;
  }

  /** The service failed: the circuit opens at the threshold, or at once after a failed trial. */
  failed(): void {
    const trial = this.probing || this.state === 'half-open';
    this.failures += 1;
    this.probing = false;
    if (trial || this.failures >= this.failureThreshold) this.openedAt = this.now();
  }

  /** Opens the circuit now, whatever the count (e.g. the host cannot be reached at all). */
  trip(): void {
    this.failures = Math.max(this.failures, this.failureThreshold);
    this.probing = false;
    this.openedAt = this.now();
  }

  /**
   * Runs `call` through the breaker: refused with `CircuitOpenError` (nothing called) when the
   * circuit is open; a success closes it; a throw counts as a failure when `isFailure` says so
   * (default: every throw) and is passed on.
   */
  async run<T>(call: () => Promise<T>, isFailure: (error: unknown) => boolean = () => true): Promise<T> {
    if (!this.allows()) throw new CircuitOpenError(this.service, this.retryAt ?? new Date(this.now()));
    let result: T;
    try {
      result = await call();
    } catch (error) {
      if (isFailure(error)) this.failed();
      else this.succeeded();
      throw error;
    }
    this.succeeded();
    return result;
  }
}
