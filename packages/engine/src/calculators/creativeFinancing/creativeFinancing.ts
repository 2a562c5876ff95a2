import * as z from 'zod/mini';
import { dec, Decimal, decMax, decOne, decZero } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { remainingBalanceDecimal } from '../amortization';
import { remainingBalanceCents } from '../amortization/amortization';
import { RecentlyUsedCache } from '../shared/recentlyUsedCache';
import {
  fraction,
  isNegligible,
  levelPayment,
  moneyOut,
  NOT_DEFINED,
  percentOut,
  ratioOut,
  RISK_LEVELS,
  type RiskLevel,
} from '../shared';
import {
  creativeFinancingFieldsSchema,
  creativeFinancingInputSchema,
  isNoteStrategy,
  type CreativeFinancingInput,
  type CreativeFinancingResult,
  type CreativeFinancingStart,
  type CreativeFinancingValues,
  type CreativeStrategy,
} from './creativeFinancing.schema';
import { CREATIVE_STRATEGIES } from './creativeStrategies';
import { resolveLineItems } from '../lineItems';

/** The four creative warnings, word for word (spec 2 §8). */
export const CREATIVE_WARNINGS = {
  lowDscr: 'Low debt service coverage ratio. Consider increasing rent or reducing expenses.',
  highRisk: 'High-risk strategy requires careful legal structuring and exit planning.',
  complexLegal: 'Complex legal structure recommended. Consult with real estate attorney before proceeding.',
  dueOnSale: 'Subject-to deals carry due-on-sale clause risk. Ensure proper insurance and exit strategies.',
  negativeCashFlow: 'Negative cash flow: rent does not cover the expenses and the payment, so the deal loses money every month.',
  zeroCashFlow: 'Zero cash flow: rent only just covers the expenses and the payment, with nothing left for surprises.',
  highLeverage: 'High leverage: the debt is more than 80% of the property value, leaving little equity if values fall.',
  interestFree: 'Interest-free note: the rate was entered as 0%, so the payment repays principal only. Confirm the seller agreed to this in writing.',
  interestOnly: 'Interest-only note: the term was entered as 0, so no principal is repaid and the whole balance is still owed at the end.',
  noNotePayment: 'No note payment: an interest-free, interest-only note costs nothing each month, but the whole financed amount is still owed.',
  wrapDueOnSale:
    "Due-on-sale risk: the seller's underlying loan stays in place after the sale, and its lender may call it due. If the seller stops paying it, the property can be foreclosed although you paid the seller.",
  wrapNegativeSpread: "Negative spread: the wrap payment is below the underlying payment, so the seller pays in every month and may stop paying the underlying loan.",
  wrapUnderwater: 'The underlying balance at the end of the wrap is more than the wrap balance: the seller must find the difference to pay it off.',
  landContractForfeiture:
    'Forfeiture risk: the seller keeps legal title until the contract is paid; a missed instalment can forfeit your payments and equity in many states. Record the contract.',
} as const;

/** Creative financing thresholds: the DSCR target and gauge top, the good-ROI mark and the horizon (spec 2 §9). */
export const CREATIVE_RULES = {
  /** DSCR below this raises the low-coverage warning. */
  dscrTarget: 1.25,
  /** The DSCR gauge is full here. */
  dscrGaugeFull: 1.5,
  /** ROI at or above this (percent) is shown as good. */
  goodRoiPercent: 12,
  /** Projection horizon, years (a lease option uses option term ÷ 12). */
  holdingPeriodYears: 5,
  /**
   * What the numbers add to the strategy's own risk (our thresholds, stated here once):
   * High when cash flow is negative, DSCR is under 1.0 or debt is over 90 % of value;
   * Medium when cash flow is zero, DSCR is under 1.25 or debt is over 80 % of value.
   * A lease option's exercise price is not debt, so leverage does not count for it.
   */
  risk: {
    high: { dscrBelow: 1, leverageAbove: 0.9 },
    medium: { dscrBelow: 1.25, leverageAbove: 0.8 },
  },
} as const;

