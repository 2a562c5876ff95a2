/**
 * The one CSV writer: every cell and every line of every CSV file the server produces goes
 * through it (reports/csv.ts). It quotes (RFC 4180) and neutralises spreadsheet formulas the
 * OWASP way ("CSV injection"): text that a spreadsheet could run as a formula gets a leading
 * apostrophe, which spreadsheets show as text.
 *
 * A spreadsheet starts a cell at the start of a line and after every separator — `,` here, but
 * `;` in Excel's de-DE or fr-FR locale, which would split `x;=HYPERLINK(…);y` into three cells.
 * So a formula start is neutralised at the start of a text and after every `,` or `;` inside it
 * (past any spaces and quote marks a reader would drop first). Number-typed values are written
 * as numbers, never prefixed: a cash flow of -1012.5 stays a number; the text "-1012.5" does not.
 */

/** A cell as the report code hands it over: numbers stay numbers, text is neutralised. */
export type CsvCell = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula (or, for tab and CR, can hide one). */
export const CSV_FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * Where a spreadsheet cell may start inside a text (its start, or after `,` or `;`), then any
 * spaces or quote marks, then apostrophes already there and a formula character. The
 * apostrophes are matched so that an apostrophe that was in the text is kept apart from the
 * one added (removing one apostrophe at each such place gives the text back).
 */
const FORMULA_AT_CELL_START = /(^|[,;])([ "]*)(?='*[=+\-@\t\r])/g;

/** Characters that make a field need quotes: both separators, the quote, line breaks and tab. */
const NEEDS_QUOTES = /[",;\r\n\t]/;

/**
 * The text with an apostrophe before every formula start a spreadsheet could see (see the
 * module comment).
 *
 * @example
 * neutralizeFormulaText('=1+1');               // "'=1+1"
 * neutralizeFormulaText('Acme,=HYPERLINK("x")'); // `Acme,'=HYPERLINK("x")`
 * neutralizeFormulaText('x;=A1;y');             // "x;'=A1;y"
 * neutralizeFormulaText('12 Main St');          // unchanged
 */
export function neutralizeFormulaText(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "$1$2'");
}

/**
 * One CSV field: empty for null, undefined and non-finite numbers; finite numbers and booleans
 * as they are; text neutralised (`neutralizeFormulaText`), then quoted with doubled quote marks
 * when it holds a comma, semicolon, quote, CR, LF or tab.
 *
 * @example
 * csvField(-1012.5);        // "-1012.5" (a number stays a number)
 * csvField('-1012.5');      // "'-1012.5"
 * csvField('a;b');          // '"a;b"'
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutralizeFormulaText(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: its fields joined by commas (no line end). */
export function csvRow(cells: readonly CsvCell[]): string {
  return cells.map(csvField).join(',');
}

/**
 * A `# text` comment line (a stamp, a title): line breaks become spaces so it stays one line,
 * and every place where a spreadsheet would start a cell is neutralised. It is not quoted, so
 * readers told that `#` starts a comment (csv-parse's `comment: '#'`) skip it whole.
 *
 * @example
 * csvCommentLine('Created by: Acme,=HYPERLINK("http://evil.example")');
 * // `# Created by: Acme,'=HYPERLINK("http://evil.example")`
 */
export function csvCommentLine(text: string): string {
  return neutralizeFormulaText(`# ${text.replace(/[\r\n]+/g, ' ')}`);
}

/** The lines as a CSV file: CRLF after every line (RFC 4180). */
export function csvDocument(lines: readonly string[]): string {
  return lines.length === 0 ? '' : `${lines.join('\r\n')}\r\n`;
}
