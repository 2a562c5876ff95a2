import type { NycPropertyData, NycProvenance } from '../../contract/nycData';
import type { Database } from '../../db/client';
import { boroughOfBbl } from './bbl';
import { buildingClassDescription } from './buildingClasses';
import { findComparables, isMarketSale } from './comparables';
import { LocalEnrichmentSource } from './local';
import { missing } from './source';
import type {
  AcrisDocument,
  AssessmentRecord,
  ComplaintRecord,
  HpdComplaintRecord,
  EnrichmentSource,
  Lookup,
  SaleRecord,
  TaxLienRecord,
  ViolationAgency,
  ViolationRecord,
} from './source';

/** ACRIS deed document types: the newest one's grantee is the owner of record. */
const DEED_TYPES = new Set(['DEED', 'DEEDO', 'DEEDP', 'CORRD', 'CONDEED', 'REIT', 'DEED, RC', 'DEED, LE']);
/**
 * ACRIS document types that record a foreclosure. The ACRIS document control codes (7isb-wh4c)
 * list no lis pendens type (notices of pendency are filed with the County Clerk, not ACRIS);
 * the one foreclosure outcome ACRIS records is the in rem deed (IDED): the City taking title for
 * unpaid taxes. The database counts the same types for Legal Status (`rei_is_foreclosure_doc_type`,
 * migration 0017): a type added here needs a migration there (test/nyc/enrichment/legalStatusFlags.test.ts checks each).
 */
export const FORECLOSURE_TYPES: Readonly<Record<string, string>> = { IDED: 'In rem tax foreclosure deed recorded' };
const RECENT_VIOLATIONS = 25;
const RECENT_PERMITS = 25;
const TOP_COMPLAINT_TYPES = 5;
const SALES_HISTORY = 10;
const RECENT_HPD_COMPLAINTS = 25;
const ASSESSMENT_YEARS = 5;

function hpdComplaintsBlock(lookup: Lookup<HpdComplaintRecord[]>): NycPropertyData['hpdComplaints'] {
  if (!lookup.available) return null;
  return {
    open: lookup.records.filter((c) => c.status === 'open').length,
    closed: lookup.records.filter((c) => c.status === 'closed').length,
    recent: [...lookup.records]
      .sort((a, b) => (b.receivedDate ?? '').localeCompare(a.receivedDate ?? ''))
      .slice(0, RECENT_HPD_COMPLAINTS),
    provenance: lookup.provenance[0]!,
  };
}

function assessmentsBlock(lookup: Lookup<AssessmentRecord[]>): NycPropertyData['assessments'] {
  if (!lookup.available) return null;
  const years = [...lookup.records].sort((a, b) => b.fiscalYear.localeCompare(a.fiscalYear)).slice(0, ASSESSMENT_YEARS);
  return { years, provenance: lookup.provenance[0]! };
}

/** The first value above 0 (PLUTO and DOF write 0 for an unknown area or unit count), or null. */
function firstPositive(...values: (number | null | undefined)[]): number | null {
  return values.find((v): v is number => typeof v === 'number' && v > 0) ?? null;
}

function violationsBlock(lookups: Record<ViolationAgency, Lookup<ViolationRecord[]>>): NycPropertyData['violations'] {
  const available = Object.values(lookups).filter((l) => l.available);
  if (available.length === 0) return null;
  const rows = (agency: ViolationAgency) => (lookups[agency].available ? lookups[agency].records : []);
  const count = (list: readonly ViolationRecord[], status: 'open' | 'closed') => list.filter((v) => v.status === status).length;
  const byClass: Record<string, number> = {};
  for (const v of rows('hpd')) {
    if (v.status === 'open' && v.violationClass) byClass[v.violationClass] = (byClass[v.violationClass] ?? 0) + 1;
  }
  // Summed in whole cents so many small balances add up exactly.
  const ecbBalanceCents = rows('ecb').reduce((sum, v) => sum + Math.round((v.balanceDue ?? 0) * 100), 0);
  const recent = [...rows('hpd'), ...rows('ecb'), ...rows('dob')]
    .sort((a, b) => (b.issuedDate ?? '').localeCompare(a.issuedDate ?? ''))
    .slice(0, RECENT_VIOLATIONS);
  return {
    hpd: { open: count(rows('hpd'), 'open'), closed: count(rows('hpd'), 'closed'), byClass },
    ecb: { open: count(rows('ecb'), 'open'), closed: count(rows('ecb'), 'closed'), balanceDue: ecbBalanceCents / 100 },
    dob: { open: count(rows('dob'), 'open'), closed: count(rows('dob'), 'closed') },
    recent,
    provenance: available.flatMap((l) => l.provenance),
  };
}

