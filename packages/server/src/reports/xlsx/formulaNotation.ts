/**
 * The notation the XLSX export's formulas are written in (see `formulas.ts`) and the small pieces
 * every strategy's formulas share: the engine's tests for "negligible" and "no cash in", a blank
 * optional input read as 0, and the level payment and remaining balance of a loan.
 */
/** How a row's exact value is rounded for display: like the engine's moneyOut / percentOut / ratioOut. */
export type FormulaRounding = 'money' | 'percent' | 'ratio' | 'whole' | 'none';

export interface FormulaRow {
  /** Engine result path (`annualNOI`, `compliance.totalProjectCost`) or `_working` step. */
  readonly key: string;
  readonly label: string;
  readonly round: FormulaRounding;
  /** Exact value, in the notation above (no leading `=`). */
  readonly formula: string;
}

export interface FormulaInput {
  readonly key: string;
  readonly label: string;
  /** True for an input the engine fills itself when left blank (the formula says how). */
  readonly optional?: boolean;
}

export interface StrategyFormulas {
  readonly inputs: readonly FormulaInput[];
  readonly rows: readonly FormulaRow[];
}

/** Below half a cent: the engine's `isNegligible`. */
export const negligible = (x: string) => `ABS(${x})<0.005`;
/** No cash in: under half a cent, or below zero when credit lines outweigh the rest (the engine's test). */
export const noCash = (x: string) => `${x}<0.005`;
/** A blank optional input read as 0. */
export const orZero = (x: string) => `IF(ISBLANK(${x}),0,${x})`;

/**
 * Level monthly payment of `principal` at `ratePercent` a year over `months` (unrounded): the
 * engine's `levelPayment` — 0 with nothing borrowed or no term, principal ÷ months when the rate
 * over the term is negligible, else P·r·(1+r)^n / ((1+r)^n − 1) with r = rate ÷ 1200.
 */
export function paymentFormula(principal: string, ratePercent: string, months: string): string {
  const r = `(${ratePercent}/1200)`;
  return `IF(OR(${principal}=0,${months}<=0),0,IF(${r}*${months}<1E-12,${principal}/${months},${principal}*${r}*(1+${r})^${months}/((1+${r})^${months}-1)))`;
}

/** Balance after `paid` level payments, never below 0 (the engine's `remainingBalanceDecimal`). */
export function balanceFormula(principal: string, ratePercent: string, months: string, payment: string, paid: string): string {
  const r = `(${ratePercent}/1200)`;
  const k = `MIN(MAX(${paid},0),${months})`;
  return `IF(OR(${k}>=${months},${principal}=0),0,IF(${r}*${months}<1E-12,MAX(0,${principal}-${payment}*${k}),MAX(0,${principal}*(1+${r})^${k}-${payment}*((1+${r})^${k}-1)/${r})))`;
}
