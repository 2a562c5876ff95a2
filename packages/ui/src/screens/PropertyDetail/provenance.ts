/**
 * Where a block of property data came from. The app passes what the server knows; a block
 * without provenance shows no source line (nothing is invented).
 */
export const PROVENANCE_BLOCKS = [
  'lot',
  'assessment',
  'violations',
  'comparables',
  'neighborhood',
  'schools',
  'waterLiens',
  'legal',
  'metrics',
] as const;
export type ProvenanceBlock = (typeof PROVENANCE_BLOCKS)[number];

/** A source dataset and the date its data is current to (ISO date, '2025-09-30'; null when unknown). */
export interface DataSource {
  readonly dataset: string;
  readonly asOf: string | null;
  /**
   * When the data was fetched live from NYC Open Data ('2026-11-24 10:02', UTC); set, the source
   * line says "retrieved …" instead of "as of …".
   */
  readonly retrieved?: string | null;
  /** The address as the source writes it ('4533 3 AVENUE'), when the page shows it normalised ('4533 3rd Avenue'). */
  readonly recordedAs?: string | null;
}

/** Provenance per data block of the property detail page. */
export type PropertyProvenance = Partial<Readonly<Record<ProvenanceBlock, DataSource>>>;
