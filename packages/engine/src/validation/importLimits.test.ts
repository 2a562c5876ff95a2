import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CsvRecordReader, parseCsv, readPropertyCsvHeader, readPropertyCsvRow, type CsvRecord } from './csv';
import {
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_JSON_BYTES,
  formatFileSize,
  importProblemsCaption,
  importTooLargeMessage,
  importTooManyRowsMessage,
} from './importLimits';

function readInSlices(text: string, slice: number): { records: CsvRecord[]; errors: unknown[] } {
  const reader = new CsvRecordReader(text);
  const records: CsvRecord[] = [];
  while (!reader.done) records.push(...reader.read(slice));
  return { records, errors: reader.errors };
}

describe('CsvRecordReader', () => {
  it('reads the same records in any slice size as in one piece', () => {
    const csvText = fc
      .array(fc.constantFrom('a', 'b', ',', '"', '""', '\n', '\r', '\r\n', ' ', '1'), { maxLength: 60 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.option(fc.constant('\uFEFF'), { nil: '' }), csvText, fc.integer({ min: 1, max: 7 }), (bom, text, slice) => {
        expect(readInSlices(bom + text, slice)).toEqual(parseCsv(bom + text));
      }),
    );
  });

  it('keeps a CRLF pair together when a slice ends between CR and LF', () => {
    expect(readInSlices('a,b\r\nc,d\r\ne,f', 4).records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
    ]);
  });

  it('reports an unterminated quote once the text is read', () => {
    const reader = new CsvRecordReader('a,b\n"open,1\n2');
    expect(reader.read(3)).toEqual([]);
    expect(reader.errors).toEqual([]);
    reader.read(100);
    expect(reader.done).toBe(true);
    expect(reader.errors).toEqual([{ line: 2, field: '(file)', message: 'A quoted field is never closed (missing ").' }]);
  });
});

describe('readPropertyCsvHeader and readPropertyCsvRow', () => {
  it('map header words to columns and check a row like the form', () => {
    const { header } = readPropertyCsvHeader({ line: 1, fields: ['Address', 'City', 'State', 'Units', 'Notes'] });
    expect(header?.columns).toEqual(['address', 'city', 'state', 'units', undefined]);
    expect(readPropertyCsvRow(header!, { line: 2, fields: ['1 Main St', 'Bronx', 'ny', '3', 'x'] }).row).toEqual({
      line: 2,
      value: expect.objectContaining({ address: '1 Main St', city: 'Bronx', state: 'NY', units: 3 }),
    });
    expect(readPropertyCsvRow(header!, { line: 3, fields: [',', '', ' '] }).blank).toBe(false);
    expect(readPropertyCsvRow(header!, { line: 3, fields: ['', '', ' '] })).toEqual({ blank: true, row: null, errors: [] });
    expect(readPropertyCsvRow(header!, { line: 4, fields: ['1', '2', '3', '4', '5', '6'] }).errors).toEqual([
      { line: 4, field: '(row)', message: 'Row has 6 fields but the header has 5.' },
    ]);
  });

  it('refuses a header without the required columns', () => {
    expect(readPropertyCsvHeader({ line: 1, fields: ['street', 'city'] })).toEqual({
      header: null,
      errors: [
        { line: 1, field: 'address', message: 'Missing required column "address".' },
        { line: 1, field: 'state', message: 'Missing required column "state".' },
      ],
    });
  });
});

describe('import limit messages', () => {
  it('state the limit and what was sent', () => {
    expect(importTooLargeMessage(5 * 1024 * 1024)).toBe('The file is 5 MB; an import takes at most 2 MB. Split it into smaller files.');
    expect(importTooLargeMessage(null, PROPERTY_IMPORT_MAX_JSON_BYTES)).toBe(
      'The file is larger than 512 KB; an import takes at most 512 KB. Split it into smaller files.',
    );
    expect(importTooManyRowsMessage(48_211)).toBe('The file has 48,211 rows; an import takes at most 1,000. Split it into files of 1,000 rows or fewer.');
    expect(importTooManyRowsMessage(48_211, { approximate: true, subject: 'The request' })).toContain('The request has about 48,211 rows');
  });

  it('format file sizes as people read them', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1_500)).toBe('1.5 KB');
    expect(formatFileSize(PROPERTY_IMPORT_MAX_BYTES)).toBe('2 MB');
    expect(formatFileSize(5.26 * 1024 * 1024)).toBe('5.3 MB');
  });

  it('caption a capped list honestly', () => {
    expect(importProblemsCaption(100, 48_211)).toBe('Showing the first 100 of 48,211 problems.');
    expect(importProblemsCaption(3, 3)).toBe('3 problems.');
    expect(importProblemsCaption(1, 1)).toBe('1 problem.');
  });
});
