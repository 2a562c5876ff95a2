import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dec, toMoney } from '../../money/decimal';
import {
  dealBrrrInput,
  dealBuyHoldInput,
  dealCreativeInput,
  dealFixFlipInput,
  dealWholesaleInput,
  dollarLineItems,
  dollars,
  signedCents,
} from '../../testing/arbitraries';
import { calculateBuyHold } from '../buyHold';
import { calculateBrrr } from '../brrr';
import { calculateCreativeFinancing, CREATIVE_STRATEGY_IDS } from '../creativeFinancing';
import { calculateFixFlip } from '../fixFlip';
import { calculateWholesale } from '../wholesale';
import type { LineItem, LineItemResult } from './lineItems.schema';

/*
 * The laws of custom lines, for every calculator and every creative structure. Amounts are whole
 * cents (what a person types), so "exactly" is checked in cents.
 */

const expense = (amount: number, frequency: 'monthly' | 'annual' = 'monthly'): LineItem => ({
  label: 'Expense under test',
  kind: 'expense',
  amount,
  frequency,
});
const income = (amount: number, frequency: 'monthly' | 'annual' = 'monthly'): LineItem => ({
  label: 'Income under test',
  kind: 'income',
  amount,
  frequency,
});
const cost = (amount: number): LineItem => ({ label: 'Cost under test', kind: 'cost', amount, frequency: 'one_time' });
const cents = (dollarsAmount: number): number => Math.round(dollarsAmount * 100);
/**
 * Expects `before − after` to be `drop` cents exactly (a rise: pass the larger first). Results round half-up away from zero, so
 * an exact half cent rounds to +0.01 and −0.01 alike; a whole-cent shift keeps a value a half-cent
 * tie or not, and only a tie carried across zero (+0.005 → −0.005) can show one cent more or less.
 * Shown values of opposite signs are the only case where that can happen, and the only case allowed it.
 */
function expectDropInCents(before: number, after: number, drop: number): void {
  const shown = cents(before) - cents(after);
  if ((before > 0 && after < 0) || (before < 0 && after > 0)) expect(Math.abs(shown - drop)).toBeLessThanOrEqual(1);
  else expect(shown).toBe(drop);
}
/** 12 × X in dollars, exact for whole cents. */
const twelveTimes = (amount: number): number => (cents(amount) * 12) / 100;

/** A result without its line list, to compare the numbers two line lists give. */
function figures<R extends { lineItems?: unknown }>(result: R): Omit<R, 'lineItems'> {
  const { lineItems: _lines, ...rest } = result;
  return rest;
}
/** The listed lines in a fixed order, to compare two lists as multisets. */
const sorted = (lines: readonly LineItemResult[] | undefined): LineItemResult[] =>
  [...(lines ?? [])].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

/** Lines and the same lines in another order. */
const linesAndShuffle = () =>
  dollarLineItems().chain((lines) =>
    fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length })),
  );

interface RentalFigures {
  monthlyCashFlow: number;
  annualCashFlow: number;
  cashInvested: number;
  result: { lineItems?: LineItemResult[] };
}

/**
 * The laws of a calculator with a monthly cash flow: `run` computes the deal with the given lines;
 * `withoutVacancy` sets vacancy and management (what income lines bear) to 0; `withRentRaised`
 * raises the scheduled rent by X.
 */
