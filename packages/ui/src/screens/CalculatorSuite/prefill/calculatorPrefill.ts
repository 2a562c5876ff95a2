import { formatCurrency, maintenanceRule, nycBuyerClosingCostsPrefill, type CalculatorTab, type DealPrefill, type PrefilledValue, type PrefillSource, type Property } from '@rei/engine';

/** Where each prefilled field's value came from, by the field's key. */
export type PrefillSources = Readonly<Record<string, PrefillSource>>;

/** One tab's starting values from the record and the source of each. */
export interface TabPrefill {
  /** Form values to lay over the tab's own defaults (only the ones the record supports). */
  readonly values: Readonly<Record<string, number>>;
  readonly sources: PrefillSources;
  /**
   * Fields with no honest source for this property: left empty for the investor (their
   * source is a `missing` prompt), never filled with the calculator's sample figure.
   */
  readonly blanks: readonly string[];
}

/** What a field takes when the record has nothing for it. */
type Otherwise =
  /** The calculator's own assumption stays, labelled as such with this note. */
  | { readonly assume: string }
  /** The field is left empty; the prompt asks the investor for it. */
  | { readonly ask: string }
  /** The field is left as the form has it, unlabelled (e.g. an engine rule stated in its hint). */
  | { readonly leave: true };

/** Which prefill figure feeds which field of a tab, and how it is converted. */
interface FieldFeed {
  readonly key: string;
  /** The prefill figure; null for a field the record never fills. */
  readonly from: (prefill: DealPrefill) => PrefilledValue | null;
  /** Converts the figure to the field's unit (the BRRR costs are monthly; estimates in whole dollars). */
  readonly convert?: (value: number) => number;
  /**
   * The figure is annual and the field monthly: the value is divided by 12 (whole dollars) and
   * its source says so ("… (annual ÷ 12)"), so the field never shows an annual figure's source.
   */
  readonly perMonth?: true;
  readonly otherwise: Otherwise;
}

// Computed estimates (tax from an assessed value, NYC closing costs) go into the fields in whole
// dollars: a person types whole dollars, and cents would claim a precision the estimate lacks.
const wholeDollars = (value: number) => Math.round(value);
const monthly = (annual: number) => Math.round(annual / 12);
/** The source of an annual figure put into a monthly field. */
const perMonthSource = (source: PrefillSource): PrefillSource => ({ ...source, label: `${source.label} (annual ÷ 12)` });
const none = () => null;

/** NYC buyer costs in NYC, the labelled flat rate elsewhere. */
const closingCosts = (p: DealPrefill) => p.closingCosts ?? p.flatClosingCosts;
const price = (p: DealPrefill) => p.purchasePrice;
const rent = (p: DealPrefill) => p.monthlyRent;
const arv = (p: DealPrefill) => p.afterRepairValue;

/** Prompts for the fields no record can fill. */
export const PREFILL_PROMPTS = {
  price: 'Enter the price: no purchase price or recorded sale for this property',
  rent: 'Enter the rent: no rent on record and no comparables or price to estimate it from',
  tax: 'Enter the annual property tax: no assessment on record',
  taxMonthly: 'Enter the property tax per month (the annual tax ÷ 12): no assessment on record',
  insurance: 'Enter an insurance quote: the unit count is unknown, so the per-unit rule cannot apply',
  insuranceMonthly: 'Enter the insurance per month (an annual quote ÷ 12): the unit count is unknown, so the per-unit rule cannot apply',
  arv: 'Enter the after-repair value: fewer than 3 sold comparables on record',
  arvOptional: 'Enter the after-repair value: fewer than 3 sold comparables on record (empty uses 1.3 × price, an assumption)',
  rehab: 'Enter your rehab budget: nothing on record says what the work costs',
  rehabZero: 'Enter your rehab budget: nothing on record says what the work costs (empty counts as 0)',
  utilities: 'Enter the utilities the owner pays a month (0 when the tenants pay them)',
  closing: 'Enter the closing costs: no price to size them from',
  contract: 'Enter the contract price you negotiated: no value on record to size it from',
  runningCosts: 'Enter the monthly running costs (tax, insurance, upkeep): the record cannot size all three',
} as const;

