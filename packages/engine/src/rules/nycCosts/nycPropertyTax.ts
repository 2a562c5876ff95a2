import * as z from 'zod/mini';
import { moneyOut } from '../../calculators/shared/boundary';
import { dec, tableRate, type Decimal } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { amount } from '../../calculators/shared';

/** NYC's four property tax classes (sub-classes such as 1A or 2C pay their class's rate). */
export const NYC_TAX_CLASSES = [1, 2, 3, 4] as const;
export type NycTaxClass = (typeof NYC_TAX_CLASSES)[number];

/**
 * NYC property tax rates, percent of billable assessed value, by fiscal year (July 1 to
 * June 30, named by the year it ends: FY2026 runs from 1 July 2025) and tax class.
 *
 * Source: NYC Department of Finance, "Property Tax Rates" page, set each year by City
 * Council resolution. FY2023 and FY2024 from DOF's table; FY2025 as amended by the Council
 * on 23 October 2024 (the class-share cap of 0.9 %), in force from 1 July 2024; FY2026 as
 * adopted on 30 June 2025, in force from 1 July 2025.
 */
export const NYC_PROPERTY_TAX_RATES = {
  2023: { 1: 20.309, 2: 12.267, 3: 12.755, 4: 10.646 },
  2024: { 1: 20.085, 2: 12.502, 3: 12.094, 4: 10.592 },
  2025: { 1: 20.085, 2: 12.5, 3: 11.181, 4: 10.762 },
  2026: { 1: 19.843, 2: 12.439, 3: 11.108, 4: 10.848 },
} as const;

export type NycTaxFiscalYear = keyof typeof NYC_PROPERTY_TAX_RATES;

/** The newest fiscal year `NYC_PROPERTY_TAX_RATES` holds (the default of `nycPropertyTax`). */
export const latestNycTaxFiscalYear: NycTaxFiscalYear = 2026;

const KNOWN_FISCAL_YEARS = Object.keys(NYC_PROPERTY_TAX_RATES).map(Number);

/**
 * Assessment ratios, percent of DOF market value, that give the assessed value when only the
 * market value is known. Source: NYS Real Property Tax Law §1805 and DOF's "Property Tax
 * Rates" and assessment guides: class 1 is assessed at 6 % of market value, classes 2, 3
 * and 4 at 45 % (the statutory ratios, unchanged through FY2026).
 *
 * An estimate only: DOF bills on the billable assessed value, which for class 1 and small
 * class 2 buildings may rise only 6 % (8 %) a year and 20 % (30 %) over five years, and for
 * larger class 2 and class 4 phases market changes in over five years. For a property whose
 * value has risen, market value × ratio overstates the tax.
 */
export const NYC_ASSESSMENT_RATIOS = { 1: 6, 2: 45, 3: 45, 4: 45 } as const;

// DOF's sub-classes (1A–1D, 2A–2C) pay the rate of their class.
const taxClassOf = (value: number | string) => /^([1-4])[A-D]?$/.exec(String(value).trim().toUpperCase())?.[1];

// A check and an overwrite rather than zod's pipe and transform, which no other schema of the engine
// needs: they cost every bundle of the whole package 0.4 KB (gzip). Same input, output and message.
const taxClassField = /* @__PURE__ */ (() => z.union([z.number(), z.string()]).check(
  z.refine((value) => taxClassOf(value) !== undefined, { message: 'must be a NYC tax class: 1, 2, 3 or 4 (1A, 2C, … also accepted)', abort: true }),
  z.overwrite((value) => Number(taxClassOf(value))),
) as unknown as z.ZodMiniType<NycTaxClass, number | string>)();

export const nycPropertyTaxInputSchema = /* @__PURE__ */ (() => z
  .object({
    /** DOF tax class, 1–4 (a number or text such as '2' or '2C'). */
    taxClass: taxClassField,
    /** DOF billable assessed value, USD (after caps and phase-ins; before exemptions). */
    billableAssessedValue: z.optional(amount()),
    /** DOF market value, USD; used with `NYC_ASSESSMENT_RATIOS` when no assessed value is known. */
    marketValue: z.optional(amount()),
    /** Fiscal year of the rates (FY2026 = July 2025 – June 2026); the latest by default. */
    fiscalYear: z._default(z.number().check(z.int('must be a whole year'), z.refine((year) => KNOWN_FISCAL_YEARS.includes(year), {
        message: `no published NYC tax rates for that fiscal year (known: ${KNOWN_FISCAL_YEARS.join(', ')})`,
      })), latestNycTaxFiscalYear),
  }).check(z.refine((v) => v.billableAssessedValue !== undefined || v.marketValue !== undefined, {
    path: ['billableAssessedValue'],
    message: 'give the billable assessed value or the market value',
  })))();
