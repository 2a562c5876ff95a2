import { dec, Decimal, decMax, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import {
  fraction,
  isNegligible,
  levelPayment,
  moneyOut,
  NOT_DEFINED,
  percentOut,
  percentText,
  ratioOut,
  remainingFraction,
  type RiskLevel,
} from '../shared';
import {
  certainAbove,
  certainMoney,
  certainPercent,
  hundredthsText,
  MICROS_PER_CENT,
  microsToMoney,
  exactPercent,
  exactRatio,
  percentHundredths,
  STEP,
  wholeCentsMicros,
} from '../shared/exactPath';
import { cachedPaymentFactor } from '../shared/calculatorMath';
import {
  brrrInputSchema,
  type BrrrInput,
  type BrrrRefinanceCompliance,
  type BrrrResult,
  type BrrrParsed,
  type BrrrValues,
} from './brrr.schema';
import { hasLineItems, resolveLineItems } from '../lineItems';

/** BRRR thresholds: the refinance term, the viability and LTV caps and the risk bands (spec 2 §9). */
export const BRRR_RULES = {
  /** Refinance loans amortize over 30 years. */
  refinanceTermMonths: 360,
  /** Highest viable (price + closing + rehab) ÷ ARV. */
  maxViableCostToArv: 0.75,
  /** Highest LTV within standard lending guidelines, percent. */
  maxCompliantLtvPercent: 80,
  /** Cost-to-ARV, holding months and monthly cash flow a Low-risk deal needs. */
  lowRisk: { maxCostToArv: 0.7, maxHoldingMonths: 6, minMonthlyCashFlow: 200 },
  /** Any one of these makes a deal High risk: cost-to-ARV above, holding above, cash flow below. */
  highRisk: { maxCostToArv: 0.8, maxHoldingMonths: 12, minMonthlyCashFlow: 0 },
} as const;

/**
 * The messages the BRRR compliance checks show, word for word (spec 2 §8). `ltvPercent` is the
 * refinance LTV in percent with 2 decimals ("80.00"): every BRRR percentage is shown with 2 decimals (spec 2 §9).
 */
export const BRRR_MESSAGES = {
  ltvCompliant: (ltvPercent: string) => `✓ COMPLIANT: ${ltvPercent}% LTV is within standard lending guidelines`,
  ltvNonCompliant: (ltvPercent: string) => `⚠ NON-COMPLIANT: ${ltvPercent}% LTV exceeds typical 80% maximum`,
  costToArvCompliant: '✓ COMPLIANT: Within 75% BRRR threshold',
  costToArvNonCompliant: '⚠ NON-COMPLIANT: Exceeds 75% BRRR threshold',
  /** Shown instead of cash-on-cash when no cash is left in the deal (spec 2 §4). */
  infiniteReturn: 'INFINITE RETURN ACHIEVED',
} as const;

/** Starting values of the BRRR form when no property is selected (spec 2 §9). */
export const BRRR_DEFAULTS = {
  purchasePrice: 180_000,
  downPayment: 45_000,
  closingCosts: 4_000,
  rehabCosts: 35_000,
  afterRepairValue: 250_000,
  refinanceRate: 4.75,
  refinanceLTV: 80,
  monthlyRent: 2_200,
  holdingTime: 8,
  utilities: 150,
  insurance: 120,
  taxes: 280,
  maintenance: 200,
  vacancyRate: 5,
  isWholesaled: false,
  wholesaleFeePercent: 10,
} as const;

/** What a selected property contributes to the BRRR form. */
export interface BrrrPropertyHint {
  estimatedValue?: number | null;
  monthlyRent?: number | null;
}

/**
 * The BRRR form's starting values: price = the property's estimated value or
 * 180,000; ARV = 1.4 × estimated value or 250,000; rent = the property's rent or 2,200 (spec 2 §9).
 * A missing, zero or negative value counts as absent.
 *
 * @example
 * brrrDefaults({ estimatedValue: 200_000 }).afterRepairValue // 280000
 * brrrDefaults().purchasePrice // 180000
 */
export function brrrDefaults(property: BrrrPropertyHint = {}): Required<BrrrValues> {
  const value = property.estimatedValue ?? 0;
  const rent = property.monthlyRent ?? 0;
  const hasValue = Number.isFinite(value) && value > 0;
  return {
    ...BRRR_DEFAULTS,
    purchasePrice: hasValue ? value : BRRR_DEFAULTS.purchasePrice,
    afterRepairValue: hasValue ? moneyOut(dec(value).times(ARV_MULTIPLE)) : BRRR_DEFAULTS.afterRepairValue,
    monthlyRent: Number.isFinite(rent) && rent > 0 ? rent : BRRR_DEFAULTS.monthlyRent,
  };
}

const ARV_MULTIPLE = new Decimal('1.4');
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

/**
 * BRRR (buy, rehab, rent, refinance) analysis: the cash left in the deal after the refinance,
 * cash flow, returns, compliance and risk (spec 2 §9).
 *
 * - adjusted price = price × (1 + wholesale fee %) when wholesaled, else the price
 * - cash invested = down payment + closing + rehab (+ cost lines)
 * - custom lines (`lineItems`): income lines add to the rent before vacancy, expense lines to the
 *   monthly operating costs (not to the holding costs before the refinance), cost lines to the cash
 *   invested and the cost-to-ARV; a negative amount is a credit. A monthly expense of X lowers the
 *   monthly cash flow by exactly X
 * - holding costs = (utilities + insurance + taxes) × holding months
 * - refinance loan = ARV × LTV; cash out = loan − (adjusted price − down payment)
 * - cash left in deal = max(0, cash invested + holding costs − cash out); under half a cent counts as 0
 * - monthly cash flow = rent × (1 − vacancy %) − (insurance + taxes + maintenance)
 *   − the refinance loan's level payment over 360 months at the refinance rate
 * - cash-on-cash = annual cash flow ÷ cash left; with no cash left it is null: an infinite
 *   return when the monthly cash flow is positive, otherwise undefined (reason in `notDefined`)
 * - the refinance rate is required whenever the LTV is above 0 (0 % only when given)
 * - equity = ARV − refinance loan; total ROI = (equity + annual cash flow) ÷ (cash invested + holding costs)
 * - cost-to-ARV = (adjusted price + closing + rehab) ÷ ARV; viable at 0.75 or less
 * - refinance compliance: loan ÷ ARV ≤ 80 %; maximum loan 80 % of ARV
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * const r = calculateBrrr(brrrDefaults());
 * r.cashLeftInDeal // 23400 (84,000 + 4,400 − 65,000)
 * r.refinanceLoanAmount // 200000
 * r.riskLevel // 'High' (cost-to-ARV 219,000 ÷ 250,000 = 0.876)
 */
export function calculateBrrr(input: BrrrInput): BrrrResult {
  const v = parseInput(brrrInputSchema, input, 'BRRR');
  return (hasLineItems(v) ? undefined : brrrInMicros(v)) ?? brrrInDecimals(v);
}

/** The BRRR analysis with every amount a Decimal: the definition the fast path must equal. */
export function brrrInDecimals(v: BrrrParsed): BrrrResult {
  const price = dec(v.purchasePrice);
  const wholesaleFee = v.isWholesaled ? price.times(fraction(v.wholesaleFeePercent)) : decZero;
  const adjustedPrice = price.plus(wholesaleFee);
  const arv = dec(v.afterRepairValue);
  const downPayment = dec(v.downPayment);
  const closingCosts = dec(v.closingCosts);
  const rehabCosts = dec(v.rehabCosts);
  const lines = resolveLineItems(v.lineItems, {
    price,
    monthlyRent: dec(v.monthlyRent),
    units: v.units,
    squareFeet: v.squareFeet,
  });

  const cashInvested = downPayment.plus(closingCosts).plus(rehabCosts).plus(lines.oneTimeCosts);
  const insuranceAndTaxes = dec(v.insurance).plus(v.taxes);
  const holdingCosts = dec(v.utilities).plus(insuranceAndTaxes).times(v.holdingTime);
  const ltvShare = fraction(v.refinanceLTV);
  const refinanceLoan = arv.times(ltvShare);
  const cashOut = refinanceLoan.minus(adjustedPrice.minus(downPayment));
  const cashLeftRaw = cashInvested.plus(holdingCosts).minus(cashOut);
  // Less than half a cent left shows as 0.00: that is an infinite return, not a huge ratio.
  const cashLeft = isNegligible(cashLeftRaw) ? decZero : decMax(decZero, cashLeftRaw);
  const noCashLeft = cashLeft.isZero();

  // income lines are rent-like and bear vacancy; expense lines are the rental's, after the refinance
  const occupancy = remainingFraction(v.vacancyRate);
  const rentAfterVacancy = dec(v.monthlyRent).times(occupancy);
  const effectiveRent = rentAfterVacancy.plus(lines.monthlyIncome.times(occupancy));
  const ownOperatingCosts = insuranceAndTaxes.plus(v.maintenance);
  const operatingCosts = ownOperatingCosts.plus(lines.monthlyExpenses);
  // The schema requires a rate whenever the LTV (and so the loan) is above 0.
  const payment = levelPayment(refinanceLoan, v.refinanceRate ?? 0, BRRR_RULES.refinanceTermMonths);
  // the lines' share: one division of their exact yearly net (see ResolvedLineItems)
  const linesNet = lines.annualIncome.times(occupancy).minus(lines.annualExpenses).div(TWELVE);
  const monthlyCashFlow = rentAfterVacancy.minus(ownOperatingCosts).minus(payment).plus(linesNet);
  const annualCashFlow = monthlyCashFlow.times(TWELVE);
  // Nothing left in the deal is an infinite return only while the rental makes money;
  // at zero or negative cash flow the return is undefined, not infinite.
  const infiniteReturn = noCashLeft && !isNegligible(monthlyCashFlow) && monthlyCashFlow.isPositive();
  const notDefined: BrrrResult['notDefined'] = {};
  if (noCashLeft && !infiniteReturn) notDefined.actualCashOnCashReturn = NOT_DEFINED.noCashLeftNoIncome;

  const equity = arv.minus(refinanceLoan);
  const totalSpent = cashInvested.plus(holdingCosts);
  const costToArv = adjustedPrice.plus(closingCosts).plus(rehabCosts).plus(lines.oneTimeCosts).div(arv);
  const isViableProject = costToArv.lessThanOrEqualTo(MAX_VIABLE);
  // credits (negative cost lines) can take the spending below zero: nothing spent, no ROI
  const noneSpent = isNegligible(totalSpent) || totalSpent.isNegative();
  if (noneSpent) notDefined.totalROI = NOT_DEFINED.noCashSpent;

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
    totalROI: noneSpent ? null : percentOut(equity.plus(annualCashFlow).div(totalSpent)),
    costToArvRatio: ratioOut(costToArv),
    isViableProject,
    costToArvMessage: isViableProject ? BRRR_MESSAGES.costToArvCompliant : BRRR_MESSAGES.costToArvNonCompliant,
    equity: moneyOut(equity),
    refinanceCompliance: refinanceCompliance(ltvShare, arv),
    riskLevel: brrrRisk(costToArv, v.holdingTime, monthlyCashFlow, ltvShare),
    notDefined,
    ...(lines.any ? { lineItems: lines.results(null) } : {}),
  };
}

