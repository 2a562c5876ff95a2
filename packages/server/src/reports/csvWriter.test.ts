import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_FORMULA_STARTS, csvCommentLine, csvDocument, csvField, csvRow, neutralizeFormulaText } from './csvWriter';

/** The writer's inverse for a reader: one added apostrophe out at every place a cell may start. */
const restoreFormulaText = (text: string) => text.replace(/(^|[,;])([ "]*)'(?='*[=+\-@\t\r])/g, '$1$2');

/** Where a spreadsheet could start a cell inside a parsed field, for a comma or a semicolon locale. */
const cellStarts = (field: string) => field.split(/[,;]/).map((part) => part.replace(/^[ "]*/, ''));

const startsWithFormula = (text: string) => CSV_FORMULA_STARTS.some((start) => text.startsWith(start));

// Text rich in what matters here: separators, quotes, formula starts, line breaks, apostrophes.
const hostileText = fc.string({
  unit: fc.oneof(fc.constantFrom(',', ';', '"', "'", '=', '+', '-', '@', '\t', '\r', '\n', ' ', '#'), fc.string({ minLength: 1, maxLength: 1 })),
  maxLength: 40,
});

describe('csv writer', () => {
  it('neutralises formula starts at the start and after every comma or semicolon', () => {
    expect(neutralizeFormulaText('=1+1')).toBe("'=1+1");
    expect(neutralizeFormulaText('Acme,=HYPERLINK("http://evil.example")')).toBe(`Acme,'=HYPERLINK("http://evil.example")`);
    expect(neutralizeFormulaText('x;=cmd|/c calc;y')).toBe("x;'=cmd|/c calc;y");
    expect(neutralizeFormulaText('x; "@SUM(A1)')).toBe(`x; "'@SUM(A1)`);
    expect(neutralizeFormulaText('\t=1')).toBe("'\t=1");
    expect(neutralizeFormulaText('12 Main St, Brooklyn; NY')).toBe('12 Main St, Brooklyn; NY');
    expect(neutralizeFormulaText('a-b+c=d@e')).toBe('a-b+c=d@e');
  });

  it('quotes every field holding a comma, semicolon, quote, CR, LF or tab', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\rb')).toBe('"a\rb"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\tb')).toBe('"a\tb"');
    expect(csvField('x;=1;y')).toBe(`"x;'=1;y"`);
    expect(csvField('plain')).toBe('plain');
  });

  it('writes numbers as numbers: a negative cash flow stays a negative number, the same text is neutralised', () => {
    expect(csvField(-1012.5)).toBe('-1012.5');
    expect(csvField('-1012.5')).toBe("'-1012.5");
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(true)).toBe('true');
    const [row] = parse(csvDocument([csvRow(['cashFlow', -1012.5, '+1', 0])])) as string[][];
    expect(Number(row![1])).toBe(-1012.5);
    expect(row![2]).toBe("'+1");
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const [parsed] = parse(csvRow([value])) as string[][];
        expect(Number(parsed![0])).toBe(value === 0 ? 0 : value);
      }),
    );
  });

  it('comment lines stay one line, are skipped by a reader told about #, and carry no formula cell', () => {
    const line = csvCommentLine('Created by: Acme,=HYPERLINK("http://evil.example")\r\n;-2+3');
    expect(line).toBe(`# Created by: Acme,'=HYPERLINK("http://evil.example") ;'-2+3`);
    expect(line).not.toMatch(/[\r\n]/);
    const text = csvDocument([csvRow(['a', 'b']), csvRow([1, 2]), line]);
    expect(parse(text, { columns: true, comment: '#' })).toEqual([{ a: '1', b: '2' }]);
    // a spreadsheet splitting the raw line at either separator sees no formula start
    for (const cell of line.split(/[,;]/)) expect(startsWithFormula(cell.replace(/^[ "]*/, ''))).toBe(false);
  });

  it('any text written then parsed by a real CSV reader comes back, up to the added apostrophes, and no cell starts a formula', () => {
    fc.assert(
      fc.property(fc.array(hostileText, { minLength: 1, maxLength: 5 }), (cells) => {
        const [parsed] = parse(csvDocument([csvRow(cells)]), { relax_column_count: true }) as string[][];
        expect(parsed).toHaveLength(cells.length);
        parsed!.forEach((field, index) => {
          expect(field).toBe(neutralizeFormulaText(cells[index]!));
          expect(restoreFormulaText(field)).toBe(cells[index]);
          for (const start of cellStarts(field)) expect(startsWithFormula(start), JSON.stringify(field)).toBe(false);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('a comment line never hides a formula cell, whatever its text', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const line = csvCommentLine(text);
        expect(line.startsWith('# ')).toBe(true);
        expect(line).not.toMatch(/[\r\n]/);
        for (const start of cellStarts(line)) expect(startsWithFormula(start)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
