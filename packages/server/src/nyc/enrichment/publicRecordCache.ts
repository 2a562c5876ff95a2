/**
 * An in-process cache of what the imported tables say about lots: the answers of
 * `LocalEnrichmentSource`, kept per database and per import generation. These are public NYC
 * records, the same for every caller, so one organization's search may reuse what another's read;
 * nothing organization-scoped passes through here.
 *
 * The imported tables change only through `rei import`, which records every run in `nyc_imports`;
 * the generation is read from there (one cheap statement) at most once per `recheckMs`
 * (default a quarter of a second, shared by the requests of that moment), so an import on any
 * instance or from the command line empties the cache of every instance within that time.
 * While a run is in progress its rows arrive batch by batch: the cache then answers nothing and
 * every lookup reads the tables, until the run is over.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client';
import { isDemoBbl } from '../../db/queries/demoLots';
import { nycImports } from '../../db/schema';
import { LocalEnrichmentSource } from './local';
import type { ComparableQuery, EnrichmentSource, Lookup, ViolationAgency } from './source';

/** How many records (rows) one database's cache holds at most: about 50 MB of lots, sales and violations. */
export const DEFAULT_PUBLIC_RECORD_CACHE_ROWS = 100_000;
/** Milliseconds a read of the import generation stands before the next request reads it again. */
export const DEFAULT_GENERATION_RECHECK_MS = 250;
/**
 * Milliseconds a lot's record built with the live source too is kept (`liveRecord`). Rebuilding it
 * sooner would read the same day-long entries of `nyc_soda_cache` and meet the same breakers (an
 * unreachable service stays paused for a minute), so it would come to the same record, at the cost
 * of a statement per live dataset (about 13) on every search. A block that said "not checked"
 * because the service was down says so for at most this long after the service is back.
 */
export const LIVE_RECORD_TTL_MS = 30_000;

/** How a database's cache is bounded and how often it looks for new import runs. */
export interface PublicRecordCacheOptions {
  /** Records (rows) held at most; 0 turns the cache off. */
  readonly maxRows?: number;
  /** Milliseconds between reads of the import generation; 0 reads it on every request. */
  readonly recheckMs?: number;
}

interface Entry {
  readonly answer: Promise<unknown>;
}

export class PublicRecordCache {
  private generation: string | null = null;
  /** Null when `maxRows` is 0: nothing is kept. */
  private readonly entries: LRUCache<string, Entry> | null;
  private hitCount = 0;
  private missCount = 0;

  private generationRead: { readonly at: number; readonly generation: Promise<string | null> } | undefined;
  private readonly maxRows: number;
  private readonly recheckMs: number;

  constructor(
    private readonly db: Database,
    options: PublicRecordCacheOptions = {},
  ) {
    this.maxRows = options.maxRows ?? DEFAULT_PUBLIC_RECORD_CACHE_ROWS;
    this.recheckMs = options.recheckMs ?? DEFAULT_GENERATION_RECHECK_MS;
    this.entries = this.maxRows > 0 ? new LRUCache<string, Entry>({ maxSize: this.maxRows, sizeCalculation: () => 1, ttlResolution: 0 }) : null;
  }

  /** The import generation, read again once `recheckMs` has passed since the last read. */
  private currentGeneration(): Promise<string | null> {
    const now = performance.now();
    if (this.generationRead === undefined || now - this.generationRead.at >= this.recheckMs) {
      const generation = importGeneration(this.db);
      const read = { at: now, generation };
      this.generationRead = read;
      generation.catch(() => {
        // A failed read is not a generation: the next request reads again.
        if (this.generationRead === read) this.generationRead = undefined;
      });
    }
    return this.generationRead.generation;
  }

  /**
   * The enrichment source of one request: the imported tables behind this cache. Reads the import
   * generation first when the last read is older than `recheckMs` (one statement); while an
   * import runs it is the plain, uncached source.
   */
  async source(): Promise<EnrichmentSource> {
    const generation = await this.currentGeneration();
    const local = new LocalEnrichmentSource(this.db);
    if (generation === null) return local;
    if (generation !== this.generation) this.clear(generation);
    return new CachedEnrichmentSource(local, this, generation);
  }

