import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CSV_PREVIEW_ROWS, parseCsv, parsePropertyCsv, previewCsv, validateCsvFile } from './csv';

const options = { currentYear: 2026 };

function toCsvField(value: string): string {
  return /[",\r\n]/.test(value) || value === '' ? `"${value.replace(/"/g, '""')}"` : value;
}

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields, escaped quotes, CRLF and a BOM', () => {
    const { records, errors } = parseCsv('\uFEFFa,b,c\r\n"x, y","say ""hi""",\r\n"multi\r\nline",2,3\r\n');
    expect(errors).toEqual([]);
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['x, y', 'say "hi"', ''] },
      { line: 3, fields: ['multi\r\nline', '2', '3'] },
    ]);
  });

  it('accepts LF and CR line ends and skips empty lines', () => {
    expect(parseCsv('a\n\nb\rc').records).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['b'] },
      { line: 4, fields: ['c'] },
    ]);
    expect(parseCsv('').records).toEqual([]);
  });

  it('reports an unterminated quote', () => {
    const { records, errors } = parseCsv('a,b\n"open,2\n3,4');
    expect(errors).toEqual([{ line: 2, field: '(file)', message: 'A quoted field is never closed (missing ").' }]);
    expect(records[1]?.fields).toEqual(['open,2\n3,4']);
  });

  it('keeps text after a closing quote', () => {
    expect(parseCsv('"a"b,c').records[0]?.fields).toEqual(['ab', 'c']);
  });

  it('reads back any table it is given (law)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\n', '\r', '1') }), { minLength: 2, maxLength: 4 }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom('\r\n', '\n'),
        (table, newline) => {
          const text = table.map((row) => row.map(toCsvField).join(',')).join(newline);
          expect(parseCsv(text).records.map((r) => r.fields)).toEqual(table);
        },
      ),
    );
  });
});

describe('parsePropertyCsv', () => {
  it('maps columns by header, ignoring case and spaces', () => {
    const csv = [
      'Address, CITY ,State,Zip,Property Type,Units,Year-Built,square_feet,Purchase Price,monthlyRent,Notes',
      '12 Main St,Brooklyn,ny,11201,multi-family,4,1931,"3,600","$1,250,000",9500,corner lot',
      '"45 Ocean Ave, Apt 2",Brooklyn,NY,,,,,,,,',
    ].join('\r\n');
    const { rows, errors } = parsePropertyCsv(csv, options);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        value: {
          address: '12 Main St',
          city: 'Brooklyn',
          state: 'NY',
          zip: '11201',
          propertyType: 'multi-family',
          units: 4,
          yearBuilt: 1931,
          squareFeet: 3600,
          purchasePrice: 1_250_000,
          monthlyRent: 9500,
        },
      },
      { line: 3, value: { address: '45 Ocean Ave, Apt 2', city: 'Brooklyn', state: 'NY' } },
    ]);
  });

  it('reports each bad row and field by line, keeping the good rows', () => {
    const csv = 'address,city,state,units,purchase_price\n1 A St,Queens,NY,2,100000\n,Queens,NY,x,\n3 C St,Bronx,NY,1,-5\n,,,,\n4 D St,Queens,NY,1,2,3';
    const { rows, errors } = parsePropertyCsv(csv, options);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([
      { line: 3, field: 'address', message: 'Address is required.' },
      { line: 3, field: 'units', message: 'Units must be a number.' },
      { line: 4, field: 'purchase_price', message: 'Purchase price must be zero or more.' },
      { line: 6, field: '(row)', message: 'Row has 6 fields but the header has 5.' },
    ]);
  });

  it('fails the file without the required columns, or without data', () => {
    expect(parsePropertyCsv('street,town\n1 A St,Queens').errors).toEqual([
      { line: 1, field: 'address', message: 'Missing required column "address".' },
      { line: 1, field: 'city', message: 'Missing required column "city".' },
      { line: 1, field: 'state', message: 'Missing required column "state".' },
    ]);
    expect(parsePropertyCsv('').errors).toEqual([{ line: 1, field: '(file)', message: 'The file is empty.' }]);
    expect(parsePropertyCsv('address,city,state\r\n').errors).toEqual([{ line: 1, field: '(file)', message: 'The file has no property rows.' }]);
  });

  it('every data line ends up as a row or an error (law)', () => {
    const cell = fc.constantFrom('', '12 Main St', 'Queens', 'NY', 'ny', 'N', '11201', 'abc', '$1,000', '-3', '1931');
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell, cell), { minLength: 1, maxLength: 8 }), (table) => {
        const body = table.map((row) => row.map(toCsvField).join(','));
        const { rows, errors } = parsePropertyCsv(['address,city,state,year_built', ...body].join('\n'), options);
        const dataLines = table.map((row, i) => ({ line: i + 2, blank: row.every((c) => c === '') })).filter((r) => !r.blank);
        for (const { line } of dataLines) {
          const asRow = rows.some((r) => r.line === line);
          const asError = errors.some((e) => e.line === line);
          expect(asRow !== asError).toBe(true);
        }
      }),
    );
  });
});

describe('previewCsv and validateCsvFile', () => {
  it('previews the header and first five rows', () => {
    const csv = ['a,b', ...Array.from({ length: 8 }, (_, i) => `${i},${i * 2}`)].join('\n');
    const preview = previewCsv(csv);
    expect(CSV_PREVIEW_ROWS).toBe(5);
    expect(preview.header).toEqual(['a', 'b']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[4]).toEqual(['4', '8']);
    expect(previewCsv('').header).toEqual([]);
  });

  it('needs a chosen .csv file', () => {
    expect(validateCsvFile(null)).toMatchObject({ title: 'No file selected', description: 'Please select a CSV file to upload.' });
    expect(validateCsvFile({ name: 'props.xlsx' })?.title).toBe('Invalid file type');
    expect(validateCsvFile({ name: 'Props.CSV' })).toBeNull();
  });
});
