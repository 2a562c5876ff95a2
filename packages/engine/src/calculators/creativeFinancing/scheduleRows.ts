import type { CreativeFinancingResult, CreativeFinancingValues } from './creativeFinancing.schema';
import { CREATIVE_RULES } from './creativeRules';

/**
 * Year-end rows of a schedule over `months` (a last, partial year ends at `months`). Every schedule
 * here runs whole years (a balloon year, a term in years, the 5-year horizon), so a row's year is
 * months ÷ 12 exactly.
 */
export function yearEnds(months: number): number[] {
  const ends: number[] = [];
  for (let m = 12; m < months; m += 12) ends.push(m);
  if (months > 0) ends.push(months);
  return ends;
}

/** The note's term in months (0: an interest-only note). */
export function noteMonths(v: CreativeFinancingValues): number {
  return (v.loanTerm ?? 0) * 12;
}

/**
 * How long a wrap-around runs: to its balloon year, else its term, else (an interest-only wrap
 * without a balloon) the 5-year horizon; a balloon past the term means it is paid off at its term.
 */
export function wrapSpan(v: CreativeFinancingValues): { endsAt: NonNullable<CreativeFinancingResult['wrap']>['endsAt']; wrapMonths: number } {
  const termMonths = noteMonths(v);
  const endsAt = v.balloonYear !== undefined && (termMonths === 0 || v.balloonYear * 12 < termMonths) ? 'balloon' : termMonths > 0 ? 'term' : 'horizon';
  const wrapEndMonth = v.balloonYear !== undefined ? v.balloonYear * 12 : termMonths > 0 ? termMonths : CREATIVE_RULES.holdingPeriodYears * 12;
  return { endsAt, wrapMonths: termMonths > 0 ? Math.min(wrapEndMonth, termMonths) : wrapEndMonth };
}

/** A land contract's balloon month: balloon year × 12, or the term's end when the balloon year is past it. */
export function balloonMonth(v: CreativeFinancingValues): number {
  const termMonths = noteMonths(v);
  const month = (v.balloonYear ?? 1) * 12;
  return termMonths > 0 ? Math.min(month, termMonths) : month;
}

/**
 * The arithmetic a structure's figures need (`wrapFigures`, `landContractFigures`), over either
 * number type of the calculator: decimal.js amounts (`DECIMAL_MATH`, the definition) or the fast
 * path's error-bounded doubles, which give up when a figure is too near a rounding edge. One copy of
 * each structure's formulas serves both paths.
 */
export interface StructureMath<T> {
  minus(a: T, b: T): T;
  /** a × k, k a whole number of months. */
  times(a: T, k: number): T;
  /** max(0, a). */
  atLeastZero(a: T): T;
  /** USD rounded half-up to cents. */
  money(a: T): number;
}

/** A loan's level payment and its balance after k payments. */
export interface LoanPath<T> {
  payment: T;
  balanceAfter: (months: number) => T;
}
