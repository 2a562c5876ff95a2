/**
 * The property page's records made from a dataset's table rows, one function per record. Both
 * enrichment sources go through them: the imported tables (`LocalEnrichmentSource` reads the rows
 * `rei import` wrote) and NYC Open Data (`SodaEnrichmentSource` maps each SODA row with the
 * dataset's import mapping first). So a dataset's fields are read in one place, its import mapper,
 * and a lot's record says the same thing (status, dates, class) whichever way its data came.
 */
import type {
  nycAcrisMaster,
  nycAcrisParties,
  nycAssessments,
  nycComplaints311,
  nycEvictions,
  nycHpdComplaints,
  nycLots,
  nycPermits,
  nycSales,
  nycTaxLiens,
  nycViolations,
} from '../../db/schema';
import type {
  AcrisDocument,
  AssessmentRecord,
  ComplaintRecord,
  EvictionRecord,
  HpdComplaintRecord,
  LotRecord,
  PermitRecord,
  SaleRecord,
  TaxLienRecord,
  ViolationAgency,
  ViolationRecord,
} from './source';

/**
 * The columns `Keys` of a table row, as read back (`$inferSelect`) or as an import mapper makes
 * it (`$inferInsert`, where a nullable column may be left out).
 */
type RowOf<Row, Keys extends keyof Row> = { readonly [Key in Keys]?: Row[Key] | null };

/** A numeric column (PostgreSQL `numeric` arrives as a string) as a number; null stays null. */
const num = (value: string | number | null | undefined): number | null => (value === null || value === undefined ? null : Number(value));

type Lot = typeof nycLots.$inferSelect;
type LotColumns =
  | 'address' | 'zipCode' | 'buildingClass' | 'landUse' | 'ownerName' | 'lotArea' | 'buildingArea' | 'residentialArea'
  | 'commercialArea' | 'numFloors' | 'unitsResidential' | 'unitsTotal' | 'yearBuilt' | 'yearAltered1' | 'assessLand'
  | 'assessTotal' | 'exemptLand' | 'exemptTotal' | 'zoneDist1' | 'zoneDist2' | 'latitude' | 'longitude';

/** A PLUTO lot's facts (`nyc_lots`). */
export function lotRecord(row: RowOf<Lot, LotColumns>): LotRecord {
  return {
    address: row.address ?? null, zipCode: row.zipCode ?? null, buildingClass: row.buildingClass ?? null, landUse: row.landUse ?? null,
    ownerName: row.ownerName ?? null, lotArea: row.lotArea ?? null, buildingArea: row.buildingArea ?? null,
    residentialArea: row.residentialArea ?? null, commercialArea: row.commercialArea ?? null, numFloors: num(row.numFloors),
    unitsResidential: row.unitsResidential ?? null, unitsTotal: row.unitsTotal ?? null, yearBuilt: row.yearBuilt ?? null,
    yearAltered1: row.yearAltered1 ?? null, assessLand: num(row.assessLand), assessTotal: num(row.assessTotal),
    exemptLand: num(row.exemptLand), exemptTotal: num(row.exemptTotal), zoneDist1: row.zoneDist1 ?? null,
    zoneDist2: row.zoneDist2 ?? null, latitude: row.latitude ?? null, longitude: row.longitude ?? null,
  };
}

type Violation = typeof nycViolations.$inferSelect;

/** An HPD, ECB or DOB violation (`nyc_violations`): open only when its mapper said open. */
export function violationRecord(
  row: RowOf<Violation, 'violationClass' | 'statusDetail' | 'issuedDate' | 'description' | 'balanceDue'> &
    Pick<Violation, 'source' | 'violationId' | 'status'>,
): ViolationRecord {
  return {
    source: row.source as ViolationAgency,
    id: row.violationId,
    violationClass: row.violationClass ?? null,
    status: row.status === 'open' ? 'open' : 'closed',
    statusDetail: row.statusDetail ?? null,
    issuedDate: row.issuedDate ?? null,
    description: row.description ?? null,
    balanceDue: num(row.balanceDue),
  };
}

