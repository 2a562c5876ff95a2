import { and, asc, count, desc, eq, gte, inArray, isNotNull, lte, max, ne, sql } from 'drizzle-orm';
import type { NycProvenance } from '../../contract/nycData';
import type { Database } from '../../db/client';
import {
  nycAcrisLegals,
  nycAcrisMaster,
  nycAcrisParties,
  nycAssessments,
  nycComplaints311,
  nycEvictions,
  nycHpdComplaints,
  nycHpdContacts,
  nycHpdRegistrations,
  nycLots,
  nycPermits,
  nycSales,
  nycTaxLiens,
  nycViolations,
} from '../../db/schema';
import { isDemoBbl, sameLotRange } from '../../db/queries/demoLots';
import { boroughOfBbl } from './bbl';
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
} from './tableRecords';
import { demoProvenance, importProvenance, latestImports, type ImportRun } from './provenance';
import {
  found,
  missing,
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
} from './source';

const VIOLATION_DATASETS: Readonly<Record<ViolationAgency, string>> = {
  hpd: 'hpd-violations',
  ecb: 'ecb-violations',
  dob: 'dob-violations',
};
const SALES_DATASETS = ['rolling-sales', 'dof-sales'] as const;
/** HPD contact types that name the owner (not the agent or site manager). */
/** HPD contact types read for a lot: its owners and its managing agent (`Agent`). */
const OWNER_CONTACT_TYPES = ['CorporateOwner', 'IndividualOwner', 'HeadOfficer', 'JointOwner', 'Agent'];

/** Most candidate sales one comparable search reads (newest first). */
const COMPARABLE_CANDIDATES = 5_000;


const saleColumns = {
  bbl: nycSales.bbl,
  address: nycSales.address,
  apartmentNumber: nycSales.apartmentNumber,
  neighborhood: nycSales.neighborhood,
  buildingClassCategory: nycSales.buildingClassCategory,
  buildingClassAtSale: nycSales.buildingClassAtSale,
  taxClassAtSale: nycSales.taxClassAtSale,
  totalUnits: nycSales.totalUnits,
  landSquareFeet: nycSales.landSquareFeet,
  grossSquareFeet: nycSales.grossSquareFeet,
  yearBuilt: nycSales.yearBuilt,
  salePrice: nycSales.salePrice,
  saleDate: nycSales.saleDate,
  latitude: nycLots.latitude,
  longitude: nycLots.longitude,
};
type SaleRow = { [K in keyof typeof saleColumns]: (typeof saleColumns)[K]['_']['data'] | null };

/** A sale row of the query above (its BBL and date are never null: the table's columns are not null). */
function toSale(row: SaleRow): SaleRecord {
  return saleRecord({ ...row, bbl: row.bbl!, saleDate: row.saleDate! });
}

/**
 * The enrichment source over the tables `rei import` fills, joined by BBL. A block whose
 * dataset has no finished import is `Missing`; provenance is that import's run (title, source
 * id, as-of date, import time). Each method is one or two indexed queries on the lot's BBL.
 */
export class LocalEnrichmentSource implements EnrichmentSource {
  private runs: Promise<Map<string, ImportRun>> | undefined;
  private readonly violationRows = new Map<string, Promise<(typeof nycViolations.$inferSelect)[]>>();

  constructor(private readonly db: Database) {}

  /**
   * Provenance of the datasets given that have a finished import, or the keys missing when none
   * has. A demo lot's record is the generated demo data, labelled so, whatever was imported.
   */
  private async imported(bbl: string, ...datasets: string[]): Promise<{ provenance: NycProvenance[]; missing: string[] }> {
    if (isDemoBbl(bbl)) return { provenance: datasets.map(demoProvenance), missing: [] };
    this.runs ??= latestImports(this.db);
    const runs = await this.runs;
    const provenance = datasets.flatMap((key) => (runs.has(key) ? [importProvenance(runs.get(key)!)] : []));
    return { provenance, missing: datasets.filter((key) => !runs.has(key)) };
  }

  async lot(bbl: string): Promise<Lookup<LotRecord | null>> {
    const { provenance } = await this.imported(bbl, 'pluto');
    if (provenance.length === 0) return missing('pluto');
    const [row] = await this.db.select().from(nycLots).where(eq(nycLots.bbl, bbl));
    if (!row) return found(null, provenance);
    return found(lotRecord(row), provenance);
  }

