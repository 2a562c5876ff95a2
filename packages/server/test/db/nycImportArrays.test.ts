/**
 * The array parameters the import writer sends: whatever the text (quotes, backslashes,
 * braces, commas, blanks, the word NULL, accents, emoji, lone surrogates), PostgreSQL reads
 * back the values the writer meant. The literal form is what PGlite gets; the binary form is
 * what node-postgres sends, checked against the PostgreSQL of DATABASE_URL, or the machine's
 * (127.0.0.1:5432, as test/scripts/cluster.test.ts uses) when none is set.
 */
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrayElement, binaryInt4Array, binaryTextArray, fitsInt4 } from '../../src/db/arrayLiteral';

const tricky = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom('', ' ', 'NULL', 'null', 'NuLl', '{}', '"', '\\', 'a,b', ' padded ', 'tab\there', 'line\nbreak', 'é', '😀', '\uD800'),
);
/** What PostgreSQL stores for a JavaScript string: UTF-8 turns a lone surrogate into U+FFFD, and it refuses NUL. */
const stored = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const values = fc.array(fc.option(tricky.filter((text) => !text.includes('\u0000')), { nil: null }), { minLength: 1, maxLength: 30 });

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
}, 60_000);
afterAll(async () => {
  await pglite?.close();
});

describe('array parameters of the import writer', () => {
  it('an array literal of quoted-when-needed elements reads back as the same texts', async () => {
    await fc.assert(
      fc.asyncProperty(values, async (texts) => {
        const literal = `{${texts.map((text) => (text === null ? 'NULL' : arrayElement(text))).join(',')}}`;
        const result = await pglite.query<{ value: string | null }>('select unnest($1::text[]) as value', [literal]);
        expect(result.rows.map((row) => row.value)).toEqual(texts.map((text) => (text === null ? null : stored(text))));
      }),
      { numRuns: 200 },
    );
  });

  it('only integers an integer column holds go as a binary integer array', () => {
    expect(fitsInt4([1, null, -2_147_483_648, 2_147_483_647, undefined])).toBe(true);
    expect(fitsInt4([2_147_483_648])).toBe(false);
    expect(fitsInt4([1.5])).toBe(false);
    expect(fitsInt4(['12'])).toBe(false);
  });

  const url = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  describe('binary arrays on PostgreSQL', () => {
    let client: pg.Client;
    beforeAll(async () => {
      client = new pg.Client({ connectionString: url });
      await client.connect();
    });
    afterAll(async () => {
      await client?.end();
    });

    it('a binary text array reads back as the same texts, cast to another type too', async () => {
      await fc.assert(
        fc.asyncProperty(values, async (texts) => {
          const result = await client.query<{ value: string | null }>('select unnest($1::text[]) as value', [binaryTextArray(texts)]);
          expect(result.rows.map((row) => row.value)).toEqual(texts.map((text) => (text === null ? null : stored(text))));
        }),
        { numRuns: 200 },
      );
      const dates = await client.query<{ value: string | null }>('select unnest($1::text[]::date[])::text as value', [binaryTextArray(['2022-06-01', null])]);
      expect(dates.rows.map((row) => row.value)).toEqual(['2022-06-01', null]);
    });

    it('a binary integer array reads back as the same numbers', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.option(fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }), { nil: null }), { minLength: 1, maxLength: 30 }), async (numbers) => {
          const result = await client.query<{ value: number | null }>('select unnest($1::integer[]) as value', [binaryInt4Array(numbers)]);
          expect(result.rows.map((row) => row.value)).toEqual(numbers);
        }),
        { numRuns: 100 },
      );
    });
  });
});
