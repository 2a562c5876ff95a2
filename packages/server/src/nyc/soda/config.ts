/** Configuration of the live NYC Open Data (SODA) source, read from the environment. */

/** How the live source reaches NYC Open Data. */
export interface SodaConfig {
  /** NYC_OPEN_DATA_BASE_URL, default https://data.cityofnewyork.us. */
  readonly baseUrl: string;
  /** NYC_OPEN_DATA_APP_TOKEN: raises Socrata's rate limits; sent as `X-App-Token`. */
  readonly appToken: string | undefined;
  /** NYC_OPEN_DATA_TIMEOUT_MS per attempt, default 10 s. */
  readonly timeoutMs: number;
  /** NYC_OPEN_DATA_RETRIES after the first attempt, default 3. */
  readonly retries: number;
  /** First backoff in ms, doubled on each retry (default 500). */
  readonly backoffMs: number;
  /** NYC_OPEN_DATA_CACHE_TTL_HOURS, default 24. */
  readonly cacheTtlMs: number;
}

export const DEFAULT_SODA_BASE_URL = 'https://data.cityofnewyork.us';

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of zero or more, got "${value}"`);
  return parsed;
}

/**
 * The live source's configuration, or null when it is off. On when NYC_OPEN_DATA_LIVE=1 or
 * NYC_OPEN_DATA_BASE_URL is set.
 */
export function sodaConfigFromEnv(env: NodeJS.ProcessEnv): SodaConfig | null {
  const baseUrl = env.NYC_OPEN_DATA_BASE_URL?.trim();
  if (env.NYC_OPEN_DATA_LIVE !== '1' && !baseUrl) return null;
  return {
    baseUrl: (baseUrl || DEFAULT_SODA_BASE_URL).replace(/\/+$/, ''),
    appToken: env.NYC_OPEN_DATA_APP_TOKEN?.trim() || undefined,
    timeoutMs: positiveNumber(env.NYC_OPEN_DATA_TIMEOUT_MS, 10_000, 'NYC_OPEN_DATA_TIMEOUT_MS'),
    retries: Math.floor(positiveNumber(env.NYC_OPEN_DATA_RETRIES, 3, 'NYC_OPEN_DATA_RETRIES')),
    backoffMs: 500,
    cacheTtlMs: positiveNumber(env.NYC_OPEN_DATA_CACHE_TTL_HOURS, 24, 'NYC_OPEN_DATA_CACHE_TTL_HOURS') * 3_600_000,
  };
}