function rentalLaws<I extends object>(
  name: string,
  deal: fc.Arbitrary<I>,
  run: (input: I, lineItems?: LineItem[]) => RentalFigures,
  withoutVacancy: (input: I) => I,
  withRentRaised: (input: I, by: number) => I,
  /** The result's income and expense totals, [income, expenses]: both rise by the cancelling pair. */
  grossFields: readonly [string, string] | null,
): void {
  describe(`${name}: custom line laws`, () => {
    it('a monthly expense line of X lowers the monthly cash flow by exactly X and the annual by 12·X', () => {
      fc.assert(
        fc.property(deal, dollarLineItems({ wholeCentsPerMonth: true }), signedCents(5_000), (d, lines, x) => {
          const base = run(d, lines);
          const more = run(d, [...lines, expense(x)]);
          expectDropInCents(base.monthlyCashFlow, more.monthlyCashFlow, cents(x));
          expectDropInCents(base.annualCashFlow, more.annualCashFlow, 12 * cents(x));
          expect(more.cashInvested).toBe(base.cashInvested);
        }),
      );
    });

    it('beside annual lines of any cents, X still moves the monthly cash flow by X, to the one cent of a half-cent tie', () => {
      // an annual line of 0.06 is 0.005 a month: a monthly cash flow of exactly half a cent rounds
      // away from zero both ways (0.005 → 0.01, −0.005 → −0.01), so across zero the shown cents can
      // move by X ± 0.01 while the exact figure moves by X
      fc.assert(
        fc.property(deal, dollarLineItems(), signedCents(5_000), (d, lines, x) => {
          const base = run(d, lines);
          const more = run(d, [...lines, expense(x)]);
          expect(Math.abs(cents(base.monthlyCashFlow) - cents(more.monthlyCashFlow) - cents(x))).toBeLessThanOrEqual(1);
        }),
      );
    });

    it('an annual expense line of 12·X gives the same figures as a monthly line of X', () => {
      fc.assert(
        fc.property(deal, dollarLineItems(), signedCents(5_000), (d, lines, x) => {
          const monthly = run(d, [...lines, expense(x)]).result;
          const annual = run(d, [...lines, expense(twelveTimes(x), 'annual')]).result;
          expect(figures(annual)).toEqual(figures(monthly));
        }),
      );
    });

    it('a one-time cost of X raises the cash invested by exactly X and leaves the cash flow alone', () => {
      fc.assert(
        fc.property(deal, dollarLineItems(), signedCents(50_000), (d, lines, x) => {
          const base = run(d, lines);
          const more = run(d, [...lines, cost(x)]);
          expectDropInCents(more.cashInvested, base.cashInvested, cents(x));
          expect(more.monthlyCashFlow).toBe(base.monthlyCashFlow);
        }),
      );
    });

    it('lines commute: their order changes nothing', () => {
      fc.assert(
        fc.property(deal, linesAndShuffle(), (d, [lines, shuffled]) => {
          const a = run(d, lines).result;
          const b = run(d, shuffled).result;
          expect(figures(b)).toEqual(figures(a));
          expect(sorted(b.lineItems)).toEqual(sorted(a.lineItems));
        }),
      );
    });

    it('an income line and an equal expense line cancel (where nothing is taken off income)', () => {
      fc.assert(
        fc.property(deal, dollarLineItems(), signedCents(5_000), fc.constantFrom('monthly' as const, 'annual' as const), (d, lines, x, frequency) => {
          const plain = withoutVacancy(d);
          const base = run(plain, lines).result;
          const both = run(plain, [...lines, income(x, frequency), expense(x, frequency)]).result;
          if (grossFields === null) {
            expect(figures(both)).toEqual(figures(base));
            return;
          }
          // the income and expense totals both carry the pair; everything after them is unchanged
          const [incomeField, expenseField] = grossFields;
          const field = (r: object, key: string) => (r as Record<string, number>)[key] as number;
          // (each total is rounded to the cent on its own: the two rises agree to a cent)
          const incomeRise = cents(field(both, incomeField)) - cents(field(base, incomeField));
          const expenseRise = cents(field(both, expenseField)) - cents(field(base, expenseField));
          expect(Math.abs(incomeRise - expenseRise)).toBeLessThanOrEqual(1);
          const { [incomeField]: _i1, [expenseField]: _e1, ...bothRest } = figures(both) as Record<string, unknown>;
          const { [incomeField]: _i2, [expenseField]: _e2, ...baseRest } = figures(base) as Record<string, unknown>;
          expect(bothRest).toEqual(baseRest);
        }),
      );
    });

    it('an income line is rent-like: X of other income does what X more rent does to the cash flow', () => {
      fc.assert(
        fc.property(deal, dollars(0, 5_000), (d, x) => {
          const asLine = run(d, [income(x)]);
          const asRent = run(withRentRaised(d, x), []);
          expect(asLine.monthlyCashFlow).toBe(asRent.monthlyCashFlow);
          expect(asLine.annualCashFlow).toBe(asRent.annualCashFlow);
        }),
      );
    });

    it('no lines and an empty list give the same results as before lines existed', () => {
      fc.assert(
        fc.property(deal, (d) => {
          const none = run(d).result;
          const empty = run(d, []).result;
          expect(empty).toEqual(none);
          expect('lineItems' in none).toBe(false);
        }),
      );
    });

    it('each line is listed once with its dollars, per month and per year', () => {
      fc.assert(
        fc.property(deal, dollarLineItems(), (d, lines) => {
          const listed = run(d, lines).result.lineItems ?? [];
          expect(listed).toHaveLength(lines.length);
          listed.forEach((line, i) => {
            const given = lines[i] as LineItem;
            expect(line.label).toBe(given.label.trim());
            expect(line.value).toBe(given.amount);
            if (given.frequency === 'monthly') expect(line.annual).toBe(twelveTimes(given.amount));
            if (given.frequency === 'annual') expect(line.monthly).toBe(toMoney(dec(given.amount).div(12)));
            if (given.frequency === 'one_time') expect(line.monthly).toBeNull();
            expect(line.overHold).toBeNull();
          });
        }),
      );
    });
  });
}

