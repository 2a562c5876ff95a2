/**
 * The Fix & Flip calculator as it was before the fast path (all decimal.js), kept only as the
 * oracle the equivalence tests compare the shipped calculator against, digit for digit.
 */
import { dec, Decimal, decZero } from '../../src/money/decimal';
import { parseInput } from '../../src/errors/parseInput';
import { fraction, isNegligible } from '../../src/calculators/shared/calculatorMath';
import { moneyOut, ratioOut } from '../../src/calculators/shared/boundary';
import { maxAllowableOfferDecimal } from '../../src/calculators/shared/maxAllowableOffer';
import { NOT_DEFINED } from '../../src/calculators/shared/notDefined';
import type { RiskLevel } from '../../src/calculators/shared/calculatorMath';
import { FIX_FLIP_RULES } from '../../src/calculators/fixFlip/fixFlip';
import { fixFlipInputSchema, type FixFlipInput, type FixFlipResult } from '../../src/calculators/fixFlip/fixFlip.schema';
import { resolveLineItems } from '../../src/calculators/lineItems/lineItems';

const ARV_MULTIPLE = new Decimal(FIX_FLIP_RULES.arvMultiple);
const TWELVE = new Decimal(12);
const MAX_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.maxCostToArv);
const HIGH_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.highRisk.costToArv);
const MEDIUM_COST_TO_ARV = new Decimal(FIX_FLIP_RULES.mediumRisk.costToArv);

function roiAtLeast(roi: Decimal | null, profit: Decimal, thresholdPercent: number): boolean {
  if (roi === null) return profit.greaterThan(decZero);
  return roi.greaterThanOrEqualTo(thresholdPercent);
}

export function referenceFixFlip(input: FixFlipInput): FixFlipResult {
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
  // a year's amount times the months, then / 12 (as the shipped calculator, since the half-cent fix)
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

