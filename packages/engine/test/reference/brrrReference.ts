/**
 * The BRRR calculator as it was before the fast path (all decimal.js, the payment factor from
 * `monthlyPaymentDecimal` with no cache and no exact shortcut), kept only as the oracle the
 * equivalence tests compare the shipped calculator against, digit for digit.
 */
import { dec, Decimal, decMax, decOne, decZero } from '../../src/money/decimal';
import { parseInput } from '../../src/errors/parseInput';
import { monthlyPaymentDecimal } from '../../src/calculators/amortization/amortization';
import { fraction, isNegligible, remainingFraction, type RiskLevel } from '../../src/calculators/shared/calculatorMath';
import { moneyOut, percentOut, percentText, ratioOut } from '../../src/calculators/shared/boundary';
import { NOT_DEFINED } from '../../src/calculators/shared/notDefined';
import { BRRR_MESSAGES, BRRR_RULES } from '../../src/calculators/brrr/brrr';
import {
  brrrInputSchema,
  type BrrrInput,
  type BrrrRefinanceCompliance,
  type BrrrResult,
} from '../../src/calculators/brrr/brrr.schema';

function levelPayment(principal: Decimal, annualRatePercent: number, termMonths: number): Decimal {
  if (principal.isZero() || termMonths <= 0) return decZero;
  return principal.times(monthlyPaymentDecimal(decOne, annualRatePercent, termMonths));
}

const TWELVE = new Decimal(12);
const MAX_VIABLE = new Decimal(BRRR_RULES.maxViableCostToArv);
const MAX_LTV_SHARE = new Decimal(BRRR_RULES.maxCompliantLtvPercent).div(100);
const LOW_COST_TO_ARV = new Decimal(BRRR_RULES.lowRisk.maxCostToArv);
const LOW_CASH_FLOW = new Decimal(BRRR_RULES.lowRisk.minMonthlyCashFlow);
const HIGH_COST_TO_ARV = new Decimal(BRRR_RULES.highRisk.maxCostToArv);

/**
 * BRRR risk: Low when cost-to-ARV ≤ 0.7, holding ≤ 6 months and monthly cash flow > 200;
 * High when cost-to-ARV > 0.8, holding > 12 months or cash flow < 0; else Medium (spec 2 §9).
 * Leverage counts too (our rule): a refinance above the 80 % LTV guideline is never Low.
 */
function brrrRisk(costToArv: Decimal, holdingMonths: number, monthlyCashFlow: Decimal, ltvShare: Decimal): RiskLevel {
  if (
    costToArv.greaterThan(HIGH_COST_TO_ARV) ||
    holdingMonths > BRRR_RULES.highRisk.maxHoldingMonths ||
    monthlyCashFlow.isNegative()
  ) {
    return 'High';
  }
  if (
    costToArv.lessThanOrEqualTo(LOW_COST_TO_ARV) &&
    holdingMonths <= BRRR_RULES.lowRisk.maxHoldingMonths &&
    monthlyCashFlow.greaterThan(LOW_CASH_FLOW) &&
    ltvShare.lessThanOrEqualTo(MAX_LTV_SHARE)
  ) {
    return 'Low';
  }
  return 'Medium';
}

// The loan is ARV × LTV, so loan ÷ ARV is the LTV itself: no division needed.
function refinanceCompliance(ltvShare: Decimal, afterRepairValue: Decimal): BrrrRefinanceCompliance {
  const isCompliant = ltvShare.lessThanOrEqualTo(MAX_LTV_SHARE);
  const ltvText = percentText(ltvShare);
  return {
    isCompliant,
    ltvRatio: percentOut(ltvShare),
    maxLoanAmount: moneyOut(afterRepairValue.times(MAX_LTV_SHARE)),
    message: isCompliant ? BRRR_MESSAGES.ltvCompliant(ltvText) : BRRR_MESSAGES.ltvNonCompliant(ltvText),
  };
}

