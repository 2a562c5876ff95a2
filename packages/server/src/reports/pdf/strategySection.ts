/** The strategy section of the PDF: the headline tiles, then every input and every result of the deal. */
import type { DealReportData, ReportFigure } from '../dealReportData';
import { figureTable } from './figureTable';
import { formatReportFigure } from './figures';
import { fitLine, type ReportWriter } from './writer';

/** Results shown as large tiles on the first page, in this order of preference (the first six found). */
const HEADLINE_KEYS = [
  'monthlyCashFlow',
  'monthlyNetCashFlow',
  'annualNOI',
  'capRate',
  'cashOnCashReturn',
  'actualCashOnCashReturn',
  'dscr',
  'totalCashInvested',
  'cashLeftInDeal',
  'profit',
  'roi',
  'annualizedRoi',
  'investorProfit',
  'maxAllowableOffer',
  'totalReturn',
  'afterRepairValue',
];

function headlineTiles(writer: ReportWriter, results: readonly ReportFigure[]): void {
  const byKey = new Map(results.map((figure) => [figure.key, figure]));
  const tiles = HEADLINE_KEYS.flatMap((key) => {
    const figure = byKey.get(key);
    return figure && typeof figure.value === 'number' ? [figure] : [];
  }).slice(0, 6);
  if (tiles.length === 0) return;
  const { doc, theme } = writer;
  const perRow = 3;
  const gap = 8;
  const tileWidth = (writer.width - gap * (perRow - 1)) / perRow;
  const tileHeight = 40;
  for (let start = 0; start < tiles.length; start += perRow) {
    writer.ensureSpace(tileHeight + gap);
    const y = doc.y;
    tiles.slice(start, start + perRow).forEach((figure, index) => {
      const x = writer.left + index * (tileWidth + gap);
      doc.roundedRect(x, y, tileWidth, tileHeight, 3).fill(theme.tint);
      doc.rect(x, y, 3, tileHeight).fill(theme.accentInk);
      doc.font('Helvetica').fontSize(7.5).fillColor(theme.muted);
      doc.text(fitLine(doc, figure.label, tileWidth - 14), x + 9, y + 6, { lineBreak: false });
      const negative = typeof figure.value === 'number' && figure.value < 0;
      doc.font('Helvetica-Bold').fontSize(14).fillColor(negative ? theme.negative : theme.text);
      doc.text(fitLine(doc, formatReportFigure(figure), tileWidth - 14), x + 9, y + 18, { lineBreak: false });
    });
    doc.y = y + tileHeight + gap;
  }
  doc.x = writer.left;
}

/** The strategy's name, its headline tiles, its inputs as entered and its results. */
export function strategySection(writer: ReportWriter, data: DealReportData): void {
  const strategy = data.strategy;
  writer.section(`Strategy: ${strategy.name}`, 120);
  headlineTiles(writer, strategy.results);
  writer.subheading('Inputs');
  figureTable(writer, 'Input', strategy.inputs, { asEntered: true });
  writer.subheading('Results');
  figureTable(writer, 'Result', strategy.results);
}
