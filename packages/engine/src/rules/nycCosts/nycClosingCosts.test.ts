import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { nycClosingCosts } from './nycClosingCosts';
import { NYC_PROPERTY_KINDS, type NycPropertyKind } from './nycPropertyKind';
import { MAX_AMOUNT } from '../../calculators/shared';
import { NYC_COST_SIDES, nycClosingCostsResultSchema, type NycClosingCosts, type NycCostLineKey, type NycCostsResult } from './nycCosts.schema';

const amountOf = (result: NycClosingCosts, key: NycCostLineKey) => result.lines.find((l) => l.key === key)?.amount;
const rateOf = (result: NycClosingCosts, key: NycCostLineKey) => result.lines.find((l) => l.key === key)?.rate;
const buyer = (purchasePrice: number, loanAmount: number, propertyKind: NycPropertyKind) =>
  nycClosingCosts({ purchasePrice, loanAmount, propertyKind, side: 'buyer' });
const seller = (purchasePrice: number, propertyKind: NycPropertyKind) => nycClosingCosts({ purchasePrice, propertyKind, side: 'seller' });
const cents = (n: number) => Math.round(n * 100);

// prices that sit on and beside every bracket edge, plus any amount with cents
const EDGES = [0, 500, 501, 25_000, 25_001, 499_999, 500_000, 500_001, 999_999, 1_000_000, 1_999_999, 2_000_000, 2_999_999, 3_000_000, 4_999_999, 5_000_000, 10_000_000, 15_000_000, 20_000_000, 25_000_000];
const priceArb = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.integer({ min: 0, max: 40_000_000 }),
  fc.integer({ min: 0, max: 4_000_000_000 }).map((c) => c / 100),
);
const kindArb = fc.constantFrom(...NYC_PROPERTY_KINDS);
const sideArb = fc.constantFrom(...NYC_COST_SIDES);

describe('nycClosingCosts — buyer: mortgage recording tax', () => {
  it('charges 1–3 family houses and condo units 1.8 % under $500,000 and 1.925 % from $500,000', () => {
    for (const kind of ['one_to_three_family', 'residential_condo'] as const) {
      expect(amountOf(buyer(600_000, 499_999, kind), 'mortgage_recording_tax')).toBe(8_999.98);
      expect(rateOf(buyer(600_000, 499_999, kind), 'mortgage_recording_tax')).toBe(1.8);
      expect(amountOf(buyer(600_000, 500_000, kind), 'mortgage_recording_tax')).toBe(9_625);
      expect(rateOf(buyer(600_000, 500_000, kind), 'mortgage_recording_tax')).toBe(1.925);
    }
  });

  it('charges other property (commercial, 4+ family, mixed use, land) 2.05 % under $500,000 and 2.8 % from $500,000', () => {
    expect(amountOf(buyer(900_000, 499_999, 'other'), 'mortgage_recording_tax')).toBe(10_249.98);
    expect(amountOf(buyer(900_000, 500_000, 'other'), 'mortgage_recording_tax')).toBe(14_000);
    expect(amountOf(buyer(9_445_000, 6_000_000, 'other'), 'mortgage_recording_tax')).toBe(168_000);
  });

  it('charges nothing on a co-op share loan and says why', () => {
    const coop = buyer(1_500_000, 1_200_000, 'coop');
    expect(amountOf(coop, 'mortgage_recording_tax')).toBe(0);
    expect(coop.lines.find((l) => l.key === 'mortgage_recording_tax')?.basis).toMatch(/co-op/);
  });
});

describe('nycClosingCosts — buyer: mansion tax', () => {
  const steps: [number, number][] = [
    [999_999, 0],
    [1_000_000, 10_000],
    [1_999_999, 19_999.99],
    [2_000_000, 25_000],
    [2_999_999, 37_499.99],
    [3_000_000, 45_000],
    [4_999_999, 74_999.99],
    [5_000_000, 112_500],
    [10_000_000, 325_000],
    [15_000_000, 525_000],
    [20_000_000, 750_000],
    [25_000_000, 975_000],
  ];
  it.each(steps)('a residential purchase at $%d pays %d on the whole price', (price, tax) => {
    for (const kind of ['one_to_three_family', 'residential_condo', 'coop'] as const) {
      expect(amountOf(buyer(price, 0, kind), 'mansion_tax')).toBe(tax);
    }
  });

  it('does not apply to other property, whatever the price', () => {
    expect(amountOf(buyer(9_445_000, 0, 'other'), 'mansion_tax')).toBeUndefined();
  });
});