export function referenceBrrr(input: BrrrInput): BrrrResult {
  const v = parseInput(brrrInputSchema, input, 'BRRR');
  const price = dec(v.purchasePrice);
  const wholesaleFee = v.isWholesaled ? price.times(fraction(v.wholesaleFeePercent)) : decZero;
  const adjustedPrice = price.plus(wholesaleFee);
  const arv = dec(v.afterRepairValue);
  const downPayment = dec(v.downPayment);
  const closingCosts = dec(v.closingCosts);
  const rehabCosts = dec(v.rehabCosts);

  const cashInvested = downPayment.plus(closingCosts).plus(rehabCosts);
  const insuranceAndTaxes = dec(v.insurance).plus(v.taxes);
  const holdingCosts = dec(v.utilities).plus(insuranceAndTaxes).times(v.holdingTime);
  const ltvShare = fraction(v.refinanceLTV);
  const refinanceLoan = arv.times(ltvShare);
  const cashOut = refinanceLoan.minus(adjustedPrice.minus(downPayment));
  const cashLeftRaw = cashInvested.plus(holdingCosts).minus(cashOut);
  // Less than half a cent left shows as 0.00: that is an infinite return, not a huge ratio.
  const cashLeft = isNegligible(cashLeftRaw) ? decZero : decMax(decZero, cashLeftRaw);
  const noCashLeft = cashLeft.isZero();

  const effectiveRent = dec(v.monthlyRent).times(remainingFraction(v.vacancyRate));
  const operatingCosts = insuranceAndTaxes.plus(v.maintenance);
  // The schema requires a rate whenever the LTV (and so the loan) is above 0.
  const payment = levelPayment(refinanceLoan, v.refinanceRate ?? 0, BRRR_RULES.refinanceTermMonths);
  const monthlyCashFlow = effectiveRent.minus(operatingCosts).minus(payment);
  const annualCashFlow = monthlyCashFlow.times(TWELVE);
  // Nothing left in the deal is an infinite return only while the rental makes money;
  // at zero or negative cash flow the return is undefined, not infinite.
  const infiniteReturn = noCashLeft && !isNegligible(monthlyCashFlow) && monthlyCashFlow.isPositive();
  const notDefined: BrrrResult['notDefined'] = {};
  if (noCashLeft && !infiniteReturn) notDefined.actualCashOnCashReturn = NOT_DEFINED.noCashLeftNoIncome;

  const equity = arv.minus(refinanceLoan);
  const totalSpent = cashInvested.plus(holdingCosts);
  const costToArv = adjustedPrice.plus(closingCosts).plus(rehabCosts).div(arv);
  const isViableProject = costToArv.lessThanOrEqualTo(MAX_VIABLE);
  if (isNegligible(totalSpent)) notDefined.totalROI = NOT_DEFINED.noCashSpent;

  return {
    adjustedPurchasePrice: moneyOut(adjustedPrice),
    wholesaleFee: moneyOut(wholesaleFee),
    totalCashInvested: moneyOut(cashInvested),
    holdingCosts: moneyOut(holdingCosts),
    refinanceLoanAmount: moneyOut(refinanceLoan),
    cashOutAtRefinance: moneyOut(cashOut),
    cashLeftInDeal: moneyOut(cashLeft),
    effectiveMonthlyRent: moneyOut(effectiveRent),
    monthlyOperatingCosts: moneyOut(operatingCosts),
    monthlyMortgagePayment: moneyOut(payment),
    monthlyNetCashFlow: moneyOut(monthlyCashFlow),
    annualNetCashFlow: moneyOut(annualCashFlow),
    infiniteReturn,
    actualCashOnCashReturn: noCashLeft ? null : percentOut(annualCashFlow.div(cashLeft)),
    totalROI: isNegligible(totalSpent) ? null : percentOut(equity.plus(annualCashFlow).div(totalSpent)),
    costToArvRatio: ratioOut(costToArv),
    isViableProject,
    costToArvMessage: isViableProject ? BRRR_MESSAGES.costToArvCompliant : BRRR_MESSAGES.costToArvNonCompliant,
    equity: moneyOut(equity),
    refinanceCompliance: refinanceCompliance(ltvShare, arv),
    riskLevel: brrrRisk(costToArv, v.holdingTime, monthlyCashFlow, ltvShare),
    notDefined,
  };
}
