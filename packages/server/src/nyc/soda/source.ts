/**
 * The live enrichment source: NYC Open Data's SODA API, mapped into the same records as the
 * imported tables. It answers every block of the property page: the lot (PLUTO 64uk-42ks),
 * violations (HPD wvxf-dwi5, ECB 6bgk-3dad, DOB 3h2n-5cm9), DOB jobs (BIS ic3t-wcy2 and DOB NOW
 * w9ak-ipjd), 311 (erm2-nwe9), evictions (6z8x-wfk4), tax lien sale lists (9rz4-mjek), HPD
 * registrations and contacts (tesw-yqqr, feu5-w2e2: owners and managing agent), ACRIS legals,
 * master and parties (8h5j-fqxa, bnx9-e6tj, 636b-3b5g), sales (usep-8jbt), HPD complaints
 * (ygpa-z7cr) and DOF assessments (8y4t-faws, by `parid`, the BBL). Provenance: dataset
 * `soda:<id>`, the dataset's own title, retrieved at the answer's fetch time. A block whose
 * dataset cannot be reached (or answers something unreadable) is `Missing` with `unreachable`,
 * so the page can say so; nothing is invented.
 */
import { nycDataset, type NycDatasetKey } from '@rei/engine';
import type { NycProvenance } from '../../contract/nycData';
import { boroughOfBbl } from '../enrichment/bbl';
import {
  found,
  unreachable,
  type AcrisDocument,
  type AssessmentRecord,
  type ComparableQuery,
  type ComplaintRecord,
  type EnrichmentSource,
  type EvictionRecord,
  type HpdComplaintRecord,
  type LotRecord,
  type Lookup,
  type PermitRecord,
  type RegistrationOwner,
  type SaleRecord,
  type TaxLienRecord,
  type ViolationAgency,
  type ViolationRecord,
} from '../enrichment/source';
import { SodaError, soqlString, type SodaClient, type SodaQuery, type SodaRow } from './client';

/** A dataset of the engine's table as the live source reads it: its key, Open Data id and title. */
function liveDataset(key: NycDatasetKey, index = 0): { readonly key: NycDatasetKey; readonly id: string; readonly title: string } {
  const { sodaIds, title } = nycDataset(key);
  return { key, id: sodaIds[index]!, title };
}

/** The SODA datasets the live source reads. */
export const SODA_DATASETS = {
  pluto: liveDataset('pluto'),
  hpdViolations: liveDataset('hpd-violations'),
  ecbViolations: liveDataset('ecb-violations'),
  complaints311: liveDataset('311'),
  evictions: liveDataset('evictions'),
  sales: liveDataset('dof-sales'),
  dobViolations: liveDataset('dob-violations'),
  dobJobsBis: liveDataset('dob-jobs', 0),
  dobJobsNow: liveDataset('dob-jobs', 1),
  taxLiens: liveDataset('tax-liens'),
  hpdRegistrations: liveDataset('hpd-registrations'),
  hpdContacts: liveDataset('hpd-contacts'),
  acrisLegals: liveDataset('acris-legals'),
  acrisMaster: liveDataset('acris-master'),
  acrisParties: liveDataset('acris-parties'),
  hpdComplaints: liveDataset('hpd-complaints'),
  assessments: liveDataset('dof-assessments'),
} as const;
type SodaDataset = (typeof SODA_DATASETS)[keyof typeof SODA_DATASETS];

const ROW_LIMIT = 5_000;
const BOROUGH_NAMES: Readonly<Record<string, string>> = { MN: 'MANHATTAN', BX: 'BRONX', BK: 'BROOKLYN', QN: 'QUEENS', SI: 'STATEN ISLAND' };

