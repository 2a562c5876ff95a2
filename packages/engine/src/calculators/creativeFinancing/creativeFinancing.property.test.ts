import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { anyCreativeInput, badAmount, badPercent, dealCreativeInput, dollars } from '../../testing/arbitraries';
import { calculateCreativeFinancing } from './creativeFinancing';
import { CREATIVE_WARNINGS } from './creativeRules';
import {
  CREATIVE_NULLABLE_RESULTS,
  CREATIVE_REQUIRED_FIELDS,
  CREATIVE_STRATEGY_IDS,
  CREATIVE_STRATEGY_OWN_FIELDS,
  creativeFinancingResultSchema,
  STRUCTURE_ONLY_FIELDS,
  type CreativeFinancingInput,
  type CreativeStrategy,
} from './creativeFinancing.schema';
import { RISK_LEVELS } from '../shared';
import { CREATIVE_STRATEGIES } from './creativeStrategies';

/** An independent oracle in plain numbers: the amortized balance of `principal` after `months` of `termMonths`. */
function remainingBalance(principal: number, ratePercent: number, termMonths: number, months: number): number {
  if (months >= termMonths) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return principal - (principal / termMonths) * months;
  const payment = (principal * r) / (1 - (1 + r) ** -termMonths);
  const growth = (1 + r) ** months;
  return principal * growth - (payment * (growth - 1)) / r;
}

/** `deal` moved to `strategy`: the structure-only inputs it does not take dropped, the ones it needs filled. */
function withOwnFields(deal: CreativeFinancingInput, strategy: CreativeStrategy): CreativeFinancingInput {
  const moved: Record<string, unknown> = { ...deal, strategy };
  const fill = { underlyingBalance: 120_000, underlyingRate: 4, underlyingTermMonths: 240, balloonYear: 7 };
  for (const field of STRUCTURE_ONLY_FIELDS) {
    if ((CREATIVE_STRATEGY_OWN_FIELDS[strategy] as readonly string[]).includes(field)) moved[field] ??= fill[field];
    else delete moved[field];
  }
  return moved as CreativeFinancingInput;
}

