/**
 * The import's CSV reader against csv-parse: whatever the bytes and however they are split
 * into chunks, the rows (cells, line numbers, malformed rows and their reasons) are the ones
 * csv-parse alone gives with the import's options. The plain reader handles the common
 * records itself and hands the rest of the file to csv-parse, so both paths are exercised.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvRows, type RawRow } from '../../../src/nyc/import/csvRows';

async function* chunked(bytes: Buffer, cuts: readonly number[]): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...new Set(cuts.map((value) => Math.floor(value * bytes.length)))].sort((a, b) => a - b)) {
    if (cut <= start || cut >= bytes.length) continue;
    yield bytes.subarray(start, cut);
    start = cut;
  }
  if (start < bytes.length) yield bytes.subarray(start);
}

/**
 * The rows read, in line order: csv-parse reports a row it skips when it notices the error,
 * which may be before the good rows of the same chunk are handed on.
 */
async function rowsOf(bytes: Buffer, cuts: readonly number[], plainReader: boolean): Promise<RawRow[]> {
  const rows: RawRow[] = [];
  for await (const chunk of csvRows(chunked(bytes, cuts), { plainReader })) rows.push(...chunk);
  return rows.sort((a, b) => a.line - b.line);
}

/** Pieces CSV text is made of, the troublesome ones included. */
const piece = fc.constantFrom('a', 'BB', ' ', ',', '"', '""', '\r\n', '\n', '\r', '1,234', '"x,y"', 'é', '€', '\uFEFF', '😀', '\t');

/** Mostly well-formed records: quoted and unquoted cells, CR LF or LF line endings. */
const cellText = fc.oneof(
  fc.stringMatching(/^[A-Z0-9 \-/#.]{0,12}$/),
  fc.stringMatching(/^[A-Z0-9 ,"é]{0,10}$/).map((text) => `"${text.replaceAll('"', '""')}"`),
);
const plainFile = fc
  .tuple(fc.array(fc.array(cellText, { minLength: 1, maxLength: 6 }), { maxLength: 12 }), fc.constantFrom('\r\n', '\n'), fc.boolean())
  .map(([records, ending, trailing]) => records.map((cells) => cells.join(',')).join(ending) + (trailing ? ending : ''));

const cuts = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 });

describe('the import CSV reader', () => {
  it('reads well-formed files exactly as csv-parse does, however the bytes are chunked', async () => {
    await fc.assert(
      fc.asyncProperty(plainFile, cuts, async (text, at) => {
        const bytes = Buffer.from(text, 'utf8');
        expect(await rowsOf(bytes, at, true)).toEqual(await rowsOf(bytes, at, false));
      }),
      { numRuns: 400 },
    );
  });

  it('reads any text, odd quotes, mixed line endings and byte-order marks included, exactly as csv-parse does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), cuts, async (pieces, at) => {
        const bytes = Buffer.from(pieces.join(''), 'utf8');
        expect(await rowsOf(bytes, at, true)).toEqual(await rowsOf(bytes, at, false));
      }),
      { numRuns: 1500 },
    );
  });

  it('reads a UTF-8 character split between chunks and invalid bytes as csv-parse does', async () => {
    const bytes = Buffer.concat([Buffer.from('a,"é€",c\r\n', 'utf8'), Buffer.from([0xe2, 0x82, 0x2c, 0xff, 0x0d, 0x0a]), Buffer.from('z,😀\r\n', 'utf8')]);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const at = [cut / bytes.length];
      expect(await rowsOf(bytes, at, true)).toEqual(await rowsOf(bytes, at, false));
    }
    const rows = await rowsOf(bytes, [], true);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3]);
    expect(rows[0]!.cells).toEqual(['a', 'é€', 'c']);
  });

  it('numbers rows by the line they start on, counting skipped blank lines, as csv-parse does', async () => {
    const text = 'h1,h2\n\na,"b ""q"""\n"multi\nline",x\nlast,row';
    const rows = await rowsOf(Buffer.from(text), [], true);
    expect(rows).toEqual(await rowsOf(Buffer.from(text), [], false));
    expect(rows.map((row) => [row.line, ...row.cells])).toEqual([
      [1, 'h1', 'h2'],
      [3, 'a', 'b "q"'],
      [4, 'multi\nline', 'x'],
      [6, 'last', 'row'],
    ]);
  });
});
