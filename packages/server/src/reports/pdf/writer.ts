import { pdfSafe } from './pdfText';
import type { PdfTheme } from './theme';

export interface TableColumn {
  readonly header: string;
  /** Share of the table's width (the shares are scaled to fill it). */
  readonly width: number;
  readonly align?: 'left' | 'right' | 'center';
}

export interface TableOptions {
  readonly fontSize?: number;
  /** Rows drawn bold with a rule above (totals). */
  readonly boldRows?: ReadonlySet<number>;
}

/**
 * The text cut (with an ellipsis) to fit `width` on one line in the document's current font
 * and size; PDFKit's own `ellipsis` option still wraps once in some layouts.
 */
export function fitLine(doc: PDFKit.PDFDocument, text: string, width: number): string {
  const safe = pdfSafe(text);
  if (doc.widthOfString(safe) <= width) return safe;
  let low = 0;
  let high = safe.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${safe.slice(0, middle).trimEnd()}…`) <= width) low = middle;
    else high = middle - 1;
  }
  return `${safe.slice(0, low).trimEnd()}…`;
}

const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const CELL_PAD_X = 4;
const CELL_PAD_Y = 2.5;

/**
 * Lays a report out down the page: section titles, paragraphs, label/value grids and tables
 * that break across pages (a table's header row is repeated on the next page). Everything
 * drawn goes through `pdfSafe`, so any text a record holds can be printed.
 */
export class ReportWriter {
  readonly left: number;
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly theme: PdfTheme,
  ) {
    this.left = doc.page.margins.left;
    this.width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  }

  /** Lowest y the body may reach on this page. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  get y(): number {
    return this.doc.y;
  }

  /** Starts a new page unless `height` points still fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.doc.x = this.left;
    this.doc.y = this.doc.page.margins.top;
  }

  /** Vertical space. */
  gap(points: number): void {
    this.doc.y = Math.min(this.doc.y + points, this.bottom);
  }

  /** A section heading in the primary colour with a rule under it; kept with at least `keepWith` points of what follows. */
  section(title: string, keepWith = 60): void {
    this.ensureSpace(28 + keepWith);
    if (this.doc.y > this.doc.page.margins.top + 1) this.gap(10);
    const { doc, theme } = this;
    doc.font(BOLD).fontSize(12.5).fillColor(theme.ink).text(pdfSafe(title), this.left, doc.y, { width: this.width });
    const ruleY = doc.y + 2;
    doc.moveTo(this.left, ruleY).lineTo(this.left + this.width, ruleY).lineWidth(1).strokeColor(theme.accentInk).stroke();
    doc.y = ruleY + 6;
  }

  /** A small bold heading inside a section. */
  subheading(text: string): void {
    this.ensureSpace(40);
    this.doc.font(BOLD).fontSize(9.5).fillColor(this.theme.text).text(pdfSafe(text), this.left, this.doc.y + 2, { width: this.width });
    this.gap(2);
  }

  /** Body text that flows across pages. */
  paragraph(text: string, options: { size?: number; color?: string; bold?: boolean } = {}): void {
    const { doc } = this;
    doc.font(options.bold ? BOLD : FONT).fontSize(options.size ?? 9).fillColor(options.color ?? this.theme.text);
    this.ensureSpace(doc.currentLineHeight(true) + 2);
    doc.text(pdfSafe(text), this.left, doc.y, { width: this.width, lineGap: 1.5 });
    this.gap(3);
  }

  /** Small grey text: sources, notes, what a number assumed. */
  note(text: string): void {
    this.paragraph(text, { size: 7.5, color: this.theme.muted });
  }

  /**
   * Label/value pairs in `columns` columns, row by row, with the labels muted and the values
   * bold. `width` narrows the grid (to leave room for a photo beside it).
   */
  keyValues(pairs: readonly { label: string; value: string }[], columns = 2, width = this.width): void {
    const { doc, theme } = this;
    const columnWidth = width / columns;
    const labelWidth = columnWidth * (columns === 1 ? 0.32 : 0.48);
    const valueWidth = columnWidth - labelWidth - 6;
    for (let start = 0; start < pairs.length; start += columns) {
      const row = pairs.slice(start, start + columns);
      doc.fontSize(8.5);
      const height =
        Math.max(
          ...row.map((pair) =>
            Math.max(
              doc.font(FONT).heightOfString(pdfSafe(pair.label), { width: labelWidth }),
              doc.font(BOLD).heightOfString(pdfSafe(pair.value), { width: valueWidth }),
            ),
          ),
        ) + 3;
      this.ensureSpace(height);
      const y = doc.y;
      row.forEach((pair, index) => {
        const x = this.left + index * columnWidth;
        doc.font(FONT).fontSize(8.5).fillColor(theme.muted).text(pdfSafe(pair.label), x, y, { width: labelWidth });
        doc.font(BOLD).fontSize(8.5).fillColor(theme.text).text(pdfSafe(pair.value), x + labelWidth + 4, y, { width: valueWidth });
      });
      doc.y = y + height;
    }
    doc.x = this.left;
    this.gap(2);
  }

  /** A table with a coloured header row and striped rows; breaks across pages, repeating the header. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], options: TableOptions = {}): void {
    const { doc, theme } = this;
    const fontSize = options.fontSize ?? 8;
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    const widths = columns.map((column) => (column.width / total) * this.width);
    const xs = widths.map((_, index) => this.left + widths.slice(0, index).reduce((sum, w) => sum + w, 0));

    const heightOf = (cells: readonly string[], font: string) => {
      doc.font(font).fontSize(fontSize);
      return Math.max(...cells.map((cell, index) => doc.heightOfString(pdfSafe(cell), { width: widths[index]! - CELL_PAD_X * 2 }))) + CELL_PAD_Y * 2;
    };

    const drawRow = (cells: readonly string[], y: number, height: number, font: string, color: string) => {
      doc.font(font).fontSize(fontSize).fillColor(color);
      cells.forEach((cell, index) => {
        doc.text(pdfSafe(cell), xs[index]! + CELL_PAD_X, y + CELL_PAD_Y, { width: widths[index]! - CELL_PAD_X * 2, align: columns[index]?.align ?? 'left' });
      });
    };

    const drawHeader = () => {
      const headers = columns.map((column) => column.header);
      const height = heightOf(headers, BOLD);
      const y = doc.y;
      doc.rect(this.left, y, this.width, height).fill(theme.primary);
      drawRow(headers, y, height, BOLD, theme.onPrimary);
      doc.y = y + height;
    };

    const firstHeight = rows[0] ? heightOf(rows[0], FONT) : 0;
    this.ensureSpace(heightOf(columns.map((column) => column.header), BOLD) + firstHeight);
    drawHeader();
    rows.forEach((cells, index) => {
      const bold = options.boldRows?.has(index) ?? false;
      const height = heightOf(cells, bold ? BOLD : FONT);
      if (doc.y + height > this.bottom) {
        this.newPage();
        drawHeader();
      }
      const y = doc.y;
      if (index % 2 === 1) doc.rect(this.left, y, this.width, height).fill(theme.faint);
      if (bold) doc.moveTo(this.left, y).lineTo(this.left + this.width, y).lineWidth(0.75).strokeColor(theme.muted).stroke();
      drawRow(cells, y, height, bold ? BOLD : FONT, theme.text);
      doc.y = y + height;
    });
    doc.moveTo(this.left, doc.y).lineTo(this.left + this.width, doc.y).lineWidth(0.5).strokeColor(theme.rule).stroke();
    doc.x = this.left;
    this.gap(4);
  }
}
