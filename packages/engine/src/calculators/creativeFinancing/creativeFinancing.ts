import { dec, Decimal, decMax, decOne, decZero } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { remainingBalanceDecimal } from '../amortization';
import { fraction, isNegligible, levelPayment, moneyOut, percentOut, ratioOut } from '../shared';
import {
  creativeFinancingInputSchema,
  type CreativeFinancingInput,
  type CreativeFinancingResult,
  type CreativeFinancingValues,
  type CreativeStrategy,
} from './creativeFinancing.schema';
import { CREATIVE_STRATEGIES } from './creativeStrategies';

/** The four creative warnings, word for word (spec 2 §8). */
export const CREATIVE_WARNINGS = {
  lowDscr: 'Low debt service coverage ratio. Consider increasing rent or reducing expenses.',
  highRisk: 'High-risk strategy requires careful legal structuring and exit planning.',
  complexLegal: 'Complex legal structure recommended. Consult with real estate attorney before proceeding.',
  dueOnSale: 'Subject-to deals carry due-on-sale clause risk. Ensure proper insurance and exit strategies.',
} as const;

/** Creative financing constants of spec 2 §9. */
export const CREATIVE_RULES = {
  /** DSCR below this raises the low-coverage warning. */
  dscrTarget: 1.25,
  /** The DSCR gauge is full here. */
  dscrGaugeFull: 1.5,
  /** ROI at or above this (percent) is shown as good. */
  goodRoiPercent: 12,
  /** Projection horizon, years (a lease option uses option term ÷ 12). */
  holdingPeriodYears: 5,
} as const;

const TWELVE = new Decimal(12);
const DSCR_TARGET = new Decimal(CREATIVE_RULES.dscrTarget);

/**
 * The creative form's starting values for `strategy`: every amount 0 (an empty input
 * counts as 0, spec 2 §5) and appreciation 3 %; a known property value and rent pre-fill.
 *
 * @example
 * creativeFinancingDefaults('seller_financing').appreciationRate // 3
 */
export function creativeFinancingDefaults(
  strategy: CreativeStrategy,
  property: { propertyValue?: number; monthlyRent?: number } = {},
): CreativeFinancingValues {
  return parseInput(creativeFinancingInputSchema, { strategy, ...property }, 'creative financing');
}

interface DebtTerms {
  /** Amount owed (or still to pay, for a lease option), USD. */
  debt: Decimal;
  /** Monthly payment, USD. */
  payment: Decimal;
  /** Principal repaid after `months` payments (0 when the interest split is unknown). */
  principalPaidAfter: (months: number) => Decimal;
}

/**
 * How each strategy's debt and payment are derived:
 * - subject-to: debt = the seller's existing loan; payment = its existing payment
 * - lease option: "debt" = the exercise price still to pay; payment = the existing (lease) payment
 * - seller financing, wrap-around, land contract: the investor finances value − down payment
 *   at the interest rate, level payments over the loan term (interest-only when the term is 0)
 * Subject-to and lease-option principal paydown is 0: the existing loan's rate is not an input.
 */
function debtTerms(v: CreativeFinancingValues): DebtTerms {
  if (v.strategy === 'subject_to' || v.strategy === 'lease_option') {
    return {
      debt: dec(v.strategy === 'subject_to' ? v.sellerDebt : v.exercisePrice),
      payment: dec(v.existingPayment),
      principalPaidAfter: () => decZero,
    };
  }
  const financed = decMax(decZero, dec(v.propertyValue).minus(v.downPayment));
  const termMonths = v.loanTerm * 12;
  if (termMonths === 0) {
    return { debt: financed, payment: financed.times(fraction(v.interestRate)).div(TWELVE), principalPaidAfter: () => decZero };
  }
  return {
    debt: financed,
    payment: levelPayment(financed, v.interestRate, termMonths),
    principalPaidAfter: (months) => financed.minus(remainingBalanceDecimal(financed, v.interestRate, termMonths, months)),
  };
}