rentalLaws(
  'Buy & Hold',
  dealBuyHoldInput(),
  (input, lineItems) => {
    const result = calculateBuyHold(lineItems === undefined ? input : { ...input, lineItems });
    return {
      monthlyCashFlow: result.monthlyCashFlow,
      annualCashFlow: result.annualCashFlow,
      cashInvested: result.totalCashInvested,
      result,
    };
  },
  (d) => ({ ...d, vacancyRate: 0, propertyManagementPercent: 0 }),
  (d, by) => ({ ...d, grossMonthlyRent: d.grossMonthlyRent + by }),
  ['effectiveGrossIncome', 'annualOperatingExpenses'],
);

rentalLaws(
  'BRRR',
  dealBrrrInput(),
  (input, lineItems) => {
    const result = calculateBrrr(lineItems === undefined ? input : { ...input, lineItems });
    return {
      monthlyCashFlow: result.monthlyNetCashFlow,
      annualCashFlow: result.annualNetCashFlow,
      cashInvested: result.totalCashInvested,
      result,
    };
  },
  (d) => ({ ...d, vacancyRate: 0 }),
  (d, by) => ({ ...d, monthlyRent: d.monthlyRent + by }),
  ['effectiveMonthlyRent', 'monthlyOperatingCosts'],
);

for (const strategy of CREATIVE_STRATEGY_IDS) {
  rentalLaws(
    `Creative financing (${strategy})`,
    dealCreativeInput().filter((d) => d.strategy === strategy),
    (input, lineItems) => {
      const result = calculateCreativeFinancing(lineItems === undefined ? input : { ...input, lineItems });
      return {
        monthlyCashFlow: result.monthlyNetCashFlow,
        annualCashFlow: result.annualNetCashFlow,
        cashInvested: result.totalCashInvested,
        result,
      };
    },
    (d) => d,
    (d, by) => ({ ...d, monthlyRent: (d.monthlyRent ?? 0) + by }),
    null,
  );
}

describe('Fix & Flip: custom line laws (no monthly cash flow: lines count over the hold)', () => {
  const flip = (d: fc.Arbitrary<unknown> extends never ? never : Parameters<typeof calculateFixFlip>[0], lines?: LineItem[]) =>
    calculateFixFlip(lines === undefined ? d : { ...d, lineItems: lines });

  it('a monthly expense line of X lowers the profit by X × holding months and raises the cash in by as much', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        const base = flip(d, lines);
        const more = flip(d, [...lines, expense(x)]);
        const overHold = cents(x) * d.holdingMonths;
        expectDropInCents(base.profit, more.profit, overHold);
        expectDropInCents(more.totalCashInvested, base.totalCashInvested, overHold);
        expectDropInCents(more.totalProjectCost, base.totalProjectCost, overHold);
      }),
    );
  });

  it('an annual expense line of 12·X gives the same figures as a monthly line of X', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        expect(figures(flip(d, [...lines, expense(twelveTimes(x), 'annual')]))).toEqual(figures(flip(d, [...lines, expense(x)])));
      }),
    );
  });

  it('a one-time cost of X lowers the profit by X and raises the cash in and the project cost by X', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), signedCents(50_000), (d, lines, x) => {
        const base = flip(d, lines);
        const more = flip(d, [...lines, cost(x)]);
        expectDropInCents(base.profit, more.profit, cents(x));
        expectDropInCents(more.totalCashInvested, base.totalCashInvested, cents(x));
        expectDropInCents(more.totalProjectCost, base.totalProjectCost, cents(x));
        // the 70 % rule is about price and rehab only
        expect(more.costToArvRatio).toBe(base.costToArvRatio);
      }),
    );
  });

  it('a monthly income line of X raises the profit by X × holding months and leaves the cash in alone', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        const base = flip(d, lines);
        const more = flip(d, [...lines, income(x)]);
        expectDropInCents(more.profit, base.profit, cents(x) * d.holdingMonths);
        expect(more.totalCashInvested).toBe(base.totalCashInvested);
      }),
    );
  });

  it('an income line and an equal expense line cancel in the profit', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        const base = flip(d, lines);
        const both = flip(d, [...lines, income(x), expense(x)]);
        expect(both.profit).toBe(base.profit);
      }),
    );
  });

  it('lines commute, and no lines give the results of before', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), linesAndShuffle(), (d, [lines, shuffled]) => {
        const a = flip(d, lines);
        const b = flip(d, shuffled);
        expect(figures(b)).toEqual(figures(a));
        expect(sorted(b.lineItems)).toEqual(sorted(a.lineItems));
        expect(flip(d, [])).toEqual(flip(d));
        expect('lineItems' in flip(d)).toBe(false);
      }),
    );
  });

  it('each listed line says what it adds over the hold', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), dollarLineItems(), (d, lines) => {
        const listed = flip(d, lines).lineItems ?? [];
        expect(listed).toHaveLength(lines.length);
        listed.forEach((line, i) => {
          const given = lines[i] as LineItem;
          const expected = given.frequency === 'one_time' ? cents(given.amount) : given.frequency === 'monthly' ? cents(given.amount) * d.holdingMonths : undefined;
          if (expected !== undefined) expect(cents(line.overHold ?? Number.NaN)).toBe(expected);
        });
      }),
    );
  });
});

