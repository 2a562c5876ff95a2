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
 * Reads CSV text into records a slice at a time, so a caller can pause between slices
 * (a server yields to other requests; see `parseCsv` for the grammar). Each `read` scans
 * about `budget` more characters and returns the records completed in them; once `done`,
 * `errors` holds the syntax problems found.
 *
 * @example
 * const reader = new CsvRecordReader('a,b\n1,2\n3,4');
 * reader.read(4); // [{ line: 1, fields: ['a', 'b'] }]
 * reader.read(Infinity); // [{ line: 2, fields: ['1', '2'] }, { line: 3, fields: ['3', '4'] }]
 */
export class CsvRecordReader {
  readonly errors: CsvError[] = [];
  private readonly input: string;
  private position = 0;
  private finished = false;
  private fields: string[] = [];
  private field = '';
  private line = 1;
  private recordLine = 1;
  private quoted = false;
  private quoteLine = 1;
  private fieldStarted = false;

  constructor(text: string) {
    this.input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  /** True once the whole text has been read. */
  get done(): boolean {
    return this.finished;
  }

  /** Characters of the text read so far (to the end once `done`). */
  get offset(): number {
    return this.position;
  }

  /** The text not read yet. */
  rest(): string {
    return this.input.slice(this.position);
  }

  /** Scans about `budget` more characters; returns the records they completed. */
  read(budget: number): CsvRecord[] {
    const records: CsvRecord[] = [];
    if (this.finished) return records;
    const input = this.input;
    const stop = Math.min(input.length, this.position + Math.max(1, budget));
    let i = this.position;
    for (; i < stop; i += 1) {
      const ch = input[i] as string;
      if (this.quoted) {
        if (ch === '"') {
          if (input[i + 1] === '"') {
            this.field += '"';
            i += 1;
          } else {
            this.quoted = false;
          }
        } else {
          if (ch === '\n' || (ch === '\r' && input[i + 1] !== '\n')) this.line += 1;
          this.field += ch;
        }
        continue;
      }
      if (ch === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
        this.quoteLine = this.line;
      } else if (ch === ',') {
        this.endField();
      } else if (ch === '\r' || ch === '\n') {
        if (ch === '\r' && input[i + 1] === '\n') i += 1;
        this.endRecord(records);
        this.line += 1;
        this.recordLine = this.line;
      } else {
        // Text after a closing quote ('"a"b') is kept, as most spreadsheet programs do.
        this.field += ch;
        this.fieldStarted = true;
      }
    }
    this.position = i;
    if (this.position >= input.length) {
      if (this.quoted) {
        this.errors.push({ line: this.quoteLine, field: '(file)', message: 'A quoted field is never closed (missing ").' });
      }
      this.endRecord(records);
      this.finished = true;
    }
    return records;
  }

  private endField(): void {
    this.fields.push(this.field);
    this.field = '';
    this.fieldStarted = false;
  }

  private endRecord(records: CsvRecord[]): void {
    this.endField();
    const empty = this.fields.length === 1 && this.fields[0] === '';
    if (!empty) records.push({ line: this.recordLine, fields: this.fields });
    this.fields = [];
  }
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
  const reader = new CsvRecordReader(text);
  const records = reader.read(Number.POSITIVE_INFINITY);
  return { records, errors: reader.errors };
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

/** The columns a property CSV's header row names, ready to read its rows. */
export interface PropertyCsvHeader {
  readonly line: number;
  /** The column of each header cell; `undefined` for a column the import ignores. */
  readonly columns: readonly (CsvColumn | undefined)[];
}

/**
 * Reads a property CSV's header row (case, spaces, hyphens and underscores ignored;
 * unknown columns ignored). A missing required column (address, city, state) is an error
 * on the header line and no header comes back.
 *
 * @example
 * readPropertyCsvHeader({ line: 1, fields: ['Address', 'City', 'State'] }).header?.columns
 * // ['address', 'city', 'state']
 */
export function readPropertyCsvHeader(record: CsvRecord): { header: PropertyCsvHeader | null; errors: CsvError[] } {
  const columns = record.fields.map(headerColumn);
  const missing = REQUIRED_CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return { header: null, errors: missing.map((column) => ({ line: record.line, field: column, message: `Missing required column "${column}".` })) };
  }
  return { header: { line: record.line, columns }, errors: [] };
}

/**
 * Reads one property row under its header, checked like the manual form. A row of bare
 * commas (spreadsheet programs leave them at the end of a sheet) is `blank` and is no
 * property; a row with more fields than the header is one '(row)' error.
 *
 * @example
 * const { header } = readPropertyCsvHeader({ line: 1, fields: ['address', 'city', 'state'] });
 * readPropertyCsvRow(header!, { line: 2, fields: ['1 Main St', 'Bronx', 'NY'] }).row?.value.city // 'Bronx'
 */
export function readPropertyCsvRow(
  header: PropertyCsvHeader,
  record: CsvRecord,
  options: PropertyFieldOptions = {},
): { blank: boolean; row: CsvPropertyRow | null; errors: CsvError[] } {
  if (record.fields.every((f) => f.trim() === '')) return { blank: true, row: null, errors: [] };
  if (record.fields.length > header.columns.length) {
    const message = `Row has ${record.fields.length} fields but the header has ${header.columns.length}.`;
    return { blank: false, row: null, errors: [{ line: record.line, field: '(row)', message }] };
  }
  const raw: RawPropertyFields = {};
  header.columns.forEach((column, index) => {
    if (column && raw[COLUMN_FIELDS[column]] === undefined) raw[COLUMN_FIELDS[column]] = record.fields[index] ?? '';
  });
  const { value, errors } = checkPropertyFields(raw, options);
  return {
    blank: false,
    row: value ? { line: record.line, value } : null,
    errors: errors.map((e) => ({ line: record.line, field: FIELD_COLUMNS.get(e.field) ?? e.field, message: e.message })),
  };
}

/**
 * Reads a property CSV: a header row naming the columns (see `readPropertyCsvHeader`)
 * then one property per row (see `readPropertyCsvRow`). Valid rows come back with their
 * line numbers; every problem is an error `{ line, field, message }` where `field` is
 * the CSV column name. A missing required column fails the whole file.
 *
 * @example
 * parsePropertyCsv('Address,City,State,Purchase Price\n12 Main St,Brooklyn,NY,"$1,250,000"').rows[0]
 * // { line: 2, value: { address: '12 Main St', city: 'Brooklyn', state: 'NY', purchasePrice: 1250000 } }
 */
export function parsePropertyCsv(text: string, options: PropertyFieldOptions = {}): ParsedPropertyCsv {
  const { records, errors: syntaxErrors } = parseCsv(text);
  const errors: CsvError[] = [...syntaxErrors];
  const [first, ...body] = records;
  if (!first) {
    errors.push({ line: 1, field: '(file)', message: 'The file is empty.' });
    return { rows: [], errors };
  }
  const { header, errors: headerErrors } = readPropertyCsvHeader(first);
  if (!header) return { rows: [], errors: [...errors, ...headerErrors] };
  if (body.length === 0) errors.push({ line: header.line, field: '(file)', message: 'The file has no property rows.' });

  const rows: CsvPropertyRow[] = [];
  for (const record of body) {
    const read = readPropertyCsvRow(header, record, options);
    if (read.row) rows.push(read.row);
    errors.push(...read.errors);
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
