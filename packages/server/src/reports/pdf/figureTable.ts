/** The table of figures (inputs, results, returns, assumptions) that several sections of the PDF share. */
import type { ReportFigure } from '../dealReportData';
import { formatReportFigure } from './figures';
import type { ReportWriter } from './writer';

/** Text longer than this reads better as a line of its own than in a right-aligned value column. */
const LONG_TEXT = 28;

/**
 * A table of figures (label, value and, when any figure has one, a note); figures whose value
 * is a long piece of text (a verdict, a message, a list) follow the table as label/value lines.
 */
export function figureTable(writer: ReportWriter, heading: string, figures: readonly ReportFigure[], options: { asEntered?: boolean } = {}): void {
  if (figures.length === 0) return;
  const isLong = (figure: ReportFigure) => typeof figure.value === 'string' && figure.value.length > LONG_TEXT;
  const short = figures.filter((figure) => !isLong(figure));
  const long = figures.filter(isLong);
  const noteOf = (figure: ReportFigure) => figure.note ?? '';
  const withNotes = short.some((figure) => noteOf(figure) !== '');
  if (short.length) {
    writer.table(
      [
        { header: heading, width: 4 },
        { header: 'Value', width: 2.2, align: 'right' },
        ...(withNotes ? [{ header: 'Note', width: 3.8 }] : []),
      ],
      short.map((figure) => [figure.label, options.asEntered && figure.value === null ? 'Left blank' : formatReportFigure(figure, options), ...(withNotes ? [noteOf(figure)] : [])]),
      { fontSize: 7.5 },
    );
  }
  if (long.length) writer.keyValues(long.map((figure) => ({ label: figure.label, value: formatReportFigure(figure, options) })), 1);
}