const TWELVE = new Decimal(12);
const DSCR_TARGET = new Decimal(CREATIVE_RULES.dscrTarget);
const HIGH_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.high.dscrBelow);
const HIGH_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.high.leverageAbove);
const MEDIUM_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.medium.leverageAbove);
const MEDIUM_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.medium.dscrBelow);

/**
 * The creative form's starting values for `strategy`: amounts 0 (an empty input counts as
 * 0, spec 2 §5) and appreciation 3 %; a known property value and rent pre-fill. Left
 * unset, because no default is safe: the property value when unknown, and the inputs
 * `CREATIVE_REQUIRED_FIELDS` lists (a note's rate and term, the loan taken over, the option's
 * terms — the person must enter them; 0 only on purpose).
 *
 * @example
 * creativeFinancingDefaults('seller_financing').appreciationRate // 3
 * creativeFinancingDefaults('seller_financing').interestRate // undefined
 */
export function creativeFinancingDefaults(
  strategy: CreativeStrategy,
  property: { propertyValue?: number; monthlyRent?: number } = {},
): CreativeFinancingStart {
  const known = property.propertyValue !== undefined && property.propertyValue > 0 ? property : { monthlyRent: property.monthlyRent };
  // The field schema without its required-value rule: starting values may still lack them.
  return parseInput(z.partial(creativeFinancingFieldsSchema, { propertyValue: true }), { strategy, ...known }, 'creative financing');
}

/** The reasons behind the risk level: the structure's own rating first, then each number that raises it. */
function riskReasons(strategyLabel: string, strategyRisk: RiskLevel, monthlyCashFlow: Decimal, dscr: Decimal | null, leverage: Decimal | null): string[] {
  const reasons = [`${strategyLabel} structure: ${strategyRisk} on its own`];
  const r = CREATIVE_RULES.risk;
  if (!isNegligible(monthlyCashFlow) && monthlyCashFlow.isNegative()) reasons.push('Negative cash flow: High');
  else if (isNegligible(monthlyCashFlow)) reasons.push('Zero cash flow: Medium');
  if (dscr !== null && dscr.lessThan(HIGH_RISK_DSCR)) reasons.push(`DSCR below ${r.high.dscrBelow}: High`);
  else if (dscr !== null && dscr.lessThan(MEDIUM_RISK_DSCR)) reasons.push(`DSCR below ${r.medium.dscrBelow}: Medium`);
  if (leverage !== null && leverage.greaterThan(HIGH_RISK_LEVERAGE)) reasons.push(`Debt above ${r.high.leverageAbove * 100}% of value: High`);
  else if (leverage !== null && leverage.greaterThan(MEDIUM_RISK_LEVERAGE)) reasons.push(`Debt above ${r.medium.leverageAbove * 100}% of value: Medium`);
  return reasons;
}

/** Cents as USD (undefined stays undefined). */
function cents(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value / 100;
}

/** Months as years, as a schedule row shows them (4 decimals); a whole year needs no Decimal. */
function yearOut(months: number): number {
  return months % 12 === 0 ? months / 12 : ratioOut(dec(months).div(TWELVE));
}

/** Year-end rows of a schedule over `months` (a last, partial year ends at `months`). */
function yearEnds(months: number): number[] {
  const ends: number[] = [];
  for (let m = 12; m < months; m += 12) ends.push(m);
  if (months > 0) ends.push(months);
  return ends;
}

/**
 * A wrap-around's two loans. The wrap note is value − down payment at the note rate over the
 * note term (interest-only at term 0); the seller's underlying loan amortizes its balance at its
 * rate over its remaining months. The wrap ends at its balloon year, else at its term, else (an
 * interest-only wrap without a balloon) at the 5-year horizon.
 * - monthly spread = buyer payment − underlying payment
 * - total spread = buyer payment × wrap months − underlying payment × min(wrap months, underlying months)
 * - seller's net on payoff = wrap balance at the end − underlying balance at the end
 */
function wrapFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['wrap']> {
  const underlying = dec(v.underlyingBalance ?? 0);
  const underlyingRate = v.underlyingRate ?? 0;
  const underlyingMonths = v.underlyingTermMonths ?? 1;
  const underlyingPayment = levelPayment(underlying, underlyingRate, underlyingMonths);
  const termMonths = (v.loanTerm ?? 0) * 12;
  const endsAt = v.balloonYear !== undefined && (termMonths === 0 || v.balloonYear * 12 < termMonths) ? 'balloon' : termMonths > 0 ? 'term' : 'horizon';
  const wrapEndMonth = v.balloonYear !== undefined ? v.balloonYear * 12 : termMonths > 0 ? termMonths : CREATIVE_RULES.holdingPeriodYears * 12;
  // A balloon past the term: the wrap is paid off at its term.
  const wrapMonths = termMonths > 0 ? Math.min(wrapEndMonth, termMonths) : wrapEndMonth;
  const underlyingAfter = (months: number) => remainingBalanceDecimal(underlying, underlyingRate, underlyingMonths, months);
  const wrapAfter = (months: number) => terms.debt.minus(terms.principalPaidAfter(months));
  const spread = terms.payment.minus(underlyingPayment);
  const totalSpread = terms.payment.times(wrapMonths).minus(underlyingPayment.times(Math.min(wrapMonths, underlyingMonths)));
  const wrapEnd = wrapAfter(wrapMonths);
  const underlyingEnd = underlyingAfter(wrapMonths);
  return {
    wrapAmount: moneyOut(terms.debt),
    buyerPayment: moneyOut(terms.payment),
    underlyingPayment: moneyOut(underlyingPayment),
    monthlySpread: moneyOut(spread),
    wrapMonths,
    endsAt,
    totalSpread: moneyOut(totalSpread),
    wrapBalanceAtEnd: moneyOut(wrapEnd),
    underlyingBalanceAtEnd: moneyOut(underlyingEnd),
    sellerNetAtPayoff: moneyOut(wrapEnd.minus(underlyingEnd)),
    schedule: yearEnds(wrapMonths).map((m) => ({
      year: yearOut(m),
      noteBalance: terms.balanceCents(m) ?? moneyOut(wrapAfter(m)),
      underlyingBalance: cents(remainingBalanceCents(underlying, underlyingRate, underlyingMonths, m)) ?? moneyOut(underlyingAfter(m)),
    })),
  };
}

/**
 * A land contract: value − down payment amortized at the note rate over the note term
 * (interest-only at term 0), with the remaining balance due at the balloon year.
 * - balance at balloon = amortized balance after balloon year × 12 payments
 * - total interest = payment × balloon months − (contract amount − balance at balloon)
 * - the deed passes on payoff: at the balloon month (at the term's end when the balloon year is past it)
 */
function landContractFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['landContract']> {
  const termMonths = (v.loanTerm ?? 0) * 12;
  // A balloon year past the term: the contract is paid off at its term.
  const balloonMonth = termMonths > 0 ? Math.min((v.balloonYear ?? 1) * 12, termMonths) : (v.balloonYear ?? 1) * 12;
  const balanceAfter = (months: number) => terms.debt.minus(terms.principalPaidAfter(months));
  const atBalloon = balanceAfter(balloonMonth);
  const interest = terms.payment.times(balloonMonth).minus(terms.debt.minus(atBalloon));
  return {
    contractAmount: moneyOut(terms.debt),
    payment: moneyOut(terms.payment),
    balloonMonth,
    balanceAtBalloon: moneyOut(atBalloon),
    totalInterest: moneyOut(decMax(decZero, interest)),
    titleTransferMonth: balloonMonth,
    schedule: yearEnds(balloonMonth).map((m) => ({ year: yearOut(m), noteBalance: terms.balanceCents(m) ?? moneyOut(balanceAfter(m)), underlyingBalance: 0 })),
  };
}

// (1 + appreciation)^years by rate and horizon: a lease option's horizon is a fraction of a year,
// and decimal.js's fractional power (a logarithm and an exponential at 28 digits) costs more than
// the rest of the calculation; the same steps' result is remembered for a pair seen lately.
const growthCache = new RecentlyUsedCache<string, Decimal>(1_024);

