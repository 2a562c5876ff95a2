import { dec, Decimal, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { fraction, isNegligible, maxAllowableOfferDecimal, moneyOut, NOT_DEFINED, ratioOut, type RiskLevel } from '../shared';
import {
  FIX_FLIP_DEFAULTS,
  fixFlipInputSchema,
  type FixFlipInput,
  type FixFlipParsed,
  type FixFlipResult,
  type FixFlipValues,
} from './fixFlip.schema';
import { hasLineItems, resolveLineItems } from '../lineItems';
import {
  certainAbove,
  certainMoney,
  certainPercent,
  certainRatio,
  exactPercent,
  exactRatio,
  MICROS_PER_CENT,
  microsToMoney,
  percentHundredths,
  STEP,
  wholeCentsMicros,
} from '../shared/exactPath';

/** Fix & Flip thresholds: the assumed ARV multiple, the 70 % rule and the risk bands (spec 2 §9). */
export const FIX_FLIP_RULES = {
  /** ARV assumed as 1.3 × the purchase price when none is given. */
  arvMultiple: 1.3,
  /** The 70 % rule: (price + rehab) ÷ ARV at most 0.70 … */
  maxCostToArv: 0.7,
  /** … and ROI at least 15 %. */
  minRoiPercent: 15,
  /** High risk: cost-to-ARV above 0.8, ROI under 10 % or a hold over 12 months. */
  highRisk: { costToArv: 0.8, roiPercent: 10, holdingMonths: 12 },
  /** Medium risk: cost-to-ARV above 0.7, ROI under 20 % or a hold over 8 months. */
  mediumRisk: { costToArv: 0.7, roiPercent: 20, holdingMonths: 8 },
} as const;

/** The property value assumed when none is known, USD (our choice; the spec gives none). */
export const FIX_FLIP_FALLBACK_VALUE = 250_000;

const ARV_MULTIPLE = new Decimal(FIX_FLIP_RULES.arvMultiple);
const MAX_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.maxCostToArv);
const HIGH_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.highRisk.costToArv);
const MEDIUM_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.mediumRisk.costToArv);

/**
 * The Fix & Flip form's starting values for a property worth `value`
 * (250,000 when unknown): purchase price = value, ARV = 1.3 × value, down 25 %, closing
 * 3,000, rehab 25,000, 6-month hold at 8 %, selling costs 6 %, contingency 10 % (spec 2 §9).
 *
 * @example
 * fixFlipDefaults(400_000).afterRepairValue // 520000
 */
export function fixFlipDefaults(value?: number): FixFlipValues {
  const price = value !== undefined && Number.isFinite(value) && value > 0 ? value : FIX_FLIP_FALLBACK_VALUE;
  return { ...FIX_FLIP_DEFAULTS, purchasePrice: price, afterRepairValue: moneyOut(dec(price).times(ARV_MULTIPLE)) };
}

// An ROI threshold test that also covers a deal with no cash in it: its return is unbounded,
// so it passes every threshold when it makes a profit and fails every one otherwise.
function roiAtLeast(roi: Decimal | null, profit: Decimal, thresholdPercent: number): boolean {
  if (roi === null) return profit.greaterThan(decZero);
  return roi.greaterThanOrEqualTo(thresholdPercent);
}