  /**
   * The whole public record of a lot as `build` makes it from the cached source, itself kept for
   * the generation: for a request whose every block comes from the imported tables (no live source).
   */
  async record<T>(bbl: string, build: (source: EnrichmentSource) => Promise<T>): Promise<T> {
    const source = await this.source();
    if (!(source instanceof CachedEnrichmentSource)) return build(source);
    return this.remember(source.generation, `record:${bbl}`, () => build(source));
  }

  /**
   * The whole record of a lot as `build` makes it from the cached source and the live source,
   * kept for `ttlMs` (LIVE_RECORD_TTL_MS) within the generation. `key` names the live source (its
   * base URL), so records of different sources never mix.
   */
  async liveRecord<T>(key: string, bbl: string, build: (source: EnrichmentSource) => Promise<T>, ttlMs = LIVE_RECORD_TTL_MS): Promise<T> {
    const source = await this.source();
    if (!(source instanceof CachedEnrichmentSource)) return build(source);
    return this.remember(source.generation, `live-record:${key}:${bbl}`, () => build(source), ttlMs);
  }

  /**
   * `read`'s answer kept under `key` for the current import generation: for a lookup over the
   * imported tables only (the address directory). Uncached while an import runs.
   */
  async imported<T>(key: string, read: () => Promise<T>): Promise<T> {
    const generation = await this.currentGeneration();
    if (generation === null) return read();
    if (generation !== this.generation) this.clear(generation);
    return this.remember(generation, key, read);
  }

  /** Answers held, records they hold, hits and misses since the start (for tests and diagnostics). */
  stats(): { entries: number; rows: number; hits: number; misses: number } {
    return { entries: this.entries?.size ?? 0, rows: this.entries?.calculatedSize ?? 0, hits: this.hitCount, misses: this.missCount };
  }

  /**
   * The cached answer for `key` in `generation`, or the one `read` gives (kept unless it fails, the
   * generation moved on or, with `ttlMs`, that long has passed).
   */
  remember<T>(generation: string, key: string, read: () => Promise<T>, ttlMs?: number): Promise<T> {
    const entries = this.entries;
    if (generation !== this.generation || entries === null) return read();
    const held = entries.get(key);
    if (held) {
      this.hitCount += 1;
      return held.answer as Promise<T>;
    }
    this.missCount += 1;
    const entry: Entry = { answer: read() };
    entries.set(key, entry, ttlMs === undefined ? {} : { ttl: ttlMs });
    entry.answer.then(
      (answer) => {
        if (entries.peek(key) !== entry) return;
        // The answer again, now counting the records it holds (a new entry: lru-cache re-sizes
        // only a changed value); a kept lifetime runs on. An answer bigger than the whole cache is not kept.
        const left = entries.getRemainingTTL(key);
        entries.set(key, { answer: entry.answer }, { size: weightOf(answer), ...(Number.isFinite(left) ? { ttl: Math.max(1, left) } : {}) });
      },
      () => {
        // A failed read is not an answer: the next request reads again.
        if (entries.peek(key) === entry) entries.delete(key);
      },
    );
    return entry.answer as Promise<T>;
  }

  private clear(generation: string): void {
    this.generation = generation;
    this.entries?.clear();
  }
}

/** Records an answer holds: the rows of a found block, else 1. */
function weightOf(answer: unknown): number {
  const records = (answer as Partial<Lookup<unknown>> | null)?.available ? (answer as { records: unknown }).records : null;
  return Array.isArray(records) ? Math.max(1, records.length) : 1;
}

function prepareImportGeneration(db: Database) {
  return db
    .select({
      running: sql<number>`count(*) filter (where ${nycImports.status} = 'running')`.mapWith(Number),
      runs: sql<number>`count(*)`.mapWith(Number),
      newest: sql<string | null>`max(${nycImports.id})::text`,
      finished: sql<string | null>`max(${nycImports.finishedAt})::text`,
    })
    .from(nycImports)
    .prepare('rei_nyc_import_generation');
}
const importGenerationQueries = new WeakMap<Database, ReturnType<typeof prepareImportGeneration>>();