type Permit = typeof nycPermits.$inferSelect;

/** A DOB job filing (`nyc_permits`), BIS or DOB NOW; its status in words when the filing has them. */
export function permitRecord(
  row: RowOf<Permit, 'jobType' | 'status' | 'statusDescription' | 'filedDate' | 'description' | 'initialCost'> & Pick<Permit, 'source' | 'jobId'>,
): PermitRecord {
  return {
    source: row.source === 'dob-now' ? 'dob-now' : 'dob-bis',
    jobId: row.jobId,
    jobType: row.jobType ?? null,
    status: row.statusDescription ?? row.status ?? null,
    filedDate: row.filedDate ?? null,
    description: row.description ?? null,
    initialCost: num(row.initialCost),
  };
}

type Complaint311 = typeof nycComplaints311.$inferSelect;

/** A 311 service request (`nyc_complaints_311`), created at NYC's wall-clock time ("2022-05-01T00:00:03"). */
export function complaint311Record(row: RowOf<Complaint311, 'complaintType' | 'status' | 'createdAt'> & Pick<Complaint311, 'uniqueKey'>): ComplaintRecord {
  return {
    uniqueKey: row.uniqueKey,
    complaintType: row.complaintType ?? null,
    status: row.status ?? null,
    createdAt: row.createdAt ? row.createdAt.toISOString().slice(0, 19) : null,
  };
}

type Eviction = typeof nycEvictions.$inferSelect;

/** An executed eviction (`nyc_evictions`); the docket is the docket number, else the court index number. */
export function evictionRecord(
  row: RowOf<Eviction, 'executedDate' | 'marshalName' | 'docketNumber' | 'courtIndexNumber' | 'apartmentNumber' | 'scheduleStatus'>,
): EvictionRecord {
  return {
    executedDate: row.executedDate ?? null,
    marshalName: row.marshalName ?? null,
    docket: row.docketNumber ?? row.courtIndexNumber ?? null,
    apartmentNumber: row.apartmentNumber ?? null,
    status: row.scheduleStatus ?? null,
  };
}

type TaxLien = typeof nycTaxLiens.$inferSelect;

/** A lien sale list entry (`nyc_tax_liens`). */
export function taxLienRecord(row: RowOf<TaxLien, 'cycle' | 'waterDebtOnly'> & Pick<TaxLien, 'listMonth'>): TaxLienRecord {
  return { listMonth: row.listMonth, cycle: row.cycle ?? null, waterDebtOnly: row.waterDebtOnly ?? false };
}

type HpdComplaint = typeof nycHpdComplaints.$inferSelect;
type HpdComplaintColumns = 'complaintId' | 'receivedDate' | 'problemType' | 'majorCategory' | 'minorCategory' | 'problemCode' | 'statusDescription' | 'apartment';

/** An HPD complaint problem (`nyc_hpd_complaints`). */
export function hpdComplaintRecord(row: RowOf<HpdComplaint, HpdComplaintColumns> & Pick<HpdComplaint, 'problemId' | 'status'>): HpdComplaintRecord {
  return {
    id: row.problemId,
    complaintId: row.complaintId ?? null,
    receivedDate: row.receivedDate ?? null,
    status: row.status === 'open' ? 'open' : 'closed',
    problemType: row.problemType ?? null,
    majorCategory: row.majorCategory ?? null,
    minorCategory: row.minorCategory ?? null,
    problemCode: row.problemCode ?? null,
    statusDescription: row.statusDescription ?? null,
    apartment: row.apartment ?? null,
  };
}

type Assessment = typeof nycAssessments.$inferSelect;

