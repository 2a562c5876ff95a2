/**
 * Each strategy's own report layout: the few ledgers and tests that decide that kind of deal, built
 * only from the deal's inputs and the engine's results (never re-computed here).
 *
 * - Fix & Flip: the budget (price, closing, rehab, contingency, holding and selling costs), the
 *   profit, the cash put in and the 70 % rule.
 * - Wholesale: the contract and assignment fee, the maximum offer and spread, the end investor's view.
 * - BRRRR: cash in, the refinance and cash out, cash left in, cash flow after the refinance and the
 *   infinite-return test.
 * - Creative financing: cash in and cash flow, and the structure's own note or option schedule
 *   (seller note, wrap-around spread and payoff, subject-to equity, land contract balloon, lease
 *   option fee and exercise).
 *
 * Every ledger adds up to the cent: its lines (each an engine figure or an input, signed) sum to its
 * total, which is the engine's own figure. Where the engine rounded each figure once from exact values,
 * a "rounding" line of a cent or two says so rather than hiding it. Each line also carries its
 * spreadsheet formula in the notation of `xlsx/formulas.ts` (`{input}` an Inputs cell, `[result]`
 * the Results sheet's shown value), so the workbook's ledgers are live; a line the workbook has no
 * result row for carries `formula: null` and its ledger is left out of the workbook.
 */
import { FIX_FLIP_RULES, WHOLESALE_RULES, type StrategyType } from '@rei/engine';
import type { ReportStrategy } from './dealReportData';
import { engineInputValues } from './figures';

export interface LayoutLine {
  readonly key: string;
  readonly label: string;
  /** USD, as the engine gave it (or the input as entered). */
  readonly amount: number;
  /** 1 adds, −1 subtracts. */
  readonly sign: 1 | -1;
  /** Spreadsheet formula of the amount (see the module note), or null when the workbook has none. */
  readonly formula: string | null;
}

export interface LayoutLedger {
  readonly key: string;
  readonly title: string;
  readonly lines: readonly LayoutLine[];
  readonly total: { readonly key: string; readonly label: string; readonly amount: number; readonly formula: string | null };
  readonly note?: string;
}

/** A yes/no test of the deal with the figures it compared, in words. */
export interface LayoutCheck {
  readonly key: string;
  readonly label: string;
  readonly passed: boolean;
  readonly detail: string;
}

/** A schedule (note balances by year, an option's payments) as rows of words. */
export interface LayoutSchedule {
  readonly title: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly note?: string;
}

export interface StrategyLayout {
  readonly heading: string;
  readonly ledgers: readonly LayoutLedger[];
  readonly checks: readonly LayoutCheck[];
  readonly schedules: readonly LayoutSchedule[];
}

