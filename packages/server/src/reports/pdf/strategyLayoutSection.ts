/**
 * The strategy's own pages of a deal report (see `reports/strategyLayout.ts`): each ledger as a
 * signed table that adds up to its total, the deal's tests with the figures compared, and the
 * note or option schedule.
 */
import type { DealReportData } from '../dealReportData';
import { strategyLayoutOf, type LayoutLedger } from '../strategyLayout';
import { dollarsAndCents } from './figures';
import type { ReportWriter } from './writer';

/** A ledger's rows: sign, line, amount; the total last (bold). */
export function ledgerRows(ledger: LayoutLedger): string[][] {
  return [
    ...ledger.lines.map((line) => [line.sign < 0 ? '-' : '+', line.label, dollarsAndCents(line.amount)]),
    ['=', ledger.total.label, dollarsAndCents(ledger.total.amount)],
  ];
}

export function strategyLayoutSection(writer: ReportWriter, data: DealReportData): void {
  const layout = strategyLayoutOf(data.strategy);
  if (!layout) return;
  writer.section(layout.heading, 140);
  writer.note("Every table adds up: its lines, added (+) or taken away (-), give its total, which is the engine's figure for this deal.");
  for (const ledger of layout.ledgers) {
    const rows = ledgerRows(ledger);
    // a ledger is read whole: its title, header and every row start a page together when they would not fit
    writer.ensureSpace(40 + rows.length * 15);
    writer.subheading(ledger.title);
    writer.table(
      [
        { header: '', width: 0.4 },
        { header: 'Line', width: 6 },
        { header: 'Amount', width: 2, align: 'right' },
      ],
      rows,
      { fontSize: 7.8, boldRows: new Set([rows.length - 1]) },
    );
    if (ledger.note) writer.note(ledger.note);
  }
  if (layout.checks.length) {
    writer.subheading('Tests of the deal');
    writer.table(
      [
        { header: 'Test', width: 3.6 },
        { header: 'Result', width: 0.9 },
        { header: 'Figures compared', width: 5 },
      ],
      layout.checks.map((check) => [check.label, check.passed ? 'Passes' : 'Fails', check.detail]),
      { fontSize: 7.5 },
    );
  }
  for (const schedule of layout.schedules) {
    writer.subheading(schedule.title);
    writer.table(
      schedule.head.map((header, index) => ({ header, width: index === 0 ? 1.2 : 2.4, ...(index === 0 ? {} : { align: 'right' as const }) })),
      schedule.rows,
      { fontSize: 7.5 },
    );
    if (schedule.note) writer.note(schedule.note);
  }
}