describe('Wholesale: custom line laws (the wholesaler’s own lines, over the days to close)', () => {
  const wholesale = (d: Parameters<typeof calculateWholesale>[0], lines?: LineItem[]) =>
    calculateWholesale(lines === undefined ? d : { ...d, lineItems: lines });
  /** The end investor's side and the verdict: what the wholesaler's lines never touch. */
  const investorSide = (r: ReturnType<typeof calculateWholesale>) => {
    const { lineItems: _l, wholesalerNetProfit: _n, ...rest } = r;
    return rest;
  };

  it('a one-time cost of X lowers the wholesaler’s net profit by exactly X and leaves the end investor alone', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), dollarLineItems(), signedCents(50_000), (d, lines, x) => {
        const base = wholesale(d, [...lines, cost(0)]);
        const more = wholesale(d, [...lines, cost(0), cost(x)]);
        expectDropInCents(base.wholesalerNetProfit ?? Number.NaN, more.wholesalerNetProfit ?? Number.NaN, cents(x));
        expect(investorSide(more)).toEqual(investorSide(wholesale(d)));
      }),
    );
  });

  it('a monthly expense line of X lowers the net by X × days × 12 ÷ 365 (to the cent)', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        const base = wholesale(d, [...lines, cost(0)]);
        const more = wholesale(d, [...lines, cost(0), expense(x)]);
        const exact = dec(x).times(d.daysToClose).times(12).div(365);
        const drop = dec(base.wholesalerNetProfit ?? Number.NaN).minus(more.wholesalerNetProfit ?? Number.NaN);
        // each net is rounded to the cent once: the drop is within a cent of the exact amount
        expect(drop.minus(exact).abs().lessThanOrEqualTo('0.01')).toBe(true);
      }),
    );
  });

  it('an annual expense line of 12·X gives the same figures as a monthly line of X', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), dollarLineItems(), signedCents(5_000), (d, lines, x) => {
        expect(figures(wholesale(d, [...lines, expense(twelveTimes(x), 'annual')]))).toEqual(
          figures(wholesale(d, [...lines, expense(x)])),
        );
      }),
    );
  });

  it('an income line and an equal expense line cancel', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), dollarLineItems(), signedCents(5_000), fc.constantFrom('monthly' as const, 'annual' as const), (d, lines, x, frequency) => {
        const base = wholesale(d, [...lines, cost(0)]);
        const both = wholesale(d, [...lines, cost(0), income(x, frequency), expense(x, frequency)]);
        expect(figures(both)).toEqual(figures(base));
      }),
    );
  });

  it('lines commute, and no lines give the results of before (no net profit line)', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), linesAndShuffle(), (d, [lines, shuffled]) => {
        expect(figures(wholesale(d, shuffled))).toEqual(figures(wholesale(d, lines)));
        expect(wholesale(d, [])).toEqual(wholesale(d));
        expect('wholesalerNetProfit' in wholesale(d)).toBe(false);
      }),
    );
  });

  it('with no lines but a zero cost, the net profit is the assignment fee', () => {
    fc.assert(
      fc.property(dealWholesaleInput(), (d) => {
        expect(wholesale(d, [cost(0)]).wholesalerNetProfit).toBe(d.assignmentFee);
      }),
    );
  });
});
