import type * as z from 'zod/mini';
import { dec, Decimal, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { fraction, moneyOut } from '../shared';
import {
  LINE_ITEM_MESSAGES,
  type LineItemBasis,
  type LineItemResult,
  type lineItemSchema,
} from './lineItems.schema';

/** A line after validation (label trimmed). */
type ParsedLine = z.output<typeof lineItemSchema>;


/** What a calculator's lines are measured against. */
export interface LineItemBase {
  /** The price a `percent_of_price` line takes a share of, USD. */
  price: Decimal;
  /** The gross rent a `percent_of_rent` line takes a share of, USD per month; null when the calculator has no rent. */
  monthlyRent: Decimal | null;
  units?: number | undefined;
  squareFeet?: number | undefined;
}

/**
 * The calculator's lines in dollars, with the sums each calculator adds to its own figures.
 *
 * The yearly sums are exact (monthly lines × 12 + annual lines). A bottom line takes the lines
 * from the exact yearly net with one division: a month's cash flow (annual net ÷ 12), a hold's
 * profit (annual net × months ÷ 12), so an income line and an equal expense line cancel to the last
 * digit and a half-cent tie is never made by rounding; the monthly income and expense sums are for
 * the figures that show them.
 */
export interface ResolvedLineItems {
  /** True when the input carried at least one line. */
  readonly any: boolean;
  /** Income lines, USD per month (the yearly sum ÷ 12). */
  readonly monthlyIncome: Decimal;
  /** Income lines, USD per year (monthly lines × 12 + annual lines), exact. */
  readonly annualIncome: Decimal;
  /** Expense lines, USD per month (the yearly sum ÷ 12). */
  readonly monthlyExpenses: Decimal;
  /** Expense lines, USD per year, exact. */
  readonly annualExpenses: Decimal;
  /** Cost lines, USD once. */
  readonly oneTimeCosts: Decimal;
  /**
   * The lines as the result lists them. `holdMonths`, in Fix & Flip and Wholesale, is the hold
   * recurring lines run over (`overHold`); null in the rental calculators.
   */
  results(holdMonths: Decimal | null): LineItemResult[];
}

interface Priced {
  line: ParsedLine;
  basis: LineItemBasis;
  /** USD at the line's frequency. */
  value: Decimal;
}

function lineValue(line: ParsedLine, basis: LineItemBasis, base: LineItemBase): Decimal {
  switch (basis) {
    case 'amount':
      return dec(line.amount);
    case 'percent_of_price':
      return base.price.times(fraction(line.amount));
    case 'percent_of_rent': {
      // the schema refuses a rent share where there is no rent; a monthly line takes a share of a
      // month's rent, an annual line of a year's, a one-time line of one month's
      const rent = base.monthlyRent ?? decZero;
      const period = line.frequency === 'annual' ? rent.times(TWELVE) : rent;
      return period.times(fraction(line.amount));
    }
    case 'per_unit':
      return dec(line.amount).times(base.units ?? 0);
    case 'per_sqft':
      return dec(line.amount).times(base.squareFeet ?? 0);
  }
}

function perMonth(p: Priced): Decimal | null {
  if (p.line.frequency === 'monthly') return p.value;
  if (p.line.frequency === 'annual') return p.value.div(TWELVE);
  return null;
}

function perYear(p: Priced): Decimal | null {
  if (p.line.frequency === 'annual') return p.value;
  if (p.line.frequency === 'monthly') return p.value.times(TWELVE);
  return null;
}

const NO_LINES: ResolvedLineItems = {
  any: false,
  monthlyIncome: decZero,
  annualIncome: decZero,
  monthlyExpenses: decZero,
  annualExpenses: decZero,
  oneTimeCosts: decZero,
  results: () => [],
};

/**
 * A deal's custom lines in dollars: each line's value at its frequency (a percent of the price or
 * rent, or per unit or square foot, as its `basis` says) and the sums the calculators add —
 * income per month and per year, expenses per month and per year, one-time costs. Sums are
 * exact Decimals; an annual line of 12·X counts as X a month.
 *
 * @example
 * resolveLineItems([{ label: 'HOA', kind: 'expense', amount: 250, frequency: 'monthly' }],
 *   { price: dec(400_000), monthlyRent: dec(3_000) }).annualExpenses // 3000
 */
export function resolveLineItems(lines: readonly ParsedLine[] | undefined, base: LineItemBase): ResolvedLineItems {
  // most deals carry no lines: their sums are all zero, with nothing to build
  if (lines === undefined || lines.length === 0) return NO_LINES;
  const priced: Priced[] = (lines ?? []).map((line) => {
    const basis = line.basis ?? 'amount';
    return { line, basis, value: lineValue(line, basis, base) };
  });
  let annualIncome = decZero;
  let annualExpenses = decZero;
  let oneTimeCosts = decZero;
  for (const p of priced) {
    const year = perYear(p);
    if (p.line.kind === 'cost') oneTimeCosts = oneTimeCosts.plus(p.value);
    else if (year !== null && p.line.kind === 'income') annualIncome = annualIncome.plus(year);
    else if (year !== null) annualExpenses = annualExpenses.plus(year);
  }
  return {
    any: priced.length > 0,
    monthlyIncome: annualIncome.div(TWELVE),
    annualIncome,
    monthlyExpenses: annualExpenses.div(TWELVE),
    annualExpenses,
    oneTimeCosts,
    results: (holdMonths) =>
      priced.map((p) => {
        const month = perMonth(p);
        const year = perYear(p);
        let overHold: number | null = null;
        // a year's amount times the months, then / 12: exact wherever the true value is, as the profit takes it
        if (holdMonths !== null) overHold = moneyOut(year === null ? p.value : year.times(holdMonths).div(TWELVE));
        return {
          label: p.line.label,
          kind: p.line.kind,
          frequency: p.line.frequency,
          basis: p.basis,
          amount: p.line.amount,
          value: moneyOut(p.value),
          monthly: month === null ? null : moneyOut(month),
          annual: year === null ? null : moneyOut(year),
          overHold,
        };
      }),
  };
}

/** What a calculator offers its lines to be measured against. */
export interface LineItemContext {
  /** The calculator's name, for messages ("Fix & Flip"). */
  calculator: string;
  /** Whether the calculator has a rent a `percent_of_rent` line can take a share of. */
  hasRent: boolean;
  lineItems?: readonly { basis?: LineItemBasis | undefined }[] | undefined;
  units?: number | undefined;
  squareFeet?: number | undefined;
}

/** Something zod's `superRefine` context can record an issue on. */
interface IssueSink {
  addIssue(issue: { code: 'custom'; path: (string | number)[]; message: string }): void;
}

/**
 * Adds an issue at `lineItems.<i>.basis` for each line whose basis the calculator cannot measure:
 * a rent share without a rent, per unit without `units`, per square foot without `squareFeet`.
 * Called from each calculator schema's `superRefine`.
 */
export function checkLineItemBases(context: LineItemContext, ctx: IssueSink): void {
  context.lineItems?.forEach((line, index) => {
    const path = ['lineItems', index, 'basis'];
    if (line.basis === 'percent_of_rent' && !context.hasRent) {
      ctx.addIssue({ code: 'custom', path, message: LINE_ITEM_MESSAGES.noRent(context.calculator) });
    }
    if (line.basis === 'per_unit' && context.units === undefined) {
      ctx.addIssue({ code: 'custom', path, message: LINE_ITEM_MESSAGES.needsUnits });
    }
    if (line.basis === 'per_sqft' && context.squareFeet === undefined) {
      ctx.addIssue({ code: 'custom', path, message: LINE_ITEM_MESSAGES.needsSquareFeet });
    }
  });
}

/** True when an input carries at least one line: the calculators' fast paths then step aside. */
export function hasLineItems(input: { lineItems?: readonly unknown[] | undefined }): boolean {
  return input.lineItems !== undefined && input.lineItems.length > 0;
}
