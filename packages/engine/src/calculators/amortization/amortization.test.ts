import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  amortizationSchedule,
  monthlyPayment,
  monthlyPaymentDecimal,
  remainingBalanceDecimal,
  interestCents,
  scheduleInCents,
  scheduleInDecimals,
} from './amortization';
import { remainingBalanceCents } from './amortization';
import { amortizationScheduleSchema } from './amortization.schema';
import { wholeOut } from '../shared/boundary';
import { dec, fromPercent, toMoney } from '../../money/decimal';
import { EngineInputError } from '../../errors/EngineInputError';

describe('monthlyPayment', () => {
  it('matches the standard 30-year figure', () => {
    // 200,000 at 4.75 % over 360 months: r = 0.0039583…, (1+r)^360 = 4.1458…, M = 1,043.29
    expect(monthlyPayment({ principal: 200_000, annualRatePercent: 4.75, termMonths: 360 })).toBe(1043.29);
  });

  it('divides evenly at a zero rate', () => {
    expect(monthlyPayment({ principal: 36_000, annualRatePercent: 0, termMonths: 360 })).toBe(100);
  });

  it('is zero for a zero principal', () => {
    expect(monthlyPayment({ principal: 0, annualRatePercent: 7, termMonths: 360 })).toBe(0);
  });

  it('names every bad field', () => {
    try {
      monthlyPayment({ principal: -1, annualRatePercent: Number.NaN, termMonths: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EngineInputError);
      expect((error as EngineInputError).fields).toEqual(['principal', 'annualRatePercent', 'termMonths']);
    }
  });

  it('zero-rate payment is principal ÷ months (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 1, max: 480 }), (principal, months) => {
        const payment = monthlyPayment({ principal, annualRatePercent: 0, termMonths: months });
        // rounded half-up to cents, so never more than half a cent away
        expect(Math.abs(payment - principal / months)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('rises with the rate and with the principal (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 5_000_000 }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.double({ min: 0.01, max: 5, noNaN: true }),
        fc.integer({ min: 12, max: 480 }),
        (principal, rate, bump, months) => {
          const base = monthlyPayment({ principal, annualRatePercent: rate, termMonths: months });
          expect(monthlyPayment({ principal, annualRatePercent: rate + bump, termMonths: months })).toBeGreaterThanOrEqual(base);
          expect(monthlyPayment({ principal: principal + 1_000, annualRatePercent: rate, termMonths: months })).toBeGreaterThan(base);
        },
      ),
    );
  });
});

