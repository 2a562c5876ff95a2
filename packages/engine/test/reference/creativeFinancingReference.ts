/**
 * The creative financing calculator as it was before the fast path (all decimal.js, with the
 * year-end balance rows from `remainingBalanceCents` where doubles settle the cent), kept only as
 * the oracle the equivalence tests compare the shipped calculator against, digit for digit. The
 * structure's debt, wrap-around, land contract and risk rules are copied here so that later
 * changes to them in src/ cannot change the oracle.
 */
import { dec, Decimal, decMax, decOne, decZero } from '../../src/money/decimal';
import { parseInput } from '../../src/errors/parseInput';
import { fraction, isNegligible, levelPayment, RISK_LEVELS, type RiskLevel } from '../../src/calculators/shared/calculatorMath';
import { moneyOut, percentOut, ratioOut } from '../../src/calculators/shared/boundary';
import { NOT_DEFINED } from '../../src/calculators/shared/notDefined';
import { remainingBalanceCents, remainingBalanceDecimal } from '../../src/calculators/amortization/amortization';
import { resolveLineItems } from '../../src/calculators/lineItems/lineItems';
import {
  creativeFinancingInputSchema,
  isNoteStrategy,
  type CreativeFinancingInput,
  type CreativeFinancingResult,
  type CreativeFinancingValues,
} from '../../src/calculators/creativeFinancing/creativeFinancing.schema';
import { CREATIVE_STRATEGIES } from '../../src/calculators/creativeFinancing/creativeStrategies';
import { CREATIVE_RULES, CREATIVE_WARNINGS } from '../../src/calculators/creativeFinancing/creativeRules';

const TWELVE = new Decimal(12);
const DSCR_TARGET = new Decimal(CREATIVE_RULES.dscrTarget);
const HIGH_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.high.dscrBelow);
const HIGH_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.high.leverageAbove);
const MEDIUM_RISK_LEVERAGE = new Decimal(CREATIVE_RULES.risk.medium.leverageAbove);
const MEDIUM_RISK_DSCR = new Decimal(CREATIVE_RULES.risk.medium.dscrBelow);

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

function higherRisk(a: RiskLevel, b: RiskLevel): RiskLevel {
  return RISK_LEVELS.indexOf(a) >= RISK_LEVELS.indexOf(b) ? a : b;
}

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

function cents(value: number | undefined): number | undefined {
  return value === undefined ? undefined : value / 100;
}

function yearOut(months: number): number {
  return months % 12 === 0 ? months / 12 : ratioOut(dec(months).div(TWELVE));
}

function yearEnds(months: number): number[] {
  const ends: number[] = [];
  for (let m = 12; m < months; m += 12) ends.push(m);
  if (months > 0) ends.push(months);
  return ends;
}

interface DebtTerms {
  debt: Decimal;
  payment: Decimal;
  principalPaidAfter: (months: number) => Decimal;
  balanceCents: (months: number) => number | undefined;
}

function debtTerms(v: CreativeFinancingValues): DebtTerms {
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
    balanceCents: (months) => cents(remainingBalanceCents(financed, rate, termMonths, months)),
  };
}

function wrapFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['wrap']> {
  const underlying = dec(v.underlyingBalance ?? 0);
  const underlyingRate = v.underlyingRate ?? 0;
  const underlyingMonths = v.underlyingTermMonths ?? 1;
  const underlyingPayment = levelPayment(underlying, underlyingRate, underlyingMonths);
  const termMonths = (v.loanTerm ?? 0) * 12;
  const endsAt = v.balloonYear !== undefined && (termMonths === 0 || v.balloonYear * 12 < termMonths) ? 'balloon' : termMonths > 0 ? 'term' : 'horizon';
  const wrapEndMonth = v.balloonYear !== undefined ? v.balloonYear * 12 : termMonths > 0 ? termMonths : CREATIVE_RULES.holdingPeriodYears * 12;
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

function landContractFigures(v: CreativeFinancingValues, terms: DebtTerms): NonNullable<CreativeFinancingResult['landContract']> {
  const termMonths = (v.loanTerm ?? 0) * 12;
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

export function referenceCreativeFinancing(input: CreativeFinancingInput): CreativeFinancingResult {
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

  const linesNet = lines.annualIncome.minus(lines.annualExpenses).div(TWELVE);
  const operatingIncome = rent.minus(expenses).plus(linesNet);
  const monthlyCashFlow = operatingIncome.minus(payment);
  const annualCashFlow = monthlyCashFlow.times(TWELVE);
  let cashInvested = dec(v.downPayment).plus(v.closingCosts);
  if (isLeaseOption) cashInvested = cashInvested.plus(v.optionFee);
  cashInvested = cashInvested.plus(lines.oneTimeCosts);
  const noCashIn = isNegligible(cashInvested) || cashInvested.isNegative();

  const optionTerm = v.optionTerm ?? 0;
  const horizonYears = isLeaseOption ? dec(optionTerm).div(TWELVE) : dec(CREATIVE_RULES.holdingPeriodYears);
  const horizonMonths = isLeaseOption ? optionTerm : CREATIVE_RULES.holdingPeriodYears * 12;
  const futureValue = value.times(decOne.plus(appreciation).pow(horizonYears));
  const valueGain = isLeaseOption ? decMax(decZero, futureValue.minus(v.exercisePrice ?? 0)) : futureValue.minus(value);
  const totalGain = annualCashFlow.times(horizonYears).plus(valueGain).plus(principalPaidAfter(horizonMonths));
  const dscr = isNegligible(payment) ? null : operatingIncome.div(payment);
  const leverage = debt.div(value);
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
    breakEvenRent: moneyOut(expenses.plus(payment).minus(linesNet)),
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
