import { dec, fromPercent, toMoney } from '../../money/decimal';
import { formatCurrency } from '../../format/format';
import { boroughCode } from '../../domain/borough';
import { nycClosingCosts } from '../../rules/nycCosts/nycClosingCosts';
import { nycSellingCosts } from '../../rules/nycCosts/nycSellingCosts';
import { nycPropertyKindForBuildingClass, type NycPropertyKind } from '../../rules/nycCosts/nycPropertyKind';
import { latestNycTaxFiscalYear, NYC_PROPERTY_TAX_RATES, nycPropertyTax } from '../../rules/nycCosts/nycPropertyTax';
import type { NycCostLine } from '../../rules/nycCosts/nycCosts.schema';
import type { DealPrefill, DealPrefillInput, PrefilledValue, PrefillSource, PrefillSourceKind } from './dealPrefill.schema';

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

const source = (kind: PrefillSourceKind, label: string, note: string | null = null): PrefillSource => ({ kind, label, note });
const filled = (value: number, from: PrefillSource): PrefilledValue => ({ value, source: from });
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A cost breakdown in a few words: "mortgage recording tax 1.925 %, mansion tax 1 %, title estimate". */
export function costLinesNote(lines: readonly NycCostLine[]): string {
  return lines
    .filter((line) => line.amount > 0)
    .map((line) => (line.rate === null || line.estimate ? `${SHORT_LINE_NAMES[line.key]} estimate` : `${SHORT_LINE_NAMES[line.key]} ${line.rate} %`))
    .join(', ');
}

/** True for a lot in New York City: a borough code or name, or a ten-digit BBL starting 1–5. */
export function isNycProperty(property: Pick<DealPrefillInput['property'], 'bbl' | 'borough'>): boolean {
  if (property.borough && boroughCode(property.borough) !== null) return true;
  return typeof property.bbl === 'string' && /^[1-5]\d{9}$/.test(property.bbl.replace(/\D/g, ''));
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

function annualTaxPrefill(input: DealPrefillInput, buildingClass: string | null, kind: NycPropertyKind): PrefilledValue | null {
  const { property, record, assessment } = input;
  if (assessment && readTaxClass(assessment.taxClass) !== null && assessment.fiscalYear in NYC_PROPERTY_TAX_RATES) {
    const tax = nycPropertyTax({ taxClass: assessment.taxClass, billableAssessedValue: assessment.billableAssessedValue, fiscalYear: assessment.fiscalYear });
    return filled(tax.annualTax, source('dof-assessment', `DOF assessment FY${tax.fiscalYear} · class ${tax.taxClass}`, tax.assumptions.join(' ')));
  }
  const assessed = positive(property.assessTotal) ? property.assessTotal : record?.lot?.assessTotal;
  if (!positive(assessed)) return null;
  const knownClass = readTaxClass(property.taxClass) ?? readTaxClass(record?.lastSale?.taxClass);
  const taxClass = knownClass ?? (buildingClass ? taxClassFromBuildingClass(buildingClass, kind) : null);
  if (taxClass === null) return null;
  const tax = nycPropertyTax({ taxClass, billableAssessedValue: assessed, fiscalYear: latestNycTaxFiscalYear });
  const classWords = knownClass ? `class ${taxClass}` : `class ${taxClass} from building class ${buildingClass ?? ''}`.trim();
  return filled(
    tax.annualTax,
    source(
      'pluto-assessment',
      `PLUTO assessed value (estimate) · FY${tax.fiscalYear} ${classWords}`,
      `PLUTO's assessed total ${formatCurrency(assessed)} × ${tax.taxRate} %; the billable value DOF taxes can be lower (caps, phase-ins), exemptions not subtracted.`,
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
 * - monthly rent: the investor's own figure (the public record holds no rents);
 * - annual property tax (NYC): DOF's billable assessed value × the class rate of its fiscal
 *   year when the assessment roll is given, else PLUTO's assessed total × the latest rate,
 *   labelled an estimate (tax class from the record, else guessed from the building class);
 * - closing costs (NYC, buyer): `nycClosingCosts` total at the price with a loan of
 *   price × (1 − down payment %), its note naming the taxes and estimates;
 * - selling costs (NYC): `nycSellingCosts` (transfer taxes + commission) as percent of the price.
 * Outside NYC the tax and cost values are null and the calculators keep their own defaults.
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
  const inNyc = isNycProperty(property);
  const purchasePrice = pricePrefill(input);
  const monthlyRent =
    typeof property.monthlyRent === 'number' && Number.isFinite(property.monthlyRent) && property.monthlyRent >= 0
      ? filled(property.monthlyRent, ownFigures(property))
      : null;
  const base = { purchasePrice, units: unitsPrefill(input), monthlyRent, inNyc };
  if (!inNyc) return { ...base, annualPropertyTax: null, closingCosts: null, sellingCostsPercent: null };

  const buildingClass = property.buildingClass ?? record?.lot?.buildingClass ?? record?.lastSale?.buildingClass ?? null;
  const kind = nycPropertyKindForBuildingClass(buildingClass);
  const annualPropertyTax = annualTaxPrefill(input, buildingClass, kind);
  if (purchasePrice === null) return { ...base, annualPropertyTax, closingCosts: null, sellingCostsPercent: null };

  const price = dec(purchasePrice.value);
  const downPercent = input.downPaymentPercent ?? PREFILL_DOWN_PAYMENT_PERCENT;
  const loanAmount = toMoney(price.times(dec(1).minus(fromPercent(downPercent))));
  const closing = nycClosingCosts({ purchasePrice: purchasePrice.value, loanAmount, propertyKind: kind, side: 'buyer' });
  const commissionPercent = input.commissionPercent ?? PREFILL_COMMISSION_PERCENT;
  const selling = nycSellingCosts({ salePrice: purchasePrice.value, propertyKind: kind, commissionPercent });
  return {
    ...base,
    annualPropertyTax,
    closingCosts: filled(
      closing.total,
      source('nyc-costs', 'NYC buyer closing costs', `NYC: ${costLinesNote(closing.lines)} (loan ${formatCurrency(loanAmount)}, ${downPercent} % down)`),
    ),
    // A price of at least $1 always gives a finite share; the check keeps the type honest.
    sellingCostsPercent:
      selling.percentOfPrice === null
        ? null
        : filled(
            selling.percentOfPrice,
            source('nyc-costs', 'NYC transfer taxes + commission', `NYC: ${costLinesNote(selling.lines)} at the purchase price`),
          ),
  };
}
