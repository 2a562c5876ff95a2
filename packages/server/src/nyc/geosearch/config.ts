/** Configuration of NYC Planning's GeoSearch (address → lot); read from the environment by `loadConfig` (src/config). */

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
