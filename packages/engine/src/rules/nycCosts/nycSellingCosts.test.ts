import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { nycClosingCosts } from './nycClosingCosts';
import { nycSellingCosts } from './nycSellingCosts';
import { NYC_PROPERTY_KINDS } from './nycPropertyKind';
import { MAX_AMOUNT } from '../../calculators/shared';
import { nycSellingCostsResultSchema } from './nycCosts.schema';

const cents = (n: number) => Math.round(n * 100);
const priceArb = fc.oneof(
  fc.constantFrom(499_999, 500_000, 1_999_999, 2_000_000, 2_999_999, 3_000_000),
  fc.integer({ min: 0, max: 4_000_000_000 }).map((c) => c / 100),
);
const kindArb = fc.constantFrom(...NYC_PROPERTY_KINDS);
const commissionArb = fc.integer({ min: 0, max: 2_000 }).map((bp) => bp / 100);

describe('nycSellingCosts', () => {
  it('itemises both transfer taxes and the commission (the TSDoc example)', () => {
    const sale = nycSellingCosts({ salePrice: 2_000_000, propertyKind: 'other', commissionPercent: 5 });
    expect(sale.lines.map((l) => [l.key, l.rate, l.amount])).toEqual([
      ['nyc_rptt', 2.625, 52_500],
      ['nys_transfer_tax', 0.65, 13_000],
      ['commission', 5, 100_000],
    ]);
    expect(sale).toMatchObject({ propertyKind: 'other', total: 165_500, fixedTotal: 165_500, estimatedTotal: 0, percentOfPrice: 8.275 });
  });

  it('a $3,000,000 condo sale at 6 % pays the residential top rates', () => {
    const sale = nycSellingCosts({ salePrice: 3_000_000, propertyKind: 'residential_condo', commissionPercent: 6 });
    expect(sale.lines.map((l) => l.amount)).toEqual([42_750, 19_500, 180_000]);
    expect(sale.total).toBe(242_250);
  });

  it('rejects a commission above 20 % and a negative price, naming the fields', () => {
    try {
      nycSellingCosts({ salePrice: -5, propertyKind: 'coop', commissionPercent: 25 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['salePrice', 'commissionPercent']);
    }
  });

  it("equals the seller's closing costs plus the commission, to the cent (law)", () => {
    fc.assert(
      fc.property(priceArb, kindArb, commissionArb, (salePrice, propertyKind, commissionPercent) => {
        const sale = nycSellingCosts({ salePrice, propertyKind, commissionPercent });
        const taxes = nycClosingCosts({ purchasePrice: salePrice, propertyKind, side: 'seller' });
        const commission = sale.lines.find((l) => l.key === 'commission')!;
        expect(cents(sale.total)).toBe(cents(taxes.total) + cents(commission.amount));
        expect(cents(sale.total)).toBe(sale.lines.reduce((acc, l) => acc + cents(l.amount), 0));
      }),
    );
  });

  it('every numeric output is finite or null, and the result matches its schema, for any valid input (law)', () => {
    const anyPrice = fc.oneof(
      fc.constantFrom(0, 5e-324, 1e-310, 0.004, MAX_AMOUNT),
      fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true, noDefaultInfinity: true }),
      priceArb,
    );
    fc.assert(
      fc.property(anyPrice, kindArb, commissionArb, (salePrice, propertyKind, commissionPercent) => {
        const sale = nycSellingCosts({ salePrice, propertyKind, commissionPercent });
        const numbers = [...sale.lines.flatMap((l) => [l.rate, l.amount]), sale.fixedTotal, sale.estimatedTotal, sale.total, sale.percentOfPrice];
        for (const n of numbers) expect(n === null || Number.isFinite(n)).toBe(true);
        expect(nycSellingCostsResultSchema.safeParse(sale).success).toBe(true);
      }),
    );
  });

  it('is non-decreasing in the sale price and in the commission (law)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, kindArb, commissionArb, commissionArb, (a, b, propertyKind, c1, c2) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const [cLow, cHigh] = c1 <= c2 ? [c1, c2] : [c2, c1];
        const lo = nycSellingCosts({ salePrice: low, propertyKind, commissionPercent: cLow });
        const hi = nycSellingCosts({ salePrice: high, propertyKind, commissionPercent: cHigh });
        lo.lines.forEach((line, i) => expect(hi.lines[i]!.amount).toBeGreaterThanOrEqual(line.amount));
        expect(hi.total).toBeGreaterThanOrEqual(lo.total);
      }),
    );
  });
});
