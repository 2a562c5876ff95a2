/**
 * A client for NYC Open Data's Socrata API (SODA): `GET {baseUrl}/resource/{datasetId}.json`
 * with SoQL parameters, the app token in the `X-App-Token` header, and answers cached in
 * `nyc_soda_cache` with the time they were retrieved (key: the request URL, which never carries
 * the token). Every request goes through an outside-service policy (http/outsideService.ts) per
 * dataset: a timeout per attempt (per dataset), retries with exponential backoff on 429, 5xx and
 * a dropped connection (honouring `Retry-After` up to a minute; every SODA request is a GET, so
 * retrying is safe), and a circuit breaker (`breakerFailures` failed requests in a row); a second
 * policy for the host opens at the first request that got no answer at all (refused, unknown
 * host, timed out), for every dataset at once.
 *
 * When NYC Open Data cannot be reached (refused, unknown host, open circuit, retries spent) a
 * cached answer is used even past its freshness, with its own retrieval time; without one the
 * query fails with `SodaError` at once, so an offline machine answers from what it has. A body
 * that is not a JSON list of rows is logged and treated as no data (an error, never cached).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycSodaCache } from '../../db/schema';
import {
  CircuitOpenError,
  createOutsideService,
  isAborted,
  isHostUnreachable,
  networkErrorCode,
  retryAfterMs,
  type FailureVerdict,
  type OutsideService,
} from '../../http/outsideService';
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
    /** The pause a 429 or 5xx asked for (`Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
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

/** What a failed SODA attempt means: 429/5xx and a dropped connection are retried; every failure counts against the dataset's circuit. */
function datasetVerdict(error: unknown): FailureVerdict {
  if (!(error instanceof SodaError)) return { retry: false, countsAsFailure: true };
  const transient = error.failure === 'network' || (error.failure === 'status' && error.status !== null && (error.status === 429 || error.status >= 500));
  return { retry: transient, retryAfterMs: error.retryAfterMs, countsAsFailure: true };
}

/** The host's view: only a request that got no answer at all counts, and opens its circuit at once. */
function hostVerdict(error: unknown): FailureVerdict {
  const silent = error instanceof SodaError && (error.failure === 'unreachable' || error.failure === 'timeout');
  return { retry: false, countsAsFailure: silent, opensAtOnce: silent };
}

/** The app's clients, one per database and configuration (see `sodaClientFor`). */
let clients = new WeakMap<Database, WeakMap<SodaConfig, SodaClient>>();

/**
 * The long-lived client of a database and a configuration: built on first use and kept, so its
 * circuits and backoffs outlive one request. The server's configuration is one object for the
 * app's life, so this is one client per app.
 */
export function sodaClientFor(db: Database, config: SodaConfig): SodaClient {
  let byConfig = clients.get(db);
  if (!byConfig) clients.set(db, (byConfig = new WeakMap()));
  let client = byConfig.get(config);
  if (!client) byConfig.set(config, (client = new SodaClient(db, config)));
  return client;
}

/** Forgets every long-lived client and so its circuits (tests start from closed circuits). */
export function resetSodaBreakers(): void {
  clients = new WeakMap();
}

export class SodaClient {
  private readonly datasets = new Map<string, OutsideService>();
  /** The host's circuit: opened by a request that got no answer at all, for every dataset at once. */
  private readonly host: OutsideService;

  constructor(
    private readonly db: Database,
    readonly config: SodaConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly ownLog?: SodaLog,
  ) {
    this.host = createOutsideService(
      { name: 'NYC Open Data', timeoutMs: null, retries: 0, backoffMs: 0, breakerFailures: 1, breakerCoolDownMs: config.breakerCoolDownMs ?? 60_000 },
      hostVerdict,
    );
  }

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

  /** The policy (timeout, retries, circuit) of one dataset at this client's host. */
  breaker(datasetId: string): OutsideService {
    let service = this.datasets.get(datasetId);
    if (!service) {
      service = createOutsideService(
        {
          name: `NYC Open Data ${datasetId}`,
          timeoutMs: this.config.datasetTimeoutsMs?.[datasetId] ?? this.config.timeoutMs,
          retries: this.config.retries,
          backoffMs: this.config.backoffMs,
          maxRetryAfterMs: MAX_RETRY_AFTER_MS,
          breakerFailures: this.config.breakerFailures ?? 3,
          breakerCoolDownMs: this.config.breakerCoolDownMs ?? 60_000,
        },
        datasetVerdict,
      );
      service.onOpen(() => this.report('NYC Open Data dataset paused after repeated failures', { dataset: datasetId, retryAt: service!.retryAt?.toISOString() ?? null }));
      this.datasets.set(datasetId, service);
    }
    return service;
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

  /** The request through the host's circuit and the dataset's policy. */
  private async fetchGuarded(datasetId: string, url: string): Promise<SodaRow[]> {
    const dataset = this.breaker(datasetId);
    try {
      return await this.host.call(() => dataset.call((signal) => this.attempt(url, signal, dataset.settings.timeoutMs ?? this.config.timeoutMs)));
    } catch (error) {
      if (error instanceof CircuitOpenError) throw new SodaError(`${error.service} is paused after repeated failures: ${url}`, null, 'circuit-open');
      if (error instanceof SodaError && error.failure === 'malformed') this.report('NYC Open Data answered something unreadable; treated as no data', { dataset: datasetId, reason: error.message });
      throw error;
    }
  }

  /** One request: the rows, or a `SodaError` saying what went wrong (the policy decides whether to try again). */
  private async attempt(url: string, signal: AbortSignal, timeoutMs: number): Promise<SodaRow[]> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.appToken) headers['x-app-token'] = this.config.appToken;
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(url, { headers, signal });
      text = await response.text();
    } catch (error) {
      // Not retried: a person is waiting, and a host silent for the whole timeout rarely answers the next try in time.
      if (isAborted(error)) throw new SodaError(`NYC Open Data timed out after ${timeoutMs} ms: ${url}`, null, 'timeout');
      const code = networkErrorCode(error);
      const reason = `could not be reached (${code ?? (error instanceof Error ? error.message : String(error))})`;
      throw new SodaError(`NYC Open Data ${reason}: ${url}`, null, isHostUnreachable(error) ? 'unreachable' : 'network');
    }
    if (!response.ok) {
      const asked = retryAfterMs(response.headers.get('retry-after'));
      throw new SodaError(`NYC Open Data answered ${response.status} for ${url}: ${text.slice(0, 200)}`, response.status, 'status', asked);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (Array.isArray(body) && body.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) return body as SodaRow[];
    throw new SodaError(`NYC Open Data answered something other than a JSON list of rows: ${url}`, response.status, 'malformed');
  }
}
