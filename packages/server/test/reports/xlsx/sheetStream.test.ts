/**
 * The streaming sheet writer: what goes in comes back out of a real XLSX reader (exceljs), text
 * XML cannot carry is dropped rather than breaking the file, rows are pulled only as fast as the
 * file is read, and a failing source fails the file.
 */
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnName, rowXml, xlsxSheetStream, xmlText, type SheetCell } from '../../../src/reports/xlsx/sheetStream';

async function* batchesOf<T>(rows: readonly T[], size = 2): AsyncGenerator<T[]> {
  for (let index = 0; index < rows.length; index += size) yield rows.slice(index, index + size);
}

/**
 * Excel and LibreOffice read `_xHHHH_` in a cell's text as that character (LibreOffice checked
 * by hand: `_x005F_x0041_` shows as `_x0041_`); exceljs does so only for shared strings, so
 * this reader does it for the inline ones.
 */
const asSpreadsheetsRead = (value: unknown) => (typeof value === 'string' ? value.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : value);

async function readBack(bytes: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as never);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1).map(asSpreadsheetsRead)));
  return { name: sheet.name, rows };
}

/** What a reader gives back for a written cell: text without the characters XML cannot carry. */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const expected = (cell: SheetCell) => (typeof cell === 'string' ? cell.replace(NOT_XML, '') || undefined : cell === null ? undefined : Number.isFinite(cell as number) || typeof cell === 'boolean' ? cell : undefined);

describe('xlsxSheetStream', () => {
  it('gives back every cell a reader can hold: text, numbers, booleans; empty cells stay empty in their place (law)', async () => {
    const awkward = fc.constantFrom('\r', '\r\n', '_x0041_', '_X00e9_', ' lead', 'trail ', '&<>"\'', '=SUM(A1)');
    const text = fc.array(fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), awkward), { maxLength: 3 }).map((parts) => parts.join(''));
    const cell = fc.oneof(text, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 12 }), async (rows) => {
        const { rows: back } = await readBack(await buffer(xlsxSheetStream('Law', batchesOf(rows, 3))));
        rows.forEach((cells, r) => {
          const read = back[r] ?? [];
          cells.forEach((written, c) => {
            const want = expected(written);
            const got = read[c] ?? undefined;
            if (typeof want === 'number') expect(got).toBe(Object.is(want, -0) ? 0 : want);
            else expect(got).toEqual(want);
          });
        });
      }),
      { numRuns: 60 },
    );
  });

  it('names the sheet as asked, within what Excel allows', async () => {
    expect((await readBack(await buffer(xlsxSheetStream('Screen', batchesOf([['a']]))))).name).toBe('Screen');
    expect((await readBack(await buffer(xlsxSheetStream('a/b: "quotes" & [more] than thirty-one', batchesOf([['a']]))))).name).toBe('a b  "quotes" &  more  than thi');
  });

  it('names columns as spreadsheets do, and writes rows with their references', () => {
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
    expect(rowXml(['x<&>"', 2.5, null, true], 7)).toBe('<row r="7"><c r="A7" t="inlineStr"><is><t xml:space="preserve">x&lt;&amp;&gt;&quot;</t></is></c><c r="B7"><v>2.5</v></c><c r="D7" t="b"><v>1</v></c></row>');
    expect(xmlText('a\u0000b\u001Fc\uD800d\uD83D\uDE00')).toBe('abcd\uD83D\uDE00');
    expect(xmlText('line\r\nnext _x0041_ _x00_')).toBe('line&#13;\nnext _x005F_x0041_ _x00_');
  });

  it('pulls rows only as fast as the file is read', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<SheetCell[][]> {
      for (;;) {
        pulled += 1;
        yield Array.from({ length: 1_000 }, (_, index) => [`lot ${pulled}-${index}`, Math.random(), 'estimated: DOF last sale']);
      }
    }
    const file = xlsxSheetStream('Slow', endless());
    // Nobody reads: the writer runs until the buffers between it and the file are full, then
    // stops pulling (without backpressure it would pull forever and this would time out).
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    let still = 0;
    while (still < 20) {
      const seen = pulled;
      await pause();
      still = pulled === seen ? still + 1 : 0;
    }
    const unread = pulled;
    expect(file.readableLength).toBeGreaterThanOrEqual(file.readableHighWaterMark);
    expect(unread).toBeLessThan(400); // about 100 KB of XML each: the buffers hold a few MB, compressed
    // Reading makes room: the writer pulls again.
    let read = 0;
    for await (const chunk of file) {
      read += (chunk as Buffer).length;
      if (pulled > unread) break;
    }
    expect(pulled).toBeGreaterThan(unread);
    expect(read).toBeGreaterThan(0);
  });

  it('fails the file when its rows fail', async () => {
    async function* failing(): AsyncGenerator<SheetCell[][]> {
      yield [['first']];
      throw new Error('the database went away');
    }
    await expect(buffer(xlsxSheetStream('Broken', failing()))).rejects.toThrow('the database went away');
  });
});
