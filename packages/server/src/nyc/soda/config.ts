/** Configuration of the live NYC Open Data (SODA) source, read from the environment. */

/** How the live source reaches NYC Open Data. */
export interface SodaConfig {
  /** NYC_OPEN_DATA_BASE_URL, default https://data.cityofnewyork.us. */
  readonly baseUrl: string;
  /** NYC_OPEN_DATA_APP_TOKEN: raises Socrata's rate limits; sent as `X-App-Token`. */
  readonly appToken: string | undefined;
  /** NYC_OPEN_DATA_TIMEOUT_MS per attempt, default 10 s (datasets in `datasetTimeoutsMs` use their own). */
  readonly timeoutMs: number;
  /** Per-attempt timeouts of datasets slower than the rest (311 is tens of millions of rows), by Open Data id. */
  readonly datasetTimeoutsMs?: Readonly<Record<string, number>>;
  /** NYC_OPEN_DATA_RETRIES after the first attempt, default 2. */
  readonly retries: number;
  /** First backoff in ms, doubled on each retry (default 500). */
  readonly backoffMs: number;
  /** NYC_OPEN_DATA_CACHE_TTL_HOURS, default 24. */
  readonly cacheTtlMs: number;
  /** Failed requests in a row that open a dataset's circuit (NYC_OPEN_DATA_BREAKER_FAILURES, default 3). */
  readonly breakerFailures?: number;
  /** How long an open circuit waits before one probe request (NYC_OPEN_DATA_BREAKER_COOLDOWN_S, default 60 s). */
  readonly breakerCoolDownMs?: number;
}

export const DEFAULT_SODA_BASE_URL = 'https://data.cityofnewyork.us';

/** Datasets whose queries are slow upstream, with their per-attempt timeout (ms) at the default setting. */
const SLOW_DATASET_TIMEOUTS_MS: Readonly<Record<string, number>> = { 'erm2-nwe9': 20_000, '636b-3b5g': 15_000, '8h5j-fqxa': 15_000 };

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of zero or more, got "${value}"`);
  return parsed;
}

const OFF_WORDS = ['off', '0', 'false', 'no'];

/**
 * NYC_LIVE: live lookups (NYC Open Data, GeoSearch) are on unless it says `off` (or 0/false/no).
 * The older NYC_OPEN_DATA_LIVE=0 also turns them off; NYC_OPEN_DATA_LIVE=1 is now the default.
 */
export function nycLiveFromEnv(env: NodeJS.ProcessEnv): boolean {
  const live = env.NYC_LIVE?.trim().toLowerCase() ?? '';
  if (OFF_WORDS.includes(live)) return false;
  if (live === '' && OFF_WORDS.includes(env.NYC_OPEN_DATA_LIVE?.trim().toLowerCase() ?? '')) return false;
  return true;
}

/**
 * The live source's configuration, or null when live lookups are off (`NYC_LIVE=off`).
 * On by default against the public NYC Open Data; NYC_OPEN_DATA_BASE_URL points it elsewhere.
 */
export function sodaConfigFromEnv(env: NodeJS.ProcessEnv): SodaConfig | null {
  if (!nycLiveFromEnv(env)) return null;
  const baseUrl = env.NYC_OPEN_DATA_BASE_URL?.trim();
  const timeoutMs = positiveNumber(env.NYC_OPEN_DATA_TIMEOUT_MS, 10_000, 'NYC_OPEN_DATA_TIMEOUT_MS');
  return {
    baseUrl: (baseUrl || DEFAULT_SODA_BASE_URL).replace(/\/+$/, ''),
    appToken: env.NYC_OPEN_DATA_APP_TOKEN?.trim() || undefined,
    timeoutMs,
    // A timeout set by hand applies to every dataset.
    datasetTimeoutsMs: env.NYC_OPEN_DATA_TIMEOUT_MS?.trim() ? {} : SLOW_DATASET_TIMEOUTS_MS,
    retries: Math.floor(positiveNumber(env.NYC_OPEN_DATA_RETRIES, 2, 'NYC_OPEN_DATA_RETRIES')),
    backoffMs: 500,
    cacheTtlMs: positiveNumber(env.NYC_OPEN_DATA_CACHE_TTL_HOURS, 24, 'NYC_OPEN_DATA_CACHE_TTL_HOURS') * 3_600_000,
    breakerFailures: Math.max(1, Math.floor(positiveNumber(env.NYC_OPEN_DATA_BREAKER_FAILURES, 3, 'NYC_OPEN_DATA_BREAKER_FAILURES'))),
    breakerCoolDownMs: positiveNumber(env.NYC_OPEN_DATA_BREAKER_COOLDOWN_S, 60, 'NYC_OPEN_DATA_BREAKER_COOLDOWN_S') * 1000,
  };
}