/** One roll year of DOF's assessments (`nyc_assessments`), current values. */
export function assessmentRecord(
  row: RowOf<Assessment, 'marketValueTotal' | 'marketValueLand' | 'assessedValueTotal' | 'taxableValue' | 'taxClass' | 'buildingClass'> &
    Pick<Assessment, 'fiscalYear'>,
): AssessmentRecord {
  return {
    fiscalYear: row.fiscalYear,
    marketValueTotal: num(row.marketValueTotal),
    marketValueLand: num(row.marketValueLand),
    assessedValueTotal: num(row.assessedValueTotal),
    taxableValue: num(row.taxableValue),
    taxClass: row.taxClass ?? null,
    buildingClass: row.buildingClass ?? null,
  };
}

type Sale = typeof nycSales.$inferSelect;
type SaleColumns =
  | 'address' | 'apartmentNumber' | 'neighborhood' | 'buildingClassCategory' | 'buildingClassAtSale' | 'taxClassAtSale'
  | 'totalUnits' | 'landSquareFeet' | 'grossSquareFeet' | 'yearBuilt' | 'salePrice';

/** A DOF sale (`nyc_sales`), placed where its lot's PLUTO row puts it (no place when that is unknown). */
export function saleRecord(
  row: RowOf<Sale, SaleColumns> & { readonly bbl: string; readonly saleDate: string; readonly latitude?: number | null; readonly longitude?: number | null },
): SaleRecord {
  return {
    bbl: row.bbl,
    address: row.address ?? null,
    apartmentNumber: row.apartmentNumber ?? null,
    neighborhood: row.neighborhood ?? null,
    buildingClassCategory: row.buildingClassCategory ?? null,
    buildingClassAtSale: row.buildingClassAtSale ?? null,
    taxClassAtSale: row.taxClassAtSale ?? null,
    totalUnits: row.totalUnits ?? null,
    landSquareFeet: row.landSquareFeet ?? null,
    grossSquareFeet: row.grossSquareFeet ?? null,
    yearBuilt: row.yearBuilt ?? null,
    salePrice: num(row.salePrice),
    saleDate: row.saleDate,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
  };
}

type AcrisMaster = typeof nycAcrisMaster.$inferSelect;
type AcrisParty = typeof nycAcrisParties.$inferSelect;

/**
 * ACRIS documents (`nyc_acris_master`) with the names of their parties (`nyc_acris_parties`):
 * party type 1 (grantor, borrower) and 2 (grantee, lender); newest first by the document's date,
 * else the day it was recorded.
 */
export function acrisDocumentRecords(
  documents: readonly (RowOf<AcrisMaster, 'docType' | 'docDate' | 'recordedDate' | 'docAmount'> & Pick<AcrisMaster, 'documentId'>)[],
  parties: readonly (RowOf<AcrisParty, 'partyType' | 'name'> & Pick<AcrisParty, 'documentId'>)[],
): AcrisDocument[] {
  const namesOf = (documentId: string, partyType: string) =>
    parties.flatMap((party) => (party.documentId === documentId && party.partyType === partyType && party.name ? [party.name] : []));
  return documents
    .map((document) => ({
      documentId: document.documentId,
      docType: document.docType ?? null,
      docDate: document.docDate ?? null,
      recordedDate: document.recordedDate ?? null,
      amount: num(document.docAmount),
      party1: namesOf(document.documentId, '1'),
      party2: namesOf(document.documentId, '2'),
    }))
    .sort((a, b) => (b.docDate ?? b.recordedDate ?? '').localeCompare(a.docDate ?? a.recordedDate ?? ''));
}

/**
 * The name an HPD registration contact goes by: a corporate owner or the managing agent by the
 * corporation's name (else the person's), anyone else by the person's name (else the corporation's).
 */
export function contactName(contact: {
  readonly contactType: string | null;
  readonly corporationName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
}): string | null {
  const person = [contact.firstName, contact.lastName].filter((part) => part && part.trim() !== '').join(' ');
  const corporate = contact.contactType === 'CorporateOwner' || contact.contactType === 'Agent';
  return (corporate ? (contact.corporationName ?? person) : person || contact.corporationName) || null;
}
