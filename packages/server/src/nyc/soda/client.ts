/**
 * A client for NYC Open Data's Socrata API (SODA): `GET {baseUrl}/resource/{datasetId}.json`
 * with SoQL parameters, the app token in the `X-App-Token` header, a timeout per attempt,
 * retries with exponential backoff on 429, 5xx and network errors (honouring `Retry-After`),
 * and answers cached in `nyc_soda_cache` (key: the request URL, which never carries the token).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nycSodaCache } from '../../db/schema';
import type { SodaConfig } from './config';

export { DEFAULT_SODA_BASE_URL, sodaConfigFromEnv, type SodaConfig } from './config';

/** Longest wait a `Retry-After` may ask for before we give up instead. */
const MAX_RETRY_AFTER_MS = 60_000;

/** A SODA row: field name → value as published (SODA sends numbers and dates as strings). */
export type SodaRow = Readonly<Record<string, unknown>>;

/** A SODA request that failed for good (after the retries). */
export class SodaError extends Error {
  override readonly name = 'SodaError';
  constructor(message: string, readonly status: number | null) {
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
  readonly filters?: Readonly<Record<string, string>>;
}

/** An answer and when it was fetched from NYC Open Data (earlier than now when it came from the cache). */
export interface SodaAnswer {
  readonly rows: SodaRow[];
  readonly fetchedAt: Date;
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

export class SodaClient {
  constructor(
    private readonly db: Database,
    readonly config: SodaConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** The request URL for a dataset and query (no token: that goes in a header). */
  url(datasetId: string, query: SodaQuery): string {
    const url = new URL(`${this.config.baseUrl}/resource/${encodeURIComponent(datasetId)}.json`);
    for (const [field, value] of Object.entries(query.filters ?? {})) url.searchParams.set(field, value);
    if (query.select) url.searchParams.set('$select', query.select);
    if (query.where) url.searchParams.set('$where', query.where);
    if (query.group) url.searchParams.set('$group', query.group);
    if (query.order) url.searchParams.set('$order', query.order);
    if (query.limit !== undefined) url.searchParams.set('$limit', String(query.limit));
    return url.toString();
  }

  /** Rows of `datasetId` matching `query`, from the cache when fresh, else from the API. */
  async query(datasetId: string, query: SodaQuery): Promise<SodaAnswer> {
    const url = this.url(datasetId, query);
    const [cached] = await this.db
      .select()
      .from(nycSodaCache)
      .where(and(eq(nycSodaCache.cacheKey, url), gt(nycSodaCache.expiresAt, new Date())));
    if (cached) return { rows: cached.body as SodaRow[], fetchedAt: cached.fetchedAt };
    const rows = await this.fetchWithRetries(url);
    const fetchedAt = new Date();
    const expiresAt = new Date(fetchedAt.getTime() + this.config.cacheTtlMs);
    await this.db
      .insert(nycSodaCache)
      .values({ cacheKey: url, body: rows, fetchedAt, expiresAt })
      .onConflictDoUpdate({ target: nycSodaCache.cacheKey, set: { body: rows, fetchedAt, expiresAt } });
    return { rows, fetchedAt };
  }

  private async fetchWithRetries(url: string): Promise<SodaRow[]> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.attempt(url);
      if (result.ok) return result.rows;
      if (!result.retry || attempt >= this.config.retries) throw result.error;
      await sleep(result.waitMs ?? this.config.backoffMs * 2 ** attempt);
    }
  }

  /** One request: the rows, or the error with whether to retry and how long the server asked us to wait. */
  private async attempt(url: string): Promise<Attempt> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.config.appToken) headers['x-app-token'] = this.config.appToken;
    try {
      const response = await this.fetchImpl(url, { headers, signal: AbortSignal.timeout(this.config.timeoutMs) });
      if (response.ok) {
        const body: unknown = await response.json();
        if (Array.isArray(body)) return { ok: true, rows: body as SodaRow[] };
        return { ok: false, retry: false, waitMs: null, error: new SodaError(`NYC Open Data answered something other than a list of rows: ${url}`, response.status) };
      }
      const text = (await response.text()).slice(0, 200);
      const error = new SodaError(`NYC Open Data answered ${response.status} for ${url}: ${text}`, response.status);
      const asked = retryAfterMs(response.headers.get('retry-after'));
      const retryable = (response.status === 429 || response.status >= 500) && (asked === null || asked <= MAX_RETRY_AFTER_MS);
      return { ok: false, retry: retryable, waitMs: asked, error };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut
        ? `timed out after ${this.config.timeoutMs} ms`
        : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      return { ok: false, retry: true, waitMs: null, error: new SodaError(`NYC Open Data ${reason}: ${url}`, null) };
    }
  }
}

type Attempt =
  | { readonly ok: true; readonly rows: SodaRow[] }
  | { readonly ok: false; readonly retry: boolean; readonly waitMs: number | null; readonly error: SodaError };
