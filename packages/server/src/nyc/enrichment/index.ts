/** NYC public-record enrichment: the sources and the property data built from them. */
import type { NycPropertyData } from '../../contract/nycData';
import type { Database } from '../../db/client';
import { setSodaLog, sodaClientFor, type SodaConfig } from '../soda/client';
import { SodaEnrichmentSource } from '../soda/source';
import { buildNycPropertyData } from './build';
import { LocalEnrichmentSource } from './local';
import { publicRecordCacheOf } from './publicRecordCache';
import { FallbackEnrichmentSource, type EnrichmentSource } from './source';

export { boroughOfBbl } from './bbl';
export { buildNycPropertyData } from './build';
export { LocalEnrichmentSource } from './local';
export {
  DEFAULT_GENERATION_RECHECK_MS,
  DEFAULT_PUBLIC_RECORD_CACHE_ROWS,
  LIVE_RECORD_TTL_MS,
  importGeneration,
  publicRecordCacheOf,
  usePublicRecordCache,
  type PublicRecordCache,
  type PublicRecordCacheOptions,
} from './publicRecordCache';
export type { EnrichmentSource } from './source';
export { setSodaLog };

/**
 * The enrichment source of a request: the imported tables, and NYC Open Data live for the
 * blocks whose datasets were never imported when the live source is configured.
 */
export function enrichmentSourceFor(db: Database, soda: SodaConfig | null): EnrichmentSource {
  return withLiveFallback(db, new LocalEnrichmentSource(db), soda);
}

/** `local`, with NYC Open Data live behind it for the datasets never imported when `soda` is set. */
function withLiveFallback(db: Database, local: EnrichmentSource, soda: SodaConfig | null): EnrichmentSource {
  if (!soda) return local;
  const client = sodaClientFor(db, soda);
  return new FallbackEnrichmentSource(local, new SodaEnrichmentSource(client, (message, details) => client.report(message, details)));
}

/**
 * The public record of a lot (see `buildNycPropertyData`) from the request's enrichment source;
 * the imported tables are read through the database's public-record cache when it has one
 * (`usePublicRecordCache`), and a record built with the live source is kept there for
 * LIVE_RECORD_TTL_MS.
 */
export async function nycPropertyData(db: Database, bbl: string, soda: SodaConfig | null): Promise<NycPropertyData> {
  const cache = publicRecordCacheOf(db);
  if (!cache) return buildNycPropertyData(db, bbl, enrichmentSourceFor(db, soda));
  // Without the live source the whole record is a function of the imported tables: kept as built.
  if (!soda) return cache.record(bbl, (local) => buildNycPropertyData(db, bbl, local));
  // With the live source, the record is kept for a short while (LIVE_RECORD_TTL_MS): rebuilding it
  // reads the live answers' cache once per dataset, and would come to the same record.
  return cache.liveRecord(soda.baseUrl, bbl, (cached) => buildNycPropertyData(db, bbl, withLiveFallback(db, cached, soda)));
}
