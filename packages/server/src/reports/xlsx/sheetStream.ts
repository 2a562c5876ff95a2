/**
 * A one-sheet XLSX workbook written as its rows arrive, for files too large to hold: a screen's
 * export of a million lots. The report workbooks (`workbook.ts`) are small and keep exceljs's
 * in-memory model with formulas and styles; exceljs's streaming writer does not wait for its
 * reader (exceljs issue 734, open since 2019: a 100,000-lot export held 250 MB of compressed
 * output in buffers), so this writes the sheet's XML itself and lets archiver zip it.
 *
 * Backpressure runs end to end: archiver pulls the sheet's XML from `rows` only as fast as the
 * zip's reader takes its output, so a slow download reads the database slowly instead of
 * filling memory. Text is stored inline (no shared-string table to hold), numbers as numbers;
 * an error from `rows` fails the stream.
 */
import { Readable } from 'node:stream';
import archiver from 'archiver';

export type SheetCell = string | number | boolean | null | undefined;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_RELS}/styles" Target="styles.xml"/></Relationships>`;
/** The least a styles part holds: one font, fill, border and cell format (some readers want it present). */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`;

/** Characters XML 1.0 cannot carry (controls other than tab and line breaks, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A carriage return as a reference (XML parsers turn a literal one into a line feed). */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Spreadsheet readers decode `_xHHHH_` in text as that character; an underscore starting one is written as `_x005F_`. */
const LOOKS_ESCAPED = /_(?=x[0-9A-Fa-f]{4}_)/g;

/** Text as a cell's XML character data: escaped, with characters XML cannot carry removed. */
export function xmlText(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(LOOKS_ESCAPED, '_x005F_')
    .replace(/[&<>"\r]/g, (character) => ESCAPES[character]!);
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`. */
const sheetName = (name: string) => xmlText(name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet1');

const columnLetters: string[] = [];
/** The column's letters, 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = columnLetters[index];
  if (name === undefined) {
    name = '';
    for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
    columnLetters[index] = name;
  }
  return name;
}

function cellXml(cell: SheetCell, reference: string): string {
  if (cell === null || cell === undefined || cell === '') return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${reference}"><v>${cell}</v></c>` : '';
  if (typeof cell === 'boolean') return `<c r="${reference}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
}

/** One row's XML (`number` counts from 1). */
export function rowXml(cells: readonly SheetCell[], number: number): string {
  let xml = `<row r="${number}">`;
  for (let index = 0; index < cells.length; index += 1) xml += cellXml(cells[index], `${columnName(index)}${number}`);
  return `${xml}</row>`;
}

async function* sheetXml(rows: AsyncIterable<readonly (readonly SheetCell[])[]>): AsyncGenerator<string> {
  yield `${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheetData>`;
  let number = 0;
  for await (const batch of rows) {
    let xml = '';
    for (const cells of batch) xml += rowXml(cells, (number += 1));
    if (xml) yield xml;
  }
  yield '</sheetData></worksheet>';
}

/** The workbook's bytes as a stream: one sheet named `name`, its rows read a batch at a time from `rows`. */
export function xlsxSheetStream(name: string, rows: AsyncIterable<readonly (readonly SheetCell[])[]>): Readable {
  const zip = archiver('zip', { zlib: { level: 6 } });
  // Bytes, not objects: an object-mode stream buffers 16 chunks (16 batches' XML) before it waits.
  const sheet = Readable.from(sheetXml(rows), { objectMode: false, highWaterMark: 256 * 1024 });
  sheet.on('error', (error) => zip.destroy(error));
  zip.append(CONTENT_TYPES, { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  zip.append(`${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${sheetName(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`, { name: 'xl/workbook.xml' });
  zip.append(WORKBOOK_RELS, { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  zip.append(sheet, { name: 'xl/worksheets/sheet1.xml' });
  zip.finalize().catch((error: unknown) => zip.destroy(error instanceof Error ? error : new Error(String(error))));
  return zip;
}
