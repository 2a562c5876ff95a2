import { LRUCache } from 'lru-cache';
import { PERCENT_MAX, storableOrNull } from '../contract/bounds';
import {
  BUY_HOLD_COMPLIANCE,
  buyHoldDefaults,
  calculateBuyHold,
  dealPrefill,
  EngineInputError,
  insuranceRule,
  type MetricsAssumption,
  type PrefillSource,
} from './engine';

/** The metric fields of a Property that the server computes. Money in USD, rates in percent units. */
export interface PropertyMetrics {
  capRate: number | null;
  cashOnCash: number | null;
  monthlyNetCashFlow: number | null;
  annualNOI: number | null;
  annualNetCashFlow: number | null;
  totalCashInvested: number | null;
  monthlyExpenses: number | null;
  metricsCalculated: boolean;
  metricsError: string | null;
  /** The inputs the metrics rest on and where each came from; empty when none were computed. */
  assumptions: MetricsAssumption[];
}

/** What the metric computation needs of a property. */
export interface MetricsSource {
  purchasePrice?: number | string | null;
  monthlyRent?: number | string | null;
  /** The lot's record: with a NYC borough or BBL and an assessed value, the real property tax is used. */
  borough?: string | null;
  bbl?: string | null;
  buildingClass?: string | null;
  taxClass?: string | null;
  assessTotal?: number | string | null;
  /** Where the lot is when no borough or BBL is stored (a form or CSV property): "Brooklyn", 11233. */
  city?: string | null;
  zip?: string | null;
  /** Units in the building: sizes the insurance (`insuranceRule`). */
  units?: number | string | null;
}

/**
 * What a property without enough data says: the input to add and what it unlocks. The card
 * shows what is known beside it (the price or last sale), never "Error".
 */
export const METRICS_MESSAGES = {
  missingBoth: 'Add the purchase price and monthly rent to see cap rate, cash flow and NOI.',
  missingPrice: 'Add the purchase price to see cap rate and cash-on-cash.',
  missingRent: 'Add the monthly rent to see cash flow, cap rate and NOI.',
  badPrice: 'Purchase price must be a number above zero to see investment metrics.',
  badRent: 'Monthly rent must be a number of zero or more to see investment metrics.',
} as const;

const EMPTY: Omit<PropertyMetrics, 'metricsError'> = {
  assumptions: [],
  capRate: null,
  cashOnCash: null,
  monthlyNetCashFlow: null,
  annualNOI: null,
  annualNetCashFlow: null,
  totalCashInvested: null,
  monthlyExpenses: null,
  metricsCalculated: false,
};

// numeric columns arrive as strings from the database driver
function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}

const DEFAULT_SOURCE: PrefillSource = { kind: 'default', label: 'default', note: "the calculator's assumption; no figure on record" };
const CLOSING_DEFAULT_SOURCE: PrefillSource = {
  kind: 'default',
  label: 'default',
  note: `${BUY_HOLD_COMPLIANCE.closingCostPercent} % of price (default); NYC closing costs apply only to a lot in New York City`,
};

/**
 * The property tax a year, percent of the price, when the lot has no assessment on record: a
 * stated estimate (about the median effective property-tax rate in the US; NYC class 1 and 2
 * bills run roughly 0.6–1.2 % of a sale price), never the spec's sample $24,000. The lot's
 * assessment × its class rate replaces it as soon as the property carries one.
 */
export const ESTIMATED_TAX_PERCENT_OF_PRICE = 1;

/** The property tax without an assessment: `ESTIMATED_TAX_PERCENT_OF_PRICE` of the price, labelled an estimate. */
function estimatedTax(price: number): { value: number; source: PrefillSource } {
  return {
    value: Math.round(price * ESTIMATED_TAX_PERCENT_OF_PRICE) / 100,
    source: {
      kind: 'rule',
      label: `estimate: ${ESTIMATED_TAX_PERCENT_OF_PRICE} % of price a year`,
      note: 'no assessment on record for this lot; about the median effective US property-tax rate, not this lot\'s bill. Enter the real tax in Buy & Hold and save the deal to replace it.',
    },
  };
}