type Values = Readonly<Record<string, unknown>>;

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const has = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const cents = (x: number) => Math.round(x * 100);
/** USD with cents and a true minus sign ('−$1,234.50'), as the layouts print amounts in words. */
export const usd = (x: number) => `${x < 0 ? '−' : ''}$${Math.abs(x).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function leaf(results: Values, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), results);
}

const input = (values: Values, key: string, label: string, sign: 1 | -1 = 1): LayoutLine => ({ key, label, amount: num(values[key]), sign, formula: `{${key}}` });
const result = (results: Values, key: string, label: string, sign: 1 | -1 = 1, inWorkbook = true): LayoutLine => ({
  key,
  label,
  amount: num(leaf(results, key)),
  sign,
  formula: inWorkbook ? `[${key}]` : null,
});

/**
 * A ledger whose total is the engine's figure `total`: when the signed lines miss it by the engine's
 * own rounding (or by custom lines, `residualLabel`), one more line carries the difference.
 */
function ledger(key: string, title: string, lines: LayoutLine[], total: { key: string; label: string; amount: number; formula: string | null }, residualLabel?: string, note?: string): LayoutLedger {
  const sum = lines.reduce((acc, line) => acc + line.sign * cents(line.amount), 0);
  const gap = cents(total.amount) - sum;
  const all = [...lines];
  if (gap !== 0) {
    // A shortfall is added, an excess taken away, so the line's amount always reads positive.
    const signed = lines.map((line) => `${line.sign < 0 ? '-' : '+'}${line.formula}`).join('');
    const formula = total.formula && lines.every((line) => line.formula) ? (gap > 0 ? `${total.formula}-(${signed})` : `(${signed})-${total.formula}`) : null;
    all.push({ key: `${key}.rounding`, label: residualLabel ?? 'Rounding (the engine rounds each figure to the cent)', amount: Math.abs(gap) / 100, sign: gap > 0 ? 1 : -1, formula });
  }
  return { key, title, lines: all, total, ...(note ? { note } : {}) };
}

/** A ledger whose total is simply its lines' sum (no single engine figure for it). */
function sumLedger(key: string, title: string, lines: LayoutLine[], label: string, note?: string): LayoutLedger {
  const amount = lines.reduce((acc, line) => acc + line.sign * cents(line.amount), 0) / 100;
  return { key, title, lines, total: { key: `${key}.total`, label, amount, formula: lines.every((l) => l.formula) ? 'SUM' : null }, ...(note ? { note } : {}) };
}

const hasLines = (results: Values) => Array.isArray(results['lineItems']) && (results['lineItems'] as unknown[]).length > 0;
const pct = (x: unknown) => `${num(x).toLocaleString('en-US', { maximumFractionDigits: 4 })} %`;

function fixFlipLayout(values: Values, results: Values): StrategyLayout {
  const lines = hasLines(results) ? 'Custom cost and expense lines over the hold' : undefined;
  const total = (key: string, label: string) => ({ key, label, amount: num(results[key]), formula: `[${key}]` });
  const budget = ledger(
    'budget',
    'Budget: what the project costs',
    [
      input(values, 'purchasePrice', 'Purchase price'),
      input(values, 'closingCosts', 'Closing costs'),
      input(values, 'rehabCost', 'Rehab'),
      result(results, 'contingency', `Contingency (${pct(values['contingencyPercent'])} of rehab)`),
      result(results, 'holdingCosts', `Holding costs: interest over ${num(values['holdingMonths'])} months at ${pct(values['interestRate'])} a year`),
      result(results, 'sellingCosts', `Selling costs (${pct(values['sellingCostsPercent'])} of the after-repair value)`),
    ],
    total('totalProjectCost', 'Total project cost'),
    lines,
  );
  const profit = ledger(
    'profit',
    'Profit',
    [result(results, 'afterRepairValue', 'After-repair value (the sale)'), result(results, 'totalProjectCost', 'Total project cost', -1)],
    total('profit', 'Profit'),
    hasLines(results) ? 'Custom income lines over the hold' : undefined,
  );
  const cashIn = ledger(
    'cashIn',
    'Cash you put in',
    [
      result(results, 'downPaymentAmount', `Down payment (${pct(values['downPaymentPercent'])} of the price)`),
      input(values, 'closingCosts', 'Closing costs'),
      input(values, 'rehabCost', 'Rehab'),
      result(results, 'contingency', 'Contingency'),
      result(results, 'holdingCosts', 'Holding costs'),
    ],
    total('totalCashInvested', 'Cash invested'),
    lines,
  );
  const rule = ledger(
    'seventyPercentRule',
    '70 % rule: the most to pay',
    [
      { key: 'seventyPercentOfArv', label: `${FIX_FLIP_RULES.maxCostToArv * 100} % of the after-repair value`, amount: (cents(num(results['maxAllowableOffer'])) + cents(num(values['rehabCost']))) / 100, sign: 1, formula: '[maxAllowableOffer]+{rehabCost}' },
      input(values, 'rehabCost', 'Rehab', -1),
    ],
    total('maxAllowableOffer', 'Maximum allowable offer'),
  );
  const price = num(values['purchasePrice']);
  const mao = num(results['maxAllowableOffer']);
  const roi = results['roi'];
  return {
    heading: 'Fix & Flip: budget, holding and selling costs, profit and the 70 % rule',
    ledgers: [budget, profit, cashIn, rule],
    checks: [
      {
        key: 'priceWithinMaxOffer',
        label: 'Price at or below the maximum allowable offer',
        passed: cents(price) <= cents(mao),
        detail: `Price ${usd(price)} is ${usd(Math.abs(mao - price))} ${price <= mao ? 'below' : 'above'} the maximum allowable offer of ${usd(mao)}.`,
      },
      {
        key: 'meets70PercentRule',
        label: `Meets the 70 % rule (price + rehab at most ${FIX_FLIP_RULES.maxCostToArv * 100} % of ARV) with a return of at least ${FIX_FLIP_RULES.minRoiPercent} %`,
        passed: results['meets70PercentRule'] === true,
        detail: `(Price + rehab) ÷ ARV = ${num(results['costToArvRatio'])}; return on cash ${has(roi) ? `${roi} %` : 'not defined (no cash in)'}; annualized ${has(results['annualizedRoi']) ? `${results['annualizedRoi'] as number} %` : 'not defined'}.`,
      },
    ],
    schedules: [],
  };
}

function wholesaleLayout(values: Values, results: Values): StrategyLayout {
  const total = (key: string, label: string) => ({ key, label, amount: num(results[key]), formula: `[${key}]` });
  const contract = ledger('contract', 'Contract and assignment', [input(values, 'contractPrice', 'Contract price (what you pay the seller)'), input(values, 'assignmentFee', 'Assignment fee (what you keep)')], total('investorPurchasePrice', "End investor's price"));
  const maxOffer = ledger(
    'maxOffer',
    '70 % rule: the most to contract at',
    [
      { key: 'seventyPercentOfArv', label: '70 % of the after-repair value', amount: (cents(num(results['maxAllowableOffer'])) + cents(num(values['rehabCost']))) / 100, sign: 1, formula: '[maxAllowableOffer]+{rehabCost}' },
      input(values, 'rehabCost', 'Rehab', -1),
    ],
    total('maxAllowableOffer', 'Maximum allowable offer'),
  );
  const spread = ledger('spread', 'Spread below the maximum offer', [result(results, 'maxAllowableOffer', 'Maximum allowable offer'), input(values, 'contractPrice', 'Contract price', -1)], total('spreadBelowMaxOffer', 'Spread below the maximum offer'));
  const investor = ledger(
    'endInvestor',
    "End investor's view: the flip they buy",
    [
      input(values, 'afterRepairValue', 'After-repair value (their sale)'),
      result(results, 'investorSellingCosts', `Selling costs (${pct(values['investorSellingCostsPercent'])} of ARV)`, -1),
      result(results, 'investorPurchasePrice', 'Their price (contract + your fee)', -1),
      input(values, 'rehabCost', 'Rehab', -1),
    ],
    total('investorProfit', "End investor's profit"),
  );
  const investorCash = ledger(
    'endInvestorCash',
    "End investor's cash in",
    [result(results, 'investorDownPayment', `Down payment (${pct(values['investorDownPaymentPercent'])} of their price)`), input(values, 'rehabCost', 'Rehab')],
    total('investorCashInvested', "End investor's cash invested"),
  );
  const fee = num(results['assignmentFeePercent']);
  return {
    heading: "Wholesale: contract price, assignment fee and the end investor's view",
    ledgers: [contract, maxOffer, spread, investor, investorCash],
    checks: [
      { key: 'meetsMaxOffer', label: 'Contract at or below the maximum offer', passed: results['meetsMaxOffer'] === true, detail: `Contract ${usd(num(values['contractPrice']))}, maximum offer ${usd(num(results['maxAllowableOffer']))}.` },
      { key: 'feeWithinRange', label: `Assignment fee within ${WHOLESALE_RULES.minFeePercent}–${WHOLESALE_RULES.maxFeePercent} % of the contract`, passed: results['feeWithinRange'] === true, detail: `The fee is ${fee} % of the contract.` },
      {
        key: 'meetsMinimumRoi',
        label: "End investor's return meets their minimum",
        passed: results['meetsMinimumRoi'] === true,
        detail: `End investor's return ${num(results['investorRoi'])} % against a minimum of ${pct(values['minimumInvestorRoi'])}.`,
      },
      ...(has(results['wholesalerNetProfit'])
        ? [{ key: 'wholesalerNetProfit', label: "Wholesaler's net profit (fee and custom lines over the days to close) above zero", passed: (results['wholesalerNetProfit'] as number) > 0, detail: `Net ${usd(results['wholesalerNetProfit'] as number)} over ${num(values['daysToClose'])} days to close.` }]
        : []),
    ],
    schedules: [],
  };
}

