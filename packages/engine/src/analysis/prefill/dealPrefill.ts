import { dec, fromPercent, toMoney } from '../../money/decimal';
import { moneyOut } from '../../calculators/shared/boundary';
import { formatCurrency } from '../../format/format';
import { joinSentences, withoutFullStop } from '../../format/sentence';
import { boroughCode } from '../../domain/borough';
import { closingCosts } from '../../rules/nycCosts/nycClosingCosts';
import { nycSellingCosts } from '../../rules/nycCosts/nycSellingCosts';
import { nycSellingCostsInputSchema, type NycCostLine, type NycSellingCostsInput } from '../../rules/nycCosts/nycCosts.schema';
import { parseInput } from '../../errors/parseInput';
import { nycPropertyKindForBuildingClass, type NycPropertyKind } from '../../rules/nycCosts/nycPropertyKind';
import { latestNycTaxFiscalYear, NYC_PROPERTY_TAX_RATES, propertyTax } from '../../rules/nycCosts/nycPropertyTax';
import { BUY_HOLD_COMPLIANCE } from '../../calculators/buyHold/buyHold.schema';
import { marketRent } from '../../rules/marketRent/marketRent';
import { arvFromComparables, insuranceRule, isNycZip, maintenanceRule } from './prefillRules';
import type { DealPrefill, DealPrefillInput, DofAssessment, PrefilledValue, PrefillSource, PrefillSourceKind } from './dealPrefill.schema';

/** The down payment assumed when sizing the loan for the mortgage recording tax, percent. */
export const PREFILL_DOWN_PAYMENT_PERCENT = 25;
/** The broker's commission assumed on a sale, percent of the price. */
export const PREFILL_COMMISSION_PERCENT = 5;

/** Words a cost line is called by in a field's note. */
const SHORT_LINE_NAMES: Readonly<Record<NycCostLine['key'], string>> = {
  mortgage_recording_tax: 'mortgage recording tax',
  mansion_tax: 'mansion tax',
  title_insurance: 'title',
  recording_fees: 'recording fees',
  nyc_rptt: 'NYC transfer tax',
  nys_transfer_tax: 'NYS transfer tax',
  commission: 'commission',
};

/**
 * A note given as a function is written when first read, and kept: a screen of 100,000 lots reads
 * values and labels, never the notes (their amounts formatted in words cost as much as the figures).
 */
function source(kind: PrefillSourceKind, label: string, note: string | null | (() => string) = null): PrefillSource {
  let text = note;
  return typeof note === 'function' ? { kind, label, get note() { return typeof text === 'function' ? (text = text()) : text; } } : { kind, label, note };
}
const filled = (value: number, from: PrefillSource): PrefilledValue => ({ value, source: from });
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A cost breakdown in a few words: "mortgage recording tax 1.925 %, mansion tax 1 %, title estimate". */
export function costLinesNote(lines: readonly NycCostLine[]): string {
  return lines
    .filter((line) => line.amount > 0)
    .map((line) => (line.rate === null || line.estimate ? `${SHORT_LINE_NAMES[line.key]} estimate` : `${SHORT_LINE_NAMES[line.key]} ${line.rate} %`))
    .join(', ');
}

/**
 * The buyer's NYC closing costs at a price and a loan, as a prefilled value whose note names
 * the taxes and how the loan was sized (`loanNote`, e.g. "25 % down", "no new mortgage").
 *
 * @example
 * nycBuyerClosingCostsPrefill({ purchasePrice: 1_000_000, loanAmount: 0, propertyKind: 'one_to_three_family', loanNote: 'no new mortgage' }).source.note
 * // 'NYC: mansion tax 1 %, title estimate, recording fees estimate (loan $0, no new mortgage)'
 */
export function nycBuyerClosingCostsPrefill(input: {
  readonly purchasePrice: number;
  readonly loanAmount: number;
  readonly propertyKind: NycPropertyKind;
  readonly loanNote: string;
}): PrefilledValue {
  const { loanAmount, loanNote } = input;
  const closing = closingCosts({ purchasePrice: input.purchasePrice, loanAmount, propertyKind: input.propertyKind, side: 'buyer' }, true);
  return filled(
    closing.total,
    source('nyc-costs', 'NYC buyer closing costs', () => `NYC: ${costLinesNote(closing.lines)} (loan ${formatCurrency(loanAmount)}, ${loanNote})`),
  );
}

const tenDigitBbl = (bbl: string | null | undefined): string | null => {
  const digits = typeof bbl === 'string' ? bbl.replace(/\D/g, '') : '';
  return /^[1-5]\d{9}$/.test(digits) ? digits : null;
};