  async violations(bbl: string, agency: ViolationAgency): Promise<Lookup<ViolationRecord[]>> {
    const { provenance } = await this.imported(bbl, VIOLATION_DATASETS[agency]);
    if (provenance.length === 0) return missing(VIOLATION_DATASETS[agency]);
    // One query serves the three agencies of a lot.
    let rows = this.violationRows.get(bbl);
    if (!rows) {
      rows = Promise.resolve(
        this.db
          .select()
          .from(nycViolations)
          .where(eq(nycViolations.bbl, bbl))
          .orderBy(sql`${nycViolations.issuedDate} desc nulls last`, desc(nycViolations.violationId)),
      );
      this.violationRows.set(bbl, rows);
    }
    return found(
      (await rows).filter((row) => row.source === agency).map(violationRecord),
      provenance,
    );
  }

  async permits(bbl: string): Promise<Lookup<PermitRecord[]>> {
    const { provenance } = await this.imported(bbl, 'dob-jobs');
    if (provenance.length === 0) return missing('dob-jobs');
    const rows = await this.db
      .select()
      .from(nycPermits)
      .where(eq(nycPermits.bbl, bbl))
      .orderBy(sql`${nycPermits.filedDate} desc nulls last`, desc(nycPermits.jobId));
    return found(rows.map(permitRecord), provenance);
  }

  async complaints311(bbl: string): Promise<Lookup<ComplaintRecord[]>> {
    const { provenance } = await this.imported(bbl, '311');
    if (provenance.length === 0) return missing('311');
    const rows = await this.db
      .select({ uniqueKey: nycComplaints311.uniqueKey, complaintType: nycComplaints311.complaintType, status: nycComplaints311.status, createdAt: nycComplaints311.createdAt })
      .from(nycComplaints311)
      .where(eq(nycComplaints311.bbl, bbl))
      .orderBy(sql`${nycComplaints311.createdAt} desc nulls last`);
    return found(rows.map(complaint311Record), provenance);
  }

  async evictions(bbl: string): Promise<Lookup<EvictionRecord[]>> {
    const { provenance } = await this.imported(bbl, 'evictions');
    if (provenance.length === 0) return missing('evictions');
    const rows = await this.db
      .select()
      .from(nycEvictions)
      .where(eq(nycEvictions.bbl, bbl))
      .orderBy(sql`${nycEvictions.executedDate} desc nulls last`);
    return found(rows.map(evictionRecord), provenance);
  }

  async taxLiens(bbl: string): Promise<Lookup<TaxLienRecord[]>> {
    const { provenance } = await this.imported(bbl, 'tax-liens');
    if (provenance.length === 0) return missing('tax-liens');
    const rows = await this.db
      .select({ listMonth: nycTaxLiens.listMonth, cycle: nycTaxLiens.cycle, waterDebtOnly: nycTaxLiens.waterDebtOnly })
      .from(nycTaxLiens)
      .where(eq(nycTaxLiens.bbl, bbl))
      .orderBy(desc(nycTaxLiens.listMonth));
    return found(rows.map(taxLienRecord), provenance);
  }

  async registrationOwners(bbl: string): Promise<Lookup<RegistrationOwner[]>> {
    const { provenance, missing: absent } = await this.imported(bbl, 'hpd-registrations', 'hpd-contacts');
    if (absent.length > 0) return missing(...absent);
    const rows = await this.db
      .select({
        registrationId: nycHpdRegistrations.registrationId,
        asOf: nycHpdRegistrations.lastRegistrationDate,
        contactType: nycHpdContacts.contactType,
        corporationName: nycHpdContacts.corporationName,
        firstName: nycHpdContacts.firstName,
        lastName: nycHpdContacts.lastName,
      })
      .from(nycHpdRegistrations)
      .innerJoin(nycHpdContacts, eq(nycHpdContacts.registrationId, nycHpdRegistrations.registrationId))
      .where(and(eq(nycHpdRegistrations.bbl, bbl), inArray(nycHpdContacts.contactType, OWNER_CONTACT_TYPES)))
      .orderBy(sql`${nycHpdRegistrations.lastRegistrationDate} desc nulls last`, desc(nycHpdRegistrations.registrationId));
    // The newest registration names the current owners.
    const newest = rows[0]?.registrationId;
    const owners = rows
      .filter((row) => row.registrationId === newest)
      .flatMap((row) => {
        const name = contactName(row);
        return name ? [{ name, contactType: row.contactType, asOf: row.asOf }] : [];
      });
    return found(owners, provenance);
  }

