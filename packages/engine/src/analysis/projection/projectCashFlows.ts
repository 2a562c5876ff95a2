import { parseInput } from '../../errors/parseInput';
import { rentalHoldProForma } from '../dealAnalysis/rentalHoldProForma';
import { cashFlowProjectionInputSchema, type CashFlowProjection, type CashFlowProjectionInput } from './projectCashFlows.schema';

/**
 * Year-by-year pro forma of a financed rental held `holdingYears` (1–40) and sold at the end
 * of the last year, with the investor's IRR, NPV, equity multiple and profit.
 *
 * For year y (1-based), with growth rates as fractions:
 * - gross rent = monthly rent × 12 × (1 + rent growth)^(y−1); vacancy loss = gross × vacancy;
 *   effective gross income (EGI) = gross − vacancy loss
 * - operating expenses = annual expenses × (1 + expense growth)^(y−1) + management % × EGI
 * - NOI = EGI − operating expenses; debt service = the level monthly payment × months paid
 *   that year (0 after the loan is paid off); cash flow before tax = NOI − debt service
 * - loan balance after 12·y payments; property value = price × (1 + appreciation)^y;
 *   equity = value − balance.
 *
 * At the sale: selling costs = value × selling %; net sale proceeds = value − selling costs −
 * loan balance. The equity cash flows are −(down payment + closing + rehab) in year 0, each
 * year's cash flow, and the net sale proceeds added to the last year; IRR (annual, percent)
 * and NPV (at `discountRatePercent`, default 8 %) are taken over them. Math is Decimal
 * throughout; each reported figure is rounded once (USD to cents, percents and ratios to
 * 4 decimals), so rounded rows may differ from each other's sums by a cent.
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * const projection = projectCashFlows(cashFlowProjectionDefaults({ holdingYears: 5 }));
 * projection.years.length // 5
 * projection.totals.irrPercent // 9.753 — the annual IRR in percent
 */
export function projectCashFlows(input: CashFlowProjectionInput): CashFlowProjection {
  const deal = parseInput(cashFlowProjectionInputSchema, input, 'cash-flow projection');
  // The pro forma computes exactly this when the value grows by appreciation and the cash
  // invested is down payment + closing + rehab; the exit cap rate is then never read.
  const { years, sale, totals, cashFlows } = rentalHoldProForma({ ...deal, exitValuation: 'appreciation', exitCapRatePercent: UNUSED_EXIT_CAP_RATE });
  return { years, sale, totals, cashFlows };
}

/** Any valid exit cap rate: with `exitValuation: 'appreciation'` the pro forma does not use it. */
const UNUSED_EXIT_CAP_RATE = 6;