export type NycPropertyTaxInput = z.input<typeof nycPropertyTaxInputSchema>;

/** Which figure the tax was computed from. */
export const NYC_PROPERTY_TAX_BASES = ['billable-assessed-value', 'market-value-estimate'] as const;
export type NycPropertyTaxBasis = (typeof NYC_PROPERTY_TAX_BASES)[number];

export const nycPropertyTaxResultSchema = /* @__PURE__ */ (() => z.object({
  /** Annual property tax before exemptions and abatements, USD. */
  annualTax: z.number().check(z.minimum(0)),
  /** The same, per month, USD. */
  monthlyTax: z.number().check(z.minimum(0)),
  taxClass: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  fiscalYear: z.number().check(z.int()),
  /** Tax rate applied, percent of billable assessed value. */
  taxRate: z.number().check(z.minimum(0)),
  /** Assessed value the rate was applied to, USD. */
  assessedValue: z.number().check(z.minimum(0)),
  /** Assessment ratio used (percent of market value), null when the assessed value was given. */
  assessmentRatio: z.nullable(z.number()),
  basis: z.enum(NYC_PROPERTY_TAX_BASES),
  /** Where the figures come from and what they leave out, in words. */
  assumptions: z.array(z.string()),
}))();
export type NycPropertyTax = z.infer<typeof nycPropertyTaxResultSchema>;

/**
 * Annual NYC property tax of one lot, USD:
 * tax = billable assessed value × class tax rate ÷ 100 (`NYC_PROPERTY_TAX_RATES`, by fiscal
 * year). When only DOF's market value is known, assessed value ≈ market value × the class's
 * assessment ratio (`NYC_ASSESSMENT_RATIOS`: 6 % class 1, 45 % classes 2–4) — an estimate
 * that ignores the caps and phase-ins, said so in `assumptions`. Exemptions and abatements
 * (STAR, J-51, 421-a, co-op/condo abatement) are not subtracted. Throws `EngineInputError`
 * naming the field for an unknown class or fiscal year or a negative value.
 *
 * @example
 * nycPropertyTax({ taxClass: 2, billableAssessedValue: 1_000_000, fiscalYear: 2026 }).annualTax; // 124390
 * nycPropertyTax({ taxClass: '1', marketValue: 1_000_000, fiscalYear: 2026 }).annualTax; // 11905.8 (6 % × 19.843 %)
 */
export function nycPropertyTax(input: NycPropertyTaxInput): NycPropertyTax {
  return propertyTax(input);
}

/** `nycPropertyTax`, or with `forPrefill` without the monthly tax and the assessed value (0 each), which a prefill never shows. */
export function propertyTax(input: NycPropertyTaxInput, forPrefill?: true): NycPropertyTax {
  const { taxClass, billableAssessedValue, marketValue, fiscalYear } = parseInput(nycPropertyTaxInputSchema, input, 'NYC property tax');
  const year = fiscalYear as NycTaxFiscalYear;
  const taxRate = NYC_PROPERTY_TAX_RATES[year][taxClass];
  const assumptions = [
    `FY${year} class ${taxClass} tax rate ${taxRate} % (NYC Department of Finance, "Property Tax Rates").`,
    'Exemptions and abatements (STAR, J-51, 421-a, co-op/condo abatement) are not subtracted.',
  ];
  let assessed: Decimal;
  let assessmentRatio: number | null = null;
  if (billableAssessedValue !== undefined) {
    assessed = dec(billableAssessedValue);
    if (marketValue !== undefined) assumptions.push('Billable assessed value used; the market value given was not needed.');
  } else {
    assessmentRatio = NYC_ASSESSMENT_RATIOS[taxClass];
    assessed = dec(marketValue ?? 0).times(tableRate(assessmentRatio));
    assumptions.push(
      `Assessed value estimated as ${assessmentRatio} % of market value (class ${taxClass} assessment ratio); ` +
        "DOF's caps and phase-ins can make the real billable value lower.",
    );
  }
  const annual = assessed.times(tableRate(taxRate));
  return {
    annualTax: moneyOut(annual),
    monthlyTax: forPrefill ? 0 : moneyOut(annual.div(12)),
    taxClass,
    fiscalYear: year,
    taxRate,
    assessedValue: forPrefill ? 0 : moneyOut(assessed),
    assessmentRatio,
    basis: assessmentRatio === null ? 'billable-assessed-value' : 'market-value-estimate',
    assumptions,
  };
}