describe('amortizationSchedule', () => {
  it('ends at a zero balance with principal summing to the loan (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 360 }),
        (principal, rate, months) => {
          const rows = amortizationSchedule({ principal, annualRatePercent: rate, termMonths: months });
          expect(rows).toHaveLength(months);
          expect(rows.at(-1)?.balance).toBe(0);
          const cents = rows.reduce((sum, row) => sum + Math.round(row.principal * 100), 0);
          expect(cents).toBe(principal * 100);
          expect(amortizationScheduleSchema.safeParse(rows).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('splits the first payment into interest and principal', () => {
    const [first] = amortizationSchedule({ principal: 200_000, annualRatePercent: 4.75, termMonths: 360 });
    // interest = 200,000 × 0.0475 ÷ 12 = 791.67; principal = 1,043.29 − 791.67 = 251.62
    expect(first).toEqual({ month: 1, payment: 1043.29, interest: 791.67, principal: 251.62, balance: 199_748.38 });
  });

  it('remaining balance agrees with the schedule', () => {
    const rows = amortizationSchedule({ principal: 300_000, annualRatePercent: 6, termMonths: 360 });
    const after60 = remainingBalanceDecimal(300_000, 6, 360, 60).toNumber();
    expect(Math.abs(after60 - (rows[59]?.balance ?? 0))).toBeLessThan(1);
    expect(remainingBalanceDecimal(300_000, 6, 360, 360).toNumber()).toBe(0);
    expect(remainingBalanceDecimal(12_000, 0, 12, 6).toNumber()).toBe(6_000);
  });
});

describe('tiny rates', () => {
  it('treats a rate whose total over the term is negligible as zero-rate, keeping the payment monotone', () => {
    // r = 1e-20 % a year is 8.3e-24 a month: (1 + r)^n − 1 would keep only ~4 digits at 28-digit
    // precision, so the payment is P ÷ n (5,000,000 ÷ 12 = 416,666.67).
    const tiny = monthlyPayment({ principal: 5_000_000, annualRatePercent: 1e-20, termMonths: 12 });
    expect(tiny).toBe(416_666.67);
    expect(monthlyPayment({ principal: 5_000_000, annualRatePercent: 0.01, termMonths: 12 })).toBeGreaterThanOrEqual(tiny);
    expect(remainingBalanceDecimal(5_000_000, 1e-20, 12, 6).toNumber()).toBeCloseTo(2_500_000, 2);
  });
});

describe('the schedule in integer cents', () => {
  it('equals the all-Decimal schedule row for row (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000_000_00 }),
        fc.integer({ min: 0, max: 2_500 }).map((hundredths) => hundredths / 100),
        fc.integer({ min: 1, max: 480 }),
        (principalCents, ratePercent, months) => {
          const principal = dec(principalCents).div(100);
          const r = fromPercent(ratePercent).div(12);
          const payment = dec(toMoney(monthlyPaymentDecimal(principal, ratePercent, months)));
          expect(scheduleInCents(principalCents, payment, r, months)).toEqual(scheduleInDecimals(principal, payment, r, months));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is used for whole cents only: a principal with a fraction of a cent keeps every digit', () => {
    const rows = amortizationSchedule({ principal: 1000.005, annualRatePercent: 6, termMonths: 12 });
    expect(rows.reduce((sum, row) => sum.plus(row.principal), dec(0)).toNumber()).toBeCloseTo(1000.005, 2);
    expect(rows.at(-1)?.balance).toBe(0);
    expect(amortizationSchedule({ principal: 1000, annualRatePercent: 6, termMonths: 12 })).toEqual(
      scheduleInDecimals(dec(1000), dec(toMoney(monthlyPaymentDecimal(1000, 6, 12))), fromPercent(6).div(12), 12),
    );
  });
});

describe("a month's interest in whole cents", () => {
  const decimalInterest = (balance: number, rate: number) =>
    wholeOut(dec(balance).times(fromPercent(rate).div(12)));
  const fast = (balance: number, rate: number) => {
    const r = fromPercent(rate).div(12);
    return interestCents(balance, r, r.toNumber());
  };

  it('equals the Decimal product rounded half-up, for any balance and rate (law)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 999_999_999_999_999 })),
        fc.oneof(
          fc.integer({ min: 0, max: 10_000 }).map((hundredths) => hundredths / 100),
          fc.double({ min: 0, max: 100, noNaN: true }),
        ),
        (balance, rate) => {
          expect(fast(balance, rate)).toBe(decimalInterest(balance, rate));
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('leaves exact half cents to decimal.js and rounds them up', () => {
    // 6 % a year is 0.005 a month: 100 cents earn exactly half a cent, 300 cents one and a half
    expect(fast(100, 6)).toBe(1);
    expect(fast(300, 6)).toBe(2);
    expect(fast(99, 6)).toBe(0);
    // 1.2 % a year is 0.001 a month: 1,500 cents earn exactly 1.5 cents
    expect(fast(1_500, 1.2)).toBe(2);
    for (let balance = 0; balance < 2_000; balance += 1) {
      expect(fast(balance, 6)).toBe(decimalInterest(balance, 6));
      expect(fast(balance, 1.2)).toBe(decimalInterest(balance, 1.2));
    }
  });
});

describe('remainingBalanceCents', () => {
  it('equals the decimal.js balance rounded to cents whenever it answers, and answers typical loans nearly always (law)', () => {
    // extreme loans (100 % for 50 years) and zero rates are left to decimal.js on purpose
    let answered = 0;
    let runs = 0;
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 1, max: 500_000_000 }).map((c) => c / 100)),
        fc.oneof(fc.integer({ min: 0, max: 2_500 }).map((h) => h / 100), fc.double({ min: 0, max: 100, noNaN: true })),
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (principal, rate, term, paid) => {
          const typical = rate >= 0.01 && rate <= 25 && term <= 480;
          if (typical) runs += 1;
          const fast = remainingBalanceCents(dec(principal), rate, term, paid);
          if (fast === undefined) return;
          if (typical) answered += 1;
          expect(fast / 100).toBe(toMoney(remainingBalanceDecimal(principal, rate, term, paid)));
        },
      ),
      { numRuns: 3_000 },
    );
    expect(answered / runs).toBeGreaterThan(0.98);
  });

  it('leaves zero and near-zero rates to decimal.js', () => {
    expect(remainingBalanceCents(dec(100_000), 0, 360, 12)).toBeUndefined();
    expect(remainingBalanceCents(dec(100_000), 1e-12, 360, 12)).toBeUndefined();
    expect(remainingBalanceCents(dec(100_000), 5, 360, 360)).toBe(0);
  });
});
