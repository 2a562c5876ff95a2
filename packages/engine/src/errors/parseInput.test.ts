import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { calculateBrrr } from '../calculators/brrr/brrr';
import { calculateBuyHold } from '../calculators/buyHold/buyHold';
import { buyHoldInputSchema } from '../calculators/buyHold/buyHold.schema';
import { monthlyPayment } from '../calculators/amortization/amortization';
import { maxAllowableOffer } from '../calculators/shared/maxAllowableOffer';
import { closestKey, editDistance } from './closestKey';
import { EngineInputError, isEngineInputError } from './EngineInputError';
import { parseInput } from './parseInput';

function thrown(run: () => unknown): EngineInputError {
  try {
    run();
  } catch (error) {
    if (isEngineInputError(error)) return error;
    throw error;
  }
  throw new Error('expected an EngineInputError');
}

describe('messages', () => {
  it("words a wrong type as zod's English does, though zod/mini loads no locale", () => {
    const error = thrown(() => calculateBuyHold({ purchasePrice: '900000' } as never));
    expect(error.issues).toEqual([{ field: 'purchasePrice', message: 'Invalid input: expected number, received string' }]);
  });
});

describe('strict input', () => {
  it('refuses a misspelled key, naming it and the key it likely means', () => {
    const error = thrown(() => calculateBuyHold({ purchasPrice: 900_000 } as never));
    expect(error.issues).toEqual([{ field: 'purchasPrice', message: 'unknown field — did you mean `purchasePrice`?' }]);
    expect(error.message).toBe('Invalid Buy & Hold input — purchasPrice: unknown field — did you mean `purchasePrice`?');
  });

  it('names every unknown key, suggesting only where one is close', () => {
    const error = thrown(() => calculateBrrr({ rehabCost: 40_000, colour: 'red', afterRepairValue: 250_000 } as never));
    expect(error.issues).toEqual([
      { field: 'purchasePrice', message: 'is required: the purchase price' },
      { field: 'rehabCost', message: 'unknown field — did you mean `rehabCosts`?' },
      { field: 'colour', message: 'unknown field' },
    ]);
  });

  it('lists invalid values and unknown keys together', () => {
    const error = thrown(() => calculateBuyHold({ vacancyRate: 140, interstRate: 5 } as never));
    expect(error.fields).toEqual(['vacancyRate', 'interstRate']);
    expect(error.issues[1]?.message).toContain('`interestRate`');
  });

  it('names unknown keys inside nested objects and arrays by their path', () => {
    const schema = z.object({ loan: z.optional(z.object({ rate: z.number() })), rows: z.array(z.object({ amount: z.number() })) });
    const error = thrown(() => parseInput(schema, { loan: { rate: 5, rte: 4 }, rows: [{ amount: 1 }, { amont: 2, amount: 2 }] }, 'test'));
    expect(error.issues).toEqual([
      { field: 'loan.rte', message: 'unknown field — did you mean `rate`?' },
      { field: 'rows.1.amont', message: 'unknown field — did you mean `amount`?' },
    ]);
  });

  it('lets a loose object keep keys it does not declare', () => {
    const schema = z.looseObject({ rate: z.number() });
    expect(parseInput(schema, { rate: 1, note: 'x' }, 'test')).toEqual({ rate: 1, note: 'x' });
  });

  it('accepts a union option’s keys and refuses keys no option has', () => {
    const schema = z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b'), b: z.number() })]);
    expect(parseInput(schema, { kind: 'b', b: 2 }, 'test')).toEqual({ kind: 'b', b: 2 });
    expect(thrown(() => parseInput(schema, { kind: 'a', a: 1, c: 3 }, 'test')).fields).toEqual(['c']);
  });

  it('says what a missing required field means, not zod’s generic type message', () => {
    const error = thrown(() => monthlyPayment({ principal: 200_000, annualRatePercent: 5 } as never));
    expect(error.issues).toEqual([{ field: 'termMonths', message: 'is required: the number of monthly payments (360 for a 30-year loan)' }]);
    const offer = thrown(() => maxAllowableOffer({ rehabCost: 10_000 } as never));
    expect(offer.issues).toEqual([{ field: 'afterRepairValue', message: 'is required: the value after the rehab, USD' }]);
    expect(offer.message).not.toContain('received undefined');
  });

  it('falls back to the field’s name in words when it has no description', () => {
    const error = thrown(() => parseInput(z.object({ annualDebtService: z.number() }), {}, 'test'));
    expect(error.issues).toEqual([{ field: 'annualDebtService', message: 'is required: the annual debt service' }]);
  });

  it('still answers valid input as before', () => {
    expect(monthlyPayment({ principal: 200_000, annualRatePercent: 4.75, termMonths: 360 })).toBe(1043.29);
    expect(calculateBuyHold({}).loanAmount).toBe(937_500);
  });

  it('refuses any key the Buy & Hold schema does not declare, and accepts every key it does', () => {
    const known = Object.keys(buyHoldInputSchema.shape);
    const unknownKey = fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !known.includes(key) && key !== '__proto__');
    fc.assert(
      fc.property(fc.subarray(known), unknownKey, (keys, extra) => {
        const input: Record<string, unknown> = {};
        for (const key of keys) input[key] = buyHoldInputSchema.shape[key as keyof typeof buyHoldInputSchema.shape].parse(undefined);
        expect(() => calculateBuyHold(input)).not.toThrow();
        const error = thrown(() => calculateBuyHold({ ...input, [extra]: 1 }));
        expect(error.fields).toEqual([extra]);
      }),
    );
  });

  it('suggests the declared key a one-letter typo came from', () => {
    const known = Object.keys(buyHoldInputSchema.shape);
    fc.assert(
      fc.property(fc.constantFrom(...known), fc.nat(), (key, at) => {
        const index = at % key.length;
        const typo = key.slice(0, index) + key.slice(index + 1);
        fc.pre(!known.includes(typo));
        expect(closestKey(typo, known)).toBe(key);
      }),
    );
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('purchasPrice', 'purchasePrice')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('is a metric: symmetric, zero only for equal strings, within the triangle inequality', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b, c) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
        expect(editDistance(a, c)).toBeLessThanOrEqual(editDistance(a, b) + editDistance(b, c));
      }),
    );
  });
});

describe('isEngineInputError', () => {
  it('recognises the brand, not the class, so another copy of the engine’s error counts', () => {
    const foreign = Object.assign(new Error('Invalid loan input'), { [Symbol.for('rei.engine.EngineInputError')]: true, issues: [] });
    expect(isEngineInputError(foreign)).toBe(true);
    expect(foreign instanceof EngineInputError).toBe(true);
    expect(isEngineInputError(new Error('x'))).toBe(false);
    expect(new Error('x') instanceof EngineInputError).toBe(false);
    expect(isEngineInputError(null)).toBe(false);
    expect(isEngineInputError('EngineInputError')).toBe(false);
    expect(new EngineInputError('loan', [{ field: 'a', message: 'b' }]) instanceof Error).toBe(true);
  });
});
