/**
 * A batch's results cross from the engine thread as the UTF-8 bytes of one JSON array, written
 * a result at a time: they must be exactly the bytes of `JSON.stringify` of the whole array.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultsJson } from '../../../src/services/screening/screenWorker';

const written = (results: readonly unknown[]) => {
  const json = new ResultsJson();
  for (const result of results) json.add(result);
  return Buffer.from(json.bytes());
};

describe('a batch’s results as JSON bytes', () => {
  it('are the UTF-8 of JSON.stringify of the array, whatever the results (law)', () => {
    fc.assert(
      fc.property(fc.array(fc.jsonValue({ stringUnit: 'binary' }).filter((value) => value !== undefined)), (results) => {
        expect(written(results).equals(Buffer.from(JSON.stringify(results), 'utf8'))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('hold no batch at all as an empty array, and a batch larger than the first buffer whole', () => {
    expect(written([]).toString('utf8')).toBe('[]');
    const large = Array.from({ length: 1_500 }, (_, index) => ({ bbl: String(index), source: 'PLUTO assessed total ÷ 45 % “class 2”'.repeat(40) }));
    const bytes = written(large);
    expect(bytes.length).toBeGreaterThan(2 ** 21);
    expect(bytes.equals(Buffer.from(JSON.stringify(large), 'utf8'))).toBe(true);
  });
});
