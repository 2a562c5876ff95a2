/**
 * A client for NYC Planning's GeoSearch (Pelias over the city's Property Address Directory):
 * `GET {baseUrl}/v2/search?text=` and `/v2/autocomplete?text=`, answering GeoJSON features
 * whose PAD BBL and BIN give the lot. Every call goes through the client's outside-service
 * policy (http/outsideService.ts): a timeout per attempt; 429, 5xx and dropped connections
 * retried with exponential backoff (a `Retry-After` is honoured up to a few seconds) — both
 * calls are idempotent reads; a timeout or an unreachable host is not retried. Its circuit
 * breaker stops asking a service that keeps failing, and opens at the first call that got no
 * answer at all (refused, unknown host, timeout), so an offline machine answers at once. A body
 * that is not GeoSearch's FeatureCollection is a `malformed` failure, never trusted further.
 */
import { LRUCache } from 'lru-cache';
import { boroughCode, type BoroughCode } from '@rei/engine';
import {
  CircuitOpenError,
  createOutsideService,
  isAborted,
  isHostUnreachable,
  retryAfterMs,
  type FailureVerdict,
  type OutsideService,
} from '../../http/outsideService';
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
    /** The pause a 429 or 5xx asked for (`Retry-After`), in ms. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
  }

  /** An `unreachable` failure where the host did answer before the connection dropped (worth a retry). */
  dropped = false;
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

/**
 * What a failed attempt means: 429, 5xx and a dropped connection are retried; the service is
 * down (counts against the circuit) unless it answered oddly (a malformed body, a 4xx); nothing
 * answering at all (refused, unknown host, silent for the whole timeout) opens the circuit at once.
 */
function verdictOf(error: unknown): FailureVerdict {
  if (!(error instanceof GeoSearchError)) return { retry: false, countsAsFailure: true };
  switch (error.failure) {
    case 'malformed':
    case 'circuit-open':
      return { retry: false, countsAsFailure: false };
    case 'status': {
      const transient = error.status !== null && (error.status === 429 || error.status >= 500);
      return { retry: transient, retryAfterMs: error.retryAfterMs, countsAsFailure: transient };
    }
    case 'timeout':
      return { retry: false, countsAsFailure: true, opensAtOnce: true };
    case 'unreachable':
      return error.dropped ? { retry: true, countsAsFailure: true } : { retry: false, countsAsFailure: true, opensAtOnce: true };
  }
}

/** The app's clients, one per configuration (see `geoSearchClientOf`). */
let clients = new WeakMap<GeoSearchConfig, GeoSearchClient>();

/**
 * The long-lived client of a configuration: built on first use and kept, with its circuit and
 * its cache of answers. The server's configuration is one object for the app's life, so this is
 * one client per app.
 */
export function geoSearchClientOf(config: GeoSearchConfig): GeoSearchClient {
  let client = clients.get(config);
  if (!client) clients.set(config, (client = new GeoSearchClient(config)));
  return client;
}

/** Forgets every long-lived client, with its circuit and cached answers (tests start afresh). */
export function resetGeoSearchState(): void {
  clients = new WeakMap();
}

export interface GeoSearchClientOptions {
  readonly fetch?: typeof fetch;
  /** Told about an answer that cannot be read (it is treated as no answer). */
  readonly log?: (message: string, details: Record<string, unknown>) => void;
}

/** What every view of one client shares: its policy and its answers. */
interface SharedState {
  readonly service: OutsideService;
  /** GeoSearch's answers by request URL, each for CACHE_TTL_MS, the least recently used dropped first. */
  readonly cache: LRUCache<string, GeoSearchAddress[]>;
}

export class GeoSearchClient {
  private readonly fetchImpl: typeof fetch;
  private readonly shared: SharedState;
  private readonly log: (message: string, details: Record<string, unknown>) => void;

  constructor(
    readonly config: GeoSearchConfig,
    options: GeoSearchClientOptions = {},
    shared?: SharedState,
  ) {
    this.fetchImpl = options.fetch ?? fetch;
    this.log = options.log ?? (() => {});
    this.shared = shared ?? {
      service: createOutsideService(
        {
          name: `GeoSearch (${config.baseUrl})`,
          timeoutMs: config.timeoutMs,
          retries: config.retries,
          backoffMs: config.backoffMs,
          maxRetryAfterMs: MAX_RETRY_AFTER_MS,
          breakerFailures: config.breakerFailures,
          breakerCoolDownMs: config.breakerCoolDownMs,
        },
        verdictOf,
      ),
      cache: new LRUCache<string, GeoSearchAddress[]>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS, ttlResolution: 0 }),
    };
  }

  /** This client with its circuit and cache, reporting unreadable answers to `log` (a request's logger). */
  withLog(log: (message: string, details: Record<string, unknown>) => void): GeoSearchClient {
    return new GeoSearchClient(this.config, { fetch: this.fetchImpl, log }, this.shared);
  }

  /** The circuit: closed, open (GeoSearch is not asked), or half-open (the next call is the trial). */
  get state(): OutsideService['state'] {
    return this.shared.service.state;
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
    const cached = this.shared.cache.get(url);
    if (cached) return cached;
    let addresses: GeoSearchAddress[];
    try {
      addresses = await this.shared.service.call((signal) => this.attempt(url, timeoutMs, signal), { timeoutMs, retries });
    } catch (error) {
      if (error instanceof CircuitOpenError) throw new GeoSearchError(error.message, 'circuit-open');
      if (error instanceof GeoSearchError && error.failure === 'malformed') this.log('GeoSearch answered something unreadable; treated as no answer', { url, reason: error.message });
      throw error;
    }
    this.shared.cache.set(url, addresses);
    return addresses;
  }

  /** One request: the addresses, or a `GeoSearchError` saying what went wrong (the policy decides whether to try again). */
  private async attempt(url: string, timeoutMs: number, signal: AbortSignal): Promise<GeoSearchAddress[]> {
    let response: Response;
    let body: string;
    try {
      response = await this.fetchImpl(url, { headers: { accept: 'application/json' }, signal });
      body = await response.text();
    } catch (error) {
      if (isAborted(error)) throw new GeoSearchError(`GeoSearch did not answer within ${timeoutMs} ms`, 'timeout');
      // A refused connection or an unknown host will not answer a retry either; a dropped one may.
      const failure = new GeoSearchError(`GeoSearch could not be reached: ${error instanceof Error ? error.message : String(error)}`, 'unreachable');
      failure.dropped = !isHostUnreachable(error);
      throw failure;
    }
    if (!response.ok) {
      throw new GeoSearchError(`GeoSearch answered ${response.status}`, 'status', response.status, retryAfterMs(response.headers.get('retry-after')));
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = undefined;
    }
    const addresses = addressesOfGeoSearch(parsed);
    if (addresses === null) throw new GeoSearchError('GeoSearch answered something other than a FeatureCollection', 'malformed', response.status);
    return addresses;
  }
}