  async acrisDocuments(bbl: string): Promise<Lookup<AcrisDocument[]>> {
    const { provenance, missing: absent } = await this.imported(bbl, 'acris-legals', 'acris-master', 'acris-parties');
    if (absent.length > 0) return missing(...absent);
    const documents = await this.db
      .selectDistinct({
        documentId: nycAcrisMaster.documentId,
        docType: nycAcrisMaster.docType,
        docDate: nycAcrisMaster.docDate,
        recordedDate: nycAcrisMaster.recordedDate,
        docAmount: nycAcrisMaster.docAmount,
      })
      .from(nycAcrisLegals)
      .innerJoin(nycAcrisMaster, eq(nycAcrisMaster.documentId, nycAcrisLegals.documentId))
      .where(eq(nycAcrisLegals.bbl, bbl));
    const ids = documents.map((doc) => doc.documentId);
    const parties =
      ids.length === 0
        ? []
        : await this.db
            .select({ documentId: nycAcrisParties.documentId, partyType: nycAcrisParties.partyType, name: nycAcrisParties.name })
            .from(nycAcrisParties)
            .where(inArray(nycAcrisParties.documentId, ids));
    return found(acrisDocumentRecords(documents, parties), provenance);
  }

  async hpdComplaints(bbl: string): Promise<Lookup<HpdComplaintRecord[]>> {
    const { provenance } = await this.imported(bbl, 'hpd-complaints');
    if (provenance.length === 0) return missing('hpd-complaints');
    const rows = await this.db
      .select()
      .from(nycHpdComplaints)
      .where(eq(nycHpdComplaints.bbl, bbl))
      .orderBy(sql`${nycHpdComplaints.receivedDate} desc nulls last`, desc(nycHpdComplaints.problemId));
    return found(rows.map(hpdComplaintRecord), provenance);
  }

  async assessments(bbl: string): Promise<Lookup<AssessmentRecord[]>> {
    const { provenance } = await this.imported(bbl, 'dof-assessments');
    if (provenance.length === 0) return missing('dof-assessments');
    // One row per roll year: its latest period (final over tentative).
    const rows = await this.db
      .selectDistinctOn([nycAssessments.fiscalYear])
      .from(nycAssessments)
      .where(eq(nycAssessments.bbl, bbl))
      .orderBy(desc(nycAssessments.fiscalYear), desc(nycAssessments.period));
    return found(rows.map(assessmentRecord), provenance);
  }

  /** The sales datasets that have an import, or `Missing` naming both. */
  private async salesProvenance(bbl: string): Promise<NycProvenance[] | null> {
    const { provenance } = await this.imported(bbl, ...SALES_DATASETS);
    return provenance.length === 0 ? null : provenance;
  }

  async sales(bbl: string): Promise<Lookup<SaleRecord[]>> {
    const provenance = await this.salesProvenance(bbl);
    if (!provenance) return missing(...SALES_DATASETS);
    const rows = await this.db
      .select(saleColumns)
      .from(nycSales)
      .leftJoin(nycLots, eq(nycLots.bbl, nycSales.bbl))
      .where(eq(nycSales.bbl, bbl))
      .orderBy(desc(nycSales.saleDate), desc(nycSales.salePrice));
    return found(rows.map(toSale), provenance);
  }

  async blockNeighborhood(bbl: string): Promise<string | null> {
    if (!(await this.salesProvenance(bbl))) return null;
    const [row] = await this.db
      .select({ neighborhood: nycSales.neighborhood, sales: count() })
      .from(nycSales)
      .where(and(eq(nycSales.borough, boroughOfBbl(bbl)), eq(nycSales.block, Number(bbl.slice(1, 6))), isNotNull(nycSales.neighborhood)))
      .groupBy(nycSales.neighborhood)
      .orderBy(desc(count()), asc(nycSales.neighborhood))
      .limit(1);
    return row?.neighborhood ?? null;
  }

  async newestSaleDate(forBbl: string): Promise<string | null> {
    if (!(await this.salesProvenance(forBbl))) return null;
    const [row] = await this.db.select({ newest: max(nycSales.saleDate) }).from(nycSales).where(sameLotRange(nycSales.bbl, forBbl));
    return row?.newest ?? null;
  }

  async comparableSales(query: ComparableQuery): Promise<Lookup<SaleRecord[]>> {
    const provenance = await this.salesProvenance(query.excludeBbl);
    if (!provenance) return missing(...SALES_DATASETS);
    const classFilter = query.buildingClass !== undefined
      ? eq(nycSales.buildingClassAtSale, query.buildingClass)
      : eq(nycSales.buildingClassCategory, query.buildingClassCategory ?? '');
    const rows = await this.db
      .select(saleColumns)
      .from(nycSales)
      .leftJoin(nycLots, eq(nycLots.bbl, nycSales.bbl))
      .where(
        and(
          eq(nycSales.borough, query.borough),
          eq(nycSales.neighborhood, query.neighborhood),
          classFilter,
          gte(nycSales.saleDate, query.from),
          lte(nycSales.saleDate, query.to),
          ne(nycSales.bbl, query.excludeBbl),
          sameLotRange(nycSales.bbl, query.excludeBbl),
        ),
      )
      .orderBy(desc(nycSales.saleDate))
      .limit(COMPARABLE_CANDIDATES);
    return found(rows.map(toSale), provenance);
  }
}