describe('nycClosingCosts — buyer: estimates', () => {
  it('adds title insurance (0.45 % of the price) and recording fees, labelled as estimates', () => {
    const house = buyer(1_000_000, 800_000, 'one_to_three_family');
    const title = house.lines.find((l) => l.key === 'title_insurance');
    const fees = house.lines.find((l) => l.key === 'recording_fees');
    expect(title).toMatchObject({ amount: 4_500, rate: 0.45, estimate: true });
    expect(fees).toMatchObject({ amount: 660, rate: null, estimate: true });
    expect(amountOf(buyer(1_000_000, 0, 'other'), 'recording_fees')).toBe(785);
    expect(title?.basis).toMatch(/Estimate/);
  });

  it('gives a co-op buyer no title policy and no recording fees', () => {
    expect(buyer(800_000, 600_000, 'coop').lines.map((l) => l.key)).toEqual(['mortgage_recording_tax', 'mansion_tax']);
  });

  it('totals a condo purchase line by line (the TSDoc example)', () => {
    const condo = buyer(1_200_000, 900_000, 'residential_condo');
    expect(condo.lines.map((l) => [l.key, l.amount])).toEqual([
      ['mortgage_recording_tax', 17_325],
      ['mansion_tax', 12_000],
      ['title_insurance', 5_400],
      ['recording_fees', 660],
    ]);
    expect(condo).toMatchObject({ side: 'buyer', propertyKind: 'residential_condo', fixedTotal: 29_325, estimatedTotal: 6_060, total: 35_385 });
    expect(condo.percentOfPrice).toBe(2.9488);
  });
});

describe('nycClosingCosts — seller: transfer taxes', () => {
  it('NYC RPTT on residential property: 1 % at $500,000 or less, 1.425 % above', () => {
    expect(amountOf(seller(499_999, 'one_to_three_family'), 'nyc_rptt')).toBe(4_999.99);
    expect(amountOf(seller(500_000, 'residential_condo'), 'nyc_rptt')).toBe(5_000);
    expect(amountOf(seller(500_001, 'coop'), 'nyc_rptt')).toBe(7_125.01);
  });

  it('NYC RPTT on other property: 1.425 % at $500,000 or less, 2.625 % above', () => {
    expect(amountOf(seller(499_999, 'other'), 'nyc_rptt')).toBe(7_124.99);
    expect(amountOf(seller(500_000, 'other'), 'nyc_rptt')).toBe(7_125);
    expect(amountOf(seller(500_001, 'other'), 'nyc_rptt')).toBe(13_125.03);
  });

  it('NYC RPTT is not due at $25,000 or less', () => {
    expect(amountOf(seller(25_000, 'other'), 'nyc_rptt')).toBe(0);
    expect(amountOf(seller(25_001, 'one_to_three_family'), 'nyc_rptt')).toBe(250.01);
  });

  it('NYS transfer tax: 0.4 %, 0.65 % from $3,000,000 residential', () => {
    expect(amountOf(seller(999_999, 'coop'), 'nys_transfer_tax')).toBe(4_000);
    expect(amountOf(seller(2_999_999, 'residential_condo'), 'nys_transfer_tax')).toBe(12_000);
    expect(amountOf(seller(3_000_000, 'residential_condo'), 'nys_transfer_tax')).toBe(19_500);
    expect(rateOf(seller(3_000_000, 'residential_condo'), 'nys_transfer_tax')).toBe(0.65);
  });

  it('NYS transfer tax: 0.65 % from $2,000,000 on other property', () => {
    expect(amountOf(seller(1_999_999, 'other'), 'nys_transfer_tax')).toBe(8_000);
    expect(amountOf(seller(2_000_000, 'other'), 'nys_transfer_tax')).toBe(13_000);
    expect(amountOf(seller(2_000_000, 'one_to_three_family'), 'nys_transfer_tax')).toBe(8_000);
  });

  it('NYS transfer tax is charged per started $500 and not at all up to $500', () => {
    expect(amountOf(seller(500, 'other'), 'nys_transfer_tax')).toBe(0);
    expect(amountOf(seller(501, 'other'), 'nys_transfer_tax')).toBe(4);
    expect(amountOf(seller(300_250, 'one_to_three_family'), 'nys_transfer_tax')).toBe(1_202);
  });

  it('a commercial sale at $9,445,000 pays both taxes at the top rates', () => {
    const sale = seller(9_445_000, 'other');
    expect(sale.lines.map((l) => [l.key, l.rate, l.amount])).toEqual([
      ['nyc_rptt', 2.625, 247_931.25],
      ['nys_transfer_tax', 0.65, 61_392.5],
    ]);
    expect(sale).toMatchObject({ total: 309_323.75, estimatedTotal: 0 });
  });

  it('a seller pays no buyer taxes and the loan does not matter', () => {
    const withLoan = nycClosingCosts({ purchasePrice: 1_200_000, loanAmount: 900_000, propertyKind: 'residential_condo', side: 'seller' });
    expect(withLoan.lines.map((l) => l.key)).toEqual(['nyc_rptt', 'nys_transfer_tax']);
    expect(withLoan.total).toBe(21_900);
  });
});

