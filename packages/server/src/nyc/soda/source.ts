/**
 * The live enrichment source: NYC Open Data's SODA API, mapped into the same records as the
 * imported tables. It answers every block of the property page: the lot (PLUTO 64uk-42ks),
 * violations (HPD wvxf-dwi5, ECB 6bgk-3dad, DOB 3h2n-5cm9), DOB jobs (BIS ic3t-wcy2 and DOB NOW
 * w9ak-ipjd), 311 (erm2-nwe9), evictions (6z8x-wfk4), tax lien sale lists (9rz4-mjek), HPD
 * registrations and contacts (tesw-yqqr, feu5-w2e2: owners and managing agent), ACRIS legals,
 * master and parties (8h5j-fqxa, bnx9-e6tj, 636b-3b5g), sales (usep-8jbt), HPD complaints
 * (ygpa-z7cr) and DOF assessments (8y4t-faws, by `parid`, the BBL). Provenance: dataset
 * `soda:<id>`, the dataset's own title, retrieved at the answer's fetch time. Each row is read by
 * its dataset's import mapping (`DATASETS[key].map`, the one `rei import` and the refresh use) and
 * then made a record as an imported table row is (`../enrichment/tableRecords`), so a dataset's
 * fields are read in one place; a row the import would refuse is left out. A block whose
 * dataset cannot be reached (or answers something unreadable) is `Missing` with `unreachable`,
 * so the page can say so; nothing is invented.
 */
import { BOROUGH_NAMES, boroughCode, nycDataset, type BoroughCode, type NycDatasetKey } from '@rei/engine';
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
import {
  acrisDocumentRecords,
  assessmentRecord,
  complaint311Record,
  contactName,
  evictionRecord,
  hpdComplaintRecord,
  lotRecord,
  permitRecord,
  saleRecord,
  taxLienRecord,
  violationRecord,
} from '../enrichment/tableRecords';
import type { DatasetDefinition } from '../import/dataset';
import { acrisMaster } from '../import/datasets/acrisMaster';
import { acrisParties } from '../import/datasets/acrisParties';
import { complaints311 } from '../import/datasets/complaints311';
import { dobJobs } from '../import/datasets/dobJobs';
import { dobViolations } from '../import/datasets/dobViolations';
import { dofAssessments, type AssessmentRow } from '../import/datasets/dofAssessments';
import { dofSales } from '../import/datasets/dofSales';
import { ecbViolations } from '../import/datasets/ecbViolations';
import { evictions } from '../import/datasets/evictions';
import { hpdComplaints } from '../import/datasets/hpdComplaints';
import { hpdContacts } from '../import/datasets/hpdContacts';
import { hpdRegistrations } from '../import/datasets/hpdRegistrations';
import { hpdViolations } from '../import/datasets/hpdViolations';
import { pluto } from '../import/datasets/pluto';
import { taxLiens } from '../import/datasets/taxLiens';
import { sodaRowRecord } from '../import/sodaRow';
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
/** A borough as DOF's sales and DOB BIS spell it in SODA: the engine's name in capitals ("STATEN ISLAND"). */
const sodaBoroughName = (code: BoroughCode): string => BOROUGH_NAMES[code].toUpperCase();
/** A borough given as a code or a name, as SODA spells it; text that names no borough is sent as it is. */
const sodaBoroughOf = (borough: string): string => {
  const code = boroughCode(borough);
  return code === null ? borough : sodaBoroughName(code);
};