/**
 * Creative financing's monthly running costs: the property tax, insurance and maintenance the
 * record sizes (the figures Buy & Hold starts from), summed and spread over 12 months. Only when
 * all three are known: a partial sum would understate the costs and flatter the cash flow.
 */
function monthlyRunningCosts(p: DealPrefill): PrefilledValue | null {
  const parts = [p.annualPropertyTax, p.insurance, p.maintenance];
  if (parts.some((part) => part === null)) return null;
  const known = parts as PrefilledValue[];
  const annual = known.reduce((sum, part) => sum + part.value, 0);
  return {
    value: annual / 12,
    source: { kind: 'rule', label: '(property tax + insurance + maintenance) ÷ 12', note: known.map((part) => part.source.label).join('; ') },
  };
}

const assumption = (what: string) => ({ assume: `${what}: not from the property; enter your own` });
const FINANCING_ASSUMPTIONS: readonly FieldFeed[] = [
  { key: 'downPaymentPercent', from: none, otherwise: assumption('down payment') },
  { key: 'interestRate', from: none, otherwise: assumption("sample rate; your lender's quote belongs here") },
  { key: 'loanTerm', from: none, otherwise: assumption('loan term') },
];

const FEEDS: Readonly<Record<CalculatorTab, readonly FieldFeed[]>> = {
  'buy-hold': [
    { key: 'purchasePrice', from: price, otherwise: { ask: PREFILL_PROMPTS.price } },
    { key: 'grossMonthlyRent', from: rent, otherwise: { ask: PREFILL_PROMPTS.rent } },
    { key: 'propertyTax', from: (p) => p.annualPropertyTax, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.tax } },
    { key: 'insurance', from: (p) => p.insurance, otherwise: { ask: PREFILL_PROMPTS.insurance } },
    // Empty maintenance is the same rule in the engine; the hint says so.
    { key: 'maintenance', from: (p) => p.maintenance, convert: wholeDollars, otherwise: { leave: true } },
    // NYC lots: the buyer's NYC closing costs; elsewhere the flat rate, labelled as such.
    { key: 'closingCosts', from: closingCosts, convert: wholeDollars, otherwise: { leave: true } },
    ...FINANCING_ASSUMPTIONS,
    { key: 'vacancyRate', from: none, otherwise: assumption('vacancy') },
    { key: 'propertyManagementPercent', from: none, otherwise: assumption('management fee') },
  ],
  'fix-flip': [
    { key: 'purchasePrice', from: price, otherwise: { ask: PREFILL_PROMPTS.price } },
    { key: 'afterRepairValue', from: arv, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.arvOptional } },
    { key: 'rehabCost', from: none, otherwise: { ask: PREFILL_PROMPTS.rehab } },
    { key: 'closingCosts', from: closingCosts, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.closing } },
    { key: 'sellingCostsPercent', from: (p) => p.sellingCostsPercent, otherwise: assumption('commission and transfer tax estimate') },
    { key: 'contingencyPercent', from: none, otherwise: assumption('contingency on the rehab') },
    { key: 'downPaymentPercent', from: none, otherwise: assumption('down payment') },
    { key: 'interestRate', from: none, otherwise: assumption('hard-money rate') },
    { key: 'holdingMonths', from: none, otherwise: assumption('holding period') },
  ],
  wholesale: [
    { key: 'afterRepairValue', from: arv, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.arv } },
    { key: 'rehabCost', from: none, otherwise: { ask: PREFILL_PROMPTS.rehab } },
    { key: 'contractPrice', from: contractPriceRule, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.contract } },
    { key: 'assignmentFee', from: none, otherwise: assumption('assignment fee') },
    { key: 'investorSellingCostsPercent', from: (p) => p.sellingCostsPercent, otherwise: assumption('commission and transfer tax estimate') },
  ],
  'creative-financing': [
    { key: 'propertyValue', from: price, otherwise: { ask: PREFILL_PROMPTS.price } },
    { key: 'monthlyRent', from: rent, otherwise: { ask: PREFILL_PROMPTS.rent } },
    { key: 'closingCosts', from: closingCosts, convert: wholeDollars, otherwise: { leave: true } },
    { key: 'monthlyExpenses', from: monthlyRunningCosts, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.runningCosts } },
  ],
  'rehab-reinvest': [
    { key: 'purchasePrice', from: price, otherwise: { ask: PREFILL_PROMPTS.price } },
    { key: 'downPayment', from: downPayment, otherwise: { ask: PREFILL_PROMPTS.price } },
    { key: 'monthlyRent', from: rent, otherwise: { ask: PREFILL_PROMPTS.rent } },
    { key: 'closingCosts', from: closingCosts, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.closing } },
    { key: 'afterRepairValue', from: arv, convert: wholeDollars, otherwise: { ask: PREFILL_PROMPTS.arv } },
    { key: 'rehabCosts', from: none, otherwise: { ask: PREFILL_PROMPTS.rehabZero } },
    // The BRRR costs are monthly: the annual tax, insurance and maintenance ÷ 12, their sources saying so.
    { key: 'taxes', from: (p) => p.annualPropertyTax, perMonth: true, otherwise: { ask: PREFILL_PROMPTS.taxMonthly } },
    { key: 'insurance', from: (p) => p.insurance, perMonth: true, otherwise: { ask: PREFILL_PROMPTS.insuranceMonthly } },
    { key: 'maintenance', from: (p) => p.maintenance, perMonth: true, otherwise: { leave: true } },
    { key: 'utilities', from: none, otherwise: { ask: PREFILL_PROMPTS.utilities } },
    { key: 'refinanceRate', from: none, otherwise: assumption("sample rate; your lender's quote belongs here") },
    { key: 'refinanceLTV', from: none, otherwise: assumption('refinance loan-to-value') },
    { key: 'holdingTime', from: none, otherwise: assumption('months until the refinance') },
    { key: 'vacancyRate', from: none, otherwise: assumption('vacancy') },
  ],
};

