import type { CalculatorTab, DealPrefill, PrefilledValue, PrefillSource, Property } from '@rei/engine';

/** Where each prefilled field's value came from, by the field's key. */
export type PrefillSources = Readonly<Record<string, PrefillSource>>;

/** One tab's starting values from the record and the source of each. */
export interface TabPrefill {
  /** Form values to lay over the tab's own defaults (only the ones the record supports). */
  readonly values: Readonly<Record<string, number>>;
  readonly sources: PrefillSources;
}

/** Which prefill figure feeds which field of a tab, and how it is converted. */
interface FieldFeed {
  readonly key: string;
  /** The prefill figure; null for a field the record never fills (always the calculator's default). */
  readonly from: keyof Omit<DealPrefill, 'inNyc'> | null;
  /** Converts the figure to the field's unit (the BRRR taxes are monthly; estimates in whole dollars). */
  readonly convert?: (value: number) => number;
  /** The calculator's own assumption when the record has nothing: shown as "default". */
  readonly defaultNote?: string;
}

// Computed estimates (tax from an assessed value, NYC closing costs) go into the fields in whole
// dollars: a person types whole dollars, and cents would claim a precision the estimate lacks.
const wholeDollars = (value: number) => Math.round(value);
const monthly = (annual: number) => Math.round(annual / 12);

const FEEDS: Readonly<Record<CalculatorTab, readonly FieldFeed[]>> = {
  'buy-hold': [
    { key: 'purchasePrice', from: 'purchasePrice' },
    { key: 'grossMonthlyRent', from: 'monthlyRent' },
    { key: 'propertyTax', from: 'annualPropertyTax', convert: wholeDollars, defaultNote: 'no assessment on record' },
    { key: 'insurance', from: null, defaultNote: 'no insurance figure on record' },
    // NYC lots: the buyer's NYC closing costs; elsewhere the field stays empty (3 % of price).
    { key: 'closingCosts', from: 'closingCosts', convert: wholeDollars, defaultNote: '3 % of price' },
  ],
  'fix-flip': [
    { key: 'purchasePrice', from: 'purchasePrice' },
    { key: 'closingCosts', from: 'closingCosts', convert: wholeDollars, defaultNote: 'flat estimate' },
    { key: 'sellingCostsPercent', from: 'sellingCostsPercent', defaultNote: 'commission and transfer tax estimate' },
  ],
  wholesale: [{ key: 'investorSellingCostsPercent', from: 'sellingCostsPercent', defaultNote: 'commission and transfer tax estimate' }],
  'creative-financing': [
    { key: 'propertyValue', from: 'purchasePrice' },
    { key: 'monthlyRent', from: 'monthlyRent' },
    { key: 'closingCosts', from: 'closingCosts', convert: wholeDollars },
  ],
  'rehab-reinvest': [
    { key: 'purchasePrice', from: 'purchasePrice' },
    { key: 'monthlyRent', from: 'monthlyRent' },
    { key: 'closingCosts', from: 'closingCosts', convert: wholeDollars },
    { key: 'taxes', from: 'annualPropertyTax', convert: monthly, defaultNote: 'no assessment on record' },
    { key: 'insurance', from: null, defaultNote: 'no insurance figure on record' },
  ],
};

const DEFAULT_SOURCE = (note: string): PrefillSource => ({ kind: 'default', label: 'default', note });

/**
 * A tab's prefill: each field the record supports gets the record's value (converted to the
 * field's unit) and its source; a field the record could have filled but did not is marked
 * "default". Without a prefill (no property selected) nothing is filled nor marked.
 *
 * @example
 * tabPrefill('rehab-reinvest', prefill).values.taxes // the annual tax ÷ 12
 */
export function tabPrefill(tab: CalculatorTab, prefill: DealPrefill | null | undefined): TabPrefill {
  if (!prefill) return { values: {}, sources: {} };
  const values: Record<string, number> = {};
  const sources: Record<string, PrefillSource> = {};
  for (const feed of FEEDS[tab]) {
    const figure: PrefilledValue | null = feed.from === null ? null : prefill[feed.from];
    if (figure !== null) {
      values[feed.key] = feed.convert ? feed.convert(figure.value) : figure.value;
      sources[feed.key] = figure.source;
    } else if (feed.defaultNote !== undefined) {
      sources[feed.key] = DEFAULT_SOURCE(feed.defaultNote);
    }
  }
  return { values, sources };
}

/**
 * The selected property as the forms' own defaults read it, with the prefilled price and rent,
 * so figures derived from them (an ARV, a maintenance estimate) follow the record too.
 */
export function prefilledProperty(property: Property | null, prefill: DealPrefill | null | undefined): Property | null {
  if (!property || !prefill) return property;
  const price = prefill.purchasePrice?.value;
  return {
    ...property,
    purchasePrice: price ?? property.purchasePrice,
    estimatedValue: property.estimatedValue ?? price ?? null,
    monthlyRent: prefill.monthlyRent?.value ?? property.monthlyRent,
    units: prefill.units?.value ?? property.units,
  };
}

/** Lays a tab's prefilled values over its form defaults (only keys the form has). */
export function withPrefill<V extends object>(defaults: V, prefill: TabPrefill): V {
  const next = { ...defaults } as Record<string, unknown>;
  for (const [key, value] of Object.entries(prefill.values)) {
    if (key in next) next[key] = value;
  }
  return next as V;
}

/** The words shown beside a prefilled field: "Source: DOF assessment FY2026 · class 2". */
export function sourceText(source: PrefillSource): string {
  return `Source: ${source.label}`;
}