/**
 * Fix & Flip analysis: the profit and ROI of buying, rehabbing and selling a property, checked
 * against the 70 % rule and graded Low, Medium or High risk (spec 2 §9).
 *
 * - loan = price × (1 − down %), interest-only: holding costs = loan × rate ÷ 12 × months
 * - contingency = rehab × contingency %; selling costs = ARV × selling %
 * - total project cost = price + closing + rehab + contingency + holding + selling
 * - cash invested = down payment + closing + rehab + contingency + holding costs
 *   (selling costs come out of the sale proceeds)
 * - profit = ARV − total project cost; ROI = profit ÷ cash invested; annualised ROI = ROI × 12 ÷ months
 * - custom lines (`lineItems`): a recurring expense line runs over the hold (monthly × months) and,
 *   like a cost line, adds to the project cost and the cash invested; a recurring income line over
 *   the hold adds to the profit; a negative amount is a credit. So a monthly expense of X lowers the
 *   profit by X × months and a cost of X lowers it by X. The 70 % rule's ratio stays (price + rehab) ÷ ARV.
 * - cost-to-ARV = (price + rehab) ÷ ARV, the classic 70 % rule basis, so that
 *   price ≤ max allowable offer (70 % ARV − rehab) exactly when cost-to-ARV ≤ 0.70
 * - meets 70 % rule: cost-to-ARV ≤ 0.70 and ROI ≥ 15 % → 'viable', else 'high_risk'
 * - risk High if cost-to-ARV > 0.8, ROI < 10 or hold > 12 months; Medium if > 0.7, ROI < 20
 *   or hold > 8; otherwise Low (a deal that loses money has ROI < 10 or, with no cash in it,
 *   fails every ROI test, so it is always High)
 * - ROI and annualised ROI are null when no cash goes in, with the reason in `notDefined`
 * - the hold is at least 0.1 month, so the annualised ROI is always a finite number
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * calculateFixFlip({ purchasePrice: 200_000, afterRepairValue: 330_000 }).profit // 73700 (330,000 − 256,300)
 */
export function calculateFixFlip(input: FixFlipInput): FixFlipResult {
  const v = parseInput(fixFlipInputSchema, input, 'Fix & Flip');
  return fixFlipInMicros(v) ?? fixFlipInDecimals(v);
}

/** The Fix & Flip analysis with every amount a Decimal: the definition the fast path must equal. */
export function fixFlipInDecimals(v: FixFlipParsed): FixFlipResult {
  const price = dec(v.purchasePrice);
  const arv = v.afterRepairValue === undefined ? price.times(ARV_MULTIPLE) : dec(v.afterRepairValue);
  const rehab = dec(v.rehabCost);
  const closing = dec(v.closingCosts);
  const downPayment = price.times(fraction(v.downPaymentPercent));
  const loan = price.minus(downPayment);
  const contingency = rehab.times(fraction(v.contingencyPercent));
  const holdingCosts = loan.times(fraction(v.interestRate)).div(TWELVE).times(v.holdingMonths);
  const sellingCosts = arv.times(fraction(v.sellingCostsPercent));
  const lines = resolveLineItems(v.lineItems, { price, monthlyRent: null, units: v.units, squareFeet: v.squareFeet });
  // custom lines over the hold: expenses and costs are paid in cash before the sale, income adds to the
  // profit. A year's amount times the months, then one division by 12, is exact wherever the true value
  // is ($2,816.30 a year over 18 months is $4,224.45; divided by 12 first, the repeating $234.6916… cut
  // at 28 digits would decide how a half cent rounds).
  const recurringExpenses = lines.annualExpenses.times(v.holdingMonths).div(TWELVE);
  const cashInvested = downPayment
    .plus(closing)
    .plus(rehab)
    .plus(contingency)
    .plus(holdingCosts)
    .plus(lines.oneTimeCosts)
    .plus(recurringExpenses);
  const costBeforeRecurringLines = price
    .plus(closing)
    .plus(rehab)
    .plus(contingency)
    .plus(holdingCosts)
    .plus(sellingCosts)
    .plus(lines.oneTimeCosts);
  const totalProjectCost = costBeforeRecurringLines.plus(recurringExpenses);
  // the profit takes the recurring lines' net over the hold in one step: equal income and expense cancel exactly
  const profit = arv.minus(costBeforeRecurringLines).plus(lines.annualIncome.minus(lines.annualExpenses).times(v.holdingMonths).div(TWELVE));
  // credits can take the cash in below zero: no cash in, no ROI
  const noCashIn = isNegligible(cashInvested) || cashInvested.isNegative();
  const roi = noCashIn ? null : profit.div(cashInvested).times(100);
  const annualizedRoi = roi === null ? null : roi.times(TWELVE).div(v.holdingMonths);
  const costToArv = price.plus(rehab).div(arv);

  const meets70PercentRule =
    costToArv.lessThanOrEqualTo(MAX_COST_TO_ARV) && roiAtLeast(roi, profit, FIX_FLIP_RULES.minRoiPercent);
  let riskLevel: RiskLevel = 'Low';
  const { highRisk, mediumRisk } = FIX_FLIP_RULES;
  if (
    costToArv.greaterThan(HIGH_COST_TO_ARV) ||
    !roiAtLeast(roi, profit, highRisk.roiPercent) ||
    v.holdingMonths > highRisk.holdingMonths
  ) {
    riskLevel = 'High';
  } else if (
    costToArv.greaterThan(MEDIUM_COST_TO_ARV) ||
    !roiAtLeast(roi, profit, mediumRisk.roiPercent) ||
    v.holdingMonths > mediumRisk.holdingMonths
  ) {
    riskLevel = 'Medium';
  }

  return {
    afterRepairValue: moneyOut(arv),
    downPaymentAmount: moneyOut(downPayment),
    loanAmount: moneyOut(loan),
    contingency: moneyOut(contingency),
    holdingCosts: moneyOut(holdingCosts),
    sellingCosts: moneyOut(sellingCosts),
    totalProjectCost: moneyOut(totalProjectCost),
    totalCashInvested: moneyOut(cashInvested),
    profit: moneyOut(profit),
    roi: roi === null ? null : ratioOut(roi),
    annualizedRoi: annualizedRoi === null ? null : ratioOut(annualizedRoi),
    costToArvRatio: ratioOut(costToArv),
    maxAllowableOffer: moneyOut(maxAllowableOfferDecimal(arv, rehab)),
    meets70PercentRule,
    viability: meets70PercentRule ? 'viable' : 'high_risk',
    riskLevel,
    notDefined: roi === null ? { roi: NOT_DEFINED.noCashInvested, annualizedRoi: NOT_DEFINED.noCashInvested } : {},
    ...(lines.any ? { lineItems: lines.results(dec(v.holdingMonths)) } : {}),
  };
}