/** The insurance without a unit count: the per-unit rule for one unit, saying one was assumed. */
function insuranceForOneUnit(buildingClass: string | null | undefined): { value: number; source: PrefillSource } {
  const rule = insuranceRule(1, buildingClass)!;
  return {
    value: rule.value,
    source: { kind: 'rule', label: rule.label, note: 'the unit count is not on record: 1 unit assumed; add the units to the property to size it' },
  };
}

/** What the metrics took as closing costs: a NYC lot's buyer costs in USD, else none (3 % of the price). */
type ClosingCostsUsed = { value: number; source: PrefillSource } | null;

/** A running cost a year and where it came from. */
interface CostUsed {
  value: number;
  source: PrefillSource;
}

/** The Buy & Hold inputs the metrics used, each with where it came from. */
function assumptionsOf(
  values: ReturnType<typeof buyHoldDefaults>,
  costs: { tax: CostUsed; insurance: CostUsed; maintenance: CostUsed },
  closing: ClosingCostsUsed,
): MetricsAssumption[] {
  const item = (key: MetricsAssumption['key'], label: string, value: number, unit: MetricsAssumption['unit'], source = DEFAULT_SOURCE) => ({
    key,
    label,
    value,
    unit,
    source,
  });
  return [
    item('interestRate', 'Interest rate', values.interestRate, 'percent'),
    item('loanTerm', 'Loan term', values.loanTerm, 'years'),
    item('downPaymentPercent', 'Down payment', values.downPaymentPercent, 'percent'),
    item('vacancyRate', 'Vacancy', values.vacancyRate, 'percent'),
    item('propertyTax', 'Property tax (annual)', costs.tax.value, 'money', costs.tax.source),
    item('insurance', 'Insurance (annual)', costs.insurance.value, 'money', costs.insurance.source),
    item('maintenance', 'Maintenance (annual)', costs.maintenance.value, 'money', costs.maintenance.source),
    item('propertyManagementPercent', 'Property management', values.propertyManagementPercent, 'percent'),
    closing
      ? item('closingCosts', 'Closing costs', closing.value, 'money', closing.source)
      : item('closingCostsPercent', 'Closing costs', BUY_HOLD_COMPLIANCE.closingCostPercent, 'percent', CLOSING_DEFAULT_SOURCE),
  ];
}

/**
 * A property's investment metrics from its stored price and rent, computed by the engine's
 * Buy & Hold calculator: the calculator's financing and operating assumptions (25 % down,
 * 4.75 % for 30 years, 5 % vacancy, 8 % management, each labelled 'default'), with the running
 * costs sized from the property exactly as the calculators' prefill sizes them (`dealPrefill`),
 * never the spec's sample $24,000 tax and $8,500 insurance:
 * - property tax: for a NYC lot (borough, BBL, borough as city, or NYC ZIP) with its assessed
 *   value on record, assessed value × the class's rate (labelled with its source); otherwise
 *   `ESTIMATED_TAX_PERCENT_OF_PRICE` (1 %) of the price, labelled an estimate;
 * - insurance: `insuranceRule` (per unit a year; the condo/co-op figure for R*, D4, C6), one
 *   unit assumed and said so when the unit count is unknown;
 * - maintenance: `maintenanceRule` (larger of 1 % of the price and 10 % of the annual rent);
 * - closing costs: a NYC lot's buyer `nycClosingCosts` at the price with a loan of
 *   price × (1 − 25 % down), instead of 3 % of the price.
 * `assumptions` lists every input used and where it came from.
 *
 * - monthlyExpenses = annual operating expenses ÷ 12 (excluding the mortgage), to the cent
 * - totalCashInvested = down payment + closing costs (NYC buyer costs, else 3 % of the price)
 * Missing or invalid price or rent gives `metricsCalculated: false` and a `metricsError`
 * a person can act on — never NaN. capRate and cashOnCash are null when they do not fit the
 * percent column (`PERCENT_MAX`), which only a near-zero price or cash invested can cause.
 *
 * @example
 * computePropertyMetrics({ purchasePrice: 1_250_000, monthlyRent: 15_000, units: 6 }).capRate // 9.5696
 */