/**
 * True for a lot in New York City: a borough code or name (as the borough or the city, e.g.
 * "Brooklyn"), a ten-digit BBL starting 1–5, or a NYC ZIP code (`isNycZip`).
 *
 * @example
 * isNycProperty({ zip: '11215' }) // true
 * isNycProperty({ city: 'Hoboken', zip: '07030' }) // false
 */
export function isNycProperty(property: Pick<DealPrefillInput['property'], 'bbl' | 'borough'> & { readonly city?: string | null; readonly zip?: string | null }): boolean {
  if (property.borough && boroughCode(property.borough) !== null) return true;
  if (tenDigitBbl(property.bbl) !== null) return true;
  if (property.city && boroughCode(property.city) !== null) return true;
  return isNycZip(property.zip);
}

/** The borough code from the property's borough, its BBL's first digit or its city. */
function boroughOf(property: DealPrefillInput['property']) {
  const bbl = tenDigitBbl(property.bbl);
  return boroughCode(property.borough) ?? (bbl ? boroughCode(bbl.charAt(0)) : null) ?? boroughCode(property.city);
}

/**
 * The tax class when the record gives none, from the building class: 1–3 family houses are
 * class 1, condo units, co-ops and other residential buildings (C*, D*, R*, S*) class 2,
 * everything else class 4. A guess, and the label says so.
 */
function taxClassFromBuildingClass(buildingClass: string, kind: NycPropertyKind): string {
  if (kind === 'one_to_three_family') return '1';
  if (kind !== 'other' || /^[CDRS]/i.test(buildingClass.trim())) return '2';
  return '4';
}

function readTaxClass(text: string | null | undefined): string | null {
  const match = /^\s*([1-4])[A-D]?\s*$/i.exec(text ?? '');
  return match?.[1] ?? null;
}

/**
 * The newest DOF assessment roll of the record that can be priced: a taxable value, a tax class
 * and a fiscal year the rate table holds. DOF's roll "2024" is the 2024/25 fiscal year, FY2025.
 *
 * @example
 * assessmentFromRolls([{ fiscalYear: '2025', taxableValue: 40_000, taxClass: '1' }]) // { fiscalYear: 2026, taxClass: '1', billableAssessedValue: 40000 }
 */
export function assessmentFromRolls(rolls: NonNullable<NonNullable<DealPrefillInput['record']>['assessments']>['years'] | null | undefined): DofAssessment | null {
  for (const roll of rolls ?? []) {
    const fiscalYear = Number.parseInt(roll.fiscalYear, 10) + 1;
    if (!positive(roll.taxableValue) || readTaxClass(roll.taxClass) === null || !(fiscalYear in NYC_PROPERTY_TAX_RATES)) continue;
    return { fiscalYear, taxClass: roll.taxClass!.trim(), billableAssessedValue: roll.taxableValue };
  }
  return null;
}

function annualTaxPrefill(input: DealPrefillInput, buildingClass: string | null, kind: NycPropertyKind): PrefilledValue | null {
  const { property, record } = input;
  const assessment = input.assessment ?? assessmentFromRolls(record?.assessments?.years);
  if (assessment && readTaxClass(assessment.taxClass) !== null && assessment.fiscalYear in NYC_PROPERTY_TAX_RATES) {
    const tax = propertyTax({ taxClass: assessment.taxClass, billableAssessedValue: assessment.billableAssessedValue, fiscalYear: assessment.fiscalYear }, true);
    return filled(
      tax.annualTax,
      source('dof-assessment', `DOF assessment FY${tax.fiscalYear} × class ${tax.taxClass} rate`, `${formatCurrency(assessment.billableAssessedValue)} taxable × ${tax.taxRate} %. ${tax.assumptions.join(' ')}`.trim()),
    );
  }
  const assessed = positive(property.assessTotal) ? property.assessTotal : record?.lot?.assessTotal;
  if (!positive(assessed)) return null;
  const knownClass = readTaxClass(property.taxClass) ?? readTaxClass(record?.lastSale?.taxClass);
  const taxClass = knownClass ?? (buildingClass ? taxClassFromBuildingClass(buildingClass, kind) : null);
  if (taxClass === null) return null;
  const tax = propertyTax({ taxClass, billableAssessedValue: assessed, fiscalYear: latestNycTaxFiscalYear }, true);
  const classWords = knownClass ? `class ${taxClass}` : `class ${taxClass} from building class ${buildingClass ?? ''}`.trim();
  return filled(
    tax.annualTax,
    source(
      'pluto-assessment',
      `PLUTO assessed value (estimate) · FY${tax.fiscalYear} ${classWords}`,
      () => `PLUTO's assessed total ${formatCurrency(assessed)} × ${tax.taxRate} %; the billable value DOF taxes can be lower (caps, phase-ins), exemptions not subtracted.`,
    ),
  );
}

// A price under one dollar is no price: the record says nothing about what the property costs.
const aPrice = (value: number | null | undefined): value is number => positive(value) && value >= 1;