describe('wrap-around and land contract laws', () => {
  const wrapDeal = dealCreativeInput().map((deal) => withOwnFields(deal, 'wrap_around'));
  const landDeal = dealCreativeInput().map((deal) => withOwnFields(deal, 'land_contract'));

  it('wrap spread = buyer payment − underlying payment, and total spread sums it over the wrap', () => {
    fc.assert(
      fc.property(wrapDeal, (deal) => {
        const wrap = calculateCreativeFinancing(deal).wrap!;
        expect(wrap.monthlySpread).toBeCloseTo(wrap.buyerPayment - wrap.underlyingPayment, 1);
        const underlyingMonths = Math.min(wrap.wrapMonths, deal.underlyingTermMonths!);
        // payments are rounded to cents at the boundary: allow a cent a month of drift
        expect(Math.abs(wrap.totalSpread - (wrap.buyerPayment * wrap.wrapMonths - wrap.underlyingPayment * underlyingMonths))).toBeLessThanOrEqual(
          0.01 * wrap.wrapMonths + 0.01,
        );
        expect(wrap.sellerNetAtPayoff).toBeCloseTo(wrap.wrapBalanceAtEnd - wrap.underlyingBalanceAtEnd, 1);
      }),
    );
  });

  it('balances are never negative and never rise while payments are positive', () => {
    fc.assert(
      fc.property(fc.oneof(wrapDeal, landDeal), (deal) => {
        const r = calculateCreativeFinancing(deal);
        const schedule = (r.wrap ?? r.landContract)!.schedule;
        let previous = { noteBalance: Infinity, underlyingBalance: Infinity };
        for (const row of schedule) {
          expect(row.noteBalance).toBeGreaterThanOrEqual(0);
          expect(row.underlyingBalance).toBeGreaterThanOrEqual(0);
          expect(row.noteBalance).toBeLessThanOrEqual(previous.noteBalance);
          expect(row.underlyingBalance).toBeLessThanOrEqual(previous.underlyingBalance);
          previous = row;
        }
      }),
    );
  });

  it('the land-contract balloon is the amortized balance at the balloon month', () => {
    fc.assert(
      fc.property(landDeal, (deal) => {
        const lc = calculateCreativeFinancing(deal).landContract!;
        const termMonths = deal.loanTerm! * 12;
        const expected =
          termMonths === 0 ? lc.contractAmount : remainingBalance(lc.contractAmount, deal.interestRate!, termMonths, lc.balloonMonth);
        expect(lc.balanceAtBalloon).toBeCloseTo(expected, 1);
        expect(lc.schedule.at(-1)!.noteBalance).toBe(lc.balanceAtBalloon);
        expect(lc.titleTransferMonth).toBe(lc.balloonMonth);
        expect(lc.totalInterest).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('a structure refuses the inputs of another structure, naming them', () => {
    fc.assert(
      fc.property(wrapDeal, fc.constantFrom('subject_to', 'seller_financing', 'lease_option') as fc.Arbitrary<CreativeStrategy>, (deal, strategy) => {
        const moved = { ...withOwnFields(deal, strategy), underlyingRate: 4 };
        expect(() => calculateCreativeFinancing(moved)).toThrow(EngineInputError);
      }),
    );
  });
});

describe('calculateCreativeFinancing laws', () => {
  it('never returns a non-finite number for any valid input', () => {
    fc.assert(
      fc.property(anyCreativeInput(), (input) => {
        expect(creativeFinancingResultSchema.safeParse(calculateCreativeFinancing(input)).success).toBe(true);
      }),
    );
  });

  it('a deal with negative or zero monthly cash flow is never rated Low risk', () => {
    fc.assert(
      fc.property(anyCreativeInput(), (input) => {
        const r = calculateCreativeFinancing(input);
        if (r.monthlyNetCashFlow < 0) expect(r.riskLevel).toBe('High');
        if (r.monthlyNetCashFlow <= 0) expect(r.riskLevel).not.toBe('Low');
      }),
    );
  });

  it('the deal is never rated below its strategy, and DSCR under 1 is High', () => {
    fc.assert(
      fc.property(dealCreativeInput(), (deal) => {
        const r = calculateCreativeFinancing(deal);
        expect(RISK_LEVELS.indexOf(r.riskLevel)).toBeGreaterThanOrEqual(RISK_LEVELS.indexOf(r.strategyRisk));
        if (r.dscr !== null && r.dscr < 0.9999) expect(r.riskLevel).toBe('High');
        if (deal.strategy !== 'lease_option' && r.leverageRatio > 0.9001) expect(r.riskLevel).toBe('High');
      }),
    );
  });

  it('a null return always says why, and a return with a value never does', () => {
    fc.assert(
      fc.property(anyCreativeInput(), (input) => {
        const r = calculateCreativeFinancing(input);
        for (const key of CREATIVE_NULLABLE_RESULTS) expect(r[key] === null).toBe(r.notDefined[key] !== undefined);
      }),
    );
  });

  it('a strategy missing any input it requires is refused, naming each missing one', () => {
    fc.assert(
      fc.property(
        dealCreativeInput(),
        fc.constantFrom(...CREATIVE_STRATEGY_IDS).chain((strategy) =>
          fc.tuple(fc.constant(strategy), fc.subarray([...CREATIVE_REQUIRED_FIELDS[strategy]], { minLength: 1 })),
        ),
        (deal, [strategy, missing]) => {
          const input = { ...withOwnFields(deal, strategy), ...Object.fromEntries(missing.map((field) => [field, undefined])) };
          try {
            calculateCreativeFinancing(input);
            expect.unreachable();
          } catch (error) {
            expect(error).toBeInstanceOf(EngineInputError);
            expect((error as EngineInputError).fields).toEqual(missing);
          }
        },
      ),
    );
  });

  it('raises each warning exactly when its rule holds', () => {
    fc.assert(
      fc.property(dealCreativeInput(), (deal) => {
        const r = calculateCreativeFinancing(deal);
        const info = CREATIVE_STRATEGIES[deal.strategy];
        expect(r.warnings.includes(CREATIVE_WARNINGS.highRisk)).toBe(info.risk === 'High');
        expect(r.warnings.includes(CREATIVE_WARNINGS.complexLegal)).toBe(info.legalComplexity === 'Complex');
        expect(r.warnings.includes(CREATIVE_WARNINGS.dueOnSale)).toBe(deal.strategy === 'subject_to');
        // the DSCR warning compares the unrounded ratio; away from the 1.25 line the rounded one agrees
        if (r.dscr === null || r.dscr > 1.2501) expect(r.warnings).not.toContain(CREATIVE_WARNINGS.lowDscr);
        if (r.dscr !== null && r.dscr < 1.2499) expect(r.warnings).toContain(CREATIVE_WARNINGS.lowDscr);
      }),
    );
  });

  it('cash flow falls (or stays) when expenses rise', () => {
    fc.assert(
      fc.property(dealCreativeInput(), dollars(1, 5_000), (deal, bump) => {
        const base = calculateCreativeFinancing(deal);
        const worse = calculateCreativeFinancing({ ...deal, monthlyExpenses: (deal.monthlyExpenses ?? 0) + bump });
        expect(worse.monthlyNetCashFlow).toBeLessThan(base.monthlyNetCashFlow);
        expect(worse.breakEvenRent).toBeGreaterThan(base.breakEvenRent);
      }),
    );
  });

  it('throws EngineInputError naming a field given a negative, NaN or out-of-range value', () => {
    fc.assert(
      fc.property(
        dealCreativeInput(),
        fc.oneof(
          fc.tuple(
            fc.constantFrom<string>('propertyValue', 'monthlyRent', 'downPayment', 'sellerDebt', 'monthlyExpenses'),
            badAmount(),
          ),
          fc.tuple(fc.constantFrom<string>('interestRate', 'appreciationRate'), badPercent()),
        ),
        (deal, [field, bad]) => {
          try {
            calculateCreativeFinancing({ ...deal, [field]: bad });
            expect.unreachable();
          } catch (error) {
            expect(error).toBeInstanceOf(EngineInputError);
            expect((error as EngineInputError).fields).toContain(field);
          }
        },
      ),
    );
  });
});
