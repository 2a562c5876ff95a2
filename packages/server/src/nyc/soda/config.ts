/** Configuration of the live NYC Open Data (SODA) source; read from the environment by `loadConfig` (src/config). */

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
export const SLOW_DATASET_TIMEOUTS_MS: Readonly<Record<string, number>> = { 'erm2-nwe9': 20_000, '636b-3b5g': 15_000, '8h5j-fqxa': 15_000 };
