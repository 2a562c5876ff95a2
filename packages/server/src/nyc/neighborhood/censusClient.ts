/**
 * A client for the US Census Bureau's API, ACS 5-year detailed tables by census tract:
 * `GET {base}/data/{year}/acs/acs5?get=NAME,B01003_001E,…&for=tract:083700&in=state:36 county:081&key=…`.
 * The answer is a JSON array of arrays whose first row is the header; 204 means no such tract.
 * Every request goes through the client's outside-service policy (http/outsideService.ts): a
 * timeout per attempt; 429, 5xx, timeouts and dropped connections retried with backoff, honouring
 * `Retry-After` (a GET is idempotent); a circuit breaker (three failed calls in a row stop calls
 * for a minute). Answers are cached in the database (the key never enters the cache key).
 */
import type { Database } from '../../db/client';
import {
  CircuitOpenError,
  createOutsideService,
  isAborted,
  isHostUnreachable,
  retryAfterMs,
  type FailureVerdict,
  type OutsideService,
} from '../../http/outsideService';
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

/** Why a Census call failed: an HTTP status, no answer (timeout, refused), an open circuit, or an unreadable answer. */
export type CensusFailure = 'status' | 'unreachable' | 'circuit-open' | 'malformed';

export class CensusError extends Error {
  override readonly name = 'CensusError';
  constructor(
    message: string,
    readonly status: number | null,
    readonly failure: CensusFailure = status === null ? 'unreachable' : 'status',
    /** The pause a 429 or 5xx asked for (`Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
    /** A failure of the network that a retry may get past (a timeout, a dropped connection; not a refused one). */
    readonly transient = false,
  ) {
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
    throw new CensusError('the Census API answered something other than a table (array of arrays)', null, 'malformed');
  }
  const [header, first] = body as unknown[][];
  if (!header!.every((cell) => typeof cell === 'string')) throw new CensusError('the Census API table has no header row', null, 'malformed');
  if (!first) return null;
  const column = (name: string) => header!.indexOf(name);
  const missing = Object.values(ACS_VARIABLES).filter((name) => column(name) < 0);
  if (missing.length > 0 || column('NAME') < 0) throw new CensusError(`the Census API table lacks ${[...missing, 'NAME'].join(', ')}`, null, 'malformed');
  const figures = { name: String(first[column('NAME')] ?? '') } as { name: string } & Record<AcsField, number | null>;
  for (const [field, variable] of Object.entries(ACS_VARIABLES) as [AcsField, string][]) {
    figures[field] = estimate(first[column(variable)]);
  }
  return figures;
}

/** What a failed attempt means: 429, 5xx, timeouts and dropped connections are retried; every failure counts against the circuit. */
function verdictOf(error: unknown): FailureVerdict {
  if (!(error instanceof CensusError)) return { retry: false, countsAsFailure: true };
  const retry = error.failure === 'status' ? error.status !== null && (error.status === 429 || error.status >= 500) : error.transient;
  return { retry, retryAfterMs: error.retryAfterMs, countsAsFailure: true };
}

/** The app's clients, one per database and configuration (see `censusClientFor`). */
let clients = new WeakMap<Database, WeakMap<CensusConfig, CensusClient>>();

/** The long-lived client of a database and a configuration (one per app: its configuration is one object). */
export function censusClientFor(db: Database, config: CensusConfig): CensusClient {
  let byConfig = clients.get(db);
  if (!byConfig) clients.set(db, (byConfig = new WeakMap()));
  let client = byConfig.get(config);
  if (!client) byConfig.set(config, (client = new CensusClient(db, config)));
  return client;
}

/** Forgets every long-lived client and so its circuit (tests start from a closed circuit). */
export function resetCensusClients(): void {
  clients = new WeakMap();
}

export class CensusClient {
  /** The policy: timeout, retries, and the circuit (three failed calls in a row stop calls for a minute by default). */
  readonly service: OutsideService;

  constructor(
    private readonly db: Database,
    readonly config: CensusConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.service = createOutsideService(
      {
        name: `the Census API (${config.baseUrl})`,
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        backoffMs: config.backoffMs,
        breakerFailures: config.breakerFailures ?? 3,
        breakerCoolDownMs: config.breakerCoolDownMs ?? 60_000,
      },
      verdictOf,
    );
  }

  /** The request URL without the key (the cache key and the provenance's source). */
  url(tract: CensusTract): string {
    const url = new URL(`${this.config.baseUrl}/data/${this.config.year}/acs/acs5`);
    url.searchParams.set('get', ['NAME', ...Object.values(ACS_VARIABLES)].join(','));
    url.searchParams.set('for', `tract:${tract.tract}`);
    url.searchParams.set('in', `state:${tract.state} county:${tract.county}`);
    return url.toString();
  }

  /** The tract's ACS figures, from the cache when fresh, else from the API; `CensusError` when it cannot answer. */
  async tractFigures(tract: CensusTract): Promise<CensusAnswer> {
    const url = this.url(tract);
    // Stored wrapped: "no such tract" (null) is an answer worth keeping too.
    const cached = await readCachedAnswer<{ figures: AcsTractFigures | null }>(this.db, url);
    if (cached) return { figures: cached.body.figures ?? null, fetchedAt: cached.fetchedAt, url };
    const withKey = new URL(url);
    if (this.config.apiKey) withKey.searchParams.set('key', this.config.apiKey);
    let figures: AcsTractFigures | null;
    try {
      figures = await this.service.call((signal) => this.attempt(withKey.toString(), url, signal));
    } catch (error) {
      if (error instanceof CircuitOpenError) throw new CensusError(`${error.message}: ${url}`, null, 'circuit-open');
      throw error;
    }
    const fetchedAt = new Date();
    await writeCachedAnswer(this.db, url, { figures }, fetchedAt, this.config.cacheTtlMs);
    return { figures, fetchedAt, url };
  }

  /** One request: the figures, or a `CensusError` saying what went wrong (the policy decides whether to try again). */
  private async attempt(requestUrl: string, shownUrl: string, signal: AbortSignal): Promise<AcsTractFigures | null> {
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(requestUrl, { headers: { accept: 'application/json' }, signal });
      if (response.status === 204) return null;
      text = await response.text();
    } catch (error) {
      const reason = isAborted(error) ? `timed out after ${this.config.timeoutMs} ms` : `could not be reached (${error instanceof Error ? error.message : String(error)})`;
      // a refused connection or an unknown host will not answer a retry either
      throw new CensusError(`the Census API ${reason}: ${shownUrl}`, null, 'unreachable', null, !isHostUnreachable(error));
    }
    if (!response.ok) {
      throw new CensusError(`the Census API answered ${response.status} for ${shownUrl}`, response.status, 'status', retryAfterMs(response.headers.get('retry-after')));
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CensusError(`the Census API answered something other than JSON for ${shownUrl}`, response.status, 'malformed');
    }
    return parseCensusTable(body);
  }
}
