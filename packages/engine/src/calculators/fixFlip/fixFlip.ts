import { dec, Decimal, decZero } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { fraction, isNegligible, maxAllowableOfferDecimal, moneyOut, NOT_DEFINED, ratioOut, type RiskLevel } from '../shared';
import {
  FIX_FLIP_DEFAULTS,
  fixFlipInputSchema,
  type FixFlipInput,
  type FixFlipResult,
  type FixFlipValues,
} from './fixFlip.schema';
import { resolveLineItems } from '../lineItems';

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
const TWELVE = new Decimal(12);
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
  // custom lines over the hold: expenses and costs are paid in cash before the sale, income adds to the profit
  const recurringExpenses = lines.monthlyExpenses.times(v.holdingMonths);
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
  const profit = arv.minus(costBeforeRecurringLines).plus(lines.monthlyNet.times(v.holdingMonths));
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

