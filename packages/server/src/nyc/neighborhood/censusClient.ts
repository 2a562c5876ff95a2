/**
 * A client for the US Census Bureau's API, ACS 5-year detailed tables by census tract:
 * `GET {base}/data/{year}/acs/acs5?get=NAME,B01003_001E,…&for=tract:083700&in=state:36 county:081&key=…`.
 * The answer is a JSON array of arrays whose first row is the header; 204 means no such tract.
 * Each attempt has a timeout; 429, 5xx and network errors are retried with backoff (a GET is
 * idempotent); answers are cached in the database (the key never enters the cache key).
 */
import type { Database } from '../../db/client';
import { CircuitBreaker } from '../circuitBreaker';
import { isHostUnreachable } from '../networkErrors';
import { readCachedAnswer, writeCachedAnswer } from './answerCache';
import type { CensusConfig } from './censusConfig';
import type { CensusTract } from './tract';

/** The ACS variables read: population, median household income, housing units, transit commuters, education. */
export const ACS_VARIABLES = {
  totalPopulation: 'B01003_001E',
  medianIncome: 'B19013_001E',
  housingUnits: 'B25001_001E',
  /** Workers 16+ commuting by public transportation (excluding taxicab). */
  transitCommuters: 'B08301_010E',
  /** Population 25 and over (the education table's universe). */
  educationTotal: 'B15003_001E',
  bachelors: 'B15003_022E',
  masters: 'B15003_023E',
  professional: 'B15003_024E',
  doctorate: 'B15003_025E',
} as const;
type AcsField = keyof typeof ACS_VARIABLES;

/** The tract's figures as published; null where the Census has no estimate (its negative "jam" values). */
export type AcsTractFigures = { readonly name: string } & { readonly [K in AcsField]: number | null };

export class CensusError extends Error {
  override readonly name = 'CensusError';
  constructor(message: string, readonly status: number | null) {
    super(message);
  }
}

export interface CensusAnswer {
  /** Null when the Census knows no such tract (204 or a header without rows). */
  readonly figures: AcsTractFigures | null;
  readonly fetchedAt: Date;
  /** The request as cached (no key): the provenance's source. */
  readonly url: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An estimate: a number, or null for an empty cell or one of the Census's negative annotation values. */
function estimate(cell: unknown): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const value = Number(cell);
  if (!Number.isFinite(value) || value < 0) return null;
  return value;
}

/**
 * The figures of a Census answer (array of arrays, header first), or a `CensusError` when the
 * answer is not in that shape.
 */
export function parseCensusTable(body: unknown): AcsTractFigures | null {
  if (!Array.isArray(body) || body.length === 0 || !body.every((row) => Array.isArray(row))) {
    throw new CensusError('the Census API answered something other than a table (array of arrays)', null);
  }
  const [header, first] = body as unknown[][];
  if (!header!.every((cell) => typeof cell === 'string')) throw new CensusError('the Census API table has no header row', null);
  if (!first) return null;
  const column = (name: string) => header!.indexOf(name);
  const missing = Object.values(ACS_VARIABLES).filter((name) => column(name) < 0);
  if (missing.length > 0 || column('NAME') < 0) throw new CensusError(`the Census API table lacks ${[...missing, 'NAME'].join(', ')}`, null);
  const figures = { name: String(first[column('NAME')] ?? '') } as { name: string } & Record<AcsField, number | null>;
  for (const [field, variable] of Object.entries(ACS_VARIABLES) as [AcsField, string][]) {
    figures[field] = estimate(first[column(variable)]);
  }
  return figures;
}

/** One breaker per Census address for the whole process: three failures in a row stop calls for a minute. */
const breakers = new Map<string, CircuitBreaker>();
function sharedBreaker(baseUrl: string): CircuitBreaker {
  let breaker = breakers.get(baseUrl);
  if (!breaker) {
    breaker = new CircuitBreaker(`the Census API (${baseUrl})`, { failureThreshold: 3, coolDownMs: 60_000 });
    breakers.set(baseUrl, breaker);
  }
  return breaker;
}

export class CensusClient {
  private readonly breaker: CircuitBreaker;

  constructor(
    private readonly db: Database,
    readonly config: CensusConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    breaker?: CircuitBreaker,
  ) {
    this.breaker = breaker ?? sharedBreaker(config.baseUrl);
  }

  /** The request URL without the key (the cache key and the provenance's source). */
  url(tract: CensusTract): string {
    const url = new URL(`${this.config.baseUrl}/data/${this.config.year}/acs/acs5`);
    url.searchParams.set('get', ['NAME', ...Object.values(ACS_VARIABLES)].join(','));
    url.searchParams.set('for', `tract:${tract.tract}`);
    url.searchParams.set('in', `state:${tract.state} county:${tract.county}`);
    return url.toString();
  }

  /** The tract's ACS figures, from the cache when fresh, else from the API. */
  async tractFigures(tract: CensusTract): Promise<CensusAnswer> {
    const url = this.url(tract);
    // Stored wrapped: "no such tract" (null) is an answer worth keeping too.
    const cached = await readCachedAnswer<{ figures: AcsTractFigures | null }>(this.db, url);
    if (cached) return { figures: cached.body.figures ?? null, fetchedAt: cached.fetchedAt, url };
    const figures = await this.breaker.run(() => this.fetchWithRetries(url));
    const fetchedAt = new Date();
    await writeCachedAnswer(this.db, url, { figures }, fetchedAt, this.config.cacheTtlMs);
    return { figures, fetchedAt, url };
  }

  private async fetchWithRetries(url: string): Promise<AcsTractFigures | null> {
    const withKey = new URL(url);
    if (this.config.apiKey) withKey.searchParams.set('key', this.config.apiKey);
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.attempt(withKey.toString(), url);
      if (result.ok) return result.figures;
      if (!result.retry || attempt >= this.config.retries) throw result.error;
      await sleep(this.config.backoffMs * 2 ** attempt);
    }
  }

  private async attempt(requestUrl: string, shownUrl: string): Promise<Attempt> {
    try {
      const response = await this.fetchImpl(requestUrl, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(this.config.timeoutMs) });
      if (response.status === 204) return { ok: true, figures: null };
      if (!response.ok) {
        const error = new CensusError(`the Census API answered ${response.status} for ${shownUrl}`, response.status);
        return { ok: false, retry: response.status === 429 || response.status >= 500, error };
      }
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, retry: false, error: new CensusError(`the Census API answered something other than JSON for ${shownUrl}`, response.status) };
      }
      return { ok: true, figures: parseCensusTable(body) };
    } catch (error) {
      if (error instanceof CensusError) return { ok: false, retry: false, error };
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const reason = timedOut ? `timed out after ${this.config.timeoutMs} ms` : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      // a refused connection or an unknown host will not answer a retry either
      return { ok: false, retry: !isHostUnreachable(error), error: new CensusError(`the Census API ${reason}: ${shownUrl}`, null) };
    }
  }
}

type Attempt =
  | { readonly ok: true; readonly figures: AcsTractFigures | null }
  | { readonly ok: false; readonly retry: boolean; readonly error: CensusError };
