import { dec, decMax, decTwelve, tableRate, toMoney, type Decimal } from '../../money/decimal';
import { moneyOut } from '../../calculators/shared/boundary';
import { buildingClassFamily } from '../../rules/marketRent/marketRent';

/**
 * Insurance a year per unit, USD, by kind of building: a planning assumption of this product,
 * not a quote. A condo or co-op owner insures the unit's interior (an HO-6 policy: the building's
 * master policy is paid through the common charges), about $600 a year in NYC; a landlord
 * policy on a house or rental building runs about $1,200 a unit a year. Change the figures, not
 * the code, when better ones exist.
 */
export const INSURANCE_PER_UNIT_YEAR = { condoCoop: 600, building: 1_200 } as const;

/** Maintenance a year: the larger of this share of the price (percent) and this share of the annual rent (percent). */
export const MAINTENANCE_RULE = { percentOfPrice: 1, percentOfAnnualRent: 10 } as const;

/** Comparable sales needed before an after-repair value is taken from them. */
export const ARV_MIN_COMPARABLES = 3;

/** A prefill rule's figure and the words that state it ("rule: $1,200 per unit a year × 2 units"). */
export interface RuleFigure {
  readonly value: number;
  readonly label: string;
}

/**
 * Insurance a year by the per-unit rule: units × `INSURANCE_PER_UNIT_YEAR` (the condo/co-op
 * figure for a condo or co-op building class, R*, D4, C6). Null when the unit count is unknown.
 *
 * @example
 * insuranceRule(2, 'B1') // { value: 2400, label: 'rule: $1,200 per unit a year × 2 units' }
 */
export function insuranceRule(units: number | null | undefined, buildingClass: string | null | undefined): RuleFigure | null {
  if (typeof units !== 'number' || !Number.isFinite(units) || units <= 0) return null;
  const whole = Math.round(units);
  if (whole < 1) return null;
  const condo = buildingClassFamily(buildingClass) === 'condo-coop';
  const perUnit = condo ? INSURANCE_PER_UNIT_YEAR.condoCoop : INSURANCE_PER_UNIT_YEAR.building;
  const kind = condo ? ' (condo/co-op unit policy)' : '';
  return {
    value: perUnit * whole,
    label: `rule: $${perUnit.toLocaleString('en-US')} per unit a year${kind} × ${whole} unit${whole === 1 ? '' : 's'}`,
  };
}

/**
 * Maintenance a year by the rule: the larger of 1 % of the price and 10 % of the annual rent
 * (the Buy & Hold calculator's own default, spec 2 §9); 1 % of the price when the rent is unknown.
 *
 * @example
 * maintenanceRule(550_000, 3_200) // { value: 5500, label: 'rule: larger of 1 % of price and 10 % of annual rent' }
 */
export function maintenanceRule(price: number, monthlyRent: number | null | undefined): RuleFigure {
  const ofPrice = dec(price).times(tableRate(MAINTENANCE_RULE.percentOfPrice));
  if (typeof monthlyRent !== 'number' || !Number.isFinite(monthlyRent) || monthlyRent < 0) {
    return { value: moneyOut(ofPrice), label: `rule: ${MAINTENANCE_RULE.percentOfPrice} % of price a year` };
  }
  const ofRent = dec(monthlyRent).times(decTwelve).times(tableRate(MAINTENANCE_RULE.percentOfAnnualRent));
  return {
    value: moneyOut(decMax(ofPrice, ofRent)),
    label: `rule: larger of ${MAINTENANCE_RULE.percentOfPrice} % of price and ${MAINTENANCE_RULE.percentOfAnnualRent} % of annual rent`,
  };
}

/** A sold comparable as the ARV rule reads it. */
export interface ArvComparable {
  readonly salePrice: number;
  readonly squareFeet?: number | null;
}

const median = (sorted: readonly Decimal[]): Decimal => {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : sorted[mid - 1]!.plus(sorted[mid]!).div(2);
};
const ascending = (values: Decimal[]) => values.sort((a, b) => a.comparedTo(b));
const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * After-repair value from sold comparables (at least `ARV_MIN_COMPARABLES` market sales):
 * the median price per sq ft × the property's sq ft when both are known for 3 or more, else the
 * median sale price. Null with fewer comparables: an ARV then has no honest source.
 *
 * @example
 * arvFromComparables([{ salePrice: 900_000 }, { salePrice: 1_000_000 }, { salePrice: 1_300_000 }], null)
 * // { value: 1000000, label: '3 comparable sales (median sale price)' }
 */
export function arvFromComparables(comparables: readonly ArvComparable[], squareFeet: number | null | undefined): RuleFigure | null {
  const sales = comparables.filter((c) => positive(c.salePrice));
  if (sales.length < ARV_MIN_COMPARABLES) return null;
  const withArea = sales.filter((c) => positive(c.squareFeet));
  if (positive(squareFeet) && withArea.length >= ARV_MIN_COMPARABLES) {
    const perSqFt = median(ascending(withArea.map((c) => dec(c.salePrice).div(c.squareFeet!))));
    return { value: toMoney(perSqFt.times(squareFeet)), label: `${withArea.length} comparable sales (median $/sq ft × ${squareFeet.toLocaleString('en-US')} sq ft)` };
  }
  return { value: toMoney(median(ascending(sales.map((c) => dec(c.salePrice))))), label: `${sales.length} comparable sales (median sale price)` };
}

/** The three-digit prefixes of New York City ZIP codes (Nassau's 110xx aside: 11004 and 11005 are Queens). */
const NYC_ZIP = /^(10[0-4]\d\d|11[12346]\d\d|1100[45])$/;

/**
 * True for a ZIP code in the five boroughs.
 *
 * @example
 * isNycZip('11215') // true (Brooklyn)
 * isNycZip('11001') // false (Floral Park, Nassau)
 */
export function isNycZip(zip: string | null | undefined): boolean {
  return typeof zip === 'string' && NYC_ZIP.test(zip.trim().slice(0, 5));
}