/**
 * Creative financing analysis for subject-to, seller financing, lease option,
 * wrap-around and land contract deals.
 *
 * - payment per strategy: see `CREATIVE_STRATEGIES` and the rules below
 *   (subject-to and lease option use the existing payment; the others amortize
 *   value − down payment at the interest rate over the loan term, interest-only at term 0)
 * - monthly cash flow = rent − expenses − payment; break-even rent = expenses + payment
 * - cash invested = down payment + closing costs (+ option fee for a lease option)
 * - ROI = annual cash flow ÷ cash invested (percent units; null when nothing is invested)
 * - DSCR = (rent − expenses) ÷ payment (null without a payment); leverage = debt ÷ value
 * - equity position = value − debt (lease option: value − exercise price)
 * - horizon = 5 years (lease option: option term ÷ 12); future value = value × (1 + appreciation)^horizon
 * - equity build-up (annual) = value × appreciation + first-year principal paydown
 * - total return = (cash flow over the horizon + value gain + principal paid over the horizon)
 *   ÷ cash invested, where a lease option's value gain is max(0, future value − exercise price)
 * - warnings (spec 2 §8), in this order: DSCR below 1.25; High-risk strategy; Complex legal
 *   structure; subject-to due-on-sale
 *
 * Throws `EngineInputError` naming every invalid field.
 *
 * @example
 * calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000, monthlyRent: 2_500,
 *   downPayment: 10_000, sellerDebt: 220_000, existingPayment: 1_400, monthlyExpenses: 600 })
 *   .monthlyNetCashFlow // 2,500 − 600 − 1,400 = 500
 */
export function calculateCreativeFinancing(input: CreativeFinancingInput): CreativeFinancingResult {
  const v = parseInput(creativeFinancingInputSchema, input, 'creative financing');
  const info = CREATIVE_STRATEGIES[v.strategy];
  const isLeaseOption = v.strategy === 'lease_option';
  const value = dec(v.propertyValue);
  const rent = dec(v.monthlyRent);
  const expenses = dec(v.monthlyExpenses);
  const appreciation = fraction(v.appreciationRate);
  const { debt, payment, principalPaidAfter } = debtTerms(v);

  const operatingIncome = rent.minus(expenses);
  const monthlyCashFlow = operatingIncome.minus(payment);
  const annualCashFlow = monthlyCashFlow.times(TWELVE);
  let cashInvested = dec(v.downPayment).plus(v.closingCosts);
  if (isLeaseOption) cashInvested = cashInvested.plus(v.optionFee);
  const noCashIn = isNegligible(cashInvested);

  const horizonYears = isLeaseOption ? dec(v.optionTerm).div(TWELVE) : dec(CREATIVE_RULES.holdingPeriodYears);
  const horizonMonths = isLeaseOption ? v.optionTerm : CREATIVE_RULES.holdingPeriodYears * 12;
  const futureValue = value.times(decOne.plus(appreciation).pow(horizonYears));
  const valueGain = isLeaseOption ? decMax(decZero, futureValue.minus(v.exercisePrice)) : futureValue.minus(value);
  const totalGain = annualCashFlow.times(horizonYears).plus(valueGain).plus(principalPaidAfter(horizonMonths));
  const dscr = isNegligible(payment) ? null : operatingIncome.div(payment);

  const warnings: string[] = [];
  if (dscr !== null && dscr.lessThan(DSCR_TARGET)) warnings.push(CREATIVE_WARNINGS.lowDscr);
  if (info.risk === 'High') warnings.push(CREATIVE_WARNINGS.highRisk);
  if (info.legalComplexity === 'Complex') warnings.push(CREATIVE_WARNINGS.complexLegal);
  if (v.strategy === 'subject_to') warnings.push(CREATIVE_WARNINGS.dueOnSale);

  return {
    strategy: v.strategy,
    strategyRisk: info.risk,
    legalComplexity: info.legalComplexity,
    monthlyPayment: moneyOut(payment),
    monthlyNetCashFlow: moneyOut(monthlyCashFlow),
    annualNetCashFlow: moneyOut(annualCashFlow),
    totalCashInvested: moneyOut(cashInvested),
    roi: noCashIn ? null : percentOut(annualCashFlow.div(cashInvested)),
    totalReturn: noCashIn ? null : percentOut(totalGain.div(cashInvested)),
    horizonYears: ratioOut(horizonYears),
    dscr: dscr === null ? null : ratioOut(dscr),
    leverageRatio: isNegligible(value) ? 0 : ratioOut(debt.div(value)),
    breakEvenRent: moneyOut(expenses.plus(payment)),
    equityPosition: moneyOut(value.minus(debt)),
    futureValue: moneyOut(futureValue),
    equityBuildup: moneyOut(value.times(appreciation).plus(principalPaidAfter(12))),
    sellerBenefits: [...info.sellerBenefits],
    buyerAdvantages: [...info.buyerAdvantages],
    exitStrategies: [...info.exitStrategies],
    warnings,
  };
}