describe('nycClosingCosts — input', () => {
  it('rejects negative, non-numeric and unknown inputs naming each field', () => {
    const fieldsOf = (input: unknown) => {
      try {
        nycClosingCosts(input as never);
      } catch (error) {
        expect(error).toBeInstanceOf(EngineInputError);
        return (error as EngineInputError).fields;
      }
      return [];
    };
    expect(fieldsOf({ purchasePrice: -1, propertyKind: 'coop', side: 'buyer' })).toEqual(['purchasePrice']);
    expect(fieldsOf({ purchasePrice: 1, loanAmount: Number.NaN, propertyKind: 'coop', side: 'buyer' })).toEqual(['loanAmount']);
    expect(fieldsOf({ purchasePrice: 1, propertyKind: 'castle', side: 'lender' })).toEqual(['propertyKind', 'side']);
  });

  it('a price of 0 costs only the flat fees, which are no percent of it (null), while nothing to pay is 0 %', () => {
    const free = buyer(0, 0, 'one_to_three_family');
    expect(free.total).toBe(660);
    expect(free.percentOfPrice).toBeNull();
    // a co-op buyer pays no recording fees or title, so a free co-op costs nothing: 0 %
    expect(buyer(0, 0, 'coop')).toMatchObject({ total: 0, percentOfPrice: 0 });
  });

  it('reports no percent (null) for a tiny positive price whose flat fees would overflow the share, instead of throwing', () => {
    // 660 ÷ 5e-324 × 100 is far beyond the largest JavaScript number
    for (const purchasePrice of [5e-324, 1e-310]) {
      const tiny = buyer(purchasePrice, 0, 'one_to_three_family');
      expect(tiny.total).toBe(660);
      expect(tiny.percentOfPrice).toBeNull();
    }
    // at 1e-300 the share is huge but finite: 660 ÷ 1e-300 = 6.6e302, × 100 = 6.6e304 %
    expect(buyer(1e-300, 0, 'one_to_three_family').percentOfPrice).toBe(6.6e304);
  });
});

/** Any price or loan the schema accepts, subnormal doubles and the largest amount included. */
const anyAmountArb = fc.oneof(
  fc.constantFrom(0, 5e-324, 1e-310, 1e-300, 0.004, 0.01, MAX_AMOUNT),
  fc.double({ min: 0, max: MAX_AMOUNT, noNaN: true, noDefaultInfinity: true }),
  priceArb,
);

/** Every number in a result: line rates and amounts, the totals and the percent. */
function numbersOf(result: NycCostsResult): (number | null)[] {
  return [
    ...result.lines.flatMap((line) => [line.rate, line.amount]),
    result.fixedTotal,
    result.estimatedTotal,
    result.total,
    result.percentOfPrice,
  ];
}

