import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineInputError, type FieldIssue } from '../../errors/EngineInputError';
import { parseInput } from '../../errors/parseInput';
import { loanInputSchema } from './amortization.schema';
import { parseLoanInput } from './loanInput';

function outcome(run: () => unknown): { value: unknown } | { issues: readonly FieldIssue[]; message: string } {
  try {
    return { value: run() };
  } catch (error) {
    if (!isEngineInputError(error)) throw error;
    return { issues: error.issues, message: error.message };
  }
}

const anyField = fc.oneof(
  { weight: 6, arbitrary: fc.double() },
  { weight: 4, arbitrary: fc.integer({ min: -10, max: 1300 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 53, 1e21, -0, 0.5, 1200.5) },
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }) },
);
const loanLike = fc.record(
  { principal: anyField, annualRatePercent: anyField, termMonths: anyField, extra: fc.dictionary(fc.constantFrom('principle', 'rate', 'termMonth', 'zzz', 'annualRate'), fc.integer()) },
  { requiredKeys: [] },
).map(({ extra, ...loan }) => ({ ...loan, ...extra }));

describe('parseLoanInput', () => {
  it('answers exactly what parseInput(loanInputSchema) answers, for any input', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 9, arbitrary: loanLike }, { weight: 1, arbitrary: fc.anything() }), (input) => {
        expect(outcome(() => parseLoanInput(input))).toEqual(outcome(() => parseInput(loanInputSchema, input, 'loan')));
      }),
      { numRuns: 3000 },
    );
  });

  it('names a misspelled key and a missing field in words', () => {
    expect(outcome(() => parseLoanInput({ principle: 1000, annualRatePercent: 5, termMonths: 12 }))).toEqual({
      issues: [
        { field: 'principal', message: 'is required: the amount borrowed, USD' },
        { field: 'principle', message: 'unknown field — did you mean `principal`?' },
      ],
      message: 'Invalid loan input — principal: is required: the amount borrowed, USD; principle: unknown field — did you mean `principal`?',
    });
  });
});
