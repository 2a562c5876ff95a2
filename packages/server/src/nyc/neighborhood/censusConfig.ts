/** Configuration of the US Census Bureau's API (ACS 5-year tract figures), read from the environment. */
import { nycLiveFromEnv } from '../soda/config';

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
  /** How long an answer is reused (default 30 days: the estimates change once a year). */
  readonly cacheTtlMs: number;
}

export const DEFAULT_CENSUS_BASE_URL = 'https://api.census.gov';
export const DEFAULT_ACS_YEAR = 2023;

function wholeNumber(value: string | undefined, fallback: number, name: string, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of ${min} or more, got "${value}"`);
  return parsed;
}

/**
 * The Census client's configuration, or null when it is off: `CENSUS_API_BASE=off`, or live
 * lookups turned off as a whole (`NYC_LIVE=off`). On by default, against the public service.
 */
export function censusConfigFromEnv(env: NodeJS.ProcessEnv): CensusConfig | null {
  const base = env.CENSUS_API_BASE?.trim();
  if (base === 'off' || !nycLiveFromEnv(env)) return null;
  if (base && !/^https?:\/\//i.test(base)) throw new Error(`CENSUS_API_BASE must be an http(s) address or "off", got "${base}"`);
  return {
    baseUrl: (base || DEFAULT_CENSUS_BASE_URL).replace(/\/+$/, ''),
    apiKey: env.CENSUS_API_KEY?.trim() || undefined,
    year: wholeNumber(env.CENSUS_ACS_YEAR, DEFAULT_ACS_YEAR, 'CENSUS_ACS_YEAR', 2010),
    timeoutMs: wholeNumber(env.CENSUS_TIMEOUT_MS, 5_000, 'CENSUS_TIMEOUT_MS', 1),
    retries: 1,
    backoffMs: 300,
    cacheTtlMs: 30 * 24 * 3_600_000,
  };
}
