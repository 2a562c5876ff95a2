/** Configuration of the US Census Bureau's API (ACS 5-year tract figures); read from the environment by `loadConfig` (src/config). */

export interface CensusConfig {
  /** CENSUS_API_BASE, default https://api.census.gov. */
  readonly baseUrl: string;
  /** CENSUS_API_KEY: optional; without one the Census allows a small number of requests a day per address. */
  readonly apiKey: string | undefined;
  /** CENSUS_ACS_YEAR: the ACS 5-year vintage (2023 = 2019–2023 estimates, on 2020 census tracts). */
  readonly year: number;
  /** CENSUS_TIMEOUT_MS per attempt, default 5 s. */
  readonly timeoutMs: number;
  /** Retries after the first attempt on 429, 5xx and network errors (default 1). */
  readonly retries: number;
  /** First backoff in ms, doubled on each retry. */
  readonly backoffMs: number;
  /** Failed calls in a row that open the circuit (default 3). */
  readonly breakerFailures?: number;
  /** How long an open circuit refuses calls before one trial call (default 60 s). */
  readonly breakerCoolDownMs?: number;
  /** How long an answer is reused (default 30 days: the estimates change once a year). */
  readonly cacheTtlMs: number;
}

export const DEFAULT_CENSUS_BASE_URL = 'https://api.census.gov';
export const DEFAULT_ACS_YEAR = 2023;
