import { formatCurrency, formatNumber, formatPercent, type DealUnit, type HoldAssumptions } from '@rei/engine';

/** Shown in place of a number the engine reports as undefined (never NaN, never 0). */
export const NOT_DEFINED_LABEL = 'Not defined';

/** A value in its unit: dollars, percent (2 decimals) or a ratio (2 decimals); `Not defined` for null. */
export function formatDealValue(value: number | null | undefined, unit: DealUnit): string {
  if (value === null || value === undefined) return NOT_DEFINED_LABEL;
  if (unit === 'usd') return formatCurrency(value);
  if (unit === 'percent') return formatPercent(value, 2);
  return formatNumber(value, { decimals: 2 });
}

/** The signed difference `value − base` in the unit ("+$1,200", "−0.50 pts", "+0.10×"). */
export function formatDealDifference(value: number, base: number, unit: DealUnit): string {
  const difference = value - base;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  const size = Math.abs(difference);
  if (unit === 'usd') return `${sign}${formatCurrency(size)}`;
  if (unit === 'percent') return `${sign}${formatNumber(size, { decimals: 2 })} pts`;
  return `${sign}${formatNumber(size, { decimals: 2 })}`;
}

/** The hold behind IRR, NPV and equity multiple, in one sentence. */
export function describeHold(hold: HoldAssumptions): string {
  const exit =
    hold.exitValuation === 'exitCapRate'
      ? `sold at a ${formatPercent(hold.exitCapRatePercent, 2)} exit cap rate`
      : `value growing ${formatPercent(hold.annualAppreciationPercent, 2)} a year`;
  return `IRR, NPV and equity multiple assume a ${hold.holdingYears}-year hold, rent growing ${formatPercent(hold.annualRentGrowthPercent, 2)} and expenses ${formatPercent(hold.annualExpenseGrowthPercent, 2)} a year, ${exit}, ${formatPercent(hold.sellingCostsPercent, 2)} selling costs and an NPV discount rate of ${formatPercent(hold.discountRatePercent, 2)}.`;
}