/** Where the property's own figures came from: the investor, or REI's generated demo data. */
const ownFigures = (property: DealPrefillInput['property']): PrefillSource =>
  property.isDemo ? source('upload', 'REI demo data (not a public record)') : source('upload', 'your upload');

function pricePrefill({ property, record }: DealPrefillInput): PrefilledValue | null {
  if (aPrice(property.purchasePrice)) return filled(property.purchasePrice, ownFigures(property));
  if (aPrice(property.estimatedValue)) return filled(property.estimatedValue, source('upload', 'estimated value'));
  const sale = record?.lastSale;
  if (sale && aPrice(sale.price)) return filled(sale.price, source('public-record', `DOF last sale ${sale.date}`));
  if (aPrice(property.lastSalePrice)) {
    return filled(property.lastSalePrice, source('public-record', property.lastSaleDate ? `last sale ${property.lastSaleDate}` : 'last sale'));
  }
  return null;
}

function unitsPrefill({ property, record }: DealPrefillInput): PrefilledValue | null {
  const plutoUnits = record?.lot?.unitsTotal;
  if (positive(property.units)) {
    return filled(property.units, property.units === plutoUnits ? source('public-record', 'PLUTO units') : ownFigures(property));
  }
  return positive(plutoUnits) ? filled(plutoUnits, source('public-record', 'PLUTO units')) : null;
}

/**
 * Every calculator value a property's record can support, each marked with its source:
 * - price: the investor's purchase price, else the estimated value, else DOF's last sale;
 * - units: the stored count ("PLUTO units" when it matches PLUTO's), else PLUTO's;
 * - monthly rent: the investor's own figure, else the market-rent rule (`estimateMarketRent`,
 *   the cash-flow audit's function) over the lot's comparable sales, else its last sale or price;
 * - insurance: `insuranceRule` (per unit a year); maintenance: `maintenanceRule` (larger of
 *   1 % of price and 10 % of annual rent); ARV: `arvFromComparables` (3 or more sold comparables);
 * - annual property tax (NYC): DOF's billable assessed value × the class rate of its fiscal
 *   year when the assessment roll is given, else PLUTO's assessed total × the latest rate,
 *   labelled an estimate (tax class from the record, else guessed from the building class);
 * - closing costs (NYC, buyer): `nycClosingCosts` total at the price with a loan of
 *   price × (1 − down payment %), its note naming the taxes and estimates;
 * - selling costs (NYC): `nycSellingCosts` (transfer taxes + commission) as percent of the price,
 *   worked out when first read (a bulk screen never reads it), like the notes built from figures.
 * Outside NYC the tax and NYC cost values are null; `flatClosingCosts` gives 3 % of the price,
 * labelled as the flat rate outside NYC. A field with no honest source stays null: the
 * calculator leaves it empty for the investor.
 *
 * @example
 * const prefill = dealPrefill({
 *   property: { purchasePrice: 1_200_000, monthlyRent: 9_000, units: 2, borough: 'BK', buildingClass: 'B1', taxClass: '1', assessTotal: 60_000 },
 * });
 * prefill.annualPropertyTax?.value; // 11905.8 (60,000 × 19.843 %)
 * prefill.annualPropertyTax?.source.label; // 'PLUTO assessed value (estimate) · FY2026 class 1'
 * prefill.closingCosts?.source.note; // 'NYC: mortgage recording tax 1.925 %, mansion tax 1 %, title estimate, recording fees estimate'
 */