/** A text field, trimmed; empty → null. */
function text(row: SodaRow, field: string): string | null {
  const value = row[field];
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** A date field (a floating timestamp, "2022-05-01T00:00:00.000") as YYYY-MM-DD. */
function date(row: SodaRow, field: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(row, field) ?? '');
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/** HPD contact types that name an owner, and the managing agent's. */
const OWNER_CONTACT_TYPES = new Set(['CorporateOwner', 'IndividualOwner', 'HeadOfficer', 'JointOwner']);
const AGENT_CONTACT_TYPE = 'Agent';
/** Most ACRIS documents a lot's lookup follows (the newest by document id, which starts with the year). */
const ACRIS_DOCUMENTS = 200;
/** Most HPD registrations whose contacts are read. */
const HPD_REGISTRATIONS = 20;

const soqlList = (values: readonly string[]) => values.map(soqlString).join(', ');

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

  /**
   * Each row's record (`read`, one of the readers below, which go through the dataset's import
   * mapping); a row the import would refuse is left out, as an import leaves it out, and logged.
   */
  private records<T>(dataset: NycDatasetKey, rows: readonly SodaRow[], read: (row: SodaRow) => T | null): T[] {
    const records: T[] = [];
    for (const row of rows) {
      const record = read(row);
      if (record !== null) records.push(record);
    }
    if (records.length < rows.length) {
      this.log('NYC Open Data answered rows the import would refuse; they are left out', { dataset, refused: rows.length - records.length });
    }
    return records;
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
        return found(this.records('hpd-violations', rows, hpdViolation), provenance);
      });
    }
    if (agency === 'ecb') {
      return this.guard(['ecb-violations'], async () => {
        const { rows, provenance } = await this.fetch(SODA_DATASETS.ecbViolations, {
          where: `boro=${soqlString(boroughDigit)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(4, '0'))}`,
          order: 'issue_date DESC',
          limit: ROW_LIMIT,
        });
        return found(this.records('ecb-violations', rows, ecbViolation), provenance);
      });
    }
    return this.guard(['dob-violations'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.dobViolations, {
        where: `boro=${soqlString(boroughDigit)} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(5, '0'))}`,
        order: 'issue_date DESC',
        limit: ROW_LIMIT,
      });
      return found(this.records('dob-violations', rows, dobViolation), provenance);
    });
  }

  permits(bbl: string): Promise<Lookup<PermitRecord[]>> {
    return this.guard(['dob-jobs'], async () => {
      const { block, lot } = parts(bbl);
      // Both systems of the one dataset key: a lot's permits are the BIS filings and the DOB NOW ones.
      const [bis, now] = await Promise.all([
        this.fetch(SODA_DATASETS.dobJobsBis, {
          where: `borough=${soqlString(sodaBoroughName(boroughOfBbl(bbl)))} AND block=${soqlString(String(block).padStart(5, '0'))} AND lot=${soqlString(String(lot).padStart(5, '0'))}`,
          order: 'latest_action_date DESC',
          limit: ROW_LIMIT,
        }),
        this.fetch(SODA_DATASETS.dobJobsNow, { where: `bbl=${soqlString(bbl)}`, order: 'filing_date DESC', limit: ROW_LIMIT }),
      ]);
      const records = this.records('dob-jobs', [...bis.rows, ...now.rows], dobPermit)
        .sort((a, b) => (b.filedDate ?? '').localeCompare(a.filedDate ?? ''));
      return found(records, [...bis.provenance, ...now.provenance]);
    });
  }

  complaints311(bbl: string): Promise<Lookup<ComplaintRecord[]>> {
    return this.guard(['311'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.complaints311, {
        where: `bbl=${soqlString(bbl)}`, order: 'created_date DESC', limit: ROW_LIMIT,
      });
      return found(this.records('311', rows, complaint311), provenance);
    });
  }

  evictions(bbl: string): Promise<Lookup<EvictionRecord[]>> {
    return this.guard(['evictions'], async () => {
      const { rows, provenance } = await this.fetch(SODA_DATASETS.evictions, {
        where: `bbl=${soqlString(bbl)}`, order: 'executed_date DESC', limit: ROW_LIMIT,
      });
      return found(this.records('evictions', rows, eviction), provenance);
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
      const liens = this.records('tax-liens', rows, taxLien);
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
      const sorted = this.records('hpd-registrations', registrations.rows, registration)
        .map((row) => ({ id: String(row.registrationId), asOf: row.lastRegistrationDate ?? null }))
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
      return found(this.records('hpd-complaints', rows, hpdComplaint), provenance);
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

  sales(bbl: string): Promise<Lookup<SaleRecord[]>> {
    return this.guard(['dof-sales'], () => this.salesOf(bbl));
  }

  private async salesOf(bbl: string): Promise<Lookup<SaleRecord[]>> {
    const { block, lot } = parts(bbl);
    const { rows, provenance } = await this.fetch(SODA_DATASETS.sales, {
      where: `borough=${soqlString(sodaBoroughName(boroughOfBbl(bbl)))} AND block=${soqlString(String(block))} AND lot=${soqlString(String(lot))}`,
      order: 'sale_date DESC',
      limit: ROW_LIMIT,
    });
    return found(this.records('dof-sales', rows, sale), provenance);
  }

  async blockNeighborhood(bbl: string): Promise<string | null> {
    const { block } = parts(bbl);
    const { rows } = await this.fetch(SODA_DATASETS.sales, {
      select: 'neighborhood, count(*) AS sales',
      where: `borough=${soqlString(sodaBoroughName(boroughOfBbl(bbl)))} AND block=${soqlString(String(block))}`,
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
        `borough=${soqlString(sodaBoroughOf(query.borough))}`,
        `neighborhood=${soqlString(query.neighborhood)}`,
        classFilter,
        `sale_date between ${soqlString(`${query.from}T00:00:00`)} and ${soqlString(`${query.to}T23:59:59`)}`,
      ].join(' AND '),
      order: 'sale_date DESC',
      limit: 1_000,
    });
    const sales = this.records('dof-sales', rows, sale).filter((found) => found.bbl !== query.excludeBbl);
    return found(sales, provenance);
  }
}

/**
 * A SODA row through its dataset's import mapping (`DATASETS[key].map`, reading the row as the
 * import reads a CSV row) and then the record the imported table row makes: the live lookup and
 * the import read a dataset's fields in one place. Null when the import would refuse the row.
 */
function throughImport<Row extends Record<string, unknown>, Record_>(
  definition: DatasetDefinition<Row>,
  toRecord: (row: Row) => Record_,
): (row: SodaRow) => Record_ | null {
  return (row) => {
    const mapped = definition.map(sodaRowRecord(row, 0));
    return mapped.ok ? toRecord(mapped.row) : null;
  };
}

/** PLUTO's row as lot facts (PLUTO has no exempt land value: null); null when the import would refuse it. */
export const plutoLot = throughImport(pluto, lotRecord);

/** An HPD violation (wvxf-dwi5), read as `rei import hpd-violations` reads it. */
export const hpdViolation = throughImport(hpdViolations, violationRecord);

/** An ECB violation (6bgk-3dad), read as `rei import ecb-violations` reads it. */
export const ecbViolation = throughImport(ecbViolations, violationRecord);

/** A DOB violation (3h2n-5cm9), read as `rei import dob-violations` reads it. */
export const dobViolation = throughImport(dobViolations, violationRecord);

/** A DOB job filing from BIS (ic3t-wcy2) or DOB NOW (w9ak-ipjd), read as `rei import dob-jobs` reads it. */
export const dobPermit = throughImport(dobJobs, permitRecord);

/** A 311 service request (erm2-nwe9). */
export const complaint311 = throughImport(complaints311, complaint311Record);

/** An executed eviction (6z8x-wfk4). */
export const eviction = throughImport(evictions, evictionRecord);

/** A lien sale list entry (9rz4-mjek). */
export const taxLien = throughImport(taxLiens, taxLienRecord);

/** An HPD complaint problem (ygpa-z7cr). */
export const hpdComplaint = throughImport(hpdComplaints, hpdComplaintRecord);

/** A DOF sale (usep-8jbt); SODA knows no lot centroid. */
export const sale = throughImport(dofSales, saleRecord);

const registration = throughImport(hpdRegistrations, (row) => row);
const contact = throughImport(hpdContacts, (row) => row);
const assessmentRow = throughImport(dofAssessments, (row) => row);

/** The owners and the managing agent one HPD registration's contacts (feu5-w2e2) name. */
export function registrationContacts(rows: readonly SodaRow[], asOf: string | null): RegistrationOwner[] {
  return rows.flatMap((row) => {
    const read = contact(row);
    const contactType = read?.contactType ?? null;
    if (read === null || contactType === null || !(OWNER_CONTACT_TYPES.has(contactType) || contactType === AGENT_CONTACT_TYPE)) return [];
    const name = contactName({
      contactType,
      corporationName: read.corporationName ?? null,
      firstName: read.firstName ?? null,
      lastName: read.lastName ?? null,
    });
    return name ? [{ name, contactType, asOf }] : [];
  });
}

const acrisDocument = throughImport(acrisMaster, (row) => row);
const acrisParty = throughImport(acrisParties, (row) => row);

/** ACRIS documents (bnx9-e6tj) with their parties' names (636b-3b5g), newest first, each row read as its import reads it. */
export function acrisRecords(master: readonly SodaRow[], parties: readonly SodaRow[]): AcrisDocument[] {
  return acrisDocumentRecords(
    master.flatMap((row) => acrisDocument(row) ?? []),
    parties.flatMap((row) => acrisParty(row) ?? []),
  );
}

/**
 * DOF assessment rows (8y4t-faws) as one record per roll year, newest first: the year's latest
 * period (final over tentative), current values, each row read as `rei import dof-assessments` reads it.
 */
export function assessmentYears(rows: readonly SodaRow[]): AssessmentRecord[] {
  const byYear = new Map<string, { period: number; row: AssessmentRow }>();
  for (const sodaRow of rows) {
    const row = assessmentRow(sodaRow);
    if (row === null) continue;
    const period = Number(row.period) || 0;
    const seen = byYear.get(row.fiscalYear);
    if (!seen || period > seen.period) byYear.set(row.fiscalYear, { period, row });
  }
  return [...byYear]
    .sort((a, b) => b[0].localeCompare(a[0]))
    .map(([, { row }]) => assessmentRecord(row));
}
