/**
 * What a report holds, as plain data: every format (CSV, XLSX, PDF, branded PDF, the shared
 * web view) is rendered from one of these, so the numbers are the same everywhere. Assembled by
 * `reports/assemble.ts` from the stored strategy (inputs + engine results), the property, its
 * public record, the AI summary and the organization; stored with the report so that rendering
 * it again later gives the same numbers.
 *
 * Money is USD as a plain number (the engine's results, already rounded to cents); percents are
 * in percent units (6.5 = 6.5 %); dates are ISO strings. Nothing here is HTML: renderers escape.
 */
import type { LegalCheck, StrategyType } from '@rei/engine';

/** The as-of date of one dataset a report used (a public-record dataset or the engine's rules). */
export interface ReportDatasetAsOf {
  /** Dataset key (`pluto`, `rolling-sales`, `soda:64uk-42ks`). */
  readonly dataset: string;
  /** Human title ("PLUTO"). */
  readonly title: string;
  /** YYYY-MM-DD, or null when the source did not say. */
  readonly asOf: string | null;
}

/**
 * What makes a report reproducible: the engine that computed it, a SHA-256 (hex) of its
 * canonical inputs (keys sorted, see `reports/stamp.ts`), the as-of date of each dataset used,
 * when and by whom it was made. Printed in every file's footer and answered by the API.
 */
export interface ReportStamp {
  readonly engineVersion: string;
  /** 64 lower-case hex digits. */
  readonly inputsSha256: string;
  readonly datasets: readonly ReportDatasetAsOf[];
  /** ISO timestamp. */
  readonly createdAt: string;
  readonly createdBy: { readonly userId: number; readonly name: string | null; readonly email: string };
}

/** How a figure reads. */
export type ReportUnit = 'usd' | 'percent' | 'ratio' | 'years' | 'months' | 'count' | 'text' | 'flag';

/**
 * One named figure: a strategy input or result, a closing-cost line, an assumption.
 * `key` is the engine's field path (`annualNOI`, `compliance.totalProjectCost`); `value` is a
 * number (for usd/percent/ratio/years/months/count), text, a yes/no, or null when not defined
 * (then `note` says why, from the engine's `notDefined`).
 */
export interface ReportFigure {
  readonly key: string;
  readonly label: string;
  readonly value: number | string | boolean | null;
  readonly unit: ReportUnit;
  readonly note?: string;
}

/** One public-record fact and the line that says where it came from. */
export interface ReportFact {
  readonly label: string;
  /** Already in words ("1925", "R6", "4 open"). */
  readonly value: string;
  /** "PLUTO (64uk-42ks), as of 2024-10-01, retrieved 2024-11-02" — or null for a fact the person entered. */
  readonly provenance: string | null;
}

export interface ReportProperty {
  readonly id: number;
  readonly address: string;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly bbl: string | null;
  readonly borough: string | null;
  readonly propertyType: string | null;
  readonly units: number | null;
  readonly yearBuilt: number | null;
  readonly buildingArea: number | null;
  /** Public web address of the property photo, when one is set (http/https only). */
  readonly photoUrl: string | null;
  readonly isDemo: boolean;
}

export interface ReportPublicRecord {
  readonly facts: readonly ReportFact[];
  /** One line per dataset used, in words. */
  readonly provenance: readonly string[];
  /** Datasets the record could not reach or never imported (keys). */
  readonly missingDatasets: readonly string[];
}

export interface ReportStrategy {
  readonly id: number;
  readonly type: StrategyType;
  /** "Buy & Hold". */
  readonly name: string;
  /** Every input the engine ran on (defaults filled in), labelled. */
  readonly inputs: readonly ReportFigure[];
  /** Every numeric/text/flag result of the engine, labelled, flattened (`compliance.isCompliant`). */
  readonly results: readonly ReportFigure[];
  /** The exact inputs and results as stored (what the stamp's hash is over, with the strategy type). */
  readonly rawInputs: Readonly<Record<string, unknown>>;
  readonly rawResults: Readonly<Record<string, unknown>>;
  readonly engineVersion: string;
}

export interface ReportClosingCostLine {
  /** The engine's line key (`mortgage_recording_tax`, `mansion_tax`…); absent in older reports. */
  readonly key?: string;
  readonly name: string;
  /** Percent units, null for a flat estimate. */
  readonly rate: number | null;
  readonly amount: number;
  readonly estimate: boolean;
  readonly basis: string;
}

export interface ReportClosingCosts {
  readonly side: 'buyer' | 'seller';
  readonly propertyKind: string;
  readonly lines: readonly ReportClosingCostLine[];
  readonly total: number;
  readonly percentOfPrice: number | null;
}

/**
 * One year of the pro forma (USD). Each row adds up to the cent: gross rent − vacancy loss −
 * operating expenses (management fee included, once) = NOI; NOI − debt service = cash flow.
 */
