/**
 * The deal workbook's Amortization and Pro forma sheets as LIVE formulas over the Inputs sheet
 * (and the Results sheet's exact values), so a lender who changes the rate sees the loan, the
 * pro forma and its IRR/NPV move. Each formula cell carries the engine's own figure as its
 * cached value, as the Results sheet does.
 *
 * - Amortization: the lender's statement the engine's `amortizationSchedule` writes — payment
 *   rounded to cents, each month's interest = ROUND(balance × rate ÷ 1200, 2), the last payment
 *   clears the balance — one row per month up to the term, or up to a land contract's or wrap's
 *   balloon, which is paid in one payment (the engine's balance at the balloon).
 * - Pro forma: the engine's `rentalHoldProForma` for a Buy & Hold, year by year, over hold
 *   assumptions that sit on the sheet (editable); each row adds up to the cent (see
 *   `ledgerRow`), and IRR, NPV and equity multiple are Excel's IRR, a year-0 + NPV sum and
 *   SUMIF ratios over the equity cash flows.
 */
import type ExcelJS from 'exceljs';
import type { StrategyType } from '@rei/engine';
import type { DealReportData } from '../dealReportData';
import { balanceFormula, paymentFormula, SHEET, STRATEGY_FORMULAS } from './formulas';

const MONEY = '#,##0.00';

/** Address of input `key` on the Inputs sheet (column B). */
function inputCell(type: StrategyType, key: string): string {
  const index = STRATEGY_FORMULAS[type].inputs.findIndex((input) => input.key === key);
  if (index < 0) throw new Error(`no input ${key} for ${type}`);
  return `${SHEET.inputs}!$B$${SHEET.firstRow + index}`;
}

/** Address of result `key` on the Results sheet: column C (exact) or B (rounded as the engine rounds). */
function resultCell(type: StrategyType, key: string, column: 'B' | 'C' = 'C'): string {
  const index = STRATEGY_FORMULAS[type].rows.findIndex((row) => row.key === key);
  if (index < 0) throw new Error(`no result ${key} for ${type}`);
  return `${SHEET.results}!$${column}$${SHEET.firstRow + index}`;
}

const orZero = (x: string) => `IF(ISBLANK(${x}),0,${x})`;

/** The loan's parameters as formulas, per strategy; null when the strategy takes no amortizing loan. */
function loanFormulas(type: StrategyType, data: DealReportData): { principal: string; rate: string; months: string; balloonMonth: string; exactPayment: string } | null {
  if (type === 'buy_hold') {
    return {
      principal: `ROUND(${resultCell(type, 'loanAmount')},2)`,
      rate: inputCell(type, 'interestRate'),
      months: `${inputCell(type, 'loanTerm')}*12`,
      balloonMonth: '""',
      exactPayment: resultCell(type, 'monthlyMortgage'),
    };
  }
  if (type === 'brrr') {
    return {
      principal: `ROUND(${resultCell(type, 'refinanceLoanAmount')},2)`,
      rate: orZero(inputCell(type, 'refinanceRate')),
      months: '360',
      balloonMonth: '""',
      exactPayment: resultCell(type, 'monthlyMortgagePayment'),
    };
  }
  const structure = data.strategy.rawInputs['strategy'];
  if (type === 'creative_financing' && (structure === 'seller_financing' || structure === 'land_contract' || structure === 'wrap_around')) {
    const months = resultCell(type, '_termMonths');
    const balloonYear = inputCell(type, 'balloonYear');
    const strategy = inputCell(type, 'strategy');
    return {
      principal: `ROUND(${resultCell(type, '_debt')},2)`,
      rate: resultCell(type, '_rate'),
      months,
      // A land contract's or a wrap's balloon, when it falls due before the note's term.
      balloonMonth: `IF(AND(OR(${strategy}="land_contract",${strategy}="wrap_around"),NOT(ISBLANK(${balloonYear}))),IF(${balloonYear}*12<${months},${balloonYear}*12,""),"")`,
      exactPayment: resultCell(type, 'monthlyPayment'),
    };
  }
  return null;
}