function complaintsBlock(lookup: Lookup<ComplaintRecord[]>): NycPropertyData['complaints311'] {
  if (!lookup.available) return null;
  const counts = new Map<string, number>();
  for (const c of lookup.records) {
    const type = c.complaintType ?? 'Unspecified';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return {
    total: lookup.records.length,
    open: lookup.records.filter((c) => c.status !== null && c.status.toLowerCase() !== 'closed').length,
    topTypes: [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, TOP_COMPLAINT_TYPES)
      .map(([complaintType, count]) => ({ complaintType, count })),
    provenance: lookup.provenance[0]!,
  };
}

export function lienBlocks(lookup: Lookup<TaxLienRecord[]>): Pick<NycPropertyData, 'taxLienDetails' | 'waterLiens'> {
  if (!lookup.available) return { taxLienDetails: null, waterLiens: [] };
  const listed = (lien: TaxLienRecord) => `On lien sale list (${lien.cycle ?? 'cycle not given'})`;
  const newestTax = lookup.records.find((lien) => !lien.waterDebtOnly);
  return {
    taxLienDetails: newestTax
      ? {
          lienAmount: null,
          filedDate: newestTax.listMonth,
          collector: null,
          taxYear: newestTax.listMonth.slice(0, 4),
          status: listed(newestTax),
          cycle: newestTax.cycle,
          provenance: lookup.provenance[0]!,
        }
      : null,
    waterLiens: lookup.records
      .filter((lien) => lien.waterDebtOnly)
      .map((lien) => ({ amount: null, type: 'Water and sewer charges', period: lien.listMonth.slice(0, 7), status: listed(lien) })),
  };
}

export function foreclosureBlock(lookup: Lookup<AcrisDocument[]>): NycPropertyData['foreclosureDetails'] {
  if (!lookup.available) return null;
  const doc = lookup.records.find((d) => d.docType !== null && d.docType in FORECLOSURE_TYPES);
  if (!doc) return null;
  return {
    creditor: doc.party2.join('; ') || null,
    debtor: doc.party1.join('; ') || null,
    lienAmount: doc.amount !== null && doc.amount > 0 ? doc.amount : null,
    noticeDate: doc.docDate ?? doc.recordedDate,
    status: FORECLOSURE_TYPES[doc.docType!]!,
    documentType: doc.docType,
    provenance: lookup.provenance[0]!,
  };
}

/**
 * Everything the public record holds about a lot, from the enrichment source (default: the
 * tables imported into `db`): PLUTO lot facts,
 * owners of record, violations, permits, 311, evictions, liens, foreclosure, sales and
 * comparables, each block with its provenance. A block whose dataset the source lacks is null
 * (or empty) and its dataset is listed in `missingDatasets`; nothing is invented.
 *
 * Sales: `salesHistory` lists every recorded sale of the lot, $0 transfers included (price 0);
 * `lastSale` is the newest market sale (price ≥ $10,000, see `NON_MARKET_SALE_THRESHOLD`).
 */
export async function buildNycPropertyData(
  db: Database,
  bbl: string,
  source: EnrichmentSource = new LocalEnrichmentSource(db),
): Promise<NycPropertyData> {
  const borough = boroughOfBbl(bbl);
  // Every block at once: the statements run side by side on the pool, not one after another.
  const [lot, hpd, ecb, dob, permits, complaints, evictions, liens, registrations, acris, sales, hpdComplaints, assessments] = await Promise.all([
    source.lot(bbl),
    source.violations(bbl, 'hpd'),
    source.violations(bbl, 'ecb'),
    source.violations(bbl, 'dob'),
    source.permits(bbl),
    source.complaints311(bbl),
    source.evictions(bbl),
    source.taxLiens(bbl),
    source.registrationOwners(bbl),
    source.acrisDocuments(bbl),
    source.sales(bbl),
    source.hpdComplaints ? source.hpdComplaints(bbl) : missing('hpd-complaints'),
    source.assessments ? source.assessments(bbl) : missing('dof-assessments'),
  ]);
  const lookups: Lookup<unknown>[] = [
    lot, hpd, ecb, dob, permits, complaints, evictions, liens, registrations, acris, sales, hpdComplaints, assessments,
  ];
  const missingDatasets = [...new Set(lookups.flatMap((l) => (l.available ? [] : l.missing)))];
  const unreachableDatasets = [...new Set(lookups.flatMap((l) => (l.available ? [] : (l.unreachable ?? []))))];
  const checkedDatasets = [...new Map(lookups.flatMap((l) => (l.available ? l.provenance : [])).map((p) => [p.dataset, p] as const)).values()];

  const lotRecord = lot.available ? lot.records : null;
  const lotProvenance: NycProvenance | undefined = lot.available ? lot.provenance[0] : undefined;

  const owners: NycPropertyData['owners'] = [];
  const addOwner = (name: string | null | undefined, ownerSource: string, asOf: string | null, agent = false) => {
    const trimmed = name?.trim();
    if (!trimmed || owners.some((o) => o.name.toUpperCase() === trimmed.toUpperCase())) return;
    owners.push({ name: trimmed, source: ownerSource, asOf, ...(agent ? { role: 'managing-agent' as const } : {}) });
  };
  if (lotRecord) addOwner(lotRecord.ownerName, 'pluto', lotProvenance?.asOf ?? null);
  if (registrations.available) {
    for (const o of registrations.records) if (o.contactType !== 'Agent') addOwner(o.name, 'hpd-registrations', o.asOf);
  }
  if (acris.available) {
    const deed = acris.records.find((d) => d.docType !== null && DEED_TYPES.has(d.docType));
    for (const name of deed?.party2 ?? []) addOwner(name, 'acris', deed!.docDate ?? deed!.recordedDate);
  }
  // The managing agent an HPD registration names, after the owners.
  if (registrations.available) {
    for (const o of registrations.records) if (o.contactType === 'Agent') addOwner(o.name, 'hpd-registrations', o.asOf, true);
  }

  const saleRecords: SaleRecord[] = sales.available ? sales.records : [];
  const lastMarketSale = saleRecords.find(isMarketSale);
  const newestSale = saleRecords[0];
  const comparables = await findComparables(source, {
    bbl,
    borough,
    neighborhood: saleRecords.find((s) => s.neighborhood)?.neighborhood ?? (await source.blockNeighborhood(bbl)),
    buildingClass: newestSale?.buildingClassAtSale ?? lotRecord?.buildingClass ?? null,
    buildingClassCategory: saleRecords.find((s) => s.buildingClassCategory)?.buildingClassCategory ?? null,
    grossSquareFeet: firstPositive(lotRecord?.buildingArea, newestSale?.grossSquareFeet),
    units: firstPositive(lotRecord?.unitsTotal, newestSale?.totalUnits),
    latitude: lotRecord?.latitude ?? null,
    longitude: lotRecord?.longitude ?? null,
  });

  return {
    bbl,
    borough,
    lot:
      lotRecord && lotProvenance
        ? {
            address: lotRecord.address, zipCode: lotRecord.zipCode, buildingClass: lotRecord.buildingClass,
            buildingClassDescription: buildingClassDescription(lotRecord.buildingClass), landUse: lotRecord.landUse,
            lotArea: lotRecord.lotArea, buildingArea: lotRecord.buildingArea, residentialArea: lotRecord.residentialArea,
            commercialArea: lotRecord.commercialArea, numFloors: lotRecord.numFloors, unitsResidential: lotRecord.unitsResidential,
            unitsTotal: lotRecord.unitsTotal, yearBuilt: lotRecord.yearBuilt, yearAltered1: lotRecord.yearAltered1,
            assessLand: lotRecord.assessLand, assessTotal: lotRecord.assessTotal, exemptLand: lotRecord.exemptLand,
            exemptTotal: lotRecord.exemptTotal, zoneDist1: lotRecord.zoneDist1, zoneDist2: lotRecord.zoneDist2,
            latitude: lotRecord.latitude, longitude: lotRecord.longitude, provenance: lotProvenance,
          }
        : null,
    owners,
    violations: violationsBlock({ hpd, ecb, dob }),
    permits: permits.available
      ? { total: permits.records.length, recent: permits.records.slice(0, RECENT_PERMITS), provenance: [...permits.provenance] }
      : null,
    complaints311: complaintsBlock(complaints),
    evictionDetails: evictions.available
      ? { count: evictions.records.length, filings: evictions.records, provenance: evictions.provenance[0]! }
      : null,
    ...lienBlocks(liens),
    foreclosureDetails: foreclosureBlock(acris),
    lastSale:
      lastMarketSale && sales.available
        ? {
            date: lastMarketSale.saleDate,
            price: lastMarketSale.salePrice!,
            buildingClass: lastMarketSale.buildingClassAtSale,
            neighborhood: lastMarketSale.neighborhood,
            taxClass: lastMarketSale.taxClassAtSale,
            // DOF writes 0 for an area or count it does not know.
            totalUnits: lastMarketSale.totalUnits || null,
            grossSquareFeet: lastMarketSale.grossSquareFeet || null,
            landSquareFeet: lastMarketSale.landSquareFeet || null,
            yearBuilt: lastMarketSale.yearBuilt || null,
            provenance: sales.provenance[0]!,
          }
        : null,
    salesHistory: saleRecords.slice(0, SALES_HISTORY).map((s) => ({ date: s.saleDate, price: s.salePrice ?? 0, apartmentNumber: s.apartmentNumber })),
    comparables,
    hpdComplaints: hpdComplaintsBlock(hpdComplaints),
    assessments: assessmentsBlock(assessments),
    missingDatasets,
    unreachableDatasets,
    checkedDatasets,
  };
}
