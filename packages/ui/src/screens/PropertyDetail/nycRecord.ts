/**
 * A lot's public record as the property page receives it: the same shape as the server's
 * `nycPropertyDataSchema` (GET /api/properties/search, GET /api/properties/bbl/{bbl}), written
 * out here because @rei/ui takes data through props and never depends on the server. The app
 * passes the server's value straight in, so a drift between the two fails its type check.
 * A block the data does not have is null; an empty list means "looked, found none".
 */

type Text = string | null;
type Num = number | null;

/** Where a block of data came from. */
export interface NycProvenance {
  /** Dataset key of `rei import` (`pluto`, `rolling-sales`, …) or `soda:<id>` for the live source. */
  readonly dataset: string;
  /** NYC Open Data id ("usep-8jbt"). */
  readonly sourceId: string;
  /** Human title ("DOF Rolling Sales"). */
  readonly title: string;
  /** The data's as-of date (YYYY-MM-DD). */
  readonly asOf: Text;
  /** When it was imported or fetched (ISO timestamp). */
  readonly retrievedAt: Text;
}

export interface NycViolation {
  readonly source: 'hpd' | 'ecb' | 'dob';
  readonly id: string;
  readonly violationClass: Text;
  readonly status: 'open' | 'closed';
  readonly statusDetail: Text;
  readonly issuedDate: Text;
  readonly description: Text;
  readonly balanceDue: Num;
}

export interface NycPermit {
  readonly source: 'dob-bis' | 'dob-now';
  readonly jobId: string;
  readonly jobType: Text;
  readonly status: Text;
  readonly filedDate: Text;
  readonly description: Text;
  readonly initialCost: Num;
}

export interface NycComparable {
  readonly address: string;
  readonly bbl: string;
  readonly neighborhood: Text;
  readonly saleDate: string;
  readonly salePrice: number;
  readonly squareFeet: Num;
  readonly pricePerSqFt: Num;
  readonly distance: Num;
  readonly buildingClass: Text;
  readonly units: Num;
  readonly lotSize: Num;
  readonly taxClass: Text;
  readonly yearBuilt: Num;
}

export interface NycComparables {
  /** The criteria as applied ("same neighbourhood and building class, last 5 years, …"). */
  readonly criteria: string;
  readonly comparables: readonly NycComparable[];
  readonly analysis: { readonly totalFound: number; readonly afterFiltering: number };
  readonly summary: { readonly avgPricePerSqFt: Num; readonly avgSalePrice: Num };
  readonly provenance: NycProvenance;
}

export interface NycEvictionFiling {
  readonly executedDate: Text;
  readonly marshalName: Text;
  readonly docket: Text;
  readonly apartmentNumber: Text;
  readonly status: Text;
}

export interface NycEvictionDetails {
  readonly count: number;
  readonly filings: readonly NycEvictionFiling[];
  readonly provenance: NycProvenance;
}

export interface NycTaxLienDetails {
  readonly lienAmount: Num;
  readonly filedDate: Text;
  readonly collector: Text;
  readonly taxYear: Text;
  readonly status: string;
  readonly cycle: Text;
  readonly provenance: NycProvenance;
}

export interface NycWaterLien {
  readonly amount: Num;
  readonly type: string;
  readonly period: Text;
  readonly status: string;
}

export interface NycForeclosureDetails {
  readonly creditor: Text;
  readonly debtor: Text;
  readonly lienAmount: Num;
  readonly noticeDate: Text;
  readonly status: string;
  readonly documentType: Text;
  readonly provenance: NycProvenance;
}

export interface NycOwner {
  readonly name: string;
  /** `pluto`, `hpd-registrations` or `acris`. */
  readonly source: string;
  readonly asOf: Text;
}

export interface NycLot {
  readonly address: Text;
  readonly zipCode: Text;
  readonly buildingClass: Text;
  readonly buildingClassDescription: Text;
  readonly landUse: Text;
  readonly lotArea: Num;
  readonly buildingArea: Num;
  readonly residentialArea: Num;
  readonly commercialArea: Num;
  readonly numFloors: Num;
  readonly unitsResidential: Num;
  readonly unitsTotal: Num;
  readonly yearBuilt: Num;
  readonly yearAltered1: Num;
  readonly assessLand: Num;
  readonly assessTotal: Num;
  readonly exemptLand: Num;
  readonly exemptTotal: Num;
  readonly zoneDist1: Text;
  readonly zoneDist2: Text;
  readonly latitude: Num;
  readonly longitude: Num;
  readonly provenance: NycProvenance;
}

export interface NycViolations {
  readonly hpd: { readonly open: number; readonly closed: number; readonly byClass: Readonly<Record<string, number>> };
  readonly ecb: { readonly open: number; readonly closed: number; readonly balanceDue: number };
  readonly dob: { readonly open: number; readonly closed: number };
  /** Newest first, at most 25. */
  readonly recent: readonly NycViolation[];
  readonly provenance: readonly NycProvenance[];
}

export interface NycPermits {
  readonly total: number;
  readonly recent: readonly NycPermit[];
  readonly provenance: readonly NycProvenance[];
}

export interface NycComplaints311 {
  readonly total: number;
  readonly open: number;
  readonly topTypes: readonly { readonly complaintType: string; readonly count: number }[];
  readonly provenance: NycProvenance;
}

export interface NycLastSale {
  readonly date: string;
  readonly price: number;
  readonly buildingClass: Text;
  readonly provenance: NycProvenance;
}

/** Everything the public record holds about one lot. */
export interface NycRecord {
  readonly bbl: string;
  readonly borough: 'MN' | 'BX' | 'BK' | 'QN' | 'SI';
  readonly lot: NycLot | null;
  readonly owners: readonly NycOwner[];
  readonly violations: NycViolations | null;
  readonly permits: NycPermits | null;
  readonly complaints311: NycComplaints311 | null;
  readonly evictionDetails: NycEvictionDetails | null;
  readonly taxLienDetails: NycTaxLienDetails | null;
  readonly waterLiens: readonly NycWaterLien[];
  readonly foreclosureDetails: NycForeclosureDetails | null;
  readonly lastSale: NycLastSale | null;
  /** Newest first, at most 10. */
  readonly salesHistory: readonly { readonly date: string; readonly price: number; readonly apartmentNumber: Text }[];
  readonly comparables: NycComparables | null;
  /** Dataset keys never imported (and no live source configured). */
  readonly missingDatasets: readonly string[];
}

/** Where the property shown came from: the caller's portfolio, the seeded demo data or the public record only. */
export type PropertySource = 'portfolio' | 'demo' | 'nyc';
