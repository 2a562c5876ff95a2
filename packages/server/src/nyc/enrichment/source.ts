/**
 * The enrichment source: where the public record of a lot comes from. Each method answers one
 * block of the property page in a source-neutral shape, with the provenance of the data it used,
 * or says which datasets it does not hold. Two implementations: the imported tables
 * (`LocalEnrichmentSource`) and NYC Open Data's live API (`SodaEnrichmentSource`);
 * `FallbackEnrichmentSource` uses the second for the blocks whose datasets were never imported.
 */
import type { NycProvenance } from '../../contract/nycData';

/** A block the source could answer: its records and where they came from. */
export interface Found<T> {
  readonly available: true;
  readonly records: T;
  readonly provenance: readonly NycProvenance[];
}

/** A block the source cannot answer: the dataset keys it would need (`pluto`, `311`, …). */
export interface Missing {
  readonly available: false;
  readonly missing: readonly string[];
  /** The datasets the live source could not reach just now (NYC Open Data down, offline, timed out, unreadable answer). */
  readonly unreachable?: readonly string[];
}

export type Lookup<T> = Found<T> | Missing;

/** PLUTO lot facts. Money in USD, areas in square feet. */
export interface LotRecord {
  readonly address: string | null;
  readonly zipCode: string | null;
  readonly buildingClass: string | null;
  readonly landUse: string | null;
  readonly ownerName: string | null;
  readonly lotArea: number | null;
  readonly buildingArea: number | null;
  readonly residentialArea: number | null;
  readonly commercialArea: number | null;
  readonly numFloors: number | null;
  readonly unitsResidential: number | null;
  readonly unitsTotal: number | null;
  readonly yearBuilt: number | null;
  readonly yearAltered1: number | null;
  readonly assessLand: number | null;
  readonly assessTotal: number | null;
  readonly exemptLand: number | null;
  readonly exemptTotal: number | null;
  readonly zoneDist1: string | null;
  readonly zoneDist2: string | null;
  readonly latitude: number | null;
  readonly longitude: number | null;
}

export type ViolationAgency = 'hpd' | 'ecb' | 'dob';

export interface ViolationRecord {
  readonly source: ViolationAgency;
  readonly id: string;
  readonly violationClass: string | null;
  readonly status: 'open' | 'closed';
  readonly statusDetail: string | null;
  /** YYYY-MM-DD. */
  readonly issuedDate: string | null;
  readonly description: string | null;
  readonly balanceDue: number | null;
}

export interface PermitRecord {
  readonly source: 'dob-bis' | 'dob-now';
  readonly jobId: string;
  readonly jobType: string | null;
  readonly status: string | null;
  readonly filedDate: string | null;
  readonly description: string | null;
  readonly initialCost: number | null;
}

export interface ComplaintRecord {
  readonly uniqueKey: string;
  readonly complaintType: string | null;
  readonly status: string | null;
  /** ISO timestamp without zone, as NYC publishes it. */
  readonly createdAt: string | null;
}

export interface EvictionRecord {
  readonly executedDate: string | null;
  readonly marshalName: string | null;
  readonly docket: string | null;
  readonly apartmentNumber: string | null;
  readonly status: string | null;
}

export interface TaxLienRecord {
  /** First day of the lien sale list's month (YYYY-MM-DD). */
  readonly listMonth: string;
  readonly cycle: string | null;
  readonly waterDebtOnly: boolean;
}

/** One HPD complaint problem (ygpa-z7cr). */
export interface HpdComplaintRecord {
  readonly id: string;
  readonly complaintId: string | null;
  /** YYYY-MM-DD. */
  readonly receivedDate: string | null;
  readonly status: 'open' | 'closed';
  readonly problemType: string | null;
  readonly majorCategory: string | null;
  readonly minorCategory: string | null;
  readonly problemCode: string | null;
  readonly statusDescription: string | null;
  readonly apartment: string | null;
}

/** One year of DOF's assessment roll (8y4t-faws), current values in USD. */
export interface AssessmentRecord {
  readonly fiscalYear: string;
  readonly marketValueTotal: number | null;
  readonly marketValueLand: number | null;
  readonly assessedValueTotal: number | null;
  readonly taxableValue: number | null;
  readonly taxClass: string | null;
  readonly buildingClass: string | null;
}

/** A person or company an HPD registration names as owner or head officer. */
export interface RegistrationOwner {
  readonly name: string;
  readonly contactType: string | null;
  /** The registration's last registration date. */
  readonly asOf: string | null;
}

/** An ACRIS document recorded against the lot, with its party names by party type. */
export interface AcrisDocument {
  readonly documentId: string;
  readonly docType: string | null;
  readonly docDate: string | null;
  readonly recordedDate: string | null;
  readonly amount: number | null;
  /** Party type 1: grantor, borrower, debtor. */
  readonly party1: readonly string[];
  /** Party type 2: grantee, lender, creditor. */
  readonly party2: readonly string[];
}

/** One recorded sale (DOF rolling sales or usep-8jbt). */
export interface SaleRecord {
  readonly bbl: string;
  readonly address: string | null;
  readonly apartmentNumber: string | null;
  readonly neighborhood: string | null;
  readonly buildingClassCategory: string | null;
  readonly buildingClassAtSale: string | null;
  readonly taxClassAtSale: string | null;
  readonly totalUnits: number | null;
  readonly landSquareFeet: number | null;
  readonly grossSquareFeet: number | null;
  readonly yearBuilt: number | null;
  /** USD; 0 for a transfer without consideration. */
  readonly salePrice: number | null;
  readonly saleDate: string;
  /** Lot centroid from PLUTO when the source knows it. */
  readonly latitude: number | null;
  readonly longitude: number | null;
}