/** Where the Amortization sheet keeps what other sheets read. */
export interface AmortizationSheetCells {
  /** `Amortization!$E$n` of the balance after payment `month`, or null past the rows written. */
  balanceAfter(month: number): string | null;
  readonly months: string;
}

/** Writes the Amortization sheet; null (no sheet) when the deal has no amortizing loan. */
export function addAmortizationSheet(workbook: ExcelJS.Workbook, data: DealReportData): AmortizationSheetCells | null {
  const loan = data.amortization;
  const type = data.strategy.type;
  const formulas = loanFormulas(type, data);
  if (!loan || !formulas) return null;
  const sheet = workbook.addWorksheet('Amortization');
  sheet.columns = [{ width: 34 }, { width: 18 }, { width: 16 }, { width: 16 }, { width: 18 }];
  const balloon = loan.balloon ?? null;
  const last = balloon ? balloon.month : loan.termMonths;
  const first = 12; // first schedule row
  const rowOf = (month: number) => first + month - 1;
  const lastRow = rowOf(last);
  const set = (address: string, label: string, formula: string, result: number | string | undefined, format?: string) => {
    const row = sheet.getCell(address).row;
    sheet.getCell(`A${row}`).value = label;
    sheet.getCell(address).value = result === undefined ? { formula } : { formula, result };
    if (format) sheet.getCell(address).numFmt = format;
  };
  set('B1', 'Loan amount (USD)', formulas.principal, loan.loanAmount, MONEY);
  set('B2', 'Rate (% a year)', formulas.rate, loan.annualRatePercent);
  set('B3', 'Term (months)', formulas.months, loan.termMonths);
  set('B4', 'Monthly payment (USD, rounded to cents)', `ROUND(${paymentFormula('$B$1', '$B$2', '$B$3')},2)`, loan.monthlyPayment, MONEY);
  set('B5', 'Balloon due after payment (blank: none)', formulas.balloonMonth, balloon?.month ?? '');
  set(
    'B6',
    'Balloon payment (USD)',
    `IF(ISNUMBER($B$5),ROUND(${balanceFormula(formulas.principal.replace(/^ROUND\((.*),2\)$/, '$1'), '$B$2', '$B$3', formulas.exactPayment, '$B$5')},2),"")`,
    balloon?.payment ?? '',
    MONEY,
  );
  set('B7', 'Total interest (USD)', `SUM(C${first}:C${lastRow})`, loan.totalInterest, MONEY);
  set('B8', 'Total paid (USD, instalments + balloon)', `SUM(B${first}:B${lastRow})+IF(ISNUMBER($B$6),$B$6,0)`, loan.totalPaid, MONEY);
  sheet.getCell('A9').value = `One row per monthly payment (${last} rows${balloon ? ', up to the balloon' : ''}). Change the rate or amount on the Inputs sheet and every row recalculates.`;
  const header = sheet.getRow(first - 1);
  header.values = ['Payment number', 'Payment', 'Interest', 'Principal', 'Balance after'];
  header.font = { bold: true };
  const lastMonth = 'IF(ISNUMBER($B$5),$B$5,$B$3)';
  for (let month = 1; month <= last; month += 1) {
    const r = rowOf(month);
    const previous = month === 1 ? '$B$1' : `E${r - 1}`;
    const row = sheet.getRow(r);
    row.getCell(1).value = month;
    row.getCell(3).value = { formula: `IF(A${r}>${lastMonth},"",ROUND(${previous}*$B$2/1200,2))` };
    row.getCell(4).value = { formula: `IF(A${r}>${lastMonth},"",IF(OR(A${r}=$B$3,$B$4-C${r}>${previous}),${previous},MAX(0,$B$4-C${r})))` };
    row.getCell(2).value = { formula: `IF(A${r}>${lastMonth},"",C${r}+D${r})` };
    row.getCell(5).value = { formula: `IF(A${r}>${lastMonth},"",${previous}-D${r})` };
    for (const col of [2, 3, 4, 5]) row.getCell(col).numFmt = MONEY;
  }
  return {
    balanceAfter: (month) => (month <= last ? `Amortization!$E$${rowOf(month)}` : null),
    months: 'Amortization!$B$3',
  };
}