export interface ReportProFormaRow {
  readonly year: number;
  /** Scheduled rent for the year. */
  readonly grossRent: number;
  readonly vacancyLoss: number;
  /** Gross rent − vacancy loss. */
  readonly effectiveGrossIncome: number;
  /** Tax, insurance and maintenance grown for the year, plus the management fee. */
  readonly operatingExpenses: number;
  readonly noi: number;
  readonly debtService: number;
  readonly cashFlow: number;
  readonly cumulativeCashFlow: number;
  readonly propertyValue: number;
  readonly loanBalance: number;
  readonly equity: number;
}

/** The returns of the hold and sale behind a pro forma (the engine's `rentalHoldProForma` totals). */
export interface ReportProFormaReturns {
  /** Down payment + closing costs (+ rehab): the equity put in at year 0. */
  readonly initialEquity: number;
  readonly salePrice: number;
  readonly sellingCosts: number;
  readonly loanPayoff: number;
  readonly netSaleProceeds: number;
  readonly totalProfit: number;
  /** Percent a year; null when the flows have no IRR (the reason in `notDefined.irrPercent`). */
  readonly irrPercent: number | null;
  readonly npv: number;
  readonly discountRatePercent: number;
  readonly equityMultiple: number | null;
  /** Year 0 (−initial equity) … year N (cash flow + net sale proceeds). */
  readonly equityCashFlows: readonly number[];
  readonly notDefined: Readonly<Record<string, string>>;
}

export interface ReportProForma {
  readonly rows: readonly ReportProFormaRow[];
  /** The growth rates etc. the projection assumed, labelled. */
  readonly assumptions: readonly ReportFigure[];
  /** IRR, NPV, equity multiple and the sale; absent in reports stored before they were added. */
  readonly returns?: ReportProFormaReturns;
}

export interface ReportAmortization {
  readonly loanAmount: number;
  readonly annualRatePercent: number;
  readonly termMonths: number;
  readonly monthlyPayment: number;
  /** Instalments paid: the term, or the month the balloon falls due. */
  readonly paymentsMade?: number;
  /** A land contract's or wrap's balloon: the month it falls due and the balance paid then (the engine's). */
  readonly balloon?: { readonly month: number; readonly payment: number } | null;
  readonly totalInterest: number;
  readonly totalPaid: number;
  /** Balance left at the end of years 1, 5, 10, … and the last year (0 after a balloon). */
  readonly balanceByYear: readonly { readonly year: number; readonly balance: number; readonly interestPaid: number; readonly principalPaid: number }[];
}

export interface ReportComparable {
  readonly address: string;
  readonly saleDate: string;
  readonly salePrice: number;
  readonly squareFeet: number | null;
  readonly pricePerSqFt: number | null;
  /** Miles, null when unknown. */
  readonly distance: number | null;
  readonly buildingClass: string | null;
  readonly units: number | null;
}

export interface ReportComparables {
  readonly criteria: string;
  readonly rows: readonly ReportComparable[];
  readonly avgSalePrice: number | null;
  readonly avgPricePerSqFt: number | null;
  readonly provenance: string;
}

/** A legal matter on record (eviction, tax lien, foreclosure, probate) and where it comes from. */
export interface ReportLegalFlag {
  readonly kind: string;
  readonly label: string;
  readonly status: string;
  /** Provenance line, or null when the source is the person's own entry. */
  readonly source: string | null;
}

export interface ReportAiSummary {
  readonly text: string;
  readonly provider: string | null;
  /** The model that wrote it (`rei-local-v1`: the built-in template writer, not a model); absent in older reports. */
  readonly model?: string | null;
  readonly createdAt: string;
}

/**
 * What a report says as the source of a fact or flag with no public-record source attached: it
 * is the property's own record in REI (typed, uploaded or seeded), not necessarily the user's entry.
 */
export const PROPERTY_RECORD_SOURCE = 'Property record in REI (no public source attached)';

/** What a report says where the address would be when the deal has no property attached. */
export const STANDALONE_ANALYSIS = 'Standalone analysis — no property attached';

/** One fact of a premium dataset block, with the source and as-of date it came from. */
export interface PremiumField {
  readonly label: string;
  readonly value: string;
  readonly source: string;
  readonly asOf: string | null;
}

/** Three states of a public-record statement: found, checked and none found, not checked. */
export type PremiumState = 'found' | 'none_found' | 'not_checked';

/** One dataset block of the premium report (lot, violations, permits, 311, sales, assessments…). */
export interface PremiumBlock {
  readonly key: string;
  readonly title: string;
  readonly state: PremiumState;
  /** Found: its facts. None found: empty. Not checked: empty, `note` says which source and why. */
  readonly fields: readonly PremiumField[];
  readonly note: string;
}