/**
 * The import generation: the runs recorded in `nyc_imports` (how many, the newest, the last
 * finish), or null while one is running. One statement, prepared once per database.
 */
export async function importGeneration(db: Database): Promise<string | null> {
  let query = importGenerationQueries.get(db);
  if (!query) {
    query = prepareImportGeneration(db);
    importGenerationQueries.set(db, query);
  }
  const [row] = await query.execute();
  if (!row || row.running > 0) return null;
  return `${row.runs}:${row.newest ?? '-'}:${row.finished ?? '-'}`;
}

/** The imported tables through a cache: every lookup answered once per generation. */
class CachedEnrichmentSource implements EnrichmentSource {
  constructor(
    private readonly local: LocalEnrichmentSource,
    private readonly cache: PublicRecordCache,
    readonly generation: string,
  ) {}

  private remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    return this.cache.remember(this.generation, key, read);
  }

  lot(bbl: string) {
    return this.remember(`lot:${bbl}`, () => this.local.lot(bbl));
  }
  violations(bbl: string, agency: ViolationAgency) {
    return this.remember(`violations:${agency}:${bbl}`, () => this.local.violations(bbl, agency));
  }
  permits(bbl: string) {
    return this.remember(`permits:${bbl}`, () => this.local.permits(bbl));
  }
  complaints311(bbl: string) {
    return this.remember(`311:${bbl}`, () => this.local.complaints311(bbl));
  }
  evictions(bbl: string) {
    return this.remember(`evictions:${bbl}`, () => this.local.evictions(bbl));
  }
  taxLiens(bbl: string) {
    return this.remember(`liens:${bbl}`, () => this.local.taxLiens(bbl));
  }
  registrationOwners(bbl: string) {
    return this.remember(`registrations:${bbl}`, () => this.local.registrationOwners(bbl));
  }
  acrisDocuments(bbl: string) {
    return this.remember(`acris:${bbl}`, () => this.local.acrisDocuments(bbl));
  }
  hpdComplaints(bbl: string) {
    return this.remember(`hpd-complaints:${bbl}`, () => this.local.hpdComplaints(bbl));
  }
  assessments(bbl: string) {
    return this.remember(`assessments:${bbl}`, () => this.local.assessments(bbl));
  }
  sales(bbl: string) {
    return this.remember(`sales:${bbl}`, () => this.local.sales(bbl));
  }
  blockNeighborhood(bbl: string) {
    // Keyed by tax block (borough and block): every lot of the block has the same answer.
    return this.remember(`block-neighborhood:${bbl.slice(0, 6)}`, () => this.local.blockNeighborhood(bbl));
  }
  newestSaleDate(forBbl: string) {
    return this.remember(`newest-sale:${lotRangeKey(forBbl)}`, () => this.local.newestSaleDate(forBbl));
  }
  comparableSales(query: ComparableQuery) {
    const key = JSON.stringify([query.borough, query.neighborhood, query.buildingClass ?? null, query.buildingClassCategory ?? null, query.from, query.to, query.excludeBbl]);
    return this.remember(`comparables:${key}`, () => this.local.comparableSales(query));
  }
}

/** The lot range a BBL is in (demo or real): lookups over a whole range share their answer. */
const lotRangeKey = (bbl: string) => (isDemoBbl(bbl) ? 'demo' : 'real');

const caches = new WeakMap<Database, PublicRecordCache>();

/**
 * Keeps the public records read through `db` in an in-process cache (`nycPropertyData` then reads
 * through it), bounded by `maxRows` records; `maxRows` 0 turns the cache off again.
 */
export function usePublicRecordCache(db: Database, options: PublicRecordCacheOptions = {}): void {
  if ((options.maxRows ?? DEFAULT_PUBLIC_RECORD_CACHE_ROWS) > 0) caches.set(db, new PublicRecordCache(db, options));
  else caches.delete(db);
}

/** The public-record cache of `db`, or undefined when it has none. */
export function publicRecordCacheOf(db: Database): PublicRecordCache | undefined {
  return caches.get(db);
}