export function computePropertyMetrics(source: MetricsSource): PropertyMetrics {
  // A pure function of a few fields, asked again for the same property on every search and
  // list: the answer is kept per field values (a new object each call; the assumptions frozen).
  const key = JSON.stringify([
    source.purchasePrice,
    source.monthlyRent,
    source.borough,
    source.bbl,
    source.buildingClass,
    source.taxClass,
    source.assessTotal,
    source.city,
    source.zip,
    source.units,
  ]);
  let kept = keptMetrics.get(key);
  if (!kept) {
    kept = computeMetrics(source);
    for (const assumption of kept.assumptions) Object.freeze(assumption);
    Object.freeze(kept.assumptions);
    keptMetrics.set(key, kept);
  }
  return { ...kept };
}

/** Metrics answers kept at most (the least recently used go first). */
const KEPT_METRICS = 10_000;
const keptMetrics = new LRUCache<string, PropertyMetrics>({ max: KEPT_METRICS });

function computeMetrics(source: MetricsSource): PropertyMetrics {
  const price = toNumber(source.purchasePrice);
  const rent = toNumber(source.monthlyRent);
  if (price === undefined && rent === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingBoth };
  if (price === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingPrice };
  if (rent === undefined) return { ...EMPTY, metricsError: METRICS_MESSAGES.missingRent };
  if (!(price > 0)) return { ...EMPTY, metricsError: METRICS_MESSAGES.badPrice };
  if (!(rent >= 0)) return { ...EMPTY, metricsError: METRICS_MESSAGES.badRent };
  try {
    const assessTotal = toNumber(source.assessTotal);
    const units = toNumber(source.units);
    const defaults = buyHoldDefaults(price, rent);
    // Only the lot's own fields: the closing costs must rest on this price, never on another
    // figure a full property row may carry (an estimated value, a last sale).
    const { borough, bbl, buildingClass, taxClass, city, zip } = source;
    const prefill = dealPrefill({
      property: {
        borough,
        bbl,
        buildingClass,
        taxClass,
        city,
        zip,
        units: units !== undefined && Number.isFinite(units) ? units : null,
        purchasePrice: price,
        monthlyRent: rent,
        assessTotal: assessTotal !== undefined && Number.isFinite(assessTotal) ? assessTotal : null,
      },
      downPaymentPercent: defaults.downPaymentPercent,
    });
    const tax = prefill.annualPropertyTax ?? estimatedTax(price);
    const insurance = prefill.insurance ?? insuranceForOneUnit(buildingClass);
    // A positive price always gives the maintenance rule's figure; the fallback keeps the type honest.
    const maintenance = prefill.maintenance ?? { value: defaults.maintenance ?? 0, source: DEFAULT_SOURCE };
    const closing = prefill.closingCosts;
    const values = { ...defaults, propertyTax: tax.value, insurance: insurance.value, maintenance: maintenance.value };
    const result = calculateBuyHold({ ...values, ...(closing ? { closingCosts: closing.value } : {}) });
    // A rate over a near-zero base (a one-cent price) is not a meaningful figure: outside the
    // percent column it is stored and answered as null, like a rate that cannot be computed.
    return {
      capRate: storableOrNull(result.capRate, PERCENT_MAX),
      cashOnCash: storableOrNull(result.cashOnCashReturn, PERCENT_MAX),
      monthlyNetCashFlow: result.monthlyCashFlow,
      annualNOI: result.annualNOI,
      annualNetCashFlow: result.annualCashFlow,
      totalCashInvested: result.totalCashInvested,
      monthlyExpenses: Math.round((result.annualOperatingExpenses / 12) * 100) / 100,
      metricsCalculated: true,
      metricsError: null,
      assumptions: assumptionsOf(values, { tax, insurance, maintenance }, closing),
    };
  } catch (error) {
    if (error instanceof EngineInputError) return { ...EMPTY, metricsError: error.message };
    throw error;
  }
}
