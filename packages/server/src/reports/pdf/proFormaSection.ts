/**
 * The pro forma section of the PDF: the yearly table (rent to cash flow), value, loan and equity
 * by year end, the returns of the hold and sale, and two vector charts.
 */
import type { DealReportData } from '../dealReportData';
import { proFormaReturnFigures } from '../proFormaReturns';
import { drawChart } from './chart';
import { figureTable } from './figureTable';
import { dollarsAndCents, formatReportFigure } from './figures';
import type { ReportWriter } from './writer';

/** The pro forma's tables, returns, charts and assumptions; nothing when the deal has no pro forma. */
export function proFormaSection(writer: ReportWriter, data: DealReportData): void {
  const proForma = data.proForma;
  if (!proForma || proForma.rows.length === 0) return;
  writer.section('Pro forma', 160);
  writer.note('Each row adds up: gross rent - vacancy - operating expenses (tax, insurance, maintenance and the management fee) = NOI; NOI - debt service = cash flow. Amounts in dollars and cents.');
  const right = 'right' as const;
  writer.table(
    [
      { header: 'Year', width: 0.5 },
      { header: 'Gross rent', width: 1.3, align: right },
      { header: 'Vacancy', width: 1.15, align: right },
      { header: 'Operating exp.', width: 1.3, align: right },
      { header: 'NOI', width: 1.3, align: right },
      { header: 'Debt service', width: 1.3, align: right },
      { header: 'Cash flow', width: 1.25, align: right },
      { header: 'Cumulative', width: 1.3, align: right },
    ],
    proForma.rows.map((row) => [
      String(row.year),
      dollarsAndCents(row.grossRent),
      dollarsAndCents(row.vacancyLoss),
      dollarsAndCents(row.operatingExpenses),
      dollarsAndCents(row.noi),
      dollarsAndCents(row.debtService),
      dollarsAndCents(row.cashFlow),
      dollarsAndCents(row.cumulativeCashFlow),
    ]),
    { fontSize: 6.8 },
  );
  writer.table(
    [
      { header: 'End of year', width: 1 },
      { header: 'Property value', width: 2, align: right },
      { header: 'Loan balance', width: 2, align: right },
      { header: 'Equity', width: 2, align: right },
    ],
    proForma.rows.map((row) => [String(row.year), dollarsAndCents(row.propertyValue), dollarsAndCents(row.loanBalance), dollarsAndCents(row.equity)]),
    { fontSize: 6.8 },
  );
  const returns = proFormaReturnFigures(proForma.returns);
  if (returns.length) {
    writer.subheading('Returns of the hold and sale');
    figureTable(writer, 'Return', returns);
  }

  const { doc, theme } = writer;
  const labels = proForma.rows.map((row) => `Y${row.year}`);
  const chartHeight = 150;
  const chart = (spec: Parameters<typeof drawChart>[3]) => {
    writer.ensureSpace(chartHeight + 10);
    const top = doc.y;
    drawChart(doc, { x: writer.left, y: top, width: writer.width, height: chartHeight }, theme, spec);
    doc.y = top + chartHeight + 10;
  };
  chart({
    title: 'Annual cash flow before tax',
    labels,
    bars: { name: 'Cash flow', values: proForma.rows.map((row) => row.cashFlow), color: theme.ink },
    lines: [{ name: 'Net operating income', values: proForma.rows.map((row) => row.noi), color: theme.accentInk }],
  });
  chart({
    title: 'Property value, loan balance and equity at year end',
    labels,
    lines: [
      { name: 'Property value', values: proForma.rows.map((row) => row.propertyValue), color: theme.ink },
      { name: 'Loan balance', values: proForma.rows.map((row) => row.loanBalance), color: theme.muted, dashed: true },
      { name: 'Equity', values: proForma.rows.map((row) => row.equity), color: theme.accentInk },
    ],
  });
  doc.x = writer.left;
  if (proForma.assumptions.length) {
    writer.subheading('What the pro forma assumed');
    writer.keyValues(proForma.assumptions.map((figure) => ({ label: figure.label, value: formatReportFigure(figure) })), 2);
  }
}
