/**
 * The two schedules a deal report prints beside the strategy's results: the Buy & Hold pro
 * forma (the engine's `rentalHoldProForma`, with its IRR, NPV and equity multiple) and the loan's
 * amortization (the engine's `amortizationSchedule`, stopped at a land contract's or wrap's
 * balloon). Pure: values in, report data out.
 */
import {
  amortizationSchedule,
  holdAssumptionDefaults,
  rentalHoldProForma,
  type StrategyType,
} from '@rei/engine';
import type { ReportAmortization, ReportFigure, ReportProForma, ReportProFormaRow } from './dealReportData';

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const cents = (x: number) => Math.round(x * 100);
const fromCents = (x: number) => x / 100;

/**
 * One pro forma row as a ledger: gross rent, vacancy, NOI and cash flow are the engine's figures;
 * operating expenses are gross − vacancy − NOI and debt service is NOI − cash flow, so every row
 * adds up to the cent. The engine rounds each figure once from exact values, so its own operating
 * expenses and debt service can differ from these by a cent or two; the note under the table says so.
 */
export function ledgerRow(year: {
  year: number;
  grossRent: number;
  vacancyLoss: number;
  netOperatingIncome: number;
  cashFlowBeforeTax: number;
  propertyValue: number;
  loanBalance: number;
  equity: number;
}, cumulativeCents: number): ReportProFormaRow {
  const gross = cents(year.grossRent);
  const vacancy = cents(year.vacancyLoss);
  const noi = cents(year.netOperatingIncome);
  const cashFlow = cents(year.cashFlowBeforeTax);
  return {
    year: year.year,
    grossRent: fromCents(gross),
    vacancyLoss: fromCents(vacancy),
    effectiveGrossIncome: fromCents(gross - vacancy),
    operatingExpenses: fromCents(gross - vacancy - noi),
    noi: fromCents(noi),
    debtService: fromCents(noi - cashFlow),
    cashFlow: fromCents(cashFlow),
    cumulativeCashFlow: fromCents(cumulativeCents + cashFlow),
    propertyValue: year.propertyValue,
    loanBalance: year.loanBalance,
    equity: fromCents(cents(year.propertyValue) - cents(year.loanBalance)),
  };
}

/** What a Buy & Hold deal's pro forma runs on: the deal's own inputs and results. */
export function buyHoldProFormaInput(values: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>) {
  const hold = holdAssumptionDefaults();
  return {
    purchasePrice: num(values['purchasePrice']) ?? 0,
    closingCosts: num(results['closingCosts']) ?? 0,
    rehabCost: 0,
    downPaymentPercent: num(values['downPaymentPercent']) ?? 0,
    interestRatePercent: num(values['interestRate']) ?? 0,
    loanTermYears: num(values['loanTerm']) ?? 30,
    monthlyRent: num(values['grossMonthlyRent']) ?? 0,
    vacancyPercent: num(values['vacancyRate']) ?? 0,
    // Fixed expenses only: the pro forma adds the management fee itself (a share of each year's income).
    annualOperatingExpenses: (num(values['propertyTax']) ?? 0) + (num(values['insurance']) ?? 0) + (num(results['annualMaintenance']) ?? 0),
    managementPercent: num(values['propertyManagementPercent']) ?? 0,
    ...hold,
    exitValuation: 'appreciation' as const,
  };
}

/**
 * The Buy & Hold pro forma over the engine's standard hold (holdAssumptionDefaults: 10 years,
 * 3 % rent and expense growth, 3 % appreciation, 6 % selling costs, 8 % discount rate), with the
 * returns of the hold. Other strategies have no yearly pro forma (null).
 */
export function proFormaOf(type: StrategyType, values: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>): ReportProForma | null {
  if (type !== 'buy_hold') return null;
  const input = buyHoldProFormaInput(values, results);
  let projection: ReturnType<typeof rentalHoldProForma>;
  try {
    projection = rentalHoldProForma(input);
  } catch {
    return null;
  }
  let cumulative = 0;
  // Year 1 is the deal's own Buy & Hold result: the calculator and the projection compute NOI in
  // a different order and may round a cent apart; the report prints one figure for one thing.
  const yearOne = { netOperatingIncome: num(results['annualNOI']), cashFlowBeforeTax: num(results['annualCashFlow']) };
  const rows = projection.years.map((year) => {
    const sameAsResults =
      year.year === 1 && yearOne.netOperatingIncome !== null && yearOne.cashFlowBeforeTax !== null
        ? { ...year, netOperatingIncome: yearOne.netOperatingIncome, cashFlowBeforeTax: yearOne.cashFlowBeforeTax }
        : year;
    const row = ledgerRow(sameAsResults, cumulative);
    cumulative = cents(row.cumulativeCashFlow);
    return row;
  });
  const assumptions: ReportFigure[] = [
    { key: 'holdingYears', label: 'Years held, then sold', value: input.holdingYears, unit: 'years' },
    { key: 'annualRentGrowthPercent', label: 'Rent growth a year', value: input.annualRentGrowthPercent, unit: 'percent' },
    { key: 'annualExpenseGrowthPercent', label: 'Growth of tax, insurance and maintenance a year', value: input.annualExpenseGrowthPercent, unit: 'percent' },
    { key: 'annualAppreciationPercent', label: 'Property value growth a year', value: input.annualAppreciationPercent, unit: 'percent' },
    { key: 'sellingCostsPercent', label: 'Selling costs at the sale (% of the sale price)', value: input.sellingCostsPercent, unit: 'percent' },
    { key: 'discountRatePercent', label: 'Discount rate of the NPV', value: input.discountRatePercent, unit: 'percent' },
  ];
  const { totals, sale, notDefined } = projection;
  return {
    rows,
    assumptions,
    returns: {
      initialEquity: totals.initialEquityInvested,
      salePrice: sale.salePrice,
      sellingCosts: sale.sellingCosts,
      loanPayoff: sale.loanPayoff,
      netSaleProceeds: sale.netSaleProceeds,
      totalProfit: totals.totalProfit,
      irrPercent: totals.irrPercent,
      npv: totals.npv,
      discountRatePercent: totals.discountRatePercent,
      equityMultiple: totals.equityMultiple,
      equityCashFlows: projection.cashFlows,
      notDefined: { ...notDefined },
    },
  };
}

