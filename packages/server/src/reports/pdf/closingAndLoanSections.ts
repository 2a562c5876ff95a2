/** The money around the purchase in the PDF: NYC closing costs line by line, and the loan with its amortization. */
import { formatNumber, formatPercent } from '@rei/engine';
import type { DealReportData } from '../dealReportData';
import { dollarsAndCents, formatReportFigure } from './figures';
import type { ReportWriter } from './writer';

/** NYC closing costs for one side of the deal, each line with its rate and basis, and the total. */
export function closingCostsSection(writer: ReportWriter, data: DealReportData): void {
  const costs = data.closingCosts;
  if (!costs) return;
  writer.section(`NYC closing costs (${costs.side}'s side)`);
  writer.note(`Property kind: ${costs.propertyKind.replace(/_/g, ' ')}. Lines marked "estimate" are typical amounts, not taxes set by law.`);
  const own = [...data.strategy.results, ...data.strategy.inputs].find((figure) => figure.key === 'closingCosts' && typeof figure.value === 'number');
  if (own) writer.note(`This table is REI's estimate of a buyer's NYC closing costs, for comparison. The deal's results use its own closing costs: ${formatReportFigure(own)}.`);
  const rows = costs.lines.map((line) => [
    line.name,
    line.rate === null ? 'flat' : formatPercent(line.rate, 3),
    dollarsAndCents(line.amount),
    `${line.basis}${line.estimate ? ' (estimate)' : ''}`,
  ]);
  rows.push(['Total', costs.percentOfPrice === null ? '' : `${formatPercent(costs.percentOfPrice, 2)} of price`, dollarsAndCents(costs.total), '']);
  writer.table(
    [
      { header: 'Cost', width: 3.4 },
      { header: 'Rate', width: 1.6, align: 'right' },
      { header: 'Amount', width: 1.8, align: 'right' },
      { header: 'Basis', width: 3.6 },
    ],
    rows,
    { fontSize: 7.5, boldRows: new Set([rows.length - 1]) },
  );
}

/** The loan's terms (and balloon, when there is one) and its balance at each year end. */
export function amortizationSection(writer: ReportWriter, data: DealReportData): void {
  const loan = data.amortization;
  if (!loan) return;
  writer.section('Loan and amortization');
  const balloon = loan.balloon ?? null;
  writer.keyValues(
    [
      { label: 'Loan amount', value: dollarsAndCents(loan.loanAmount) },
      { label: 'Interest rate', value: formatPercent(loan.annualRatePercent, 3) },
      { label: 'Term', value: `${formatNumber(loan.termMonths)} months (${formatNumber(loan.termMonths / 12, { decimals: 1 })} years)` },
      { label: 'Monthly payment', value: dollarsAndCents(loan.monthlyPayment) },
      ...(balloon
        ? [
            { label: 'Balloon due', value: `after payment ${formatNumber(balloon.month)} (year ${formatNumber(balloon.month / 12, { decimals: 1 })})` },
            { label: 'Balloon payment', value: dollarsAndCents(balloon.payment) },
          ]
        : []),
      { label: 'Total interest', value: dollarsAndCents(loan.totalInterest) },
      { label: balloon ? 'Total paid (instalments + balloon)' : 'Total paid', value: dollarsAndCents(loan.totalPaid) },
    ],
    2,
  );
  if (balloon) writer.note(`The schedule stops at the balloon: ${formatNumber(balloon.month)} monthly instalments, then the balance of ${dollarsAndCents(balloon.payment)} is paid in one payment and the balance is 0.`);
  if (loan.balanceByYear.length) {
    writer.table(
      [
        { header: 'End of year', width: 1.2 },
        { header: 'Principal paid (to date)', width: 2, align: 'right' },
        { header: 'Interest paid (to date)', width: 2, align: 'right' },
        { header: 'Balance', width: 2, align: 'right' },
      ],
      loan.balanceByYear.map((row) => [String(row.year), dollarsAndCents(row.principalPaid), dollarsAndCents(row.interestPaid), dollarsAndCents(row.balance)]),
      { fontSize: 7.5 },
    );
  }
}