const HALF_CENT_MICROS = 5_000;
const LOW_CASH_FLOW_MICROS = BRRR_RULES.lowRisk.minMonthlyCashFlow * 1_000_000;
const MAX_LTV_HUNDREDTHS = BRRR_RULES.maxCompliantLtvPercent * 100;

/**
 * `brrrInDecimals` on exact micro-dollar integers, with the payment and what follows from it
 * carried as error-bounded doubles (see shared/exactPath.ts): the same result digit for digit
 * (property-tested against the all-decimal.js calculator), or undefined when an input is not
 * whole cents / two-decimal percents within range or a result lies too near a rounding boundary
 * to be certain, and the caller then takes the decimal.js path.
 */
export function brrrInMicros(v: BrrrParsed): BrrrResult | undefined {
  if (hasLineItems(v)) return undefined;
  const price = wholeCentsMicros(v.purchasePrice);
  const downPayment = wholeCentsMicros(v.downPayment);
  const closingCosts = wholeCentsMicros(v.closingCosts);
  const rehabCosts = wholeCentsMicros(v.rehabCosts);
  const arv = wholeCentsMicros(v.afterRepairValue);
  const rent = wholeCentsMicros(v.monthlyRent);
  const utilities = wholeCentsMicros(v.utilities);
  const insurance = wholeCentsMicros(v.insurance);
  const taxes = wholeCentsMicros(v.taxes);
  const maintenance = wholeCentsMicros(v.maintenance);
  const ltv = percentHundredths(v.refinanceLTV);
  const vacancy = percentHundredths(v.vacancyRate);
  const fee = v.isWholesaled ? percentHundredths(v.wholesaleFeePercent) : 0;
  const months = v.holdingTime;
  if (
    price === undefined ||
    downPayment === undefined ||
    closingCosts === undefined ||
    rehabCosts === undefined ||
    arv === undefined ||
    rent === undefined ||
    utilities === undefined ||
    insurance === undefined ||
    taxes === undefined ||
    maintenance === undefined ||
    ltv === undefined ||
    vacancy === undefined ||
    fee === undefined ||
    !Number.isInteger(months)
  ) {
    return undefined;
  }
  // cents × hundredths of a percent = micro-dollars
  const wholesaleFee = (price / MICROS_PER_CENT) * fee;
  const adjustedPrice = price + wholesaleFee;
  const cashInvested = downPayment + closingCosts + rehabCosts;
  const insuranceAndTaxes = insurance + taxes;
  const holdingCosts = (utilities + insuranceAndTaxes) * months;
  if (!Number.isSafeInteger(holdingCosts)) return undefined;
  const refinanceLoan = (arv / MICROS_PER_CENT) * ltv;
  const cashOut = refinanceLoan - (adjustedPrice - downPayment);
  const cashLeftRaw = cashInvested + holdingCosts - cashOut;
  const cashLeft = Math.abs(cashLeftRaw) < HALF_CENT_MICROS ? 0 : Math.max(0, cashLeftRaw);
  const noCashLeft = cashLeft === 0;
  const effectiveRent = (rent / MICROS_PER_CENT) * (10_000 - vacancy);
  const operatingCosts = insuranceAndTaxes + maintenance;

  // From here on decimal.js rounds to 28 digits: doubles with a bound on their distance from it.
  let payment = 0;
  let paymentBound = 0;
  if (refinanceLoan !== 0) {
    const factor = cachedPaymentFactor(v.refinanceRate ?? 0, BRRR_RULES.refinanceTermMonths);
    payment = refinanceLoan * factor.nearest;
    paymentBound = payment * (2 * STEP + factor.relativeBound);
  }
  const monthlyCashFlow = effectiveRent - operatingCosts - payment;
  const cashFlowBound = paymentBound + Math.abs(monthlyCashFlow) * STEP;
  const annualCashFlow = monthlyCashFlow * 12;
  const annualBound = cashFlowBound * 12 + Math.abs(annualCashFlow) * STEP;

  // infinite: no cash left and a cash flow that is neither negligible nor negative, i.e. ≥ half a cent
  // with no loan the cash flow is exact (bound 0) and compared exactly
  const above = (threshold: number) =>
    refinanceLoan === 0 ? monthlyCashFlow > threshold : certainAbove(monthlyCashFlow, cashFlowBound, threshold);
  let infiniteReturn = false;
  if (noCashLeft) {
    const aboveHalfCent = refinanceLoan === 0 ? monthlyCashFlow >= HALF_CENT_MICROS : above(HALF_CENT_MICROS);
    if (aboveHalfCent === undefined) return undefined;
    infiniteReturn = aboveHalfCent;
  }
  const notDefined: BrrrResult['notDefined'] = {};
  if (noCashLeft && !infiniteReturn) notDefined.actualCashOnCashReturn = NOT_DEFINED.noCashLeftNoIncome;

  const equity = arv - refinanceLoan;
  const totalSpent = cashInvested + holdingCosts;
  const costNumerator = adjustedPrice + closingCosts + rehabCosts;
  // cost ÷ ARV against 0.75, 0.7 and 0.8 as exact integer comparisons
  const isViableProject = 4 * costNumerator <= 3 * arv;
  const costToArvRatio = exactRatio(costNumerator, arv);
  if (costToArvRatio === undefined) return undefined;
  const noneSpent = totalSpent < HALF_CENT_MICROS;
  if (noneSpent) notDefined.totalROI = NOT_DEFINED.noCashSpent;

  let actualCashOnCashReturn: number | null = null;
  if (!noCashLeft && refinanceLoan === 0) {
    const percent = exactPercent(annualCashFlow, cashLeft);
    if (percent === undefined) return undefined;
    actualCashOnCashReturn = percent;
  } else if (!noCashLeft) {
    const ratio = annualCashFlow / cashLeft;
    const percent = certainPercent(ratio, annualBound / cashLeft + Math.abs(ratio) * STEP);
    if (percent === undefined) return undefined;
    actualCashOnCashReturn = percent;
  }
  let totalROI: number | null = null;
  if (!noneSpent && refinanceLoan === 0) {
    const percent = exactPercent(equity + annualCashFlow, totalSpent);
    if (percent === undefined) return undefined;
    totalROI = percent;
  } else if (!noneSpent) {
    const gain = equity + annualCashFlow;
    const gainBound = annualBound + Math.abs(gain) * STEP;
    const ratio = gain / totalSpent;
    const percent = certainPercent(ratio, gainBound / totalSpent + Math.abs(ratio) * STEP);
    if (percent === undefined) return undefined;
    totalROI = percent;
  }

  let riskLevel: RiskLevel;
  if (5 * costNumerator > 4 * arv || months > BRRR_RULES.highRisk.maxHoldingMonths) {
    riskLevel = 'High';
  } else {
    const nonNegative = refinanceLoan === 0 ? monthlyCashFlow >= 0 : certainAbove(monthlyCashFlow, cashFlowBound, 0);
    if (nonNegative === undefined) return undefined;
    if (!nonNegative) {
      riskLevel = 'High';
    } else if (10 * costNumerator <= 7 * arv && months <= BRRR_RULES.lowRisk.maxHoldingMonths) {
      const aboveLow = above(LOW_CASH_FLOW_MICROS);
      if (aboveLow === undefined) return undefined;
      riskLevel = aboveLow && ltv <= MAX_LTV_HUNDREDTHS ? 'Low' : 'Medium';
    } else {
      riskLevel = 'Medium';
    }
  }

  const exact = refinanceLoan === 0;
  const monthlyMortgagePayment = exact ? 0 : certainMoney(payment, paymentBound);
  const monthlyNetCashFlow = exact ? microsToMoney(monthlyCashFlow) : certainMoney(monthlyCashFlow, cashFlowBound);
  const annualNetCashFlow = exact ? microsToMoney(annualCashFlow) : certainMoney(annualCashFlow, annualBound);
  if (monthlyMortgagePayment === undefined || monthlyNetCashFlow === undefined || annualNetCashFlow === undefined) {
    return undefined;
  }
  const isCompliant = ltv <= MAX_LTV_HUNDREDTHS;
  const ltvText = hundredthsText(ltv);
  return {
    adjustedPurchasePrice: microsToMoney(adjustedPrice),
    wholesaleFee: microsToMoney(wholesaleFee),
    totalCashInvested: microsToMoney(cashInvested),
    holdingCosts: microsToMoney(holdingCosts),
    refinanceLoanAmount: microsToMoney(refinanceLoan),
    cashOutAtRefinance: microsToMoney(cashOut),
    cashLeftInDeal: microsToMoney(cashLeft),
    effectiveMonthlyRent: microsToMoney(effectiveRent),
    monthlyOperatingCosts: microsToMoney(operatingCosts),
    monthlyMortgagePayment,
    monthlyNetCashFlow,
    annualNetCashFlow,
    infiniteReturn,
    actualCashOnCashReturn,
    totalROI,
    costToArvRatio,
    isViableProject,
    costToArvMessage: isViableProject ? BRRR_MESSAGES.costToArvCompliant : BRRR_MESSAGES.costToArvNonCompliant,
    equity: microsToMoney(equity),
    refinanceCompliance: {
      isCompliant,
      ltvRatio: ltv / 100,
      maxLoanAmount: microsToMoney((arv / MICROS_PER_CENT) * MAX_LTV_HUNDREDTHS),
      message: isCompliant ? BRRR_MESSAGES.ltvCompliant(ltvText) : BRRR_MESSAGES.ltvNonCompliant(ltvText),
    },
    riskLevel,
    notDefined,
  };
}
