import { dec, Decimal, decOne, decZero } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { clampUnit, fraction, maxAllowableOfferDecimal, moneyOut, ratioOut, type RiskLevel } from '../shared';
import {
  WHOLESALE_DEFAULTS,
  wholesaleInputSchema,
  type WholesaleInput,
  type WholesaleResult,
  type WholesaleValues,
} from './wholesale.schema';
import { resolveLineItems } from '../lineItems';

/** Wholesale thresholds: the fee range, the longest recommended close and the risk bands (spec 2 §9). */
export const WHOLESALE_RULES = {
  /** Fee range, percent of the contract price. */
  minFeePercent: 3,
  maxFeePercent: 15,
  /** Longest recommended close, days. */
  maxRecommendedDaysToClose: 60,
  /** High risk: investor ROI under 10 %, fee over 12 % or a close over 60 days. */
  highRisk: { roiPercent: 10, feePercent: 12, daysToClose: 60 },
  /** Medium risk: investor ROI under 15 %, fee over 8 % or a close over 30 days. */
  mediumRisk: { roiPercent: 15, feePercent: 8, daysToClose: 30 },
} as const;

/** The property value assumed when none is known, USD (our choice; the spec gives none). */
export const WHOLESALE_FALLBACK_VALUE = 250_000;

/** Warning texts of the wholesale analysis. */
export const WHOLESALE_MESSAGES = {
  aboveMaxOffer: 'Contract price is above the maximum allowable offer (70% of ARV minus rehab).',
  lowInvestorRoi: (minimum: string) => `End investor ROI is below the ${minimum}% minimum.`,
  feeOutOfRange: 'Assignment fee should be between 3% and 15% of the contract price.',
  slowClose: 'Days to close is above the recommended 60-day maximum.',
} as const;

const ARV_MULTIPLE = new Decimal('1.3');
const CONTRACT_SHARE = new Decimal('0.8');
const DEFAULT_REHAB = 25_000;
const PRICE_POINTS = new Decimal(50);
const FEE_POINTS = new Decimal(30);
const SPEED_POINTS = new Decimal(20);
const FULL_SPREAD_SHARE_OF_ARV = new Decimal('0.1');
const TWELVE = new Decimal(12);
const DAYS_PER_YEAR = new Decimal(365);

/**
 * The Wholesale form's starting values for a property worth `value` (250,000 when
 * unknown): contract 80 % of value, fee 8,000, 45 days to close (spec 2 §9); ARV
 * 1.3 × value and rehab 25,000 as in Fix & Flip (our choice: the spec gives none).
 *
 * @example
 * wholesaleDefaults(300_000).contractPrice // 240000
 */
export function wholesaleDefaults(value?: number): WholesaleValues {
  const worth = value !== undefined && Number.isFinite(value) && value > 0 ? value : WHOLESALE_FALLBACK_VALUE;
  return {
    ...WHOLESALE_DEFAULTS,
    afterRepairValue: moneyOut(dec(worth).times(ARV_MULTIPLE)),
    rehabCost: DEFAULT_REHAB,
    contractPrice: moneyOut(dec(worth).times(CONTRACT_SHARE)),
  };
}

/**
 * Competitiveness, 0–100 (whole points), higher is a deal end investors jump on:
 * - price, 50 points: 50 × (max offer − contract) ÷ (10 % of ARV), held in [0, 50]
 *   (full marks 10 % of ARV under the max offer; none at or above it)
 * - fee, 30 points: 30 × (15 − fee %) ÷ 12, held in [0, 30] (full at 3 % or less, none at 15 %)
 * - speed, 20 points: 20 × (60 − days) ÷ 39, held in [0, 20] (full at 21 days, none at 60+)
 */
function competitivenessScore(spread: Decimal, arv: Decimal, feePercent: Decimal, daysToClose: number): number {
  const price = PRICE_POINTS.times(clampUnit(spread.div(arv.times(FULL_SPREAD_SHARE_OF_ARV)), decZero, decOne));
  const fee = FEE_POINTS.times(clampUnit(dec(WHOLESALE_RULES.maxFeePercent).minus(feePercent).div(12), decZero, decOne));
  const speed = SPEED_POINTS.times(clampUnit(dec(60 - daysToClose).div(39), decZero, decOne));
  return price.plus(fee).plus(speed).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/**
 * Wholesale deal analysis from the wholesaler's and the end investor's side (spec 2 §9).
 *
 * - max allowable offer = 70 % of ARV − rehab
 * - end investor pays contract + fee, puts 25 % down (financing the rest) and funds the rehab;
 *   investor profit = ARV − 6 % selling costs − (contract + fee) − rehab;
 *   investor ROI = profit ÷ (down payment + rehab)
 * - viable when contract ≤ max offer, investor ROI ≥ the minimum (15 %) and the fee is
 *   3 %–15 % of the contract; otherwise 'needs_adjustment'
 * - risk High if investor ROI < 10, fee > 12 % or close > 60 days; Medium if ROI < 15,
 *   fee > 8 % or close > 30 days; otherwise Low
 * - fewer than 21 days to close is an input error; more than 60 is flagged and warned
 * - custom lines (`lineItems`) are the wholesaler's own: wholesaler net profit = fee + income lines
 *   − expense lines (recurring lines over days × 12 ÷ 365 months) − cost lines; a negative amount is
 *   a credit. A cost of X lowers the net by X; the end investor's figures do not change.
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * calculateWholesale(wholesaleDefaults(300_000)).maxAllowableOffer // 0.7 × 390,000 − 25,000 = 248000
 */
export function calculateWholesale(input: WholesaleInput): WholesaleResult {
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
