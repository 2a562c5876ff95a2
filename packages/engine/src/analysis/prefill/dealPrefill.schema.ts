import type { NycPropertyKind } from '../../rules/nycCosts/nycPropertyKind';
import * as z from 'zod/mini';

/**
 * Where a prefilled calculator value came from:
 * - `dof-assessment`: DOF's assessment roll (billable assessed value and tax class of a fiscal year);
 * - `pluto-assessment`: PLUTO's assessed total, an estimate of what DOF bills;
 * - `public-record`: another public-record fact (PLUTO units, DOF last sale);
 * - `upload`: what the investor entered or uploaded for the property;
 * - `nyc-costs`: NYC and NYS transfer and mortgage taxes computed for the price;
 * - `comparables`: the lot's comparable sales (an ARV, or a market rent through the market-rent rule);
 * - `rule`: a stated rule of this product applied to the property ("rule: $1,200 per unit a year × 2 units");
 * - `missing`: no honest source: the field is left empty and the label asks the investor for it;
 * - `default`: the calculator's own assumption.
 */
export const PREFILL_SOURCE_KINDS = ['dof-assessment', 'pluto-assessment', 'public-record', 'upload', 'nyc-costs', 'comparables', 'rule', 'missing', 'default'] as const;
export type PrefillSourceKind = (typeof PREFILL_SOURCE_KINDS)[number];

export const prefillSourceSchema = /* @__PURE__ */ (() => z.object({
  kind: z.enum(PREFILL_SOURCE_KINDS),
  /** Short words shown beside the field ("DOF assessment FY2026 · class 2"). */
  label: z.string(),
  /** A longer note: what the figure is made of or what it leaves out; null when the label says it all. */
  note: z.nullable(z.string()),
}))();
export type PrefillSource = z.infer<typeof prefillSourceSchema>;

export const prefilledValueSchema = /* @__PURE__ */ (() => z.object({
  /** USD for money, a count for units, percent units for a percent. */
  value: z.number(),
  source: prefillSourceSchema,
}))();
export type PrefilledValue = z.infer<typeof prefilledValueSchema>;

/** The DOF assessment roll's entry for a lot, when that roll is imported. */
export const dofAssessmentSchema = /* @__PURE__ */ (() => z.object({
  fiscalYear: z.number().check(z.int()),
  /** DOF tax class ('2', '1A', …). */
  taxClass: z.string(),
  /** Billable (transitional) assessed value, USD. */
  billableAssessedValue: z.number().check(z.minimum(0)),
}))();
export type DofAssessment = z.infer<typeof dofAssessmentSchema>;

/** What the prefill reads of a stored property (every field may be missing). */
export interface PrefillProperty {
  readonly purchasePrice?: number | null;
  readonly estimatedValue?: number | null;
  readonly lastSalePrice?: number | null;
  readonly lastSaleDate?: string | null;
  readonly units?: number | null;
  readonly monthlyRent?: number | null;
  readonly bbl?: string | null;
  readonly borough?: string | null;
  /** City and ZIP: a lot without a borough or BBL is still in NYC when its ZIP is. */
  readonly city?: string | null;
  readonly zip?: string | null;
  /** The property's own gross square feet (for a condo, the unit's). */
  readonly squareFeet?: number | null;
  readonly buildingClass?: string | null;
  readonly taxClass?: string | null;
  readonly assessTotal?: number | null;
  /** REI's generated demo property: its own figures are demo data, not the investor's. */
  readonly isDemo?: boolean | null;
}

/** What the prefill reads of the lot's public record (the `NycRecord` blocks it uses). */
export interface PrefillRecord {
  readonly lot?: {
    readonly assessTotal?: number | null;
    readonly unitsTotal?: number | null;
    readonly buildingClass?: string | null;
    readonly zipCode?: string | null;
    readonly buildingArea?: number | null;
    readonly provenance?: { readonly asOf?: string | null } | null;
  } | null;
  /** DOF's assessment rolls of the lot, newest first (`fiscalYear` as DOF writes the roll: "2024" = 2024/25). */
  readonly assessments?: {
    readonly years: readonly { readonly fiscalYear: string; readonly taxableValue?: number | null; readonly taxClass?: string | null }[];
  } | null;
  /** The comparable sales the property page shows (same neighbourhood and class, last 5 years). */
  readonly comparables?: {
    readonly comparables: readonly { readonly salePrice: number; readonly squareFeet?: number | null }[];
  } | null;
  readonly lastSale?: {
    readonly date: string;
    readonly price: number;
    readonly taxClass?: string | null;
    readonly buildingClass?: string | null;
  } | null;
}

export interface DealPrefillInput {
  readonly property: PrefillProperty;
  /** The lot's public record, when one was found. */
  readonly record?: PrefillRecord | null;
  /** The DOF assessment roll's entry, when imported; preferred over PLUTO's assessed total. */
  readonly assessment?: DofAssessment | null;
  /** Down payment used to size the loan for the mortgage recording tax, percent (default 25). */
  readonly downPaymentPercent?: number;
  /** Broker's commission on a sale, percent of the price (default 5). */
  readonly commissionPercent?: number;
}

/** Every calculator value the record can support, each with its source; null where the record says nothing. */
export interface DealPrefill {
  readonly purchasePrice: PrefilledValue | null;
  readonly units: PrefilledValue | null;
  readonly monthlyRent: PrefilledValue | null;
  /** Annual property tax, USD. */
  readonly annualPropertyTax: PrefilledValue | null;
  /** The buyer's closing costs at the price, USD (NYC lots only). */
  readonly closingCosts: PrefilledValue | null;
  /** Outside NYC: the flat closing-cost rate at the price, labelled as such (null in NYC, where `closingCosts` applies). */
  readonly flatClosingCosts: PrefilledValue | null;
  /**
   * The seller's transfer taxes plus commission, percent of the price (NYC lots only). Worked out
   * when first read and kept (a bulk screen never reads it); JSON and spreads read it as a value.
   */
  readonly sellingCostsPercent: PrefilledValue | null;
  /** Insurance a year, USD, by the per-unit rule (`insuranceRule`). */
  readonly insurance: PrefilledValue | null;
  /** Maintenance a year, USD, by the rule (`maintenanceRule`). */
  readonly maintenance: PrefilledValue | null;
  /** After-repair value from at least 3 sold comparables (`arvFromComparables`). */
  readonly afterRepairValue: PrefilledValue | null;
  /** True when the property is in New York City (a borough, a BBL, a NYC ZIP or a city public record). */
  readonly inNyc: boolean;
  /**
   * The lot's kind for NYC's taxes (from its building class), so a calculator can size the
   * closing costs again at the price and loan on screen (`nycBuyerClosingCostsPrefill`); null outside NYC.
   */
  readonly nycPropertyKind: NycPropertyKind | null;
}