function growthOver(appreciationPercent: number, appreciation: Decimal, years: Decimal): Decimal {
  const key = `${appreciationPercent}|${years.toString()}`;
  let growth = growthCache.get(key);
  if (growth === undefined) {
    growth = decOne.plus(appreciation).pow(years);
    growthCache.set(key, growth);
  }
  return growth;
}

function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(a) >= RISK_LEVELS.indexOf(b) ? a : b;
}

/** The risk the deal's numbers carry (see `CREATIVE_RULES.risk`), before the strategy's own. */
function numbersRisk(monthlyCashFlow: Decimal, dscr: Decimal | null, leverage: Decimal | null): RiskLevel {
  if (
    (!isNegligible(monthlyCashFlow) && monthlyCashFlow.isNegative()) ||
    (dscr !== null && dscr.lessThan(HIGH_RISK_DSCR)) ||
    (leverage !== null && leverage.greaterThan(HIGH_RISK_LEVERAGE))
  ) {
    return 'High';
  }
  if (
    isNegligible(monthlyCashFlow) ||
    (dscr !== null && dscr.lessThan(MEDIUM_RISK_DSCR)) ||
    (leverage !== null && leverage.greaterThan(MEDIUM_RISK_LEVERAGE))
  ) {
    return 'Medium';
  }
  return 'Low';
}

interface DebtTerms {
  /** Amount owed (or still to pay, for a lease option), USD. */
  debt: Decimal;
  /** Monthly payment, USD. */
  payment: Decimal;
  /** Principal repaid after `months` payments (0 when the interest split is unknown). */
  principalPaidAfter: (months: number) => Decimal;
  /**
   * The balance after `months` payments, debt − principal paid, as USD rounded to cents, when
   * doubles settle the cent (see `remainingBalanceCents`); undefined sends the caller to decimal.js.
   */
  balanceCents: (months: number) => number | undefined;
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
  // The input schema makes each strategy name the inputs it uses; an unused one counts as 0.
  if (v.strategy === 'subject_to' || v.strategy === 'lease_option') {
    return {
      debt: dec((v.strategy === 'subject_to' ? v.sellerDebt : v.exercisePrice) ?? 0),
      payment: dec(v.existingPayment ?? 0),
      principalPaidAfter: () => decZero,
      balanceCents: () => undefined,
    };
  }
  const rate = v.interestRate ?? 0;
  const financed = decMax(decZero, dec(v.propertyValue).minus(v.downPayment));
  const termMonths = (v.loanTerm ?? 0) * 12;
  if (termMonths === 0) {
    return { debt: financed, payment: financed.times(fraction(rate)).div(TWELVE), principalPaidAfter: () => decZero, balanceCents: () => undefined };
  }
  return {
    debt: financed,
    payment: levelPayment(financed, rate, termMonths),
    principalPaidAfter: (months) => financed.minus(remainingBalanceDecimal(financed, rate, termMonths, months)),
    // debt − (debt − B) is B to within 10^-27 of the debt, far inside the bound allowed
    balanceCents: (months) => cents(remainingBalanceCents(financed, rate, termMonths, months)),
  };
}

