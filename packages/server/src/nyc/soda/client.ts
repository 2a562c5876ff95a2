/**
 * A client for NYC Open Data's Socrata API (SODA): `GET {baseUrl}/resource/{datasetId}.json`
 * with SoQL parameters, the app token in the `X-App-Token` header, a timeout per attempt (per
 * dataset), retries with exponential backoff on 429 and 5xx (honouring `Retry-After`;
 * every SODA request is a GET, so retrying is safe), answers cached in `nyc_soda_cache` with the
 * time they were retrieved (key: the request URL, which never carries the token), and a circuit
 * breaker per dataset plus one for the host, which opens at the first request that got no answer
 * at all (refused, unknown host, timed out).
 *
 * When NYC Open Data cannot be reached (refused, unknown host, open circuit, retries spent) a
 * cached answer is used even past its freshness, with its own retrieval time; without one the
 * query fails with `SodaError` at once, so an offline machine answers from what it has. A body
 * that is not a JSON list of rows is logged and treated as no data (an error, never cached).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycSodaCache } from '../../db/schema';
import { CircuitBreaker, type CircuitState } from '../circuitBreaker';
import { isHostUnreachable, networkErrorCode } from '../networkErrors';
import type { SodaConfig } from './config';

export { DEFAULT_SODA_BASE_URL, type SodaConfig } from './config';

/** Longest wait a `Retry-After` may ask for before we give up instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** A SODA row: field name → value as published (SODA sends numbers and dates as strings). */
export type SodaRow = Readonly<Record<string, unknown>>;

/** Why a request failed: an HTTP status, a timeout, the host unreachable, an open circuit, or an unreadable body. */
export type SodaFailure = 'status' | 'timeout' | 'unreachable' | 'network' | 'circuit-open' | 'malformed';

/** A SODA request that failed for good (after the retries, and with no cached answer to fall back on). */
export class SodaError extends Error {
  override readonly name = 'SodaError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly failure: SodaFailure = status === null ? 'unreachable' : 'status',
  ) {
    super(message);
  }
}

/** SoQL query parameters; plain `field=value` filters go in `filters`. */
export interface SodaQuery {
  readonly where?: string;
  readonly select?: string;
  readonly group?: string;
  readonly order?: string;
  readonly limit?: number;
  /** Rows skipped before the first one answered (`$offset`, for paging with a stable `$order`). */
  readonly offset?: number;
  readonly filters?: Readonly<Record<string, string>>;
}

/** An answer and when it was fetched from NYC Open Data (earlier than now when it came from the cache). */
export interface SodaAnswer {
  readonly rows: SodaRow[];
  readonly fetchedAt: Date;
  /** True when NYC Open Data could not be reached and an expired cached answer was used. */
  readonly stale?: boolean;
}

/** Where the client reports what it swallowed (a stale answer served, a malformed body). */
export type SodaLog = (message: string, details: Readonly<Record<string, unknown>>) => void;

let processLog: SodaLog = () => {};

/** Where every client without its own log reports (the server sets its logger at start). */
export function setSodaLog(log: SodaLog): void {
  processLog = log;
}

/** A SoQL string literal ('O''BRIEN'). */
export function soqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), or null. */
function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The error code of a failed fetch (undici puts it on `cause`). */
/**
 * The breakers live as long as the process, shared by every request's client: one per host and
 * dataset, and one per host that opens at once when the host cannot be reached at all.
 */
const breakers = new Map<string, CircuitBreaker>();

function breakerFor(key: string, service: string, config: SodaConfig, threshold = config.breakerFailures ?? 3): CircuitBreaker {
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = new CircuitBreaker(service, { failureThreshold: threshold, coolDownMs: config.breakerCoolDownMs ?? 60_000 });
    breakers.set(key, breaker);
  }
  return breaker;
}

/** Forgets every breaker (tests start from closed circuits). */
export function resetSodaBreakers(): void {
  breakers.clear();
}

export class SodaClient {
  constructor(
    private readonly db: Database,
    readonly config: SodaConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly ownLog?: SodaLog,
  ) {}

  /** Reports something swallowed (a stale answer, an unreadable body, a block left empty) to the log. */
  report(message: string, details: Readonly<Record<string, unknown>>): void {
    (this.ownLog ?? processLog)(message, details);
  }

  /** The request URL for a dataset and query (no token: that goes in a header). */
  url(datasetId: string, query: SodaQuery): string {
    const url = new URL(`${this.config.baseUrl}/resource/${encodeURIComponent(datasetId)}.json`);
    for (const [field, value] of Object.entries(query.filters ?? {})) url.searchParams.set(field, value);
    if (query.select) url.searchParams.set('$select', query.select);
    if (query.where) url.searchParams.set('$where', query.where);
    if (query.group) url.searchParams.set('$group', query.group);
    if (query.order) url.searchParams.set('$order', query.order);
    if (query.limit !== undefined) url.searchParams.set('$limit', String(query.limit));
    if (query.offset !== undefined) url.searchParams.set('$offset', String(query.offset));
    return url.toString();
  }

  /** The circuit breaker of one dataset at this client's host. */
  breaker(datasetId: string): CircuitBreaker {
    return breakerFor(`${this.config.baseUrl} ${datasetId}`, `NYC Open Data ${datasetId}`, this.config);
  }

  /** The host's breaker: opened by a refused connection or an unknown host, for every dataset at once. */
  private hostBreaker(): CircuitBreaker {
    return breakerFor(this.config.baseUrl, 'NYC Open Data', this.config, 1);
  }

  private timeoutFor(datasetId: string): number {
    return this.config.datasetTimeoutsMs?.[datasetId] ?? this.config.timeoutMs;
  }

