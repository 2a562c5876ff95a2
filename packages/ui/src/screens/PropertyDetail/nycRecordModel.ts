import {
  datasetTitle,
  legalCheck,
  legalStatus,
  type LegalCheck,
  type LegalKind,
  type LegalMatterKind,
  type LegalSource,
  type LegalStatus,
  type NycDatasetKey,
  type Property,
} from '@rei/engine';
import type { NycProvenance, NycRecord } from './nycRecord';
import type { DataSource, PropertyProvenance } from './provenance';

/** The record's blocks, each with the datasets that fill it. */
export const NYC_BLOCK_DATASETS = {
  lot: ['pluto'],
  owners: ['pluto', 'hpd-registrations', 'hpd-contacts', 'acris-parties'],
  violations: ['hpd-violations', 'ecb-violations', 'dob-violations'],
  permits: ['dob-jobs'],
  complaints311: ['311'],
  evictions: ['evictions'],
  taxLiens: ['tax-liens'],
  foreclosure: ['acris-master', 'acris-legals', 'acris-parties'],
  sales: ['rolling-sales', 'dof-sales'],
  hpdComplaints: ['hpd-complaints'],
  assessments: ['dof-assessments'],
} as const satisfies Record<string, readonly NycDatasetKey[]>;
export type NycBlock = keyof typeof NYC_BLOCK_DATASETS;

/** Text shown where a block has no data. */
export const NOT_IMPORTED = 'Not in the imported data';

/** "PLUTO (pluto)" for a dataset key. */
export function datasetLabel(key: string): string {
  const title = datasetTitle(key);
  return title === key ? key : `${title} (${key})`;
}

/**
 * Why a block is empty: 'Not in the imported data.' and, when the datasets that would
 * supply it were never imported, which ones ('… — import DOF Rolling Sales (rolling-sales)').
 */
/** The record's block (see the engine's ENRICHMENT_BLOCKS) behind each page block, for the plan's locks. */
const RECORD_BLOCK: Readonly<Record<NycBlock, string>> = {
  lot: 'lot',
  owners: 'owners',
  violations: 'violations',
  permits: 'permits',
  complaints311: 'complaints311',
  evictions: 'evictionDetails',
  taxLiens: 'taxLienDetails',
  foreclosure: 'foreclosureDetails',
  sales: 'lastSale',
  hpdComplaints: 'hpdComplaints',
  assessments: 'assessments',
};

/** The lock on a block when the caller's plan does not show it (the record's `lockedBlocks`), else undefined. */
export function blockLock(record: Partial<Pick<NycRecord, 'lockedBlocks'>> | null, block: NycBlock): NonNullable<NycRecord['lockedBlocks']>[number] | undefined {
  return record?.lockedBlocks?.find((locked) => locked.block === RECORD_BLOCK[block]);
}

export function missingBlockText(record: (Pick<NycRecord, 'missingDatasets' | 'unreachableDatasets'> & Partial<Pick<NycRecord, 'lockedBlocks'>>) | null, block: NycBlock): string {
  // Not in the plan: say what it holds and which plan adds it, never "not imported" or "none".
  const lock = blockLock(record, block);
  if (lock) return `Not in your plan: ${lock.contains}. Included from the ${lock.plan} plan.`;
  const supplying: readonly string[] = NYC_BLOCK_DATASETS[block];
  const unreachable = (record?.unreachableDatasets ?? []).filter((key) => supplying.includes(key));
  if (unreachable.length > 0) {
    return `NYC Open Data could not be reached for ${unreachable.map(datasetLabel).join(', ')} just now, and it was not imported — try again later.`;
  }
  const missing = (record?.missingDatasets ?? []).filter((key) => supplying.includes(key));
  if (missing.length === 0) return `${NOT_IMPORTED}.`;
  return `${NOT_IMPORTED} — supplied by ${missing.map(datasetLabel).join(', ')}, not imported yet.`;
}

/** Whether every dataset that fills the block was imported (so an empty block means "none on record"). */
export function blockImported(record: Pick<NycRecord, 'missingDatasets'> & Partial<Pick<NycRecord, 'lockedBlocks'>>, block: NycBlock): boolean {
  // A block the plan does not show was not read for this caller: an empty block means nothing.
  if (blockLock(record, block)) return false;
  const supplying: readonly string[] = NYC_BLOCK_DATASETS[block];
  return !record.missingDatasets.some((key) => supplying.includes(key));
}