/** A text field, trimmed; empty → null. */
function text(row: SodaRow, field: string): string | null {
  const value = row[field];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A numeric field ("1,250.00", "4000.00", ".00"); empty or unreadable → null. */
function number(row: SodaRow, field: string): number | null {
  const value = text(row, field);
  if (value === null) return null;
  const parsed = Number(value.replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function integer(row: SodaRow, field: string): number | null {
  const value = number(row, field);
  return value === null ? null : Math.round(value);
}

/** A date field as YYYY-MM-DD: floating timestamps ("2022-05-01T00:00:00.000"), YYYYMMDD, or MM/DD/YYYY. */
function date(row: SodaRow, field: string): string | null {
  const value = text(row, field);
  if (value === null) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value);
  if (match) return `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  // A lien sale list month, "04/2019".
  match = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return `${match[2]}-${match[1]!.padStart(2, '0')}-01`;
  return null;
}

/** A yes/no flag ("YES", "Y", "true"). */
function flag(row: SodaRow, field: string): boolean {
  return /^(y|yes|true|1)$/i.test(text(row, field) ?? '');
}

/** HPD contact types that name an owner, and the managing agent's. */
const OWNER_CONTACT_TYPES = new Set(['CorporateOwner', 'IndividualOwner', 'HeadOfficer', 'JointOwner']);
const AGENT_CONTACT_TYPE = 'Agent';
/** Most ACRIS documents a lot's lookup follows (the newest by document id, which starts with the year). */
const ACRIS_DOCUMENTS = 200;
/** Most HPD registrations whose contacts are read. */
const HPD_REGISTRATIONS = 20;

const soqlList = (values: readonly string[]) => values.map(soqlString).join(', ');

/** DOB BIS writes "$37300.00". */
function money(row: SodaRow, field: string): number | null {
  const value = text(row, field);
  if (value === null) return null;
  const parsed = Number(value.replace(/[$,]/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

function parts(bbl: string) {
  return { boroughDigit: bbl[0]!, block: Number(bbl.slice(1, 6)), lot: Number(bbl.slice(6)) };
}

/** SODA answers mapped into enrichment records (see the module comment for the datasets). */
export class SodaEnrichmentSource implements EnrichmentSource {
  constructor(
    private readonly client: SodaClient,
    private readonly log: (message: string, details: Readonly<Record<string, unknown>>) => void = () => {},
  ) {}

  private async fetch(dataset: SodaDataset, query: SodaQuery): Promise<{ rows: SodaRow[]; provenance: NycProvenance[] }> {
    const answer = await this.client.query(dataset.id, query);
    const provenance: NycProvenance = {
      dataset: `soda:${dataset.id}`,
      sourceId: dataset.id,
      title: dataset.title,
      asOf: answer.fetchedAt.toISOString().slice(0, 10),
      retrievedAt: answer.fetchedAt.toISOString(),
    };
    return { rows: answer.rows, provenance: [provenance] };
  }

  /** `answer()`, or the block marked unreachable (and logged) when NYC Open Data failed it. */
  private async guard<T>(keys: readonly NycDatasetKey[], answer: () => Promise<Lookup<T>>): Promise<Lookup<T>> {
    try {
      return await answer();
    } catch (error) {
      // An open circuit was logged when it opened; saying so again on every page view is noise.
      if (!(error instanceof SodaError && error.failure === 'circuit-open')) {
        this.log('NYC Open Data could not answer a block of the property page', { datasets: keys, reason: error instanceof Error ? error.message : String(error) });
      }
      return unreachable(...keys);
    }
  }

  lot(bbl: string): Promise<Lookup<LotRecord | null>> {
    return this.guard(['pluto'], async () => {
      const { block, lot } = parts(bbl);
      const { rows, provenance } = await this.fetch(SODA_DATASETS.pluto, {
        filters: { borough: boroughOfBbl(bbl), block: String(block), lot: String(lot) },
        limit: 1,
      });
      const row = rows[0];
      return found(row ? plutoLot(row) : null, provenance);
    });
  }

  violations(bbl: string, agency: ViolationAgency): Promise<Lookup<ViolationRecord[]>> {
    const { boroughDigit, block, lot } = parts(bbl);
    if (agency === 'hpd') {
      return this.guard(['hpd-violations'], async () => {
        const { rows, provenance } = await this.fetch(SODA_DATASETS.hpdViolations, {
          where: `bbl=${soqlString(bbl)}`, order: 'inspectiondate DESC', limit: ROW_LIMIT,
        });
        return found(rows.map(hpdViolation), provenance);
      });
    }
    if (agency === 'ecb') {
      return this.guard(['ecb-violations'], async () => {
        const { rows, provenance } = await this.fetch(SODA_DATASETS.ecbViolations, {
          where: `boro=${soqlString(boroughDigit)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(4, '0'))}`,
          order: 'issue_date DESC',
          limit: ROW_LIMIT,
        });
        return found(rows.map(ecbViolation), provenance);
      });
    }
    return this.guard(['dob-violations'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.dobViolations, {
        where: `boro=${soqlString(boroughDigit)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(5, '0'))}`,
        order: 'issue_date DESC',
        limit: ROW_LIMIT,
      });
      return found(rows.map(dobViolation), provenance);
    });
  }

  permits(bbl: string): Promise<Lookup<PermitRecord[]>> {
    return this.guard(['dob-jobs'], async () => {
      const { block, lot } = parts(bbl);
      // Both systems of the one dataset key: a lot's permits are the BIS filings and the DOB NOW ones.
      const [bis, now] = await Promise.all([
        this.fetch(SODA_DATASETS.dobJobsBis, {
          where: `borough=${soqlString(BOROUGH_NAMES[boroughOfBbl(bbl)]!)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(5, '0'))}`,
          order: 'latest_action_date DESC',
          limit: ROW_LIMIT,
        }),
        this.fetch(SODA_DATASETS.dobJobsNow, { where: `bbl=${soqlString(bbl)}`, order: 'filing_date DESC', limit: ROW_LIMIT }),
      ]);
      const records = [...bis.rows.flatMap((row) => bisPermit(row) ?? []), ...now.rows.flatMap((row) => dobNowPermit(row) ?? [])]
        .sort((a, b) => (b.filedDate ?? '').localeCompare(a.filedDate ?? ''));
      return found(records, [...bis.provenance, ...now.provenance]);
    });
  }

  complaints311(bbl: string): Promise<Lookup<ComplaintRecord[]>> {
    return this.guard(['311'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.complaints311, {
        where: `bbl=${soqlString(bbl)}`, order: 'created_date DESC', limit: ROW_LIMIT,
      });
      return found(
        rows.map((row) => ({
          uniqueKey: text(row, 'unique_key') ?? '',
          complaintType: text(row, 'complaint_type'),
          status: text(row, 'status'),
          createdAt: text(row, 'created_date')?.slice(0, 19) ?? null,
        })),
        provenance,
      );
    });
  }

  evictions(bbl: string): Promise<Lookup<EvictionRecord[]>> {
    return this.guard(['evictions'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.evictions, {
        where: `bbl=${soqlString(bbl)}`, order: 'executed_date DESC', limit: ROW_LIMIT,
      });
      return found(
        rows.map((row) => ({
          executedDate: date(row, 'executed_date'),
          marshalName: [text(row, 'marshal_first_name'), text(row, 'marshal_last_name')].filter(Boolean).join(' ') || null,
          docket: text(row, 'docket_number') ?? text(row, 'court_index_number'),
          apartmentNumber: text(row, 'eviction_apartment_number'),
          status: null,
        })),
        provenance,
      );
    });
  }

  taxLiens(bbl: string): Promise<Lookup<TaxLienRecord[]>> {
    return this.guard(['tax-liens'], async () => {
      const { boroughDigit, block, lot } = parts(bbl);
      const { rows, provenance } = await this.fetch(SODA_DATASETS.taxLiens, {
        where: `borough=${soqlString(boroughDigit)} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
        order: 'month DESC',
        limit: ROW_LIMIT,
      });
      const liens = rows.flatMap((row): TaxLienRecord[] => {
        const listMonth = date(row, 'month');
        return listMonth ? [{ listMonth, cycle: text(row, 'cycle'), waterDebtOnly: flag(row, 'water_debt_only') }] : [];
      });
      return found(liens.sort((a, b) => b.listMonth.localeCompare(a.listMonth)), provenance);
    });
  }

  registrationOwners(bbl: string): Promise<Lookup<RegistrationOwner[]>> {
    return this.guard(['hpd-registrations', 'hpd-contacts'], async () => {
      const { boroughDigit, block, lot } = parts(bbl);
      const registrations = await this.fetch(SODA_DATASETS.hpdRegistrations, {
        where: `boroid=${soqlString(boroughDigit)} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
        order: 'lastregistrationdate DESC',
        limit: HPD_REGISTRATIONS,
      });
      const sorted = registrations.rows
        .map((row) => ({ id: text(row, 'registrationid'), asOf: date(row, 'lastregistrationdate') }))
        .filter((r): r is { id: string; asOf: string | null } => r.id !== null)
        .sort((a, b) => (b.asOf ?? '').localeCompare(a.asOf ?? ''));
      // The newest registration names the current owners and agent.
      const newest = sorted[0];
      if (!newest) return found([], registrations.provenance);
      const contacts = await this.fetch(SODA_DATASETS.hpdContacts, { where: `registrationid=${soqlString(newest.id)}`, limit: ROW_LIMIT });
      return found(registrationContacts(contacts.rows, newest.asOf), [...registrations.provenance, ...contacts.provenance]);
    });
  }

  acrisDocuments(bbl: string): Promise<Lookup<AcrisDocument[]>> {
    return this.guard(['acris-legals', 'acris-master', 'acris-parties'], async () => {
      const { boroughDigit, block, lot } = parts(bbl);
      const legals = await this.fetch(SODA_DATASETS.acrisLegals, {
        select: 'document_id',
        where: `borough=${soqlString(boroughDigit)} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
        order: 'document_id DESC',
        limit: ACRIS_DOCUMENTS,
      });
      const ids = [...new Set(legals.rows.flatMap((row) => text(row, 'document_id') ?? []))];
      if (ids.length === 0) return found([], legals.provenance);
      const [master, parties] = await Promise.all([
        this.fetch(SODA_DATASETS.acrisMaster, { where: `document_id in (${soqlList(ids)})`, limit: ROW_LIMIT }),
        this.fetch(SODA_DATASETS.acrisParties, { select: 'document_id, party_type, name', where: `document_id in (${soqlList(ids)})`, limit: ROW_LIMIT }),
      ]);
      return found(acrisRecords(master.rows, parties.rows), [...legals.provenance, ...master.provenance, ...parties.provenance]);
    });
  }

  hpdComplaints(bbl: string): Promise<Lookup<HpdComplaintRecord[]>> {
    return this.guard(['hpd-complaints'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.hpdComplaints, {
        where: `bbl=${soqlString(bbl)}`, order: 'received_date DESC', limit: ROW_LIMIT,
      });
      return found(rows.flatMap((row) => hpdComplaint(row) ?? []), provenance);
    });
  }

  assessments(bbl: string): Promise<Lookup<AssessmentRecord[]>> {
    return this.guard(['dof-assessments'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.assessments, {
        where: `parid=${soqlString(bbl)}`, order: 'year DESC, period DESC', limit: 100,
      });
      return found(assessmentYears(rows), provenance);
    });
  }

  private toSale(row: SodaRow): SaleRecord | null {
    const saleDate = date(row, 'sale_date');
    const block = integer(row, 'block');
    const lot = integer(row, 'lot');
    const boroughText = text(row, 'borough')?.toUpperCase() ?? '';
    const digit = /^[1-5]$/.test(boroughText)
      ? boroughText
      : String(Object.values(BOROUGH_NAMES).indexOf(boroughText) + 1);
    if (saleDate === null || block === null || lot === null || digit === '0') return null;
    return {
      bbl: `${digit}${String(block).padStart(5, '0')}${String(lot).padStart(4, '0')}`,
      address: text(row, 'address'),
      apartmentNumber: text(row, 'apartment_number'),
      neighborhood: text(row, 'neighborhood'),
      buildingClassCategory: text(row, 'building_class_category'),
      buildingClassAtSale: text(row, 'building_class_at_time_of_sale'),
      taxClassAtSale: text(row, 'tax_class_at_time_of_sale'),
      totalUnits: integer(row, 'total_units'),
      landSquareFeet: integer(row, 'land_square_feet'),
      grossSquareFeet: integer(row, 'gross_square_feet'),
      yearBuilt: integer(row, 'year_built'),
      salePrice: number(row, 'sale_price'),
      saleDate,
      latitude: null,
      longitude: null,
    };
  }

  sales(bbl: string): Promise<Lookup<SaleRecord[]>> {
    return this.guard(['dof-sales'], () => this.salesOf(bbl));
  }

  private async salesOf(bbl: string): Promise<Lookup<SaleRecord[]>> {
    const { block, lot } = parts(bbl);
    const { rows, provenance } = await this.fetch(SODA_DATASETS.sales, {
      where: `borough=${soqlString(BOROUGH_NAMES[boroughOfBbl(bbl)]!)} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
      order: 'sale_date DESC',
      limit: ROW_LIMIT,
    });
    return found(rows.flatMap((row) => this.toSale(row) ?? []), provenance);
  }

  async blockNeighborhood(bbl: string): Promise<string | null> {
    const { block } = parts(bbl);
    const { rows } = await this.fetch(SODA_DATASETS.sales, {
      select: 'neighborhood, count(*) AS sales',
      where: `borough=${soqlString(BOROUGH_NAMES[boroughOfBbl(bbl)]!)} AND block=${soqlString(String(block))}`,
      group: 'neighborhood',
      order: 'sales DESC',
      limit: 1,
    });
    return rows[0] ? text(rows[0], 'neighborhood') : null;
  }

  async newestSaleDate(): Promise<string | null> {
    const { rows } = await this.fetch(SODA_DATASETS.sales, { select: 'max(sale_date) AS newest' });
    return rows[0] ? date(rows[0], 'newest') : null;
  }

  comparableSales(query: ComparableQuery): Promise<Lookup<SaleRecord[]>> {
    return this.guard(['dof-sales'], () => this.comparablesOf(query));
  }

  private async comparablesOf(query: ComparableQuery): Promise<Lookup<SaleRecord[]>> {
    const classFilter = query.buildingClass !== undefined
      ? `building_class_at_time_of_sale=${soqlString(query.buildingClass)}`
      : `building_class_category=${soqlString(query.buildingClassCategory ?? '')}`;
    const { rows, provenance } = await this.fetch(SODA_DATASETS.sales, {
      where: [
        `borough=${soqlString(BOROUGH_NAMES[query.borough] ?? query.borough)}`,
        `neighborhood=${soqlString(query.neighborhood)}`,
        classFilter,
        `sale_date between ${soqlString(`${query.from}T00:00:00`)} and ${soqlString(`${query.to}T23:59:59`)}`,
      ].join(' AND '),
      order: 'sale_date DESC',
      limit: 1_000,
    });
    const sales = rows.flatMap((row) => this.toSale(row) ?? []).filter((sale) => sale.bbl !== query.excludeBbl);
    return found(sales, provenance);
  }
}

/** PLUTO's row as lot facts (PLUTO has no exempt land value: null). */
export function plutoLot(row: SodaRow): LotRecord {
  return {
    address: text(row, 'address'), zipCode: text(row, 'zipcode'), buildingClass: text(row, 'bldgclass'),
    landUse: text(row, 'landuse'), ownerName: text(row, 'ownername'), lotArea: integer(row, 'lotarea'),
    buildingArea: integer(row, 'bldgarea'), residentialArea: integer(row, 'resarea'), commercialArea: integer(row, 'comarea'),
    numFloors: number(row, 'numfloors'), unitsResidential: integer(row, 'unitsres'), unitsTotal: integer(row, 'unitstotal'),
    yearBuilt: integer(row, 'yearbuilt') || null, yearAltered1: integer(row, 'yearalter1') || null,
    assessLand: number(row, 'assessland'), assessTotal: number(row, 'assesstot'), exemptLand: number(row, 'exemptland'),
    exemptTotal: number(row, 'exempttot'), zoneDist1: text(row, 'zonedist1'), zoneDist2: text(row, 'zonedist2'),
    latitude: number(row, 'latitude'), longitude: number(row, 'longitude'),
  };
}

/** An HPD violation (wvxf-dwi5): `violationstatus` Open/Close, class A/B/C/I. */
export function hpdViolation(row: SodaRow): ViolationRecord {
  return {
    source: 'hpd',
    id: text(row, 'violationid') ?? '',
    violationClass: text(row, 'class'),
    status: text(row, 'violationstatus')?.toLowerCase() === 'open' ? 'open' : 'closed',
    statusDetail: text(row, 'currentstatus'),
    issuedDate: date(row, 'novissueddate') ?? date(row, 'inspectiondate'),
    description: text(row, 'novdescription'),
    balanceDue: null,
  };
}

/** An ECB violation (6bgk-3dad): RESOLVE is closed, anything else (ACTIVE, …) open. */
export function ecbViolation(row: SodaRow): ViolationRecord {
  return {
    source: 'ecb',
    id: text(row, 'ecb_violation_number') ?? text(row, 'isn_dob_bis_extract') ?? '',
    violationClass: text(row, 'severity'),
    status: text(row, 'ecb_violation_status')?.toUpperCase() === 'RESOLVE' ? 'closed' : 'open',
    statusDetail: text(row, 'ecb_violation_status'),
    issuedDate: date(row, 'issue_date'),
    description: text(row, 'violation_description'),
    balanceDue: number(row, 'balance_due'),
  };
}

/** A DOB violation (3h2n-5cm9), open or closed by the importer's rule (`dobViolationIsOpen`). */
export function dobViolation(row: SodaRow): ViolationRecord {
  const category = text(row, 'violation_category');
  const dispositionDate = date(row, 'disposition_date');
  const open = !(category !== null && /DISMISSED|RESOLVED/i.test(category)) && dispositionDate === null;
  return {
    source: 'dob',
    id: text(row, 'isn_dob_bis_viol') ?? text(row, 'number') ?? '',
    violationClass: text(row, 'violation_type_code'),
    status: open ? 'open' : 'closed',
    statusDetail: category,
    issuedDate: date(row, 'issue_date'),
    description: text(row, 'description') ?? text(row, 'violation_type'),
    balanceDue: null,
  };
}

/** A DOB BIS job filing (ic3t-wcy2): job "Job #-Doc #", status as its description. */
export function bisPermit(row: SodaRow): PermitRecord | null {
  const job = text(row, 'job__');
  if (job === null) return null;
  const doc = text(row, 'doc__');
  return {
    source: 'dob-bis',
    jobId: doc ? `${job}-${doc}` : job,
    jobType: text(row, 'job_type'),
    status: text(row, 'job_status_descrp') ?? text(row, 'job_status'),
    filedDate: date(row, 'pre__filing_date') ?? date(row, 'latest_action_date'),
    description: text(row, 'job_description'),
    initialCost: money(row, 'initial_cost'),
  };
}

/** A DOB NOW: Build filing (w9ak-ipjd). */
export function dobNowPermit(row: SodaRow): PermitRecord | null {
  const jobId = text(row, 'job_filing_number');
  if (jobId === null) return null;
  return {
    source: 'dob-now',
    jobId,
    jobType: text(row, 'job_type'),
    status: text(row, 'filing_status'),
    filedDate: date(row, 'filing_date'),
    description: text(row, 'job_description'),
    initialCost: money(row, 'initial_cost'),
  };
}

/** The owners and the managing agent one HPD registration's contacts (feu5-w2e2) name. */
export function registrationContacts(rows: readonly SodaRow[], asOf: string | null): RegistrationOwner[] {
  return rows.flatMap((row) => {
    const contactType = text(row, 'type');
    if (contactType === null || !(OWNER_CONTACT_TYPES.has(contactType) || contactType === AGENT_CONTACT_TYPE)) return [];
    const person = [text(row, 'firstname'), text(row, 'lastname')].filter(Boolean).join(' ');
    const corporation = text(row, 'corporationname');
    const name = contactType === 'CorporateOwner' || contactType === AGENT_CONTACT_TYPE ? (corporation ?? person) : person || corporation;
    return name ? [{ name, contactType, asOf }] : [];
  });
}

/** ACRIS documents (bnx9-e6tj) with their parties' names (636b-3b5g), newest first. */
export function acrisRecords(master: readonly SodaRow[], parties: readonly SodaRow[]): AcrisDocument[] {
  const names = (documentId: string, partyType: string) =>
    parties.flatMap((p) => (text(p, 'document_id') === documentId && text(p, 'party_type') === partyType ? (text(p, 'name') ?? []) : []));
  return master
    .flatMap((row): AcrisDocument[] => {
      const documentId = text(row, 'document_id');
      if (documentId === null) return [];
      return [{
        documentId,
        docType: text(row, 'doc_type'),
        docDate: date(row, 'document_date'),
        recordedDate: date(row, 'recorded_datetime'),
        amount: number(row, 'document_amt'),
        party1: names(documentId, '1'),
        party2: names(documentId, '2'),
      }];
    })
    .sort((a, b) => (b.docDate ?? b.recordedDate ?? '').localeCompare(a.docDate ?? a.recordedDate ?? ''));
}

/** An HPD complaint problem (ygpa-z7cr): the problem's status (else the complaint's), OPEN or CLOSE. */
export function hpdComplaint(row: SodaRow): HpdComplaintRecord | null {
  const id = text(row, 'problem_id');
  if (id === null) return null;
  const status = text(row, 'problem_status') ?? text(row, 'complaint_status');
  return {
    id,
    complaintId: text(row, 'complaint_id'),
    receivedDate: date(row, 'received_date'),
    status: status?.toUpperCase() === 'OPEN' ? 'open' : 'closed',
    problemType: text(row, 'type'),
    majorCategory: text(row, 'major_category'),
    minorCategory: text(row, 'minor_category'),
    problemCode: text(row, 'problem_code'),
    statusDescription: text(row, 'status_description'),
    apartment: text(row, 'apartment'),
  };
}

/**
 * DOF assessment rows (8y4t-faws) as one record per roll year, newest first: the year's latest
 * period (final over tentative), current values.
 */
export function assessmentYears(rows: readonly SodaRow[]): AssessmentRecord[] {
  const byYear = new Map<string, { period: number; row: SodaRow }>();
  for (const row of rows) {
    const year = text(row, 'year');
    if (year === null || !/^\d{4}$/.test(year)) continue;
    const period = integer(row, 'period') ?? 0;
    const seen = byYear.get(year);
    if (!seen || period > seen.period) byYear.set(year, { period, row });
  }
  return [...byYear]
    .sort((a, b) => b[0].localeCompare(a[0]))
    .map(([fiscalYear, { row }]) => ({
      fiscalYear,
      marketValueTotal: number(row, 'curmkttot'),
      marketValueLand: number(row, 'curmktland'),
      assessedValueTotal: number(row, 'curacttot'),
      taxableValue: number(row, 'curtxbtot'),
      taxClass: text(row, 'curtaxclass'),
      buildingClass: text(row, 'bldg_class'),
    }));
}
