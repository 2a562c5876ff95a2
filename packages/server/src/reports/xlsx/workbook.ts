/**
 * XLSX renderings with exceljs. A deal workbook has an Inputs sheet (every input the engine ran
 * on, editable), a Results sheet whose figures are LIVE formulas over the inputs (xlsx/formulas.ts
 * states them once), Amortization and Pro forma sheets that are live formulas too
 * (xlsx/scheduleSheets.ts), a Deal sheet of the strategy's own ledgers and a Closing costs sheet,
 * live too (xlsx/layoutSheets.ts), value sheets for the comparables and legal flags,
 * and a Stamp sheet. Each formula cell also carries the engine's own result as
 * its cached value, so a viewer that does not recalculate still shows the right number, and the
 * workbook asks Excel to recalculate fully on open.
 */
import ExcelJS from 'exceljs';
import { summaryAuthorLabel } from '@rei/engine';
import { PROPERTY_RECORD_SOURCE, STANDALONE_ANALYSIS, type DealReportData, type ReportFigure, type ReportStamp, type TeamReportData } from '../dealReportData';
import { engineInputValues } from '../figures';
import { stampLines } from '../stamp';
import { LINES_SHEET, resolvedFormulas, SHEET } from './formulas';
import { lineRowFormulas, lineTotalFormula, wholesalerNetFormula } from './lineFormulas';
import { addAmortizationSheet, addProFormaSheet } from './scheduleSheets';
import { addClosingCostsSheet, addDealSheet } from './layoutSheets';

type CellValue = ExcelJS.CellValue;

// A fixed date for the workbook's own metadata, so the same report renders to the same parts.
function newWorkbook(stamp: ReportStamp): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const created = new Date(stamp.createdAt);
  workbook.creator = 'REI';
  workbook.created = created;
  workbook.modified = created;
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

function leafOf(results: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = results;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const plain = (value: unknown): CellValue =>
  value === null || value === undefined ? null : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string' ? value : JSON.stringify(value);

const MONEY = '#,##0.00';
const FOUR = '0.0000';

function addStampSheet(workbook: ExcelJS.Workbook, stamp: ReportStamp): void {
  const sheet = workbook.addWorksheet('Stamp');
  sheet.columns = [{ width: 36 }, { width: 72 }, { width: 28 }];
  sheet.addRow(['What', 'Value', 'Key']).font = { bold: true };
  for (const item of stampLines(stamp)) sheet.addRow([item.label, item.value, item.key]);
}

function addFigureSheet(workbook: ExcelJS.Workbook, name: string, figures: readonly ReportFigure[]): void {
  if (figures.length === 0) return;
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 48 }, { width: 20 }, { width: 12 }, { width: 30 }];
  sheet.addRow(['What', 'Value', 'Unit', 'Key']).font = { bold: true };
  for (const figure of figures) sheet.addRow([figure.note ? `${figure.label} (${figure.note})` : figure.label, plain(figure.value), figure.unit, figure.key]);
}

interface LineInput {
  label?: unknown;
  kind?: unknown;
  amount?: unknown;
  frequency?: unknown;
  basis?: unknown;
}
interface LineResult {
  value: number;
  monthly: number | null;
  annual: number | null;
}

const formulaCell = (formula: string, result?: number): CellValue => (result === undefined ? { formula } : { formula, result });

/**
 * The `Lines` sheet (xlsx/sheetLayout.ts `LINES_SHEET`, formulas in xlsx/lineFormulas.ts): each custom line of the deal in its own row,
 * its dollars as live formulas over the Inputs sheet, blank rows ready for more lines, the units
 * and floor area, and the totals the Results formulas add in. Always present (totals 0 without
 * lines), so a lender can add a line and watch the results move.
 */