/** An NYC Open Data (Socrata) dataset id, e.g. 'usep-8jbt'. */
const SOCRATA_ID = /^[a-z0-9]{4}-[a-z0-9]{4}$/;

/**
 * A block's provenance as a source line: 'DOF Rolling Sales (usep-8jbt)' (the title alone
 * when the origin is a file rather than an Open Data id), as of its data date (else its
 * import date).
 */
export function sourceOf(provenance: NycProvenance): DataSource {
  const live = provenance.dataset.startsWith('soda:') && provenance.retrievedAt !== null;
  return {
    dataset: SOCRATA_ID.test(provenance.sourceId) ? `${provenance.title} (${provenance.sourceId})` : provenance.title,
    asOf: provenance.asOf ?? (provenance.retrievedAt ? provenance.retrievedAt.slice(0, 10) : null),
    ...(live ? { retrieved: retrievedText(provenance.retrievedAt!) } : {}),
  };
}

/** '2026-11-24T10:02:31.000Z' → '2026-11-24 10:02' (UTC, as the server recorded it). */
export function retrievedText(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * The notice of datasets NYC Open Data could not answer for this lot just now, naming them
 * ('PLUTO (pluto), HPD Housing Maintenance Code Violations (hpd-violations)'), or null when
 * every live dataset answered.
 */
export function unreachableNotice(record: Pick<NycRecord, 'unreachableDatasets'> | null | undefined): string | null {
  const keys = record?.unreachableDatasets ?? [];
  if (keys.length === 0) return null;
  return `NYC Open Data could not be reached for ${keys.map(datasetLabel).join(', ')}. Those blocks are empty for now; reload later to try again.`;
}

/** The legal blocks of a record: all that the legal status and its sources are read from. */
export type NycLegalBlocks = Pick<NycRecord, 'evictionDetails' | 'taxLienDetails' | 'foreclosureDetails'>;

/** The legal provenance per kind of record (for the drawer's sections). */
export function legalSources<Record_ extends NycLegalBlocks>(record: Record_): Partial<Record<LegalKind, DataSource>> {
  return {
    ...(record.evictionDetails ? { eviction: sourceOf(record.evictionDetails.provenance) } : {}),
    ...(record.taxLienDetails ? { taxLien: sourceOf(record.taxLienDetails.provenance) } : {}),
    ...(record.foreclosureDetails ? { foreclosure: sourceOf(record.foreclosureDetails.provenance) } : {}),
  };
}

/**
 * The legal status from the record's real eviction, tax-lien and foreclosure rows (the
 * engine's `legalStatus`; the demo rules of `mockLegalRules` never apply to a real lot). `base` is what
 * a stored property records itself (e.g. probate); the record's rows take precedence.
 */
export function nycLegalStatus<Record_ extends NycLegalBlocks>(record: Record_, base: LegalSource = {}): LegalStatus {
  return legalStatus({
    ...base,
    ...(record.evictionDetails && record.evictionDetails.count > 0
      ? { evictionDetails: { count: record.evictionDetails.count, filings: [...record.evictionDetails.filings] } }
      : {}),
    ...(record.taxLienDetails ? { taxLienDetails: record.taxLienDetails } : {}),
    ...(record.foreclosureDetails ? { foreclosureDetails: record.foreclosureDetails } : {}),
  });
}

/** Page-level provenance (the existing source lines) from the record's blocks. */
export function nycProvenance(record: NycRecord): PropertyProvenance {
  const lot = record.lot ? sourceOf(record.lot.provenance) : undefined;
  const violations = record.violations?.provenance[0];
  const legal = record.taxLienDetails?.provenance ?? record.evictionDetails?.provenance ?? record.foreclosureDetails?.provenance;
  return {
    ...(lot ? { lot, assessment: lot } : {}),
    ...(violations ? { violations: sourceOf(violations) } : {}),
    ...(record.comparables ? { comparables: sourceOf(record.comparables.provenance) } : {}),
    ...(record.taxLienDetails && record.waterLiens.length > 0 ? { waterLiens: sourceOf(record.taxLienDetails.provenance) } : {}),
    ...(legal ? { legal: sourceOf(legal) } : {}),
  };
}

function firstPresent<T>(...values: ReadonlyArray<T | null | undefined>): T | null {
  for (const value of values) if (value !== null && value !== undefined) return value;
  return null;
}

/**
 * The property with the gaps its own fields leave filled from the public record (lot facts,
 * owner, assessments, zoning, violation counts, last sale, water liens). A field the
 * property already has is kept; nothing is invented where neither has a value.
 */
export function withPublicRecord(property: Property, record: NycRecord | null | undefined): Property {
  if (!record) return property;
  const lot = record.lot;
  const hpd = record.violations ? record.violations.hpd.open + record.violations.hpd.closed : null;
  const ecb = record.violations ? record.violations.ecb.open + record.violations.ecb.closed : null;
  return {
    ...property,
    bbl: firstPresent(property.bbl, record.bbl),
    borough: firstPresent(property.borough, record.borough),
    zip: firstPresent(property.zip, lot?.zipCode),
    units: firstPresent(property.units, lot?.unitsTotal, lot?.unitsResidential),
    yearBuilt: firstPresent(property.yearBuilt, lot?.yearBuilt),
    buildingArea: firstPresent(property.buildingArea, property.bldgArea, lot?.buildingArea),
    lotArea: firstPresent(property.lotArea, lot?.lotArea),
    numFloors: firstPresent(property.numFloors, lot?.numFloors),
    buildingClass: firstPresent(property.buildingClass, lot?.buildingClass, record.lastSale?.buildingClass),
    buildingClassDescription: firstPresent(property.buildingClassDescription, lot?.buildingClassDescription),
    landUse: firstPresent(property.landUse, lot?.landUse),
    zoneDist1: firstPresent(property.zoneDist1, lot?.zoneDist1),
    zoneDist2: firstPresent(property.zoneDist2, lot?.zoneDist2),
    assessLand: firstPresent(property.assessLand, lot?.assessLand),
    assessTotal: firstPresent(property.assessTotal, lot?.assessTotal),
    exemptLand: firstPresent(property.exemptLand, lot?.exemptLand),
    exemptTotal: firstPresent(property.exemptTotal, lot?.exemptTotal),
    resArea: firstPresent(property.resArea, lot?.residentialArea),
    comArea: firstPresent(property.comArea, lot?.commercialArea),
    yearAlter1: firstPresent(property.yearAlter1, lot?.yearAltered1 || null),
    latitude: firstPresent(property.latitude, lot?.latitude),
    longitude: firstPresent(property.longitude, lot?.longitude),
    ownerName: firstPresent(property.ownerName, record.owners.find((owner) => owner.role !== 'managing-agent')?.name),
    hpdViolations: firstPresent(property.hpdViolations, hpd),
    ecbViolations: firstPresent(property.ecbViolations, ecb),
    complaints311: firstPresent(property.complaints311, record.complaints311?.total),
    dobPermits: firstPresent(property.dobPermits, record.permits?.total),
    lastSaleDate: firstPresent(property.lastSaleDate, record.lastSale?.date),
    lastSalePrice: firstPresent(property.lastSalePrice, record.lastSale?.price),
    waterLiens: property.waterLiens && property.waterLiens.length > 0 ? property.waterLiens : [...record.waterLiens],
  };
}

/** The parts of a record the three-state legal check reads. */
export type LegalCheckRecord = NycLegalBlocks & Pick<NycRecord, 'missingDatasets'> & Partial<Pick<NycRecord, 'unreachableDatasets' | 'checkedDatasets' | 'lockedBlocks'>>;

/**
 * The three-state legal check of a lot (the engine's `legalCheck`): what the record found (with
 * its source), what it checked and found nothing in (with as-of dates), what it could not check.
 * `record` null: the property has no public record here, so nothing was checked. `legal` adds
 * matters the property records itself (the record's own rows are read either way).
 */
export function recordLegalCheck(record: LegalCheckRecord | null, legal: LegalStatus): LegalCheck {
  const sources = record ? legalSources(record) : {};
  const sourceText = (kind: LegalKind) => {
    const source = sources[kind];
    return source ? `${source.dataset}, as of ${source.asOf ?? 'date not stated'}` : null;
  };
  const found: Partial<Record<LegalMatterKind, { status: string; source: string | null }>> = {};
  // The record's own rows count even when `legal` was computed without them.
  const pills = [...(record ? nycLegalStatus(record).pills : []), ...legal.pills];
  for (const pill of pills) {
    if (pill.kind === 'eviction' || pill.kind === 'taxLien' || pill.kind === 'foreclosure') found[pill.kind] = { status: pill.status, source: sourceText(pill.kind) };
  }
  return legalCheck({
    record: record ? { missingDatasets: record.missingDatasets, unreachableDatasets: record.unreachableDatasets ?? [], checkedDatasets: record.checkedDatasets ?? [], lockedBlocks: record.lockedBlocks ?? [] } : null,
    found,
  });
}
