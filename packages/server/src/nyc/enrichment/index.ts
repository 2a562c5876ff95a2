/** NYC public-record enrichment: the sources and the property data built from them. */
import type { NycPropertyData } from '../../contract/nycData';
import type { Database } from '../../db/client';
import { SodaClient, setSodaLog, type SodaConfig } from '../soda/client';
import { SodaEnrichmentSource } from '../soda/source';
import { buildNycPropertyData } from './build';
import { LocalEnrichmentSource } from './local';
import { FallbackEnrichmentSource, type EnrichmentSource } from './source';

export { boroughOfBbl } from './bbl';
export { buildNycPropertyData } from './build';
export { LocalEnrichmentSource } from './local';
export type { EnrichmentSource } from './source';
export { setSodaLog };

/**
 * The enrichment source of a request: the imported tables, and NYC Open Data live for the
 * blocks whose datasets were never imported when the live source is configured.
 */
export function enrichmentSourceFor(db: Database, soda: SodaConfig | null): EnrichmentSource {
  const local = new LocalEnrichmentSource(db);
  if (!soda) return local;
  const client = new SodaClient(db, soda);
  return new FallbackEnrichmentSource(local, new SodaEnrichmentSource(client, (message, details) => client.report(message, details)));
}

/** The public record of a lot (see `buildNycPropertyData`) from the request's enrichment source. */
export function nycPropertyData(db: Database, bbl: string, soda: SodaConfig | null): Promise<NycPropertyData> {
  return buildNycPropertyData(db, bbl, enrichmentSourceFor(db, soda));
}