  /**
   * Rows of `datasetId` matching `query`: from the cache when fresh, else from the API; when the
   * API cannot be reached, from an expired cached answer (`stale`), else `SodaError`.
   */
  async query(datasetId: string, query: SodaQuery): Promise<SodaAnswer> {
    const url = this.url(datasetId, query);
    const [cached] = await this.db.select().from(nycSodaCache).where(eq(nycSodaCache.cacheKey, url));
    if (cached && cached.expiresAt.getTime() > Date.now()) return { rows: cached.body as SodaRow[], fetchedAt: cached.fetchedAt };
    let rows: SodaRow[];
    try {
      rows = await this.fetchGuarded(datasetId, url);
    } catch (error) {
      if (!cached) throw error;
      this.report('NYC Open Data could not be reached; using the cached answer', {
        dataset: datasetId, retrievedAt: cached.fetchedAt.toISOString(), reason: error instanceof Error ? error.message : String(error),
      });
      return { rows: cached.body as SodaRow[], fetchedAt: cached.fetchedAt, stale: true };
    }
    const fetchedAt = new Date();
    const expiresAt = new Date(fetchedAt.getTime() + this.config.cacheTtlMs);
    await this.db
      .insert(nycSodaCache)
      .values({ cacheKey: url, body: rows, fetchedAt, expiresAt })
      .onConflictDoUpdate({ target: nycSodaCache.cacheKey, set: { body: rows, fetchedAt, expiresAt } });
    return { rows, fetchedAt };
  }

  /**
   * Rows of `datasetId` matching `query`, always from the API and never cached: a refresh needs
   * what NYC Open Data holds now, and its pages are read once. `SodaError` when it cannot answer.
   */
  async queryFresh(datasetId: string, query: SodaQuery): Promise<SodaRow[]> {
    return this.fetchGuarded(datasetId, this.url(datasetId, query));
  }

  /** The request through the host's and the dataset's breakers. */
  private async fetchGuarded(datasetId: string, url: string): Promise<SodaRow[]> {
    const host = this.hostBreaker();
    const dataset = this.breaker(datasetId);
    for (const breaker of [host, dataset]) {
      if (breaker.state === 'open') {
        throw new SodaError(`${breaker.service} is paused after repeated failures: ${url}`, null, 'circuit-open');
      }
    }
    if (!dataset.allows()) throw new SodaError(`${dataset.service} is being probed by another request: ${url}`, null, 'circuit-open');
    try {
      const rows = await this.fetchWithRetries(datasetId, url);
      dataset.succeeded();
      host.succeeded();
      return rows;
    } catch (error) {
      const before: CircuitState = dataset.state;
      dataset.failed();
      const after: CircuitState = dataset.state;
      if (before !== 'open' && after === 'open') {
        this.report('NYC Open Data dataset paused after repeated failures', { dataset: datasetId, retryAt: dataset.retryAt?.toISOString() ?? null });
      }
      // No answer at all (refused, unknown host, silent for the whole timeout): every dataset of the
      // host pauses at once, so the next search answers from local data without waiting on it.
      if (error instanceof SodaError && (error.failure === 'unreachable' || error.failure === 'timeout')) host.trip();
      else host.succeeded(); // the host answered (an HTTP error, a bad body)
      if (error instanceof SodaError && error.failure === 'malformed') this.report('NYC Open Data answered something unreadable; treated as no data', { dataset: datasetId, reason: error.message });
      throw error;
    }
  }

  private async fetchWithRetries(datasetId: string, url: string): Promise<SodaRow[]> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.attempt(datasetId, url);
      if (result.ok) return result.rows;
      if (!result.retry || attempt >= this.config.retries) throw result.error;
      await sleep(result.waitMs ?? this.config.backoffMs * 2 ** attempt);
    }
  }

  /** One request: the rows, or the error with whether to retry and how long the server asked us to wait. */
  private async attempt(datasetId: string, url: string): Promise<Attempt> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.appToken) headers['x-app-token'] = this.config.appToken;
    const timeoutMs = this.timeoutFor(datasetId);
    try {
      const response = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.ok) {
        const text = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        if (Array.isArray(body) && body.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
          return { ok: true, rows: body as SodaRow[] };
        }
        const error = new SodaError(`NYC Open Data answered something other than a JSON list of rows: ${url}`, response.status, 'malformed');
        return { ok: false, retry: false, waitMs: null, error };
      }
      const text = (await response.text()).slice(0, 200);
      const error = new SodaError(`NYC Open Data answered ${response.status} for ${url}: ${text}`, response.status, 'status');
      const asked = retryAfterMs(response.headers.get('retry-after'));
      const retryable = (response.status === 429 || response.status >= 500) && (asked === null || asked <= MAX_RETRY_AFTER_MS);
      return { ok: false, retry: retryable, waitMs: asked, error };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (timedOut) {
        // Not retried: a person is waiting, and a host silent for the whole timeout rarely answers the next try in time.
        return { ok: false, retry: false, waitMs: null, error: new SodaError(`NYC Open Data timed out after ${timeoutMs} ms: ${url}`, null, 'timeout') };
      }
      const code = networkErrorCode(error);
      const reason = `could not be reached (${code ?? (error instanceof Error ? error.message : String(error))})`;
      // A refused connection or an unknown host will not answer a retry either.
      const unreachable = isHostUnreachable(error);
      return { ok: false, retry: !unreachable, waitMs: null, error: new SodaError(`NYC Open Data ${reason}: ${url}`, null, unreachable ? 'unreachable' : 'network') };
    }
  }
}

type Attempt =
  | { readonly ok: true; readonly rows: SodaRow[] }
  | { readonly ok: false; readonly retry: boolean; readonly waitMs: number | null; readonly error: SodaError };
