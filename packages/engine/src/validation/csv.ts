import { formError, type FormError } from './messages';
import { checkPropertyFields, type NewPropertyFields, type PropertyFieldOptions, type RawPropertyFields } from './propertyForm';

/** Rows shown in the upload preview. */
export const CSV_PREVIEW_ROWS = 5;

/** One CSV record and the (1-based) line of the file it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
}

/** A problem in a CSV file, on a line (1 is the header) and a field ('(file)', '(row)' or a column). */
export interface CsvError {
  readonly line: number;
  readonly field: string;
  readonly message: string;
}

/**
 * Splits CSV text into records (RFC 4180): comma-separated fields; a field in double
 * quotes may hold commas, line breaks and doubled quotes (`""` → `"`); records end at
 * CRLF, LF or CR; a leading byte-order mark is dropped; a line with nothing on it is
 * skipped. An unterminated quote is reported and ends the file.
 *
 * @example
 * parseCsv('a,b\r\n"x, y","say ""hi"""').records
 * // [{ line: 1, fields: ['a', 'b'] }, { line: 2, fields: ['x, y', 'say "hi"'] }]
 */
export function parseCsv(text: string): { records: CsvRecord[]; errors: CsvError[] } {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  const errors: CsvError[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 1;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    const empty = fields.length === 1 && fields[0] === '';
    if (!empty) records.push({ line: recordLine, fields });
    fields = [];
  };

  for (let i = 0; i < input.length; i += 1) {
    const ch = input[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (ch === '\n' || (ch === '\r' && input[i + 1] !== '\n')) line += 1;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (ch === ',') {
      endField();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      // Text after a closing quote ('"a"b') is kept, as most spreadsheet programs do.
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) {
    errors.push({ line: quoteLine, field: '(file)', message: 'A quoted field is never closed (missing ").' });
  }
  endRecord();
  return { records, errors };
}

/** The CSV columns, required first. */
export const CSV_COLUMNS = [
  'address',
  'city',
  'state',
  'zip',
  'property_type',
  'units',
  'year_built',
  'square_feet',
  'purchase_price',
  'monthly_rent',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
export const REQUIRED_CSV_COLUMNS = ['address', 'city', 'state'] as const;

const COLUMN_FIELDS: Readonly<Record<CsvColumn, keyof NewPropertyFields>> = {
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  property_type: 'propertyType',
  units: 'units',
  year_built: 'yearBuilt',
  square_feet: 'squareFeet',
  purchase_price: 'purchasePrice',
  monthly_rent: 'monthlyRent',
};
const FIELD_COLUMNS = new Map(Object.entries(COLUMN_FIELDS).map(([column, field]) => [field, column as CsvColumn]));

// 'Purchase Price', 'purchase_price', 'PURCHASE-PRICE', 'purchasePrice' and 'zip code' all name one column.
const HEADER_ALIASES = new Map<string, CsvColumn>([
  ...CSV_COLUMNS.map((column) => [column.replace(/_/g, ''), column] as const),
  ['zipcode', 'zip'],
  ['type', 'property_type'],
  ['sqft', 'square_feet'],
  ['price', 'purchase_price'],
  ['rent', 'monthly_rent'],
]);

function headerColumn(header: string): CsvColumn | undefined {
  return HEADER_ALIASES.get(header.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** A valid CSV row with the file line it came from. */
export interface CsvPropertyRow {
  readonly line: number;
  readonly value: NewPropertyFields;
}

export interface ParsedPropertyCsv {
  readonly rows: readonly CsvPropertyRow[];
  readonly errors: readonly CsvError[];
}

/**
 * Reads a property CSV: a header row naming the columns (case, spaces, hyphens and
 * underscores ignored; unknown columns ignored) with address, city and state required;
 * then one property per row, checked like the manual form. Valid rows come back with
 * their line numbers; every problem is an error `{ line, field, message }` where
 * `field` is the CSV column name. A missing required column fails the whole file.
 *
 * @example
 * parsePropertyCsv('Address,City,State,Purchase Price\n12 Main St,Brooklyn,NY,"$1,250,000"').rows[0]
 * // { line: 2, value: { address: '12 Main St', city: 'Brooklyn', state: 'NY', purchasePrice: 1250000 } }
 */
export function parsePropertyCsv(text: string, options: PropertyFieldOptions = {}): ParsedPropertyCsv {
  const { records, errors: syntaxErrors } = parseCsv(text);
  const errors: CsvError[] = [...syntaxErrors];
  const [header, ...body] = records;
  if (!header) {
    errors.push({ line: 1, field: '(file)', message: 'The file is empty.' });
    return { rows: [], errors };
  }
  const columns = header.fields.map(headerColumn);
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    for (const column of missing) errors.push({ line: header.line, field: column, message: `Missing required column "${column}".` });
    return { rows: [], errors };
  }
  if (body.length === 0) errors.push({ line: header.line, field: '(file)', message: 'The file has no property rows.' });

  const rows: CsvPropertyRow[] = [];
  for (const record of body) {
    // Spreadsheet programs leave rows of bare commas at the end of a sheet.
    if (record.fields.every((f) => f.trim() === '')) continue;
    if (record.fields.length > header.fields.length) {
      errors.push({
        line: record.line,
        field: '(row)',
        message: `Row has ${record.fields.length} fields but the header has ${header.fields.length}.`,
      });
      continue;
    }
    const raw: RawPropertyFields = {};
    columns.forEach((column, index) => {
      if (column && raw[COLUMN_FIELDS[column]] === undefined) raw[COLUMN_FIELDS[column]] = record.fields[index] ?? '';
    });
    const { value, errors: fieldErrors } = checkPropertyFields(raw, options);
    if (value) rows.push({ line: record.line, value });
    for (const e of fieldErrors) errors.push({ line: record.line, field: FIELD_COLUMNS.get(e.field) ?? e.field, message: e.message });
  }
  errors.sort((a, b) => a.line - b.line);
  return { rows, errors };
}

/** The header and the first rows of a CSV file, as text, for the upload preview. */
export function previewCsv(text: string, rowCount: number = CSV_PREVIEW_ROWS): { header: string[]; rows: string[][] } {
  const [header, ...body] = parseCsv(text).records;
  return { header: [...(header?.fields ?? [])], rows: body.slice(0, Math.max(0, rowCount)).map((r) => [...r.fields]) };
}

/**
 * Checks the chosen upload file: one must be chosen ('No file selected: Please select a
 * CSV file to upload.') and its name must end in .csv.
 */
export function validateCsvFile(file: { readonly name: string } | null | undefined): FormError | null {
  if (!file) return formError('csvNoFile', ['file']);
  if (!/\.csv$/i.test(file.name.trim())) return formError('csvWrongType', ['file']);
  return null;
}