/**
 * Creative financing analysis for subject-to, seller financing, lease option,
 * wrap-around and land contract deals.
 *
 * - payment per strategy: see `CREATIVE_STRATEGIES` and the rules below
 *   (subject-to and lease option use the existing payment; the others amortize
 *   value − down payment at the interest rate over the loan term, interest-only at term 0;
 *   their rate and term are required — 0 is accepted only when given, as an interest-free or
 *   interest-only note, and then a warning says so)
 * - monthly cash flow = rent − expenses − payment; break-even rent = expenses + payment
 * - cash invested = down payment + closing costs (+ option fee for a lease option)
 * - custom lines (`lineItems`), every structure alike: income lines add to the rent, expense lines
 *   to the monthly expenses (annual lines ÷ 12), cost lines to the cash invested; a negative amount
 *   is a credit. A monthly expense of X lowers the monthly cash flow by exactly X
 * - ROI = annual cash flow ÷ cash invested (percent units; null when nothing is invested,
 *   with the reason in `notDefined`)
 * - DSCR = (rent − expenses) ÷ payment (null without a payment); leverage = debt ÷ value
 * - risk = the higher of the strategy's own risk and the numbers' (`CREATIVE_RULES.risk`):
 *   negative cash flow, DSCR under 1.0 or leverage over 90 % is High; zero cash flow,
 *   DSCR under 1.25 or leverage over 80 % at least Medium
 * - equity position = value − debt (lease option: value − exercise price)
 * - horizon = 5 years (lease option: option term ÷ 12); future value = value × (1 + appreciation)^horizon
 * - equity build-up (annual) = value × appreciation + first-year principal paydown
 * - total return = (cash flow over the horizon + value gain + principal paid over the horizon)
 *   ÷ cash invested, where a lease option's value gain is max(0, future value − exercise price)
 * - warnings (spec 2 §8), in this order: DSCR below 1.25; High-risk strategy; Complex legal
 *   structure; subject-to due-on-sale; then ours: negative or zero cash flow, leverage over
 *   80 %, a wrap-around's due-on-sale, negative spread or underwater payoff, a land contract's forfeiture,
 *   an interest-free, interest-only or payment-free note
 *
 * Throws `EngineInputError` naming every invalid field, and every input the strategy requires
 * (`CREATIVE_REQUIRED_FIELDS`) that is missing.
 *
 * @example
 * calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000, monthlyRent: 2_500,
 *   downPayment: 10_000, sellerDebt: 220_000, existingPayment: 1_400, monthlyExpenses: 600 })
 *   .monthlyNetCashFlow // 2,500 − 600 − 1,400 = 500
 * calculateCreativeFinancing({ strategy: 'seller_financing', propertyValue: 1_200_000, monthlyRent: 9_000,
 *   downPayment: 120_000 }) // throws EngineInputError naming interestRate and loanTerm
 */
