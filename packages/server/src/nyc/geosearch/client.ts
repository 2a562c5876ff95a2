/**
 * A client for NYC Planning's GeoSearch (Pelias over the city's Property Address Directory):
 * `GET {baseUrl}/v2/search?text=` and `/v2/autocomplete?text=`, answering GeoJSON features
 * whose PAD BBL and BIN give the lot. Each attempt has a timeout; 429, 5xx, timeouts and network
 * errors are retried with exponential backoff (a `Retry-After` is honoured up to a few seconds)
 * — both calls are idempotent reads; a timeout or an unreachable host is not retried. A circuit
 * breaker per base URL stops asking a service that keeps failing, and opens at the first call that
 * got no answer at all (refused, unknown host, timeout), so an offline machine answers at once. A body that is not GeoSearch's
 * FeatureCollection is a `malformed` failure, never trusted further.
 */
import { LRUCache } from 'lru-cache';
import { boroughCode, type BoroughCode } from '@rei/engine';
import { CircuitBreaker, CircuitOpenError } from '../circuitBreaker';
import { isHostUnreachable } from '../networkErrors';
import type { GeoSearchConfig } from './config';

export { DEFAULT_GEOSEARCH_BASE_URL, type GeoSearchConfig } from './config';

/** One address GeoSearch knows, reduced to what resolution needs. */
export interface GeoSearchAddress {
  /** The 10-digit BBL of the lot (PAD). */
  readonly bbl: string;
  /** The 7-digit BIN of the building, when PAD gives one. */
  readonly bin: string | null;
  /** "150 COURT STREET, Brooklyn, New York, NY, USA" as GeoSearch labels it. */
  readonly label: string;
  readonly houseNumber: string | null;
  /** "COURT STREET" */
  readonly street: string | null;
  readonly borough: BoroughCode | null;
  readonly zip: string | null;
  /** Pelias' confidence (0–1), when given. */
  readonly confidence: number | null;
}

/** Why a GeoSearch call gave no answer. */
export type GeoSearchFailure = 'unreachable' | 'timeout' | 'status' | 'malformed' | 'circuit-open';