describe('nycClosingCosts — laws', () => {
  it('every numeric output is finite or null, and the result matches its schema, for any valid input (law)', () => {
    fc.assert(
      fc.property(anyAmountArb, anyAmountArb, kindArb, sideArb, (purchasePrice, loanAmount, propertyKind, side) => {
        const result = nycClosingCosts({ purchasePrice, loanAmount, propertyKind, side });
        for (const n of numbersOf(result)) expect(n === null || Number.isFinite(n)).toBe(true);
        expect(nycClosingCostsResultSchema.safeParse(result).success).toBe(true);
        // the percent is null only when there is something to pay on a price at or near 0
        if (result.percentOfPrice === null) expect(result.total).toBeGreaterThan(0);
      }),
    );
  });

  it('every line and the total are non-decreasing in the price, at a fixed kind, side and loan (law)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, kindArb, sideArb, fc.integer({ min: 0, max: 5_000_000 }), (a, b, propertyKind, side, loanAmount) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lo = nycClosingCosts({ purchasePrice: low, loanAmount, propertyKind, side });
        const hi = nycClosingCosts({ purchasePrice: high, loanAmount, propertyKind, side });
        lo.lines.forEach((line, i) => expect(hi.lines[i]!.amount).toBeGreaterThanOrEqual(line.amount));
        expect(hi.total).toBeGreaterThanOrEqual(lo.total);
      }),
    );
  });

  it('the mortgage recording tax is non-decreasing in the loan (law)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, kindArb, (a, b, propertyKind) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(amountOf(buyer(1_000_000, high, propertyKind), 'mortgage_recording_tax')!).toBeGreaterThanOrEqual(
          amountOf(buyer(1_000_000, low, propertyKind), 'mortgage_recording_tax')!,
        );
      }),
    );
  });

  it('no loan means no mortgage recording tax, and a co-op never pays it (law)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, kindArb, (price, loan, kind) => {
        expect(amountOf(buyer(price, 0, kind), 'mortgage_recording_tax')).toBe(0);
        expect(amountOf(buyer(price, loan, 'coop'), 'mortgage_recording_tax')).toBe(0);
      }),
    );
  });

  it('the itemised lines add up to the total to the cent, split into fixed and estimated (law)', () => {
    fc.assert(
      fc.property(priceArb, priceArb, kindArb, sideArb, (purchasePrice, loanAmount, propertyKind, side) => {
        const result = nycClosingCosts({ purchasePrice, loanAmount, propertyKind, side });
        const sum = result.lines.reduce((acc, line) => acc + cents(line.amount), 0);
        expect(cents(result.total)).toBe(sum);
        expect(cents(result.fixedTotal) + cents(result.estimatedTotal)).toBe(sum);
        for (const line of result.lines) expect(cents(line.amount) / 100).toBe(line.amount);
      }),
    );
  });

  it('no tax line is more than the highest rate (3.9 %) of its base (law)', () => {
    fc.assert(
      fc.property(priceArb, kindArb, sideArb, (purchasePrice, propertyKind, side) => {
        const result = nycClosingCosts({ purchasePrice, loanAmount: purchasePrice, propertyKind, side });
        for (const line of result.lines.filter((l) => !l.estimate && l.key !== 'nys_transfer_tax')) {
          expect(line.amount).toBeLessThanOrEqual(Math.ceil(purchasePrice * 0.039 * 100) / 100);
        }
      }),
    );
  });
});

describe('nycClosingCosts — basis texts', () => {
  it("names the statute and effective date, and the lender's share only where the lender pays it", () => {
    const house = buyer(800_000, 600_000, 'one_to_three_family').lines[0]!.basis;
    const office = buyer(800_000, 600_000, 'other').lines[0]!.basis;
    expect(house).toMatch(/lender pays.*§11-2601.*2005-06-01/);
    expect(office).not.toMatch(/lender/);
    expect(seller(3_000_000, 'coop').lines.map((l) => l.basis).join(' ')).toMatch(/§11-2102.*§1402/);
  });
});