/** The wholesale contract price: 80 % of the property's value (its prefilled price), labelled as that rule. */
function contractPriceRule(p: DealPrefill): PrefilledValue | null {
  if (!p.purchasePrice) return null;
  return {
    value: p.purchasePrice.value * 0.8,
    source: { kind: 'rule', label: "rule: 80 % of the property's value", note: `80 % of ${p.purchasePrice.source.label}; the price you negotiate belongs here` },
  };
}

/** The BRRR down payment: 25 % of the prefilled price (the prefill's loan assumption), labelled as that rule. */
function downPayment(p: DealPrefill): PrefilledValue | null {
  if (!p.purchasePrice) return null;
  return { value: Math.round(p.purchasePrice.value * 0.25), source: { kind: 'rule', label: 'rule: 25 % of the price', note: null } };
}

const ASSUMED = (note: string): PrefillSource => ({ kind: 'default', label: 'assumption', note });
const MISSING = (prompt: string): PrefillSource => ({ kind: 'missing', label: prompt, note: null });

/**
 * A tab's prefill for a selected property: each field the record supports gets the record's
 * value (converted to the field's unit) and its source; a field with no honest source is left
 * empty with a prompt (`blanks`); the calculator's own assumptions (rates, terms) are labelled
 * as assumptions. Without a prefill (no property selected) nothing is filled nor marked, and the
 * spec's sample defaults stay.
 *
 * @example
 * tabPrefill('rehab-reinvest', prefill).values.taxes // the annual tax ÷ 12
 */
