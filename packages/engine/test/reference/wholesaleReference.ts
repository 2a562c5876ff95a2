/**
 * The wholesale calculator as it was before the fast path (all decimal.js), kept only as the
 * oracle the equivalence tests compare the shipped calculator against, digit for digit.
 */
import { dec, Decimal, decOne, decZero } from '../../src/money/decimal';
import { parseInput } from '../../src/errors/parseInput';
import { clampUnit, fraction, type RiskLevel } from '../../src/calculators/shared/calculatorMath';
import { moneyOut, ratioOut } from '../../src/calculators/shared/boundary';
import { maxAllowableOfferDecimal } from '../../src/calculators/shared/maxAllowableOffer';
import { WHOLESALE_MESSAGES, WHOLESALE_RULES } from '../../src/calculators/wholesale/wholesale';
import { wholesaleInputSchema, type WholesaleInput, type WholesaleResult } from '../../src/calculators/wholesale/wholesale.schema';
import { resolveLineItems } from '../../src/calculators/lineItems/lineItems';

const PRICE_POINTS = new Decimal(50);
const FEE_POINTS = new Decimal(30);
const SPEED_POINTS = new Decimal(20);
const FULL_SPREAD_SHARE_OF_ARV = new Decimal('0.1');
const TWELVE = new Decimal(12);
const DAYS_PER_YEAR = new Decimal(365);

function competitivenessScore(spread: Decimal, arv: Decimal, feePercent: Decimal, daysToClose: number): number {
  const price = PRICE_POINTS.times(clampUnit(spread.div(arv.times(FULL_SPREAD_SHARE_OF_ARV)), decZero, decOne));
  const fee = FEE_POINTS.times(clampUnit(dec(WHOLESALE_RULES.maxFeePercent).minus(feePercent).div(12), decZero, decOne));
  const speed = SPEED_POINTS.times(clampUnit(dec(60 - daysToClose).div(39), decZero, decOne));
  return price.plus(fee).plus(speed).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

export function referenceWholesale(input: WholesaleInput): WholesaleResult {
  const v = parseInput(wholesaleInputSchema, input, 'Wholesale');
  const arv = dec(v.afterRepairValue);
  const rehab = dec(v.rehabCost);
  const contract = dec(v.contractPrice);
  const fee = dec(v.assignmentFee);
  const maxOffer = maxAllowableOfferDecimal(arv, rehab);
  const spread = maxOffer.minus(contract);
  const feePercent = fee.div(contract).times(100);

  const investorPrice = contract.plus(fee);
  const investorDown = investorPrice.times(fraction(v.investorDownPaymentPercent));
  const investorSelling = arv.times(fraction(v.investorSellingCostsPercent));
  const investorCash = investorDown.plus(rehab); // > 0: contract > 0 and down % > 0
  const investorProfit = arv.minus(investorSelling).minus(investorPrice).minus(rehab);
  const investorRoi = investorProfit.div(investorCash).times(100);

  const meetsMaxOffer = contract.lessThanOrEqualTo(maxOffer);
  const meetsMinimumRoi = investorRoi.greaterThanOrEqualTo(v.minimumInvestorRoi);
  const feeWithinRange =
    feePercent.greaterThanOrEqualTo(WHOLESALE_RULES.minFeePercent) &&
    feePercent.lessThanOrEqualTo(WHOLESALE_RULES.maxFeePercent);
  const isViable = meetsMaxOffer && meetsMinimumRoi && feeWithinRange;

  // The wholesaler's own lines, recurring ones over the days to close.
  const lines = resolveLineItems(v.lineItems, { price: contract, monthlyRent: null, units: v.units, squareFeet: v.squareFeet });
  const monthsToClose = dec(v.daysToClose).times(TWELVE).div(DAYS_PER_YEAR);
  const wholesalerNetProfit = fee
    .plus(lines.monthlyIncome.minus(lines.monthlyExpenses).times(monthsToClose))
    .minus(lines.oneTimeCosts);
  const exceedsRecommendedClose = v.daysToClose > WHOLESALE_RULES.maxRecommendedDaysToClose;

  const { highRisk, mediumRisk } = WHOLESALE_RULES;
  let riskLevel: RiskLevel = 'Low';
  if (
    investorRoi.lessThan(highRisk.roiPercent) ||
    feePercent.greaterThan(highRisk.feePercent) ||
    v.daysToClose > highRisk.daysToClose
  ) {
    riskLevel = 'High';
  } else if (
    investorRoi.lessThan(mediumRisk.roiPercent) ||
    feePercent.greaterThan(mediumRisk.feePercent) ||
    v.daysToClose > mediumRisk.daysToClose
  ) {
    riskLevel = 'Medium';
  }

  const warnings: string[] = [];
  if (!meetsMaxOffer) warnings.push(WHOLESALE_MESSAGES.aboveMaxOffer);
  if (!meetsMinimumRoi) warnings.push(WHOLESALE_MESSAGES.lowInvestorRoi(String(v.minimumInvestorRoi)));
  if (!feeWithinRange) warnings.push(WHOLESALE_MESSAGES.feeOutOfRange);
  if (exceedsRecommendedClose) warnings.push(WHOLESALE_MESSAGES.slowClose);

  return {
    maxAllowableOffer: moneyOut(maxOffer),
    spreadBelowMaxOffer: moneyOut(spread),
    assignmentFeePercent: ratioOut(feePercent),
    feeWithinRange,
    investorPurchasePrice: moneyOut(investorPrice),
    investorDownPayment: moneyOut(investorDown),
    investorLoanAmount: moneyOut(investorPrice.minus(investorDown)),
    investorSellingCosts: moneyOut(investorSelling),
    investorCashInvested: moneyOut(investorCash),
    investorProfit: moneyOut(investorProfit),
    investorRoi: ratioOut(investorRoi),
    meetsMaxOffer,
    meetsMinimumRoi,
    isViable,
    verdict: isViable ? 'viable' : 'needs_adjustment',
    riskLevel,
    competitivenessScore: competitivenessScore(spread, arv, feePercent, v.daysToClose),
    exceedsRecommendedClose,
    warnings,
    ...(lines.any ? { wholesalerNetProfit: moneyOut(wholesalerNetProfit), lineItems: lines.results(monthsToClose) } : {}),
  };
}