/** One dated event of the legal and distress timeline. */
export interface PremiumTimelineEvent {
  readonly date: string | null;
  readonly kind: 'violation' | 'tax_lien' | 'water_lien' | 'eviction' | 'foreclosure' | 'acris';
  readonly what: string;
  readonly source: string;
}

/** A matter of the timeline in three states, with the datasets (and dates) behind the statement. */
export interface PremiumTimelineStatement {
  readonly key: string;
  readonly label: string;
  readonly state: PremiumState;
  readonly sentence: string;
}

export interface PremiumOwnership {
  readonly state: PremiumState;
  readonly owners: readonly { readonly name: string; readonly role: string; readonly source: string; readonly asOf: string | null }[];
  readonly otherBuildings: readonly { readonly bbl: string; readonly address: string | null; readonly borough: string; readonly matched: string; readonly source: string; readonly asOf: string | null }[];
  /** Whether the owner's other buildings were searched at all (a lot with a BBL and a named owner). */
  readonly searched?: boolean;
  /** Each owner source and whether it was searched (imported / live) or not (unavailable, why). */
  readonly sources: readonly string[];
}

/** The strategy's headline figure over a grid of two inputs (the deal's own values in the middle). */
export interface PremiumSensitivity {
  readonly metric: string;
  readonly unit: 'usd' | 'percent';
  readonly rowInput: string;
  readonly columnInput: string;
  readonly rows: readonly number[];
  readonly columns: readonly number[];
  readonly rowUnit: 'usd' | 'percent';
  readonly columnUnit: 'usd' | 'percent';
  /** cells[row][column]: the engine's figure, null when the engine leaves it undefined. */
  readonly cells: readonly (readonly (number | null)[])[];
}

/** What differs from the previous premium report of this lot (same organization). */
export interface PremiumChanges {
  readonly previousReportId: number;
  readonly previousCreatedAt: string;
  readonly changes: readonly { readonly what: string; readonly before: string; readonly after: string }[];
}

/** The extra sections of the Hunter plan's premium due-diligence report (`pdf-premium`). */
export interface PremiumReportSection {
  readonly blocks: readonly PremiumBlock[];
  readonly ownership: PremiumOwnership;
  readonly timeline: readonly PremiumTimelineEvent[];
  readonly timelineStatements: readonly PremiumTimelineStatement[];
  readonly preset: { readonly name: string; readonly scope: string; readonly version: number } | null;
  readonly sensitivity: PremiumSensitivity | null;
  /** Null when this is the lot's first premium report. */
  readonly changes: PremiumChanges | null;
}

/** A one-property (or standalone) deal report. */
export interface DealReportData {
  readonly kind: 'deal';
  /** "Buy & Hold — 123 Main St, Brooklyn". */
  readonly title: string;
  readonly organization: { readonly id: number; readonly name: string };
  /** The property analysed; null for a standalone deal (no property attached). */
  readonly property: ReportProperty | null;
  readonly publicRecord: ReportPublicRecord | null;
  readonly strategy: ReportStrategy;
  readonly closingCosts: ReportClosingCosts | null;
  readonly proForma: ReportProForma | null;
  readonly amortization: ReportAmortization | null;
  readonly comparables: ReportComparables | null;
  readonly legalFlags: readonly ReportLegalFlag[];
  /**
   * Evictions, tax liens and foreclosure in three states (found / checked, none found / not
   * checked) with the datasets and dates; null for a standalone deal; absent in older reports.
   */
  readonly legalCheck?: LegalCheck | null;
  readonly aiSummary: ReportAiSummary | null;
  /** What the numbers assumed (the engine defaults used, the property's metrics assumptions). */
  readonly assumptions: readonly ReportFigure[];
  readonly stamp: ReportStamp;
  /** The premium due-diligence sections (format `pdf-premium` only). */
  readonly premium?: PremiumReportSection;
}

/** One property of a team (portfolio) export. */
export interface TeamReportRow {
  readonly propertyId: number;
  readonly address: string;
  readonly strategyId: number | null;
  readonly strategyType: StrategyType | null;
  readonly purchasePrice: number | null;
  readonly monthlyRent: number | null;
  readonly annualNOI: number | null;
  readonly monthlyNetCashFlow: number | null;
  readonly capRate: number | null;
  readonly cashOnCash: number | null;
  readonly rehabCost: number | null;
  readonly arv: number | null;
  readonly profit: number | null;
}

/** An organization's portfolio export. */
export interface TeamReportData {
  readonly kind: 'team';
  readonly title: string;
  readonly organization: { readonly id: number; readonly name: string };
  readonly rows: readonly TeamReportRow[];
  /** Each row's strategy in full, for the XLSX strategy sheets (may be empty). */
  readonly strategies: readonly ReportStrategy[];
  readonly stamp: ReportStamp;
}

export type ReportData = DealReportData | TeamReportData;