export function tabPrefill(tab: CalculatorTab, prefill: DealPrefill | null | undefined): TabPrefill {
  if (!prefill) return { values: {}, sources: {}, blanks: [] };
  const values: Record<string, number> = {};
  const sources: Record<string, PrefillSource> = {};
  const blanks: string[] = [];
  for (const feed of FEEDS[tab]) {
    const figure = feed.from(prefill);
    if (figure !== null) {
      values[feed.key] = feed.perMonth ? monthly(figure.value) : feed.convert ? feed.convert(figure.value) : figure.value;
      sources[feed.key] = feed.perMonth ? perMonthSource(figure.source) : figure.source;
    } else if ('ask' in feed.otherwise) {
      blanks.push(feed.key);
      sources[feed.key] = MISSING(feed.otherwise.ask);
    } else if ('assume' in feed.otherwise) {
      sources[feed.key] = ASSUMED(feed.otherwise.assume);
    }
  }
  return { values, sources, blanks };
}

/**
 * The selected property as the forms' own defaults read it, with the prefilled price and rent,
 * so figures derived from them (a contract price) follow the record too.
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

/** Lays a tab's prefilled values over its form defaults and empties its blanks (only keys the form has). */
export function withPrefill<V extends object>(defaults: V, prefill: Pick<TabPrefill, 'values'> & Partial<Pick<TabPrefill, 'blanks'>>): V {
  const next = { ...defaults } as Record<string, unknown>;
  for (const key of prefill.blanks ?? []) {
    if (key in next) next[key] = undefined;
  }
  for (const [key, value] of Object.entries(prefill.values)) {
    if (key in next) next[key] = value;
  }
  return next as V;
}

/** What an edited field says it rests on. */
export const YOUR_INPUT: PrefillSource = { kind: 'upload', label: 'your input', note: null };

/**
 * The source a field shows now: its prefill source until the investor edits it; then "your
 * input" while it holds a value, nothing once cleared (no stale "Source: NYC …"), or the prompt
 * again for a field that has no honest source.
 *
 * @example
 * shownSource(nycCosts, { edited: true, value: undefined }) // undefined
 */
export function shownSource(source: PrefillSource | undefined, field: { readonly edited: boolean; readonly value: unknown }): PrefillSource | undefined {
  if (source === undefined) return undefined;
  if (!field.edited) return source;
  if (field.value === undefined || field.value === null) return source.kind === 'missing' ? source : undefined;
  return YOUR_INPUT;
}

/** The words shown beside a prefilled field: "Source: DOF assessment FY2026 · class 2"; a prompt reads as itself. */
export function sourceText(source: PrefillSource): string {
  return source.kind === 'missing' ? source.label : `Source: ${source.label}`;
}

/**
 * A prefilled figure that depends on other fields of the form, so it is sized again when the
 * investor changes them (while they have not typed over it): NYC closing costs follow the
 * price and the loan. Returns null when the values on screen cannot size it.
 */
export type PrefillFollower = (values: Readonly<Record<string, unknown>>) => PrefilledValue | null;

const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/** The price and the new loan recorded at closing, as each tab's form states them. */
type ClosingLoan = { readonly price: number; readonly loan: number; readonly note: string };

function percentDownLoan(values: Readonly<Record<string, unknown>>): ClosingLoan | null {
  const price = amount(values['purchasePrice']);
  const down = amount(values['downPaymentPercent']);
  if (price === null || down === null || down > 100) return null;
  return { price, loan: price * (1 - down / 100), note: `${down} % down` };
}

function dollarsDownLoan(priceKey: string, note: string) {
  return (values: Readonly<Record<string, unknown>>): ClosingLoan | null => {
    const price = amount(values[priceKey]);
    const down = amount(values['downPayment']) ?? 0;
    if (price === null) return null;
    return { price, loan: Math.max(0, price - down), note };
  };
}

/**
 * What each creative structure records at closing. Subject-to keeps the seller's loan and a land
 * contract passes the deed only at payoff, so neither records a new mortgage; a seller note and
 * a wrap-around note are recorded mortgages; a lease option conveys nothing until it is exercised.
 */