export class GeoSearchError extends Error {
  override readonly name = 'GeoSearchError';
  constructor(
    message: string,
    readonly failure: GeoSearchFailure,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** The longest `Retry-After` waited for; a longer one ends the call (the person is waiting). */
const MAX_RETRY_AFTER_MS = 5_000;
/** Successful answers are kept this long, so the search and the property page ask once. */
const CACHE_TTL_MS = 5 * 60_000;
const CACHE_ENTRIES = 500;

const BBL = /^[1-5]\d{9}$/;
const BIN = /^[1-5]\d{6}$/;

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * The addresses of a GeoSearch answer, or null when the body is not a FeatureCollection.
 * v2 carries PAD's lot in `properties.addendum.pad.{bbl,bin}`; v1 (the shared sample) in
 * `properties.pad_bbl` / `pad_bin`; both are read. Features without a valid BBL (a street, a
 * place) are left out; a BIN of PAD's placeholders (x000000) counts as none.
 */
export function addressesOfGeoSearch(body: unknown): GeoSearchAddress[] | null {
  const collection = record(body);
  if (!collection || !Array.isArray(collection.features)) return null;
  const addresses: GeoSearchAddress[] = [];
  for (const feature of collection.features) {
    const properties = record(record(feature)?.properties);
    if (!properties) continue;
    const pad = record(record(properties.addendum)?.pad);
    const bbl = text(pad?.bbl) ?? text(properties.pad_bbl);
    if (bbl === null || !BBL.test(bbl)) continue;
    const binText = text(pad?.bin) ?? text(properties.pad_bin);
    const bin = binText !== null && BIN.test(binText) && !/^[1-5]0{6}$/.test(binText) ? binText : null;
    const confidence = typeof properties.confidence === 'number' && Number.isFinite(properties.confidence) ? properties.confidence : null;
    const borough = boroughCode(text(properties.borough)) ?? boroughCode(bbl.charAt(0));
    addresses.push({
      bbl,
      bin,
      label: text(properties.label) ?? text(properties.name) ?? bbl,
      houseNumber: text(properties.housenumber),
      street: text(properties.street),
      borough,
      zip: text(properties.postalcode)?.slice(0, 5) ?? null,
      confidence,
    });
  }
  return addresses;
}

/** Milliseconds a `Retry-After` header asks for (seconds or an HTTP date), or null. */
function retryAfterMs(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** Whether an error says the service is down (timeouts, refused connections, 429, 5xx), not merely that it answered oddly. */
function countsAsDown(error: unknown): boolean {
  if (!(error instanceof GeoSearchError)) return true;
  if (error.failure === 'malformed') return false;
  if (error.failure === 'status' && error.status !== null) return error.status === 429 || error.status >= 500;
  return true;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One breaker per base URL for the whole process (every request's client shares it). */
const breakers = new Map<string, CircuitBreaker>();
function sharedBreaker(config: GeoSearchConfig): CircuitBreaker {
  let breaker = breakers.get(config.baseUrl);
  if (!breaker) {
    breaker = new CircuitBreaker(`GeoSearch (${config.baseUrl})`, { failureThreshold: config.breakerFailures, coolDownMs: config.breakerCoolDownMs });
    breakers.set(config.baseUrl, breaker);
  }
  return breaker;
}

/** GeoSearch's answers by request URL, each for CACHE_TTL_MS, the least recently used dropped first. */
const cache = new LRUCache<string, GeoSearchAddress[]>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS, ttlResolution: 0 });

/** Forgets every breaker and cached answer (tests start from closed circuits). */
export function resetGeoSearchState(): void {
  breakers.clear();
  cache.clear();
}

type Attempt = { ok: true; addresses: GeoSearchAddress[] } | { ok: false; error: GeoSearchError; retry: boolean; waitMs: number | null };

export interface GeoSearchClientOptions {
  readonly fetch?: typeof fetch;
  /** Told about an answer that cannot be read (it is treated as no answer). */
  readonly log?: (message: string, details: Record<string, unknown>) => void;
  readonly breaker?: CircuitBreaker;
}

export class GeoSearchClient {
  private readonly fetchImpl: typeof fetch;
  private readonly breaker: CircuitBreaker;
  private readonly log: (message: string, details: Record<string, unknown>) => void;

  constructor(
    readonly config: GeoSearchConfig,
    options: GeoSearchClientOptions = {},
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.breaker = options.breaker ?? sharedBreaker(config);
    this.log = options.log ?? (() => {});
  }

  /** `/v2/search?text=`: the addresses best matching a whole address, best first (at most `size`). */
  search(query: string, size = 10): Promise<GeoSearchAddress[]> {
    return this.call('search', query, size, this.config.timeoutMs, this.config.retries);
  }

  /** `/v2/autocomplete?text=`: addresses starting with what was typed (short timeout, no retry: the next keystroke asks again). */
  autocomplete(query: string, size = 10): Promise<GeoSearchAddress[]> {
    return this.call('autocomplete', query, size, this.config.autocompleteTimeoutMs, 0);
  }

  private async call(endpoint: 'search' | 'autocomplete', query: string, size: number, timeoutMs: number, retries: number): Promise<GeoSearchAddress[]> {
    const trimmed = query.trim().slice(0, 200);
    if (trimmed === '') return [];
    const url = `${this.config.baseUrl}/v2/${endpoint}?${new URLSearchParams({ text: trimmed, size: String(size) }).toString()}`;
    const cached = cache.get(url);
    if (cached) return cached;
    let addresses: GeoSearchAddress[];
    try {
      // A malformed answer or a 4xx other than 429 means the service is up: not a breaker failure.
      addresses = await this.breaker.run(
        () => this.withRetries(url, timeoutMs, retries),
        countsAsDown,
      );
    } catch (error) {
      if (error instanceof CircuitOpenError) throw new GeoSearchError(error.message, 'circuit-open');
      // No answer at all (refused, unknown host, nothing within the timeout): the circuit opens at
      // once, so the next search answers from local data without asking (see `GeoSearchConfig.breakerCoolDownMs`).
      if (error instanceof GeoSearchError && (error.failure === 'unreachable' || error.failure === 'timeout')) this.breaker.trip();
      if (error instanceof GeoSearchError && error.failure === 'malformed') this.log('GeoSearch answered something unreadable; treated as no answer', { url, reason: error.message });
      throw error;
    }
    cache.set(url, addresses);
    return addresses;
  }

  private async withRetries(url: string, timeoutMs: number, retries: number): Promise<GeoSearchAddress[]> {
    for (let attempt = 0; ; attempt += 1) {
      const result = await this.attempt(url, timeoutMs);
      if (result.ok) return result.addresses;
      if (!result.retry || attempt >= retries) throw result.error;
      await sleep(result.waitMs ?? this.config.backoffMs * 2 ** attempt);
    }
  }

  private async attempt(url: string, timeoutMs: number): Promise<Attempt> {
    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      body = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const message = timedOut ? `GeoSearch did not answer within ${timeoutMs} ms` : `GeoSearch could not be reached: ${error instanceof Error ? error.message : String(error)}`;
      // A refused connection or an unknown host will not answer a retry either, and a host silent for
      // the whole timeout is not waited for again while a person waits for the search.
      return { ok: false, error: new GeoSearchError(message, timedOut ? 'timeout' : 'unreachable'), retry: !timedOut && !isHostUnreachable(error), waitMs: null };
    }
    if (!response.ok) {
      const asked = retryAfterMs(response.headers.get('retry-after'));
      const retry = (response.status === 429 || response.status >= 500) && (asked === null || asked <= MAX_RETRY_AFTER_MS);
      return { ok: false, error: new GeoSearchError(`GeoSearch answered ${response.status}`, 'status', response.status), retry, waitMs: asked };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const addresses = addressesOfGeoSearch(parsed);
    if (addresses === null) return { ok: false, error: new GeoSearchError('GeoSearch answered something other than a FeatureCollection', 'malformed', response.status), retry: false, waitMs: null };
    return { ok: true, addresses };
  }
}