export function dealPrefill(input: DealPrefillInput): DealPrefill {
  const { property, record } = input;
  const inNyc = isNycProperty(property) || isNycZip(record?.lot?.zipCode) || tenDigitBbl(property.bbl) !== null;
  const purchasePrice = pricePrefill(input);
  const units = unitsPrefill(input);
  const buildingClass = property.buildingClass ?? record?.lot?.buildingClass ?? record?.lastSale?.buildingClass ?? null;
  const monthlyRent =
    typeof property.monthlyRent === 'number' && Number.isFinite(property.monthlyRent) && property.monthlyRent >= 0
      ? filled(property.monthlyRent, ownFigures(property))
      : marketRentPrefill(input, buildingClass, units?.value ?? null);
  const insurance = insuranceRule(units?.value, buildingClass);
  const maintenance = purchasePrice ? maintenanceRule(purchasePrice.value, monthlyRent?.value) : null;
  const arv = arvFromComparables(record?.comparables?.comparables ?? [], positive(property.squareFeet) ? property.squareFeet : null);
  const base = {
    purchasePrice,
    units,
    monthlyRent,
    insurance: insurance ? filled(insurance.value, source('rule', insurance.label)) : null,
    maintenance: maintenance ? filled(maintenance.value, source('rule', maintenance.label)) : null,
    afterRepairValue: arv ? filled(arv.value, source('comparables', arv.label, 'the lot\'s comparable sales as the property page lists them; a value after repairs, not an appraisal')) : null,
    inNyc,
  };
  if (!inNyc) {
    const flat = BUY_HOLD_COMPLIANCE.closingCostPercent;
    const flatClosingCosts = purchasePrice
      ? filled(
          toMoney(dec(purchasePrice.value).times(fromPercent(flat))),
          source('rule', `rule: ${flat} % of price (outside NYC)`, 'a flat rate: the lot is not in New York City, so NYC transfer and mortgage taxes do not apply'),
        )
      : null;
    return { ...base, annualPropertyTax: null, closingCosts: null, flatClosingCosts, sellingCostsPercent: null, nycPropertyKind: null };
  }

  const kind = nycPropertyKindForBuildingClass(buildingClass);
  const annualPropertyTax = annualTaxPrefill(input, buildingClass, kind);
  if (purchasePrice === null) return { ...base, annualPropertyTax, closingCosts: null, flatClosingCosts: null, sellingCostsPercent: null, nycPropertyKind: kind };

  const price = dec(purchasePrice.value);
  const downPercent = input.downPaymentPercent ?? PREFILL_DOWN_PAYMENT_PERCENT;
  const loanAmount = moneyOut(price.times(dec(1).minus(fromPercent(downPercent))));
  const selling: NycSellingCostsInput = { salePrice: purchasePrice.value, propertyKind: kind, commissionPercent: input.commissionPercent ?? PREFILL_COMMISSION_PERCENT };
  // A screen of 100,000 lots never reads the selling costs (half the cost of a call): they are worked
  // out when first read, and kept. The input is checked now, so a bad commission throws here as before.
  parseInput(nycSellingCostsInputSchema, selling, 'NYC selling costs');
  let sellingCostsPercent: PrefilledValue | null | undefined;
  return {
    ...base,
    annualPropertyTax,
    closingCosts: nycBuyerClosingCostsPrefill({ purchasePrice: purchasePrice.value, loanAmount, propertyKind: kind, loanNote: `${downPercent} % down` }),
    flatClosingCosts: null,
    nycPropertyKind: kind,
    get sellingCostsPercent() {
      return sellingCostsPercent === undefined ? (sellingCostsPercent = sellingCostsPrefill(selling)) : sellingCostsPercent;
    },
  };
}

function sellingCostsPrefill(input: NycSellingCostsInput): PrefilledValue | null {
  const selling = nycSellingCosts(input);
  // A price of at least $1 always gives a finite share; the check keeps the type honest.
  return selling.percentOfPrice === null
    ? null
    : filled(selling.percentOfPrice, source('nyc-costs', 'NYC transfer taxes + commission', `NYC: ${costLinesNote(selling.lines)} at the purchase price`));
}

/**
 * The market rent when the investor gave none: the engine's `estimateMarketRent` (the same
 * function the cash-flow audit uses) over the lot's comparable sales, its own last sale or price.
 */
function marketRentPrefill({ property, record }: DealPrefillInput, buildingClass: string | null, units: number | null): PrefilledValue | null {
  const comparables = (record?.comparables?.comparables ?? []).map((c) => ({ salePrice: c.salePrice, grossSquareFeet: c.squareFeet ?? null }));
  const lastSale = record?.lastSale?.price ?? property.lastSalePrice ?? null;
  const estimate = marketRent({
    borough: boroughOf(property),
    buildingClass,
    squareFeet: positive(property.squareFeet) ? property.squareFeet : null,
    comparables: comparables.filter((c) => Number.isFinite(c.salePrice) && c.salePrice >= 0),
    lastSalePrice: positive(lastSale) ? lastSale : null,
    purchasePrice: positive(property.purchasePrice) ? property.purchasePrice : null,
  }, true);
  if (estimate === null) return null;
  const { comparablesUsed, monthlyRent } = estimate;
  const basis = comparablesUsed > 0 ? `${comparablesUsed} comparable sale${comparablesUsed === 1 ? '' : 's'}` : estimate.valueBasis === 'own-last-sale' ? 'last sale' : 'price';
  const perUnit = () =>
    units !== null && units > 1 ? `; about ${formatCurrency(toMoney(dec(monthlyRent).div(units)))} per unit × ${units} units` : '';
  return filled(
    monthlyRent,
    source('comparables', `market-rent rule: ${basis} ÷ GRM ${estimate.grossRentMultiplier} ÷ 12`, () =>
      joinSentences(`${withoutFullStop(estimate.method)}${perUnit()}`, estimate.fallbacksUsed.length ? `Fallbacks: ${estimate.fallbacksUsed.join('; ')}` : null),
    ),
  );
}
