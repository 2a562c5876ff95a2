import * as z from 'zod/mini';
import { dec, Decimal, decMax, decOne, decZero, decTwelve as TWELVE } from '../../money/decimal';
import { parseInput } from '../../errors/parseInput';
import { fraction, isNegligible, moneyOut, percentOut, ratioOut } from '../shared';
import {
  creativeFinancingFieldsSchema,
  creativeFinancingInputSchema,
  type CreativeFinancingInput,
  type CreativeFinancingResult,
  type CreativeFinancingStart,
  type CreativeFinancingValues,
  type CreativeStrategy,
} from './creativeFinancing.schema';
import { CREATIVE_RULES } from './creativeRules';
import { creativeInDoubles } from './creativeFast';
import { creativeResult } from './creativeResult';
import { DECIMAL_MATH, debtTerms, noteLoan, underlyingLoan } from './debtTerms';
import { landContractFigures } from './landContract';
import { wrapFigures } from './wrapAround';
import { resolveLineItems } from '../lineItems';

const DSCR_TARGET = new Decimal(CREATIVE_RULES.dscrTarget);
const { high, medium } = CREATIVE_RULES.risk;

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
  // The field schema without its required-value rule, the property value optional: starting
  // values may still lack them. (Built from the shape: bundles need not carry zod's partial.)
  const fields = creativeFinancingFieldsSchema.shape;
  const startSchema = z.object({ ...fields, propertyValue: z.optional(fields.propertyValue) });
  return parseInput(startSchema, { strategy, ...known }, 'creative financing');
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
  return creativeInDoubles(v) ?? creativeInDecimals(v);
}

/** The creative analysis with every amount a Decimal: the definition the fast path (`creativeInDoubles`) must equal. */
export function creativeInDecimals(v: CreativeFinancingValues): CreativeFinancingResult {
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
  // the lines' monthly share: one division of the exact yearly net
  const linesNet = lines.annualIncome.minus(lines.annualExpenses).div(TWELVE);
  const operatingIncome = rent.minus(expenses).plus(linesNet);
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
  const futureValue = value.times(decOne.plus(appreciation).pow(horizonYears));
  const valueGain = isLeaseOption ? decMax(decZero, futureValue.minus(v.exercisePrice ?? 0)) : futureValue.minus(value);
  const totalGain = annualCashFlow.times(horizonYears).plus(valueGain).plus(principalPaidAfter(horizonMonths));
  const dscr = isNegligible(payment) ? null : operatingIncome.div(payment);
  const leverage = debt.div(value); // value ≥ 0.01: the schema requires a positive value
  // a lease option's exercise price is not debt: its leverage raises no risk
  const riskLeverage = isLeaseOption ? decZero : leverage;
  const cashFlowZero = isNegligible(monthlyCashFlow);

  return creativeResult(
    v,
    {
      cashFlowNegative: !cashFlowZero && monthlyCashFlow.isNegative(),
      cashFlowZero,
      dscrBelowTarget: dscr !== null && dscr.lessThan(DSCR_TARGET),
      dscrHigh: dscr !== null && dscr.lessThan(high.dscrBelow),
      dscrMedium: dscr !== null && dscr.lessThan(medium.dscrBelow),
      leverageHigh: riskLeverage.greaterThan(high.leverageAbove),
      leverageMedium: riskLeverage.greaterThan(medium.leverageAbove),
    },
    debt.greaterThan(decZero),
    {
      wrap: v.strategy === 'wrap_around' ? wrapFigures(v, DECIMAL_MATH, debt, noteLoan(terms), underlyingLoan(v)) : null,
      landContract: v.strategy === 'land_contract' ? landContractFigures(v, DECIMAL_MATH, debt, noteLoan(terms)) : null,
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
      breakEvenRent: moneyOut(expenses.plus(payment).minus(linesNet)),
      equityPosition: moneyOut(value.minus(debt)),
      futureValue: moneyOut(futureValue),
      equityBuildup: moneyOut(value.times(appreciation).plus(principalPaidAfter(12))),
      ...(lines.any ? { lineItems: lines.results(null) } : {}),
    },
  );
}
