/**
 * CSV renderings. A deal report is one table of five columns — section, key, label, value, unit —
 * so every figure (property facts, inputs, results, closing costs, pro forma, amortization,
 * comparables, legal flags, assumptions, the AI summary) and the stamp (section `stamp`, last)
 * parse with any CSV reader. A team export is one row per property, its stamp in trailing
 * `#` comment lines. Rendering is a pure function of the stored data: the same data gives the
 * same bytes. Every field and line goes through the one CSV writer (`csvWriter.ts`), which
 * quotes and neutralises formula starts.
 */
import { summaryAuthorLabel } from '@rei/engine';
import { proFormaReturnFigures } from './proFormaReturns';
import { STANDALONE_ANALYSIS, type DealReportData, type ReportFigure, type TeamReportData } from './dealReportData';
import { csvCommentLine, csvDocument, csvRow, type CsvCell } from './csvWriter';
import { stampLines } from './stamp';

type Cell = CsvCell;

const line = csvRow;

export const DEAL_CSV_HEADER = ['section', 'key', 'label', 'value', 'unit'] as const;

function figureRows(section: string, figures: readonly ReportFigure[]): Cell[][] {
  return figures.map((figure) => [section, figure.key, figure.note ? `${figure.label} (${figure.note})` : figure.label, figure.value, figure.unit]);
}