/** The sales a comparable search looks at: same borough and neighbourhood, one class, a date window. */
export interface ComparableQuery {
  readonly borough: string;
  readonly neighborhood: string;
  /** Match `building_class_at_sale` exactly … */
  readonly buildingClass?: string;
  /** … or the building class category ("07 RENTALS - WALKUP APARTMENTS"). */
  readonly buildingClassCategory?: string;
  /** Inclusive window, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** The subject lot, left out. */
  readonly excludeBbl: string;
}

/** Where the public record of a lot comes from. Every method may answer `Missing`. */
export interface EnrichmentSource {
  lot(bbl: string): Promise<Lookup<LotRecord | null>>;
  violations(bbl: string, agency: ViolationAgency): Promise<Lookup<ViolationRecord[]>>;
  permits(bbl: string): Promise<Lookup<PermitRecord[]>>;
  complaints311(bbl: string): Promise<Lookup<ComplaintRecord[]>>;
  evictions(bbl: string): Promise<Lookup<EvictionRecord[]>>;
  taxLiens(bbl: string): Promise<Lookup<TaxLienRecord[]>>;
  registrationOwners(bbl: string): Promise<Lookup<RegistrationOwner[]>>;
  acrisDocuments(bbl: string): Promise<Lookup<AcrisDocument[]>>;
  /** HPD complaint problems, newest first (optional: a source without it answers `Missing`). */
  hpdComplaints?(bbl: string): Promise<Lookup<HpdComplaintRecord[]>>;
  /** DOF assessment rolls, newest year first, one per year (optional, as `hpdComplaints`). */
  assessments?(bbl: string): Promise<Lookup<AssessmentRecord[]>>;
  /** The lot's own sales, newest first. */
  sales(bbl: string): Promise<Lookup<SaleRecord[]>>;
  /** The neighbourhood DOF names for sales on the lot's tax block (most frequent), or null when none sold. */
  blockNeighborhood(bbl: string): Promise<string | null>;
  /** The newest sale date the source holds among lots like `forBbl` (demo or real; the comparables window ends there), or null. */
  newestSaleDate(forBbl: string): Promise<string | null>;
  /** Candidate comparable sales, newest first. */
  comparableSales(query: ComparableQuery): Promise<Lookup<SaleRecord[]>>;
}

/**
 * `primary` (the imported tables) for every block it holds; `fallback` (the live source) for the
 * blocks whose datasets `primary` never imported. When the fallback fails (NYC Open Data down,
 * timed out after its retries) the block stays `Missing`: the page shows it as missing rather
 * than failing as a whole.
 */
export class FallbackEnrichmentSource implements EnrichmentSource {
  constructor(
    private readonly primary: EnrichmentSource,
    private readonly fallback: EnrichmentSource,
  ) {}

  private async either<T>(ask: (source: EnrichmentSource) => Promise<Lookup<T>>): Promise<Lookup<T>> {
    const first = await ask(this.primary);
    if (first.available) return first;
    try {
      const second = await ask(this.fallback);
      if (second.available) return second;
      return second.unreachable ? { available: false, missing: first.missing, unreachable: second.unreachable } : first;
    } catch {
      return { available: false, missing: first.missing, unreachable: first.missing };
    }
  }

  lot(bbl: string) {
    return this.either((s) => s.lot(bbl));
  }
  violations(bbl: string, agency: ViolationAgency) {
    return this.either((s) => s.violations(bbl, agency));
  }
  permits(bbl: string) {
    return this.either((s) => s.permits(bbl));
  }
  complaints311(bbl: string) {
    return this.either((s) => s.complaints311(bbl));
  }
  evictions(bbl: string) {
    return this.either((s) => s.evictions(bbl));
  }
  taxLiens(bbl: string) {
    return this.either((s) => s.taxLiens(bbl));
  }
  registrationOwners(bbl: string) {
    return this.either((s) => s.registrationOwners(bbl));
  }
  acrisDocuments(bbl: string) {
    return this.either((s) => s.acrisDocuments(bbl));
  }
  hpdComplaints(bbl: string) {
    return this.either((s) => (s.hpdComplaints ? s.hpdComplaints(bbl) : Promise.resolve(missing('hpd-complaints'))));
  }
  assessments(bbl: string) {
    return this.either((s) => (s.assessments ? s.assessments(bbl) : Promise.resolve(missing('dof-assessments'))));
  }
  sales(bbl: string) {
    return this.either((s) => s.sales(bbl));
  }
  comparableSales(query: ComparableQuery) {
    return this.either((s) => s.comparableSales(query));
  }

  async blockNeighborhood(bbl: string): Promise<string | null> {
    const local = await this.primary.blockNeighborhood(bbl);
    if (local !== null) return local;
    return this.fallback.blockNeighborhood(bbl).catch(() => null);
  }

  async newestSaleDate(forBbl: string): Promise<string | null> {
    const local = await this.primary.newestSaleDate(forBbl);
    if (local !== null) return local;
    return this.fallback.newestSaleDate(forBbl).catch(() => null);
  }
}

/** A `Missing` answer for the dataset keys given. */
export function missing(...datasets: string[]): Missing {
  return { available: false, missing: datasets };
}

/** A `Missing` answer for datasets the source has but could not reach just now. */
export function unreachable(...datasets: string[]): Missing {
  return { available: false, missing: datasets, unreachable: datasets };
}

/** A `Found` answer. */
export function found<T>(records: T, provenance: readonly NycProvenance[]): Found<T> {
  return { available: true, records, provenance };
}
