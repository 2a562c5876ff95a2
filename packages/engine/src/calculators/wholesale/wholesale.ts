import { dec, Decimal, decOne, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { clampUnit, fraction, maxAllowableOfferDecimal, moneyOut, ratioOut, type RiskLevel } from '../shared';
import {
  WHOLESALE_DEFAULTS,
  wholesaleInputSchema,
  type WholesaleInput,
  type WholesaleParsed,
  type WholesaleResult,
  type WholesaleValues,
} from './wholesale.schema';
import { hasLineItems, resolveLineItems } from '../lineItems';
import {
  certainAbove,
  certainRound,
  exactPercent,
  MICROS_PER_CENT,
  microsToMoney,
  percentHundredths,
  STEP,
  wholeCentsMicros,
} from '../shared/exactPath';

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
  return wholesaleInMicros(v) ?? wholesaleInDecimals(v);
}

/** The wholesale analysis with every amount a Decimal: the definition the fast path must equal. */
export function wholesaleInDecimals(v: WholesaleParsed): WholesaleResult {
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

/**
 * `points` × `x` held inside [0, 1], for `x` a double within `bound` of the decimal.js value, as a
 * double and its bound: exact (bound 0) when the whole interval lies outside [0, 1].
 */
function clampedPoints(points: number, x: number, bound: number): [number, number] {
  if (x - bound > 1) return [points, 0];
  if (x + bound < 0) return [0, 0];
  const clamped = Math.min(1, Math.max(0, x));
  return [points * clamped, points * (bound + clamped * 2 * STEP)];
}

/**
 * `wholesaleInDecimals` on exact micro-dollar integers (ARV, rehab, contract price, fee and the
 * investor's percent shares), with the ratios carried as error-bounded doubles (see
 * shared/exactPath.ts): the same result digit for digit (property-tested against
 * `wholesaleInDecimals`), or undefined when an input is outside that form (custom lines,
 * fractions of a cent, percents with more than two decimals) or a result or threshold test lies
 * too near its edge to be certain; the caller then takes the decimal.js path.
 */
export function wholesaleInMicros(v: WholesaleParsed): WholesaleResult | undefined {
  if (hasLineItems(v)) return undefined;
  const arv = wholeCentsMicros(v.afterRepairValue);
  const rehab = wholeCentsMicros(v.rehabCost);
  const contract = wholeCentsMicros(v.contractPrice);
  const fee = wholeCentsMicros(v.assignmentFee);
  const downShare = percentHundredths(v.investorDownPaymentPercent);
  const sellingShare = percentHundredths(v.investorSellingCostsPercent);
  if (
    arv === undefined ||
    rehab === undefined ||
    contract === undefined ||
    fee === undefined ||
    downShare === undefined ||
    sellingShare === undefined
  ) {
    return undefined;
  }
  // 70 % of whole cents is whole micro-dollars; cents × hundredths of a percent = micro-dollars
  const maxOffer = (arv / 10) * 7 - rehab;
  const spread = maxOffer - contract;
  const investorPrice = contract + fee;
  const investorDown = (investorPrice / MICROS_PER_CENT) * downShare;
  const investorSelling = (arv / MICROS_PER_CENT) * sellingShare;
  const investorCash = investorDown + rehab; // > 0: contract > 0 and down % ≥ 1
  const investorProfit = arv - investorSelling - investorPrice - rehab;

  // percents of exact amounts: one division and one product away from the decimal.js value
  const feePercent = (fee / contract) * 100;
  const feeBound = feePercent * 2 * STEP;
  const roiPercent = (investorProfit / investorCash) * 100;
  const roiBound = Math.abs(roiPercent) * 2 * STEP;
  const feeAtLeastMin = certainAbove(feePercent, feeBound, WHOLESALE_RULES.minFeePercent);
  const feeAboveMax = certainAbove(feePercent, feeBound, WHOLESALE_RULES.maxFeePercent);
  const feeAboveHigh = certainAbove(feePercent, feeBound, WHOLESALE_RULES.highRisk.feePercent);
  const feeAboveMedium = certainAbove(feePercent, feeBound, WHOLESALE_RULES.mediumRisk.feePercent);
  const meetsMinimumRoi = certainAbove(roiPercent, roiBound, v.minimumInvestorRoi);
  const roiAboveHigh = certainAbove(roiPercent, roiBound, WHOLESALE_RULES.highRisk.roiPercent);
  const roiAboveMedium = certainAbove(roiPercent, roiBound, WHOLESALE_RULES.mediumRisk.roiPercent);
  const assignmentFeePercent = exactPercent(fee, contract);
  const investorRoi = exactPercent(investorProfit, investorCash);

  // the competitiveness score: three clamped shares as doubles, their sum rounded when certain
  const [pricePoints, priceBound] = clampedPoints(50, spread / (arv / 10), (Math.abs(spread) / (arv / 10)) * STEP);
  const feeShare = (WHOLESALE_RULES.maxFeePercent - feePercent) / 12;
  const feeShareBound = (feeBound + Math.abs(WHOLESALE_RULES.maxFeePercent - feePercent) * STEP) / 12 + Math.abs(feeShare) * STEP;
  const [feePoints, feePointsBound] = clampedPoints(30, feeShare, feeShareBound);
  const speedShare = (60 - v.daysToClose) / 39;
  const [speedPoints, speedBound] = clampedPoints(20, speedShare, Math.abs(speedShare) * STEP);
  const score = pricePoints + feePoints + speedPoints;
  const competitivenessScore = certainRound(score, priceBound + feePointsBound + speedBound + score * 2 * STEP);
  if (
    feeAtLeastMin === undefined ||
    feeAboveMax === undefined ||
    feeAboveHigh === undefined ||
    feeAboveMedium === undefined ||
    meetsMinimumRoi === undefined ||
    roiAboveHigh === undefined ||
    roiAboveMedium === undefined ||
    assignmentFeePercent === undefined ||
    investorRoi === undefined ||
    competitivenessScore === undefined
  ) {
    return undefined;
  }

  const meetsMaxOffer = contract <= maxOffer;
  const feeWithinRange = feeAtLeastMin && !feeAboveMax;
  const isViable = meetsMaxOffer && meetsMinimumRoi && feeWithinRange;
  const exceedsRecommendedClose = v.daysToClose > WHOLESALE_RULES.maxRecommendedDaysToClose;
  const { highRisk, mediumRisk } = WHOLESALE_RULES;
  let riskLevel: RiskLevel = 'Low';
  if (!roiAboveHigh || feeAboveHigh || v.daysToClose > highRisk.daysToClose) riskLevel = 'High';
  else if (!roiAboveMedium || feeAboveMedium || v.daysToClose > mediumRisk.daysToClose) riskLevel = 'Medium';

  const warnings: string[] = [];
  if (!meetsMaxOffer) warnings.push(WHOLESALE_MESSAGES.aboveMaxOffer);
  if (!meetsMinimumRoi) warnings.push(WHOLESALE_MESSAGES.lowInvestorRoi(String(v.minimumInvestorRoi)));
  if (!feeWithinRange) warnings.push(WHOLESALE_MESSAGES.feeOutOfRange);
  if (exceedsRecommendedClose) warnings.push(WHOLESALE_MESSAGES.slowClose);

  return {
    maxAllowableOffer: microsToMoney(maxOffer),
    spreadBelowMaxOffer: microsToMoney(spread),
    assignmentFeePercent,
    feeWithinRange,
    investorPurchasePrice: microsToMoney(investorPrice),
    investorDownPayment: microsToMoney(investorDown),
    investorLoanAmount: microsToMoney(investorPrice - investorDown),
    investorSellingCosts: microsToMoney(investorSelling),
    investorCashInvested: microsToMoney(investorCash),
    investorProfit: microsToMoney(investorProfit),
    investorRoi,
    meetsMaxOffer,
    meetsMinimumRoi,
    isViable,
    verdict: isViable ? 'viable' : 'needs_adjustment',
    riskLevel,
    competitivenessScore,
    exceedsRecommendedClose,
    warnings,
  };
}