/** The deal report as CSV text (CRLF line ends, header first, stamp section last). */
export function renderDealCsv(data: DealReportData): string {
  const rows: Cell[][] = [[...DEAL_CSV_HEADER]];
  const p = data.property;
  rows.push(['report', 'title', 'Title', data.title, 'text'], ['report', 'organization', 'Organization', data.organization.name, 'text']);
  if (p === null) {
    rows.push(['property', 'address', 'Address', STANDALONE_ANALYSIS, 'text']);
  } else {
    rows.push(
      ['property', 'address', 'Address', [p.address, p.city, p.state, p.zip].filter(Boolean).join(', '), 'text'],
      ['property', 'bbl', 'BBL', p.bbl, 'text'],
      ['property', 'propertyType', 'Property type', p.propertyType, 'text'],
      ['property', 'units', 'Units', p.units, 'count'],
      ['property', 'yearBuilt', 'Year built', p.yearBuilt, 'count'],
      ['property', 'buildingArea', 'Building area (sq ft)', p.buildingArea, 'count'],
      ['property', 'photoUrl', 'Photo', p.photoUrl, 'text'],
    );
  }
  for (const fact of data.publicRecord?.facts ?? []) {
    rows.push(['public_record', fact.label, fact.provenance ? `${fact.label} — source: ${fact.provenance}` : fact.label, fact.value, 'text']);
  }
  for (const [i, source] of (data.publicRecord?.provenance ?? []).entries()) rows.push(['provenance', String(i + 1), 'Source', source, 'text']);
  rows.push(['strategy', 'type', 'Strategy', data.strategy.name, 'text']);
  rows.push(...figureRows('input', data.strategy.inputs), ...figureRows('result', data.strategy.results));
  if (data.closingCosts) {
    const c = data.closingCosts;
    for (const [i, cost] of c.lines.entries()) {
      rows.push(['closing_cost', `line${i + 1}`, `${cost.name}${cost.estimate ? ' (estimate)' : ''} — ${cost.basis}`, cost.amount, 'usd']);
    }
    rows.push(['closing_cost', 'total', `Total ${c.side} closing costs (${c.propertyKind})`, c.total, 'usd']);
  }
  for (const row of data.proForma?.rows ?? []) {
    const y = `year${row.year}`;
    rows.push(
      ['pro_forma', `${y}.grossRent`, `Year ${row.year}: gross rent`, row.grossRent, 'usd'],
      ['pro_forma', `${y}.vacancyLoss`, `Year ${row.year}: vacancy loss`, row.vacancyLoss, 'usd'],
      ['pro_forma', `${y}.effectiveGrossIncome`, `Year ${row.year}: effective gross income`, row.effectiveGrossIncome, 'usd'],
      ['pro_forma', `${y}.operatingExpenses`, `Year ${row.year}: operating expenses (management fee included)`, row.operatingExpenses, 'usd'],
      ['pro_forma', `${y}.noi`, `Year ${row.year}: NOI`, row.noi, 'usd'],
      ['pro_forma', `${y}.debtService`, `Year ${row.year}: debt service`, row.debtService, 'usd'],
      ['pro_forma', `${y}.cashFlow`, `Year ${row.year}: cash flow`, row.cashFlow, 'usd'],
      ['pro_forma', `${y}.cumulativeCashFlow`, `Year ${row.year}: cumulative cash flow`, row.cumulativeCashFlow, 'usd'],
      ['pro_forma', `${y}.propertyValue`, `Year ${row.year}: property value`, row.propertyValue, 'usd'],
      ['pro_forma', `${y}.loanBalance`, `Year ${row.year}: loan balance`, row.loanBalance, 'usd'],
      ['pro_forma', `${y}.equity`, `Year ${row.year}: equity`, row.equity, 'usd'],
    );
  }
  rows.push(...figureRows('pro_forma_assumption', data.proForma?.assumptions ?? []));
  rows.push(...figureRows('pro_forma_return', proFormaReturnFigures(data.proForma?.returns)));
  if (data.amortization) {
    const a = data.amortization;
    rows.push(
      ['amortization', 'loanAmount', 'Loan amount', a.loanAmount, 'usd'],
      ['amortization', 'annualRatePercent', 'Rate (% a year)', a.annualRatePercent, 'percent'],
      ['amortization', 'termMonths', 'Term (months)', a.termMonths, 'months'],
      ['amortization', 'monthlyPayment', 'Monthly payment', a.monthlyPayment, 'usd'],
      ['amortization', 'totalInterest', 'Total interest', a.totalInterest, 'usd'],
      ['amortization', 'totalPaid', 'Total paid', a.totalPaid, 'usd'],
    );
    for (const year of a.balanceByYear) rows.push(['amortization', `year${year.year}.balance`, `Balance after year ${year.year}`, year.balance, 'usd']);
  }
  if (data.comparables) {
    for (const [i, comp] of data.comparables.rows.entries()) {
      const k = `comparable${i + 1}`;
      rows.push(
        ['comparable', `${k}.address`, 'Address', comp.address, 'text'],
        ['comparable', `${k}.saleDate`, 'Sale date', comp.saleDate, 'text'],
        ['comparable', `${k}.salePrice`, 'Sale price', comp.salePrice, 'usd'],
        ['comparable', `${k}.pricePerSqFt`, 'Price per sq ft', comp.pricePerSqFt, 'usd'],
        ['comparable', `${k}.distance`, 'Distance (miles)', comp.distance, 'count'],
      );
    }
    rows.push(['comparable', 'criteria', 'Criteria', data.comparables.criteria, 'text'], ['comparable', 'source', 'Source', data.comparables.provenance, 'text']);
  }
  if (data.legalCheck) {
    rows.push(['legal_check', 'verdict', data.legalCheck.headline, data.legalCheck.verdict, 'text']);
    for (const matter of data.legalCheck.matters) rows.push(['legal_check', matter.kind, matter.sentence, matter.state, 'text']);
  }
  for (const [i, flag] of data.legalFlags.entries()) {
    rows.push(['legal', `${flag.kind}${i + 1}`, flag.source ? `${flag.label} — source: ${flag.source}` : flag.label, flag.status, 'text']);
  }
  rows.push(...figureRows('assumption', data.assumptions));
  if (data.aiSummary) rows.push(['ai_summary', 'text', `${summaryAuthorLabel(data.aiSummary.model, data.aiSummary.provider)}, ${data.aiSummary.createdAt}`, data.aiSummary.text, 'text']);
  for (const stamp of stampLines(data.stamp)) rows.push(['stamp', stamp.key, stamp.label, stamp.value, 'text']);
  return csvDocument(rows.map(line));
}

export const TEAM_CSV_HEADER = [
  'propertyId',
  'address',
  'strategyId',
  'strategyType',
  'purchasePrice',
  'monthlyRent',
  'annualNOI',
  'monthlyNetCashFlow',
  'capRate',
  'cashOnCash',
  'rehabCost',
  'arv',
  'profit',
] as const;

/** The team export as CSV: a header, one row per property, then the stamp as `# label: value` lines. */
export function renderTeamCsv(data: TeamReportData): string {
  const rows = [line([...TEAM_CSV_HEADER])];
  for (const row of data.rows) rows.push(line(TEAM_CSV_HEADER.map((key) => row[key] as Cell)));
  rows.push(csvCommentLine(data.title));
  for (const stamp of stampLines(data.stamp)) rows.push(csvCommentLine(`${stamp.label}: ${stamp.value}`));
  return csvDocument(rows);
}
