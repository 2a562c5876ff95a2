import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buyHoldInputSchema, brrrInputSchema, fixFlipInputSchema, wholesaleInputSchema } from '../index';
import { PROPERTY_FIGURE_INPUTS, splitPropertyFigures, STRATEGY_TYPES } from './strategy';

describe('the property figures a preset leaves out', () => {
  it('are inputs of their calculator (a misspelt name would leave a figure in every preset)', () => {
    const schemas = { buy_hold: buyHoldInputSchema, fix_flip: fixFlipInputSchema, wholesale: wholesaleInputSchema, brrr: brrrInputSchema } as const;
    for (const [strategy, schema] of Object.entries(schemas)) {
      const keys = Object.keys((schema as unknown as { shape: Record<string, unknown> }).shape);
      for (const figure of PROPERTY_FIGURE_INPUTS[strategy as keyof typeof schemas]) expect(keys, `${strategy}.${figure}`).toContain(figure);
    }
  });

  it('split a preset into terms and figures: nothing lost, nothing in both, terms never a figure (law)', () => {
    const names = [...new Set(Object.values(PROPERTY_FIGURE_INPUTS).flat()), 'interestRate', 'vacancyRate', 'loanTerm', 'holdingMonths'];
    fc.assert(
      fc.property(fc.constantFrom(...STRATEGY_TYPES), fc.dictionary(fc.constantFrom(...names), fc.double({ noNaN: true })), (strategy, values) => {
        const { terms, figures } = splitPropertyFigures(strategy, values);
        expect([...Object.keys(terms), ...figures].sort()).toEqual(Object.keys(values).sort());
        for (const figure of figures) expect(PROPERTY_FIGURE_INPUTS[strategy]).toContain(figure);
        for (const [key, value] of Object.entries(terms)) {
          expect(PROPERTY_FIGURE_INPUTS[strategy]).not.toContain(key);
          expect(value).toBe(values[key]);
        }
      }),
    );
  });

  it('keep a Buy & Hold preset’s loan terms and drop the lot’s price and rent', () => {
    expect(splitPropertyFigures('buy_hold', { purchasePrice: 900_000, grossMonthlyRent: 6_000, interestRate: 7, downPaymentPercent: 25 })).toEqual({
      terms: { interestRate: 7, downPaymentPercent: 25 },
      figures: ['purchasePrice', 'grossMonthlyRent'],
    });
  });
});
