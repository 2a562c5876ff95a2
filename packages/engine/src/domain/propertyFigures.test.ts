import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brrrInputSchema, buyHoldInputSchema, creativeFinancingFieldsSchema, fixFlipInputSchema, wholesaleInputSchema } from '../index';
import { PROPERTY_FIGURE_INPUTS, splitPropertyFigures } from './strategy';

const keysOf = (schema: unknown) => Object.keys((schema as { shape: Record<string, unknown> }).shape);

describe('the property figures a preset leaves out', () => {
  it('each is an input of a calculator (a misspelt name would leave that figure in every preset)', () => {
    const inputs = new Set([buyHoldInputSchema, fixFlipInputSchema, wholesaleInputSchema, brrrInputSchema, creativeFinancingFieldsSchema].flatMap(keysOf));
    for (const figure of PROPERTY_FIGURE_INPUTS) expect(inputs, figure).toContain(figure);
    // The loan and the investor's targets are terms, never figures.
    for (const term of ['interestRate', 'downPaymentPercent', 'vacancyRate', 'loanTerm', 'refinanceLTV', 'holdingMonths']) expect(PROPERTY_FIGURE_INPUTS).not.toContain(term);
  });

  it('split a preset into terms and figures: nothing lost, nothing in both, terms never a figure (law)', () => {
    const names = [...PROPERTY_FIGURE_INPUTS, 'interestRate', 'vacancyRate', 'loanTerm', 'holdingMonths'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...names), fc.double({ noNaN: true })), (values) => {
        const { terms, figures } = splitPropertyFigures(values);
        expect([...Object.keys(terms), ...figures].sort()).toEqual(Object.keys(values).sort());
        for (const figure of figures) expect(PROPERTY_FIGURE_INPUTS).toContain(figure);
        for (const [key, value] of Object.entries(terms)) {
          expect(PROPERTY_FIGURE_INPUTS).not.toContain(key);
          expect(value).toBe(values[key]);
        }
      }),
    );
  });

  it('keep a Buy & Hold preset’s loan terms and drop the lot’s price and rent', () => {
    expect(splitPropertyFigures({ purchasePrice: 900_000, grossMonthlyRent: 6_000, interestRate: 7, downPaymentPercent: 25 })).toEqual({
      terms: { interestRate: 7, downPaymentPercent: 25 },
      figures: ['purchasePrice', 'grossMonthlyRent'],
    });
  });
});