const CREATIVE_CLOSING: Readonly<Record<string, ((values: Readonly<Record<string, unknown>>) => ClosingLoan | null) | 'none'>> = {
  subject_to: (values) => {
    const price = amount(values['propertyValue']);
    return price === null ? null : { price, loan: 0, note: "no new mortgage: the seller's loan stays" };
  },
  seller_financing: dollarsDownLoan('propertyValue', 'the seller note is recorded'),
  wrap_around: dollarsDownLoan('propertyValue', 'the wrap-around note is recorded'),
  land_contract: (values) => {
    const price = amount(values['propertyValue']);
    return price === null ? null : { price, loan: 0, note: 'no mortgage recorded; the deed passes at payoff' };
  },
  lease_option: 'none',
};

const CLOSING_LOAN: Partial<Record<CalculatorTab, (values: Readonly<Record<string, unknown>>) => ClosingLoan | null | 'none'>> = {
  'buy-hold': percentDownLoan,
  'fix-flip': percentDownLoan,
  'rehab-reinvest': dollarsDownLoan('purchasePrice', 'the down payment as entered'),
  'creative-financing': (values) => {
    const rule = CREATIVE_CLOSING[String(values['strategy'])];
    return rule === undefined ? null : rule === 'none' ? 'none' : rule(values);
  },
};

/**
 * The fields of a tab that follow the form's other values while the investor has not typed over
 * them: maintenance (its rule reads the price and rent) and BRRRR's down payment (25 % of the
 * price) everywhere; on a NYC lot, closing costs sized again (`nycBuyerClosingCostsPrefill`) at
 * the price and the loan on screen, in whole dollars. A lease option's closing costs are $0:
 * nothing is conveyed until the option is exercised. Outside NYC the flat closing-cost rate is
 * the investor's to change.
 */
export function prefillFollowers(tab: CalculatorTab, prefill: DealPrefill | null | undefined): Readonly<Record<string, PrefillFollower>> {
  if (!prefill) return {};
  const followers: Record<string, PrefillFollower> = { ...(RULE_FOLLOWERS[tab] ?? {}) };
  const kind = prefill.nycPropertyKind;
  const loanOf = CLOSING_LOAN[tab];
  if (kind !== null && loanOf) {
    followers['closingCosts'] = (values) => {
      const loan = loanOf(values);
      if (loan === null) return null;
      if (loan === 'none') {
        return { value: 0, source: { kind: 'nyc-costs', label: 'NYC buyer closing costs', note: 'NYC: none at signing: a lease option conveys nothing until it is exercised' } };
      }
      const figure = nycBuyerClosingCostsPrefill({ purchasePrice: loan.price, loanAmount: Math.round(loan.loan * 100) / 100, propertyKind: kind, loanNote: loan.note });
      return { value: wholeDollars(figure.value), source: figure.source };
    };
  }
  return followers;
}

/** A rule figure sized again at the price (and rent) on screen, in whole dollars, its note naming them. */
function maintenanceAt(priceKey: string, rentKey: string, perMonth: boolean): PrefillFollower {
  return (values) => {
    const price = amount(values[priceKey]);
    if (price === null) return null;
    const rent = amount(values[rentKey]);
    const rule = maintenanceRule(price, rent);
    const at = `at a price of ${formatCurrency(price)}${rent === null ? '' : ` and rent of ${formatCurrency(rent)} a month`}`;
    return {
      value: perMonth ? Math.round(rule.value / 12) : wholeDollars(rule.value),
      source: { kind: 'rule', label: perMonth ? perMonthSource({ kind: 'rule', label: rule.label, note: null }).label : rule.label, note: at },
    };
  };
}

/** Rule-sized fields that follow the figures their rule reads (the price, the rent). */
const RULE_FOLLOWERS: Partial<Record<CalculatorTab, Readonly<Record<string, PrefillFollower>>>> = {
  'buy-hold': { maintenance: maintenanceAt('purchasePrice', 'grossMonthlyRent', false) },
  'rehab-reinvest': {
    maintenance: maintenanceAt('purchasePrice', 'monthlyRent', true),
    downPayment: (values) => {
      const price = amount(values['purchasePrice']);
      return price === null ? null : { value: Math.round(price * 0.25), source: { kind: 'rule', label: 'rule: 25 % of the price', note: `25 % of ${formatCurrency(price)}` } };
    },
  },
};