/** The Pro forma sheet (Buy & Hold); nothing when the report has no pro forma. */
export function addProFormaSheet(workbook: ExcelJS.Workbook, data: DealReportData, amortization: AmortizationSheetCells | null): void {
  const proForma = data.proForma;
  if (!proForma || data.strategy.type !== 'buy_hold') return;
  const type = 'buy_hold' as const;
  const sheet = workbook.addWorksheet('Pro forma');
  sheet.columns = [{ width: 44 }, ...Array.from({ length: 18 }, () => ({ width: 16 }))];
  const hold = new Map(proForma.assumptions.map((figure) => [figure.key, figure.value]));
  const assumptionRows: [string, string, string][] = [
    ['annualRentGrowthPercent', 'Rent growth (% a year)', 'B2'],
    ['annualExpenseGrowthPercent', 'Growth of tax, insurance and maintenance (% a year)', 'B3'],
    ['annualAppreciationPercent', 'Property value growth (% a year)', 'B4'],
    ['sellingCostsPercent', 'Selling costs at the sale (% of the sale price)', 'B5'],
    ['discountRatePercent', 'Discount rate of the NPV (% a year)', 'B6'],
  ];
  sheet.getRow(1).values = ['Hold assumption (edit; not entered with the deal: REI standard hold)', 'Value', 'Key'];
  sheet.getRow(1).font = { bold: true };
  for (const [key, label, address] of assumptionRows) {
    const row = Number(sheet.getCell(address).row);
    sheet.getRow(row).values = [label, Number(hold.get(key) ?? 0), key];
    sheet.getCell(address).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
  }
  const input = (key: string) => inputCell(type, key);
  const header = 8;
  sheet.getRow(header).values = [
    'Year',
    'Gross rent',
    'Vacancy loss',
    'Operating expenses (incl. management)',
    'NOI',
    'Debt service',
    'Cash flow',
    'Cumulative cash flow',
    'Property value',
    'Loan balance',
    'Equity',
    'Equity cash flow',
    'Exact: gross rent',
    'Exact: vacancy',
    'Exact: fixed expenses',
    'Exact: management fee',
    'Exact: NOI',
    'Exact: debt service',
    'Exact: cash flow',
  ];
  sheet.getRow(header).font = { bold: true };
  sheet.getCell(`A${header - 1}`).value = 'Each row adds up: gross rent − vacancy − operating expenses = NOI; NOI − debt service = cash flow (to the cent).';
  // Year 0: the equity put in.
  const zero = header + 1;
  const returns = proForma.returns;
  sheet.getRow(zero).getCell(1).value = 0;
  sheet.getRow(zero).getCell(12).value = {
    formula: `-(${resultCell(type, 'downPaymentAmount')}+${resultCell(type, 'closingCosts', 'B')})`,
    ...(returns ? { result: returns.equityCashFlows[0] } : {}),
  };
  const years = proForma.rows.length;
  const firstYear = zero + 1;
  const lastYearRow = zero + years;
  const months = amortization?.months ?? `${input('loanTerm')}*12`;
  proForma.rows.forEach((shown, index) => {
    const r = firstYear + index;
    const y = `$A${r}`;
    const row = sheet.getRow(r);
    row.getCell(1).value = shown.year;
    const cell = (col: number, formula: string, result?: number) => {
      row.getCell(col).value = result === undefined ? { formula } : { formula, result };
      row.getCell(col).numFmt = MONEY;
    };
    cell(13, `${input('grossMonthlyRent')}*12*(1+$B$2/100)^(${y}-1)`);
    cell(14, `M${r}*${input('vacancyRate')}/100`);
    cell(15, `(${input('propertyTax')}+${input('insurance')}+${resultCell(type, 'annualMaintenance', 'B')})*(1+$B$3/100)^(${y}-1)`);
    cell(16, `(M${r}-N${r})*${input('propertyManagementPercent')}/100`);
    cell(17, `M${r}-N${r}-O${r}-P${r}`);
    cell(18, `${resultCell(type, 'monthlyMortgage')}*MIN(12,MAX(0,${months}-12*(${y}-1)))`);
    cell(19, `Q${r}-R${r}`);
    cell(2, `ROUND(M${r},2)`, shown.grossRent);
    cell(3, `ROUND(N${r},2)`, shown.vacancyLoss);
    // Year 1 is the deal's own result (the Results sheet), as in the PDF.
    cell(5, index === 0 ? resultCell(type, 'annualNOI', 'B') : `ROUND(Q${r},2)`, shown.noi);
    cell(7, index === 0 ? resultCell(type, 'annualCashFlow', 'B') : `ROUND(S${r},2)`, shown.cashFlow);
    cell(4, `ROUND(B${r}-C${r}-E${r},2)`, shown.operatingExpenses);
    cell(6, `ROUND(E${r}-G${r},2)`, shown.debtService);
    cell(8, index === 0 ? `G${r}` : `ROUND(H${r - 1}+G${r},2)`, shown.cumulativeCashFlow);
    cell(9, `ROUND(${input('purchasePrice')}*(1+$B$4/100)^${y},2)`, shown.propertyValue);
    const statement = amortization?.balanceAfter(shown.year * 12);
    cell(10, statement ? `IF(12*${y}>=${months},0,${statement})` : '0', shown.loanBalance);
    cell(11, `ROUND(I${r}-J${r},2)`, shown.equity);
    const flow = index === years - 1 ? `S${r}+$B$${lastYearRow + 5}` : `S${r}`;
    cell(12, flow, returns?.equityCashFlows[index + 1]);
  });
  // The sale and the returns, below the table.
  const at = lastYearRow + 2;
  const exactValue = `${input('purchasePrice')}*(1+$B$4/100)^$A$${lastYearRow}`;
  const lines: [string, string, number | null | undefined, string?][] = [
    ['Sale price at the end of the hold', `ROUND(${exactValue},2)`, returns?.salePrice, MONEY],
    ['Selling costs', `ROUND(${exactValue}*$B$5/100,2)`, returns?.sellingCosts, MONEY],
    ['Loan paid off at the sale', `J${lastYearRow}`, returns?.loanPayoff, MONEY],
    ['Net sale proceeds', `${exactValue}*(1-$B$5/100)-J${lastYearRow}`, returns?.netSaleProceeds, MONEY],
    ['IRR (equity, % a year)', `ROUND(IRR(L${zero}:L${lastYearRow})*100,4)`, returns?.irrPercent, '0.0000'],
    ['NPV at the discount rate (USD)', `ROUND(L${zero}+NPV($B$6/100,L${firstYear}:L${lastYearRow}),2)`, returns?.npv, MONEY],
    ['Equity multiple (money back ÷ money in)', `ROUND(SUMIF(L${zero}:L${lastYearRow},">0")/-SUMIF(L${zero}:L${lastYearRow},"<0"),4)`, returns?.equityMultiple, '0.0000'],
    ['Total profit (cash flows + net sale − equity in)', `ROUND(SUM(L${zero}:L${lastYearRow}),2)`, returns?.totalProfit, MONEY],
  ];
  lines.forEach(([label, formula, result, format], i) => {
    const row = sheet.getRow(at + i);
    row.getCell(1).value = label;
    row.getCell(2).value = result === undefined || result === null ? { formula } : { formula, result };
    if (format) row.getCell(2).numFmt = format;
  });
}