export function calculateCreativeFinancing(input: CreativeFinancingInput): CreativeFinancingResult {
  const v = parseInput(creativeFinancingInputSchema, input, 'creative financing');
  const info = CREATIVE_STRATEGIES[v.strategy];
  const isLeaseOption = v.strategy === 'lease_option';
  const value = dec(v.propertyValue);
  const lines = resolveLineItems(v.lineItems, {
    price: value,
    monthlyRent: dec(v.monthlyRent),
    units: v.units,
    squareFeet: v.squareFeet,
  });
  const rent = dec(v.monthlyRent);
  const expenses = dec(v.monthlyExpenses);
  const appreciation = fraction(v.appreciationRate);
  const terms = debtTerms(v);
  const { debt, payment, principalPaidAfter } = terms;

  // income lines add to the rent, expense lines to the expenses: their net, per month
  const operatingIncome = rent.minus(expenses).plus(lines.monthlyNet);
  const monthlyCashFlow = operatingIncome.minus(payment);
  const annualCashFlow = monthlyCashFlow.times(TWELVE);
  let cashInvested = dec(v.downPayment).plus(v.closingCosts);
  if (isLeaseOption) cashInvested = cashInvested.plus(v.optionFee);
  cashInvested = cashInvested.plus(lines.oneTimeCosts);
  // credits (negative cost lines) can take the cash in below zero: no cash in, no ROI
  const noCashIn = isNegligible(cashInvested) || cashInvested.isNegative();

  const optionTerm = v.optionTerm ?? 0;
  const horizonYears = isLeaseOption ? dec(optionTerm).div(TWELVE) : dec(CREATIVE_RULES.holdingPeriodYears);
  const horizonMonths = isLeaseOption ? optionTerm : CREATIVE_RULES.holdingPeriodYears * 12;
  const futureValue = value.times(growthOver(v.appreciationRate, appreciation, horizonYears));
  const valueGain = isLeaseOption ? decMax(decZero, futureValue.minus(v.exercisePrice ?? 0)) : futureValue.minus(value);
  const totalGain = annualCashFlow.times(horizonYears).plus(valueGain).plus(principalPaidAfter(horizonMonths));
  const dscr = isNegligible(payment) ? null : operatingIncome.div(payment);
  const leverage = debt.div(value); // value ≥ 0.01: the schema requires a positive value
  const riskLeverage = isLeaseOption ? null : leverage;
  const cashFlowNegative = !isNegligible(monthlyCashFlow) && monthlyCashFlow.isNegative();

  const warnings: string[] = [];
  if (dscr !== null && dscr.lessThan(DSCR_TARGET)) warnings.push(CREATIVE_WARNINGS.lowDscr);
  if (info.risk === 'High') warnings.push(CREATIVE_WARNINGS.highRisk);
  if (info.legalComplexity === 'Complex') warnings.push(CREATIVE_WARNINGS.complexLegal);
  if (v.strategy === 'subject_to') warnings.push(CREATIVE_WARNINGS.dueOnSale);
  if (cashFlowNegative) warnings.push(CREATIVE_WARNINGS.negativeCashFlow);
  else if (isNegligible(monthlyCashFlow)) warnings.push(CREATIVE_WARNINGS.zeroCashFlow);
  if (riskLeverage !== null && riskLeverage.greaterThan(MEDIUM_RISK_LEVERAGE)) warnings.push(CREATIVE_WARNINGS.highLeverage);
  const wrap = v.strategy === 'wrap_around' ? wrapFigures(v, terms) : null;
  const landContract = v.strategy === 'land_contract' ? landContractFigures(v, terms) : null;
  if (wrap !== null) {
    warnings.push(CREATIVE_WARNINGS.wrapDueOnSale);
    if (wrap.monthlySpread < 0) warnings.push(CREATIVE_WARNINGS.wrapNegativeSpread);
    if (wrap.sellerNetAtPayoff < 0) warnings.push(CREATIVE_WARNINGS.wrapUnderwater);
  }
  if (landContract !== null) warnings.push(CREATIVE_WARNINGS.landContractForfeiture);
  if (isNoteStrategy(v.strategy) && debt.greaterThan(decZero)) {
    const interestFree = v.interestRate === 0;
    const interestOnly = v.loanTerm === 0;
    if (interestFree && interestOnly) warnings.push(CREATIVE_WARNINGS.noNotePayment);
    else if (interestFree) warnings.push(CREATIVE_WARNINGS.interestFree);
    else if (interestOnly) warnings.push(CREATIVE_WARNINGS.interestOnly);
  }

  const notDefined: CreativeFinancingResult['notDefined'] = {};
  if (noCashIn) {
    notDefined.roi = NOT_DEFINED.noCashInvested;
    notDefined.totalReturn = NOT_DEFINED.noCashInvested;
  }
  if (dscr === null) notDefined.dscr = NOT_DEFINED.noDebt;

  return {
    strategy: v.strategy,
    strategyRisk: info.risk,
    riskLevel: higherRisk(info.risk, numbersRisk(monthlyCashFlow, dscr, riskLeverage)),
    riskReasons: riskReasons(info.label, info.risk, monthlyCashFlow, dscr, riskLeverage),
    wrap,
    landContract,
    legalComplexity: info.legalComplexity,
    monthlyPayment: moneyOut(payment),
    monthlyNetCashFlow: moneyOut(monthlyCashFlow),
    annualNetCashFlow: moneyOut(annualCashFlow),
    totalCashInvested: moneyOut(cashInvested),
    roi: noCashIn ? null : percentOut(annualCashFlow.div(cashInvested)),
    totalReturn: noCashIn ? null : percentOut(totalGain.div(cashInvested)),
    horizonYears: ratioOut(horizonYears),
    dscr: dscr === null ? null : ratioOut(dscr),
    leverageRatio: ratioOut(leverage),
    // the scheduled rent at which cash flow is zero: income lines carry part of the load
    breakEvenRent: moneyOut(expenses.plus(payment).minus(lines.monthlyNet)),
    equityPosition: moneyOut(value.minus(debt)),
    futureValue: moneyOut(futureValue),
    equityBuildup: moneyOut(value.times(appreciation).plus(principalPaidAfter(12))),
    sellerBenefits: [...info.sellerBenefits],
    buyerAdvantages: [...info.buyerAdvantages],
    exitStrategies: [...info.exitStrategies],
    warnings,
    notDefined,
    ...(lines.any ? { lineItems: lines.results(null) } : {}),
  };
}