function brrrLayout(values: Values, results: Values): StrategyLayout {
  const total = (key: string, label: string) => ({ key, label, amount: num(results[key]), formula: `[${key}]` });
  const lines = hasLines(results) ? 'Custom cost lines' : undefined;
  const cashIn = ledger('cashIn', 'Cash you put in', [input(values, 'downPayment', 'Down payment'), input(values, 'closingCosts', 'Closing costs'), input(values, 'rehabCosts', 'Rehab')], total('totalCashInvested', 'Cash invested'), lines);
  const payoff = (cents(num(results['adjustedPurchasePrice'])) - cents(num(values['downPayment']))) / 100;
  const refinance = ledger(
    'refinance',
    `Refinance at ${pct(values['refinanceLTV'])} of the after-repair value`,
    [
      result(results, 'refinanceLoanAmount', `Refinance loan (${pct(values['refinanceLTV'])} × ${usd(num(values['afterRepairValue']))})`),
      { key: 'acquisitionLoanPayoff', label: 'Purchase loan paid off (price + any wholesale fee − down payment)', amount: payoff, sign: -1, formula: '[adjustedPurchasePrice]-{downPayment}' },
    ],
    total('cashOutAtRefinance', 'Cash out at the refinance'),
  );
  const left = sumLedger(
    'cashLeft',
    'Cash left in the deal',
    [result(results, 'totalCashInvested', 'Cash invested'), result(results, 'holdingCosts', `Holding costs over ${num(values['holdingTime'])} months`), result(results, 'cashOutAtRefinance', 'Cash out at the refinance', -1)],
    'Cash invested + holding − cash out',
    `The engine's cash left in the deal is this, never below zero: ${usd(num(results['cashLeftInDeal']))}.`,
  );
  const flow = ledger(
    'monthlyCashFlow',
    'Cash flow after the refinance (a month)',
    [
      result(results, 'effectiveMonthlyRent', `Rent after ${pct(values['vacancyRate'])} vacancy`),
      result(results, 'monthlyOperatingCosts', 'Insurance, taxes and maintenance', -1),
      result(results, 'monthlyMortgagePayment', `Refinance payment (${pct(values['refinanceRate'] ?? 0)} a year, 30 years)`, -1),
    ],
    total('monthlyNetCashFlow', 'Net cash flow a month'),
  );
  const cashLeft = num(results['cashLeftInDeal']);
  const monthly = num(results['monthlyNetCashFlow']);
  return {
    heading: 'BRRRR: refinance, cash left in and the infinite-return test',
    ledgers: [cashIn, refinance, left, flow],
    checks: [
      {
        key: 'infiniteReturn',
        label: 'Infinite return: no cash left in and positive cash flow',
        passed: results['infiniteReturn'] === true,
        detail: `Cash left in ${usd(cashLeft)} (${cents(cashLeft) === 0 ? 'none' : 'some'}); net cash flow ${usd(monthly)} a month (${monthly > 0 ? 'positive' : 'not positive'}).` + (has(results['actualCashOnCashReturn']) ? ` Cash-on-cash on the cash left: ${results['actualCashOnCashReturn'] as number} %.` : ''),
      },
      { key: 'isViableProject', label: 'All-in cost ÷ ARV within the viable limit', passed: results['isViableProject'] === true, detail: `All-in cost ÷ ARV = ${num(results['costToArvRatio'])}.` },
      { key: 'refinanceCompliance', label: 'Refinance loan-to-value within the usual limit', passed: leaf(results, 'refinanceCompliance.isCompliant') === true, detail: `LTV ${pct(values['refinanceLTV'])}; largest compliant loan ${usd(num(leaf(results, 'refinanceCompliance.maxLoanAmount')))}.` },
    ],
    schedules: [],
  };
}

