/** Configuration of NYC Planning's GeoSearch (address → lot), read from the environment. */
import { httpUrlSetting } from '../../envValues';
import { nycLiveFromEnv } from '../soda/config';

export interface GeoSearchConfig {
  /** GEOSEARCH_BASE_URL, default https://geosearch.planninglabs.nyc (no trailing slash). */
  readonly baseUrl: string;
  /** GEOSEARCH_TIMEOUT_MS per attempt of a search, default 2 s (GeoSearch answers in a few hundred ms; a person is waiting). */
  readonly timeoutMs: number;
  /** Per attempt of an autocomplete (typing must not wait long), default 1.5 s. */
  readonly autocompleteTimeoutMs: number;
  /** GEOSEARCH_RETRIES after the first attempt of a search, default 2 (autocomplete: none). */
  readonly retries: number;
  /** First backoff in ms, doubled on each retry (default 250). */
  readonly backoffMs: number;
  /** Failures in a row that open the circuit (default 3). */
  readonly breakerFailures: number;
  /** How long an open circuit stays open, default 60 s. */
  readonly breakerCoolDownMs: number;
}

export const DEFAULT_GEOSEARCH_BASE_URL = 'https://geosearch.planninglabs.nyc';

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of zero or more, got "${value}"`);
  return parsed;
}

/** The GeoSearch configuration, or null when live lookups are off (`NYC_LIVE=off`). */
export function geoSearchConfigFromEnv(env: NodeJS.ProcessEnv): GeoSearchConfig | null {
  if (!nycLiveFromEnv(env)) return null;
  return {
    baseUrl: httpUrlSetting(env.GEOSEARCH_BASE_URL, 'GEOSEARCH_BASE_URL') ?? DEFAULT_GEOSEARCH_BASE_URL,
    timeoutMs: wholeNumber(env.GEOSEARCH_TIMEOUT_MS, 2_000, 'GEOSEARCH_TIMEOUT_MS'),
    autocompleteTimeoutMs: 1_500,
    retries: wholeNumber(env.GEOSEARCH_RETRIES, 2, 'GEOSEARCH_RETRIES'),
    backoffMs: 250,
    breakerFailures: 3,
    breakerCoolDownMs: 60_000,
  };
}