/** The loan a strategy takes: principal, rate, term and, for a land contract or wrap, the balloon. */
export function loanOf(type: StrategyType, values: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>): { principal: number; rate: number; termMonths: number; balloon: { month: number; payment: number } | null } | null {
  if (type === 'buy_hold') {
    const principal = num(results['loanAmount']);
    const rate = num(values['interestRate']);
    const termMonths = (num(values['loanTerm']) ?? 0) * 12;
    return principal === null || rate === null ? null : { principal, rate, termMonths, balloon: null };
  }
  if (type === 'brrr') {
    const principal = num(results['refinanceLoanAmount']);
    return principal === null ? null : { principal, rate: num(values['refinanceRate']) ?? 0, termMonths: 360, balloon: null };
  }
  if (type === 'creative_financing' && ['seller_financing', 'wrap_around', 'land_contract'].includes(String(values['strategy']))) {
    const principal = Math.max(0, (num(values['propertyValue']) ?? 0) - (num(values['downPayment']) ?? 0));
    const rate = num(values['interestRate']) ?? 0;
    const termMonths = (num(values['loanTerm']) ?? 0) * 12;
    let balloon: { month: number; payment: number } | null = null;
    const land = results['landContract'] as Record<string, unknown> | null | undefined;
    const wrap = results['wrap'] as Record<string, unknown> | null | undefined;
    if (values['strategy'] === 'land_contract' && land) {
      const month = num(land['balloonMonth']);
      const payment = num(land['balanceAtBalloon']);
      if (month !== null && payment !== null && month < termMonths) balloon = { month, payment };
    } else if (values['strategy'] === 'wrap_around' && wrap && wrap['endsAt'] === 'balloon') {
      const month = num(wrap['wrapMonths']);
      const payment = num(wrap['wrapBalanceAtEnd']);
      if (month !== null && payment !== null && month < termMonths) balloon = { month, payment };
    }
    return { principal, rate, termMonths, balloon };
  }
  return null;
}

/**
 * The loan a strategy takes, summarised from the engine's amortization schedule: the balance at
 * the end of year 1, every fifth year and the last year. A note with a balloon (land contract,
 * wrap-around) stops at the balloon: the last row is the balloon's year, the balloon payment
 * (the engine's balance due) is shown and counted in the total paid, and the balance after it is 0.
 */
export function amortizationOf(type: StrategyType, values: Readonly<Record<string, unknown>>, results: Readonly<Record<string, unknown>>): ReportAmortization | null {
  const loan = loanOf(type, values, results);
  if (!loan || loan.principal <= 0 || loan.termMonths <= 0) return null;
  const { principal, rate, termMonths, balloon } = loan;
  let schedule: ReturnType<typeof amortizationSchedule>;
  try {
    schedule = amortizationSchedule({ principal, annualRatePercent: rate, termMonths });
  } catch {
    return null;
  }
  const lastMonth = balloon ? balloon.month : termMonths;
  const paidMonths = schedule.slice(0, lastMonth);
  const years = Math.ceil(lastMonth / 12);
  let interest = 0;
  let paid = 0;
  const byYear: { year: number; balance: number; interestPaid: number; principalPaid: number }[] = [];
  for (const row of paidMonths) {
    interest += cents(row.interest);
    paid += cents(row.payment);
    const year = Math.ceil(row.month / 12);
    const last = row.month === lastMonth;
    const endOfYear = row.month % 12 === 0 || last;
    if (endOfYear && (year === 1 || year % 5 === 0 || year === years)) {
      const balance = last && balloon ? 0 : cents(row.balance);
      byYear.push({ year, balance: fromCents(balance), interestPaid: fromCents(interest), principalPaid: fromCents(cents(principal) - balance) });
    }
  }
  if (balloon) paid += cents(balloon.payment);
  return {
    loanAmount: principal,
    annualRatePercent: rate,
    termMonths,
    monthlyPayment: schedule[0]?.payment ?? 0,
    paymentsMade: lastMonth,
    balloon,
    totalInterest: fromCents(interest),
    totalPaid: fromCents(paid),
    balanceByYear: byYear,
  };
}