const HALF_CENT_MICROS = 5_000;

/**
 * `fixFlipInDecimals` on exact micro-dollar integers (price, ARV, rehab, closing costs and the
 * percent shares of them), with the holding interest — the one amount decimal.js rounds — and
 * what follows from it carried as error-bounded doubles (see shared/exactPath.ts): the same
 * result digit for digit (property-tested against `fixFlipInDecimals`), or undefined when an input
 * is outside that form (custom lines, fractions of a cent, percents with more than two decimals)
 * or a result lies too near a rounding boundary to be certain; the caller then takes the
 * decimal.js path.
 */
export function fixFlipInMicros(v: FixFlipParsed): FixFlipResult | undefined {
  if (hasLineItems(v)) return undefined;
  const price = wholeCentsMicros(v.purchasePrice);
  const givenArv = v.afterRepairValue === undefined ? undefined : wholeCentsMicros(v.afterRepairValue);
  const rehab = wholeCentsMicros(v.rehabCost);
  const closing = wholeCentsMicros(v.closingCosts);
  const downShare = percentHundredths(v.downPaymentPercent);
  const contingencyShare = percentHundredths(v.contingencyPercent);
  const sellingShare = percentHundredths(v.sellingCostsPercent);
  if (
    price === undefined ||
    (v.afterRepairValue !== undefined && givenArv === undefined) ||
    rehab === undefined ||
    closing === undefined ||
    downShare === undefined ||
    contingencyShare === undefined ||
    sellingShare === undefined
  ) {
    return undefined;
  }
  // 1.3 × the price when no ARV is given: exact in micro-dollars, taken when it is whole cents
  const arv = givenArv ?? (price / 10) * 13;
  if (arv % MICROS_PER_CENT !== 0) return undefined;
  // cents × hundredths of a percent = micro-dollars
  const downPayment = (price / MICROS_PER_CENT) * downShare;
  const loan = price - downPayment;
  const contingency = (rehab / MICROS_PER_CENT) * contingencyShare;
  const sellingCosts = (arv / MICROS_PER_CENT) * sellingShare;
  const months = v.holdingMonths;

  // loan × rate ÷ 12 × months: decimal.js rounds it to 28 digits, so a double with a bound from here
  const holding = ((loan * v.interestRate) / 1200) * months;
  const holdingBound = Math.abs(holding) * 6 * STEP;
  const exact = holding === 0;
  const cashInvested = downPayment + closing + rehab + contingency + holding;
  const cashBound = holdingBound + Math.abs(cashInvested) * STEP;
  const costExact = price + closing + rehab + contingency + sellingCosts;
  const totalProjectCost = costExact + holding;
  const totalBound = holdingBound + Math.abs(totalProjectCost) * STEP;
  const profit = arv - costExact - holding;
  const profitBound = holdingBound + Math.abs(profit) * STEP;

  // no cash in (negligible or negative): below half a cent
  const cashIn = exact ? cashInvested >= HALF_CENT_MICROS : certainAbove(cashInvested, cashBound, HALF_CENT_MICROS);
  if (cashIn === undefined) return undefined;
  const ratio = profit / cashInvested;
  const ratioBound = (profitBound + Math.abs(ratio) * cashBound) / cashInvested + Math.abs(ratio) * STEP;
  // ROI ≥ threshold; with no cash in, a profit passes every threshold and a loss fails it
  const roiAtLeastPercent = (threshold: number): boolean | undefined =>
    cashIn ? certainAbove(ratio * 100, ratioBound * 100, threshold) : certainAbove(profit, profitBound, 0);

  let roi: number | null = null;
  let annualizedRoi: number | null = null;
  if (cashIn) {
    roi = exact ? exactPercent(profit, cashInvested) ?? null : certainPercent(ratio, ratioBound) ?? null;
    const annualized = (ratio * 1200) / months;
    annualizedRoi = certainRatio(annualized, (ratioBound * 1200) / months + Math.abs(annualized) * 3 * STEP) ?? null;
    if (roi === null || annualizedRoi === null) return undefined;
  }
  // cost ÷ ARV against 0.7 and 0.8 as exact integer comparisons
  const costNumerator = price + rehab;
  const costToArvRatio = exactRatio(costNumerator, arv);
  const meetsMinRoi = roiAtLeastPercent(FIX_FLIP_RULES.minRoiPercent);
  const meetsHighRoi = roiAtLeastPercent(FIX_FLIP_RULES.highRisk.roiPercent);
  const meetsMediumRoi = roiAtLeastPercent(FIX_FLIP_RULES.mediumRisk.roiPercent);
  const holdingCosts = exact ? 0 : certainMoney(holding, holdingBound);
  const totalCashInvested = exact ? microsToMoney(cashInvested) : certainMoney(cashInvested, cashBound);
  const total = exact ? microsToMoney(totalProjectCost) : certainMoney(totalProjectCost, totalBound);
  const profitOut = exact ? microsToMoney(profit) : certainMoney(profit, profitBound);
  if (
    costToArvRatio === undefined ||
    meetsMinRoi === undefined ||
    meetsHighRoi === undefined ||
    meetsMediumRoi === undefined ||
    holdingCosts === undefined ||
    totalCashInvested === undefined ||
    total === undefined ||
    profitOut === undefined
  ) {
    return undefined;
  }
  const meets70PercentRule = 10 * costNumerator <= 7 * arv && meetsMinRoi;
  const { highRisk, mediumRisk } = FIX_FLIP_RULES;
  let riskLevel: RiskLevel = 'Low';
  if (5 * costNumerator > 4 * arv || !meetsHighRoi || months > highRisk.holdingMonths) riskLevel = 'High';
  else if (10 * costNumerator > 7 * arv || !meetsMediumRoi || months > mediumRisk.holdingMonths) riskLevel = 'Medium';

  return {
    afterRepairValue: microsToMoney(arv),
    downPaymentAmount: microsToMoney(downPayment),
    loanAmount: microsToMoney(loan),
    contingency: microsToMoney(contingency),
    holdingCosts,
    sellingCosts: microsToMoney(sellingCosts),
    totalProjectCost: total,
    totalCashInvested,
    profit: profitOut,
    roi,
    annualizedRoi,
    costToArvRatio,
    maxAllowableOffer: microsToMoney((arv / 10) * 7 - rehab),
    meets70PercentRule,
    viability: meets70PercentRule ? 'viable' : 'high_risk',
    riskLevel,
    notDefined: roi === null ? { roi: NOT_DEFINED.noCashInvested, annualizedRoi: NOT_DEFINED.noCashInvested } : {},
  };
}