interface BalanceRow {
  year: number;
  noteBalance: number;
  underlyingBalance: number;
}

function balanceSchedule(title: string, rows: readonly BalanceRow[], withUnderlying: boolean, note?: string): LayoutSchedule {
  return {
    title,
    head: withUnderlying ? ['Year', 'Wrap note balance', "Seller's underlying balance"] : ['Year', 'Balance owed to the seller'],
    rows: rows.map((row) => (withUnderlying ? [String(row.year), usd(row.noteBalance), usd(row.underlyingBalance)] : [String(row.year), usd(row.noteBalance)])),
    ...(note ? { note } : {}),
  };
}

function creativeLayout(values: Values, results: Values): StrategyLayout {
  const structure = String(values['strategy']);
  const total = (key: string, label: string, inWorkbook = true) => ({ key, label, amount: num(leaf(results, key)), formula: inWorkbook ? `[${key}]` : null });
  const customLines = hasLines(results) ? 'Custom income and expense lines' : undefined;
  const flow = ledger(
    'monthlyCashFlow',
    'Cash flow (a month)',
    [input(values, 'monthlyRent', 'Rent'), input(values, 'monthlyExpenses', 'Expenses', -1), result(results, 'monthlyPayment', structure === 'lease_option' ? 'Lease payment' : structure === 'subject_to' ? 'Existing loan payment taken over' : 'Note payment', -1)],
    total('monthlyNetCashFlow', 'Net cash flow a month'),
    customLines,
  );
  const cashLines = [input(values, 'downPayment', structure === 'lease_option' ? 'Paid at signing' : 'Down payment'), input(values, 'closingCosts', 'Closing costs')];
  if (structure === 'lease_option') cashLines.push(input(values, 'optionFee', 'Option fee'));
  const cashIn = ledger('cashIn', 'Cash you put in', cashLines, total('totalCashInvested', 'Cash invested'), hasLines(results) ? 'Custom cost lines' : undefined);
  const ledgers: LayoutLedger[] = [cashIn, flow];
  const checks: LayoutCheck[] = [];
  const schedules: LayoutSchedule[] = [];
  const valueLine = input(values, 'propertyValue', 'Property value');
  if (structure === 'seller_financing') {
    ledgers.unshift(sumLedger('note', 'Seller note', [valueLine, input(values, 'downPayment', 'Down payment', -1)], 'Note amount', `At ${pct(values['interestRate'] ?? 0)} a year over ${num(values['loanTerm'])} years: ${usd(num(results['monthlyPayment']))} a month.`));
  } else if (structure === 'land_contract') {
    const land = (results['landContract'] ?? null) as Record<string, unknown> | null;
    ledgers.unshift(sumLedger('contract', 'Land contract', [valueLine, input(values, 'downPayment', 'Down payment', -1)], 'Amount under contract'));
    if (land) {
      checks.push({
        key: 'balloon',
        label: 'Balloon and deed',
        passed: true,
        detail: `${usd(num(land['payment']))} a month for ${num(land['balloonMonth'])} months, then a balloon of ${usd(num(land['balanceAtBalloon']))}; interest paid before it ${usd(num(land['totalInterest']))}; the deed passes after month ${num(land['titleTransferMonth'])}.`,
      });
      schedules.push(balanceSchedule('Contract balance by year, up to the balloon', (land['schedule'] ?? []) as BalanceRow[], false, `The balance at the balloon, ${usd(num(land['balanceAtBalloon']))}, is paid in one payment.`));
    }
  } else if (structure === 'wrap_around') {
    const wrap = (results['wrap'] ?? null) as Record<string, unknown> | null;
    ledgers.unshift(sumLedger('note', 'Wrap note', [valueLine, input(values, 'downPayment', 'Down payment', -1)], 'Wrap note amount'));
    if (wrap) {
      ledgers.push(
        ledger('wrapSpread', 'Monthly spread: what the seller keeps', [result(results, 'wrap.buyerPayment', 'Your payment on the wrap note', 1, false), result(results, 'wrap.underlyingPayment', "Seller's payment on the underlying loan", -1, false)], total('wrap.monthlySpread', 'Spread a month', false)),
        ledger(
          'wrapPayoff',
          `When the wrap ends (${String(wrap['endsAt'])}, after ${num(wrap['wrapMonths'])} months)`,
          [result(results, 'wrap.wrapBalanceAtEnd', 'Wrap balance you still owe', 1, false), result(results, 'wrap.underlyingBalanceAtEnd', 'Underlying balance the seller still owes', -1, false)],
          total('wrap.sellerNetAtPayoff', "Seller's net on payoff", false),
        ),
      );
      checks.push({ key: 'positiveSpread', label: 'The wrap payment covers the underlying payment', passed: num(wrap['monthlySpread']) >= 0, detail: `Spread ${usd(num(wrap['monthlySpread']))} a month; ${usd(num(wrap['totalSpread']))} over the wrap.` });
      schedules.push(balanceSchedule('Both loans by year', (wrap['schedule'] ?? []) as BalanceRow[], true));
    }
  } else if (structure === 'subject_to') {
    ledgers.unshift(ledger('equity', 'Equity when you take over the loan', [valueLine, input(values, 'sellerDebt', "Seller's debt taken over", -1)], total('equityPosition', 'Equity (value − debt)')));
    checks.push({ key: 'dueOnSale', label: "The seller's loan stays in their name", passed: false, detail: "Its lender may call it due on the sale (due-on-sale clause); the payment you take over is the seller's existing payment." });
  } else if (structure === 'lease_option') {
    const term = num(values['optionTerm']);
    const payment = num(results['monthlyPayment']);
    const exercise = num(values['exercisePrice']);
    ledgers.unshift(
      sumLedger(
        'option',
        `Option: ${term} months, then buy at ${usd(exercise)}`,
        [input(values, 'optionFee', 'Option fee at signing'), { key: 'leasePayments', label: `Lease payments (${usd(payment)} × ${term} months)`, amount: (cents(payment) * term) / 100, sign: 1, formula: `[monthlyPayment]*{optionTerm}` }, input(values, 'exercisePrice', 'Exercise price, if you buy')],
        'Paid over the option and at exercise',
        'The engine credits no part of the rent or the option fee toward the exercise price: the fee counts as cash put in, and no rent credit is assumed.',
      ),
      ledger('exercise', 'Value at exercise', [result(results, 'futureValue', `Value after ${num(results['horizonYears'])} years at ${pct(values['appreciationRate'])} a year`), input(values, 'exercisePrice', 'Exercise price', -1)], { key: 'exerciseGain', label: 'Value above the exercise price', amount: (cents(num(results['futureValue'])) - cents(exercise)) / 100, formula: 'SUM' }),
    );
    schedules.push({
      title: 'Option schedule',
      head: ['When', 'What', 'Amount'],
      rows: [
        ['Signing', 'Option fee', usd(num(values['optionFee']))],
        [term > 0 ? `Months 1–${term}` : 'No term', 'Lease payment each month', usd(payment)],
        [`Month ${term}`, 'Exercise price, if you buy', usd(exercise)],
      ],
    });
  }
  return { heading: `Creative financing: ${structureName(structure)}`, ledgers, checks, schedules };
}

function structureName(structure: string): string {
  return (
    { seller_financing: 'seller note', wrap_around: 'wrap-around note', subject_to: 'subject-to', land_contract: 'land contract and balloon', lease_option: 'lease option fee and exercise' } as Record<string, string>
  )[structure] ?? structure;
}

/**
 * The strategy's own layout from its stored inputs and engine results; null for Buy & Hold, whose
 * report is its pro forma.
 */
export function strategyLayoutOf(strategy: Pick<ReportStrategy, 'type' | 'rawInputs' | 'rawResults'>): StrategyLayout | null {
  const results = strategy.rawResults;
  const values = engineInputValues(strategy.type, strategy.rawInputs);
  const layouts: Partial<Record<StrategyType, (v: Values, r: Values) => StrategyLayout>> = {
    fix_flip: fixFlipLayout,
    wholesale: wholesaleLayout,
    brrr: brrrLayout,
    creative_financing: creativeLayout,
  };
  return layouts[strategy.type]?.(values, results) ?? null;
}

/** The signed sum of a ledger's lines, in cents (what every ledger's total equals, by construction). */
export function ledgerSumCents(ledger: LayoutLedger): number {
  return ledger.lines.reduce((acc, line) => acc + line.sign * cents(line.amount), 0);
}