function addLinesSheet(workbook: ExcelJS.Workbook, data: DealReportData): void {
  const type = data.strategy.type;
  const sheet = workbook.addWorksheet(SHEET.lines);
  sheet.columns = [{ width: 36 }, { width: 10 }, { width: 14 }, { width: 12 }, { width: 18 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 2 }, { width: 40 }, { width: 16 }];
  sheet.getRow(1).values = [
    'Line',
    'Kind (income, expense, cost)',
    'Amount',
    'Frequency (monthly, annual, one_time)',
    'Basis (blank = dollars; percent_of_price, percent_of_rent, per_unit, per_sqft)',
    'Dollars at its frequency',
    'Per month',
    'Per year',
    'Once',
    'Income a year',
    'Expenses a year',
    'Costs once',
  ];
  sheet.getRow(1).font = { bold: true };
  const raw = data.strategy.rawInputs as Record<string, unknown>;
  const lines = (Array.isArray(raw['lineItems']) ? raw['lineItems'] : []) as LineInput[];
  const computed = ((data.strategy.rawResults as Record<string, unknown>)['lineItems'] ?? []) as LineResult[];
  let income = 0;
  let expenses = 0;
  let costs = 0;
  for (let i = 0; i < LINES_SHEET.rows; i += 1) {
    const rowNumber = LINES_SHEET.firstRow + i;
    const row = sheet.getRow(rowNumber);
    const line = lines[i];
    const result = computed[i];
    if (line) {
      row.getCell(1).value = plain(line.label);
      row.getCell(2).value = plain(line.kind);
      row.getCell(3).value = plain(line.amount);
      row.getCell(4).value = plain(line.frequency);
      row.getCell(5).value = line.basis === undefined ? null : plain(line.basis);
      for (const col of [1, 2, 3, 4, 5]) row.getCell(col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
    }
    const f = lineRowFormulas(type, rowNumber);
    const annual = result?.annual ?? 0;
    const once = result && result.annual === null ? result.value : 0;
    row.getCell(6).value = formulaCell(f.value, result ? result.value : 0);
    row.getCell(7).value = formulaCell(f.monthly, result?.monthly ?? 0);
    row.getCell(8).value = formulaCell(f.annual, annual);
    row.getCell(9).value = formulaCell(f.once, once);
    row.getCell(10).value = formulaCell(f.income, line?.kind === 'income' ? annual : 0);
    row.getCell(11).value = formulaCell(f.expense, line?.kind === 'expense' ? annual : 0);
    row.getCell(12).value = formulaCell(f.cost, line?.kind === 'cost' ? once : 0);
    if (line?.kind === 'income') income += annual;
    if (line?.kind === 'expense') expenses += annual;
    if (line?.kind === 'cost') costs += once;
    for (const col of [6, 7, 8, 9, 10, 11, 12]) row.getCell(col).numFmt = MONEY;
  }
  const put = (cell: string, label: string, value: CellValue) => {
    const target = sheet.getCell(cell);
    target.value = value;
    sheet.getCell(cell.replace(/^O/, 'N')).value = label;
  };
  put(LINES_SHEET.unitsCell, 'Units (for per_unit lines)', plain(raw['units']));
  put(LINES_SHEET.squareFeetCell, 'Floor area, sq ft (for per_sqft lines)', plain(raw['squareFeet']));
  put(LINES_SHEET.totals.linesAnnualIncome, 'Income lines a year', formulaCell(lineTotalFormula('J'), income));
  put(LINES_SHEET.totals.linesAnnualExpenses, 'Expense lines a year', formulaCell(lineTotalFormula('K'), expenses));
  put(LINES_SHEET.totals.linesOneTimeCosts, 'Cost lines, once', formulaCell(lineTotalFormula('L'), costs));
  if (type === 'wholesale') {
    const net = (data.strategy.rawResults as Record<string, unknown>)['wholesalerNetProfit'];
    put(LINES_SHEET.wholesalerNetCell, "Wholesaler's net profit (fee + lines over the days to close)", formulaCell(`ROUND(${wholesalerNetFormula()},2)`, typeof net === 'number' ? net : undefined));
  }
  for (const cell of [LINES_SHEET.totals.linesAnnualIncome, LINES_SHEET.totals.linesAnnualExpenses, LINES_SHEET.totals.linesOneTimeCosts, LINES_SHEET.wholesalerNetCell]) sheet.getCell(cell).numFmt = MONEY;
}

/** The deal report as an .xlsx file. */
export async function renderDealXlsx(data: DealReportData): Promise<Buffer> {
  const workbook = newWorkbook(data.stamp);
  const type = data.strategy.type;
  const { inputs, rows } = resolvedFormulas(type);
  const values = engineInputValues(type, data.strategy.rawInputs);

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 30 }, { width: 70 }];
  summary.addRow([data.title]).font = { bold: true, size: 14 };
  summary.addRow(['Organization', data.organization.name]);
  const property = data.property;
  if (property === null) {
    summary.addRow(['Address', STANDALONE_ANALYSIS]);
  } else {
    summary.addRow(['Address', [property.address, property.city, property.state, property.zip].filter(Boolean).join(', ')]);
    summary.addRow(['BBL', property.bbl ?? '']);
  }
  summary.addRow(['Strategy', data.strategy.name]);
  summary.addRow(['How to use', `Change a value in column B of the ${SHEET.inputs} sheet; the ${SHEET.results} sheet recalculates with the engine's formulas.`]);
  for (const fact of data.publicRecord?.facts ?? []) summary.addRow([fact.label, fact.provenance ? `${fact.value} (source: ${fact.provenance})` : fact.value]);
  if (data.aiSummary) summary.addRow([summaryAuthorLabel(data.aiSummary.model, data.aiSummary.provider), data.aiSummary.text]);

  const inputSheet = workbook.addWorksheet(SHEET.inputs);
  inputSheet.columns = [{ width: 64 }, { width: 18 }, { width: 28 }];
  inputSheet.addRow(['Input', 'Value', 'Key']).font = { bold: true };
  for (const input of inputs) {
    const value = values[input.key];
    const row = inputSheet.addRow([input.label, plain(value), input.key]);
    row.getCell(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF7D6' } };
  }

  const resultSheet = workbook.addWorksheet(SHEET.results);
  resultSheet.columns = [{ width: 60 }, { width: 18 }, { width: 22 }, { width: 42 }];
  resultSheet.addRow(['Result', 'Value', 'Exact (unrounded)', 'Key']).font = { bold: true };
  for (const { row, exact, shown, line } of rows) {
    const engineValue = row.key.startsWith('_') ? undefined : leafOf(data.strategy.rawResults, row.key);
    const cached = engineValue === undefined ? undefined : engineValue === null ? '' : (engineValue as string | number | boolean);
    const added = resultSheet.getRow(line);
    added.getCell(1).value = row.label;
    added.getCell(2).value = cached === undefined ? { formula: shown } : { formula: shown, result: cached };
    added.getCell(3).value = { formula: exact };
    added.getCell(4).value = row.key;
    const format = row.round === 'money' ? MONEY : row.round === 'percent' || row.round === 'ratio' ? FOUR : undefined;
    if (format) {
      added.getCell(2).numFmt = format;
      added.getCell(3).numFmt = '0.000000';
    }
  }

  addLinesSheet(workbook, data);

  addDealSheet(workbook, data);
  addClosingCostsSheet(workbook, data);
  // Loan first: the pro forma reads the statement's balances.
  const amortization = addAmortizationSheet(workbook, data);
  addProFormaSheet(workbook, data, amortization);
  if (data.amortization && !amortization) {
    const a = data.amortization;
    const sheet = workbook.addWorksheet('Amortization');
    sheet.addRow(['Loan amount', a.loanAmount]);
    sheet.addRow(['Rate (% a year)', a.annualRatePercent]);
    sheet.addRow(['Term (months)', a.termMonths]);
    sheet.addRow(['Monthly payment', a.monthlyPayment]);
    sheet.addRow(['Total interest', a.totalInterest]);
    sheet.addRow(['Total paid', a.totalPaid]);
    sheet.addRow(['Year', 'Balance', 'Interest paid', 'Principal paid']).font = { bold: true };
    for (const y of a.balanceByYear) sheet.addRow([y.year, y.balance, y.interestPaid, y.principalPaid]);
  }
  if (data.comparables) {
    const sheet = workbook.addWorksheet('Comparables');
    sheet.addRow(['Address', 'Sale date', 'Sale price', 'Sq ft', 'Price per sq ft', 'Distance (mi)', 'Building class', 'Units']).font = { bold: true };
    for (const c of data.comparables.rows) sheet.addRow([c.address, c.saleDate, c.salePrice, c.squareFeet, c.pricePerSqFt, c.distance, c.buildingClass, c.units]);
    sheet.addRow(['Criteria', data.comparables.criteria]);
    sheet.addRow(['Source', data.comparables.provenance]);
  }
  if (data.legalCheck) {
    const sheet = workbook.addWorksheet('Legal check');
    sheet.columns = [{ width: 16 }, { width: 22 }, { width: 110 }];
    sheet.addRow(['Verdict', data.legalCheck.verdict, data.legalCheck.headline]).font = { bold: true };
    sheet.addRow(['Matter', 'State', 'Found / checked (as of) / not checked']).font = { bold: true };
    for (const matter of data.legalCheck.matters) sheet.addRow([matter.label, matter.state, matter.sentence]);
  }
  if (data.legalFlags.length > 0) {
    const sheet = workbook.addWorksheet('Legal');
    sheet.addRow(['Matter', 'Status', 'Source']).font = { bold: true };
    for (const flag of data.legalFlags) sheet.addRow([flag.label, flag.status, flag.source ?? PROPERTY_RECORD_SOURCE]);
  }
  addFigureSheet(workbook, 'Assumptions', data.assumptions);
  addStampSheet(workbook, data.stamp);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The team export as an .xlsx file: a Portfolio sheet of values, one sheet per strategy's inputs and results, and a Stamp sheet. */
export async function renderTeamXlsx(data: TeamReportData): Promise<Buffer> {
  const workbook = newWorkbook(data.stamp);
  const sheet = workbook.addWorksheet('Portfolio');
  const keys = ['propertyId', 'address', 'strategyId', 'strategyType', 'purchasePrice', 'monthlyRent', 'annualNOI', 'monthlyNetCashFlow', 'capRate', 'cashOnCash', 'rehabCost', 'arv', 'profit'] as const;
  sheet.addRow([...keys]).font = { bold: true };
  for (const row of data.rows) sheet.addRow(keys.map((key) => plain(row[key])));
  for (const strategy of data.strategies) {
    addFigureSheet(workbook, `Strategy ${strategy.id}`.slice(0, 31), [...strategy.inputs, ...strategy.results]);
  }
  addStampSheet(workbook, data.stamp);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
