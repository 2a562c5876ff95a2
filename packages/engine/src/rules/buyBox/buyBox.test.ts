import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EngineInputError } from '../../errors/EngineInputError';
import { buyHoldDefaults, calculateBuyHold } from '../../calculators/buyHold';
import { calculateFixFlip } from '../../calculators/fixFlip';
import { dealBuyHoldInput, dealFixFlipInput } from '../../testing/arbitraries';
import { BUY_BOX_METRIC_KEYS, BUY_BOX_METRICS, evaluateBuyBox, type BuyBox } from './buyBox';

const holdDeal = (inputs = buyHoldDefaults()) => ({ strategyType: 'buy_hold' as const, inputs, outputs: calculateBuyHold(inputs) });

describe('evaluateBuyBox (worked examples)', () => {
  it('passes and fails each criterion with the number and the threshold', () => {
    const deal = holdDeal(); // cap rate 8.5456, price 1,250,000
    const result = evaluateBuyBox({ capRate: 8, price: 1_000_000, costToArv: 1 }, deal);
    expect(result.passes).toBe(false);
    expect(result.checks).toEqual([
      { metric: 'capRate', label: 'Cap rate', comparison: '≥', threshold: 8, value: 8.5456, status: 'pass' },
      { metric: 'price', label: 'Price', comparison: '≤', threshold: 1_000_000, value: 1_250_000, status: 'fail' },
      { metric: 'costToArv', label: 'Cost ÷ ARV', comparison: '≤', threshold: 1, value: deal.outputs.compliance.costToArvRatio, status: 'pass' },
    ]);
    expect(evaluateBuyBox({ capRate: 8, price: 1_300_000 }, deal).passes).toBe(true);
  });

  it('a figure the strategy lacks is not applicable; a return over no cash is not defined and does not pass', () => {
    const flip = { strategyType: 'fix_flip' as const, inputs: { purchasePrice: 200_000 }, outputs: calculateFixFlip({ purchasePrice: 200_000, afterRepairValue: 330_000 }) };
    const result = evaluateBuyBox({ capRate: 6, profit: 50_000 }, flip);
    expect(result.checks.map((check) => check.status)).toEqual(['not_applicable', 'pass']);
    expect(result.passes).toBe(true);
    const noCash = holdDeal({ ...buyHoldDefaults(), downPaymentPercent: 0, closingCosts: 0 });
    const coc = evaluateBuyBox({ cashOnCash: 5 }, noCash);
    expect(coc.checks[0]).toMatchObject({ status: 'not_defined', value: null });
    expect(coc.passes).toBe(false);
  });

  it('an empty buy box passes every deal; a bad threshold or an unknown metric is refused by name', () => {
    expect(evaluateBuyBox({}, holdDeal())).toEqual({ passes: true, checks: [] });
    expect(() => evaluateBuyBox({ capRate: Number.NaN }, holdDeal())).toThrow(EngineInputError);
    expect(() => evaluateBuyBox({ capRat: 5 } as BuyBox, holdDeal())).toThrow(/capRat/);
  });
});

describe('evaluateBuyBox laws', () => {
  const metric = fc.constantFrom(...BUY_BOX_METRIC_KEYS);
  const limit = fc.integer({ min: -100_000, max: 5_000_000 });

  it('a looser threshold never turns a pass into a fail (monotone)', () => {
    fc.assert(
      fc.property(dealBuyHoldInput(), metric, limit, fc.integer({ min: 0, max: 1_000_000 }), (inputs, m, t, slack) => {
        const deal = holdDeal(inputs);
        const looser = BUY_BOX_METRICS[m].bound === 'min' ? t - slack : t + slack;
        if (evaluateBuyBox({ [m]: t }, deal).passes) expect(evaluateBuyBox({ [m]: looser }, deal).passes).toBe(true);
      }),
    );
  });

  it('adding a criterion never turns a failing deal into a passing one; the result is the AND of the checks', () => {
    fc.assert(
      fc.property(dealFixFlipInput(), metric, limit, metric, limit, (inputs, m1, t1, m2, t2) => {
        fc.pre(m1 !== m2); // the same metric twice is one criterion with the later threshold
        const deal = { strategyType: 'fix_flip' as const, inputs, outputs: calculateFixFlip(inputs) };
        const one = evaluateBuyBox({ [m1]: t1 }, deal);
        const both = evaluateBuyBox({ [m1]: t1, [m2]: t2 }, deal);
        if (!one.passes) expect(both.passes).toBe(false);
        expect(both.passes).toBe(both.checks.every((check) => check.status === 'pass' || check.status === 'not_applicable'));
      }),
    );
  });

  it('a pass means the figure is on the threshold’s side, a fail the other side', () => {
    fc.assert(
      fc.property(dealBuyHoldInput(), metric, limit, (inputs, m, t) => {
        const [check] = evaluateBuyBox({ [m]: t }, holdDeal(inputs)).checks;
        if (check?.status === 'pass') expect(check.comparison === '≥' ? check.value! >= t : check.value! <= t).toBe(true);
        if (check?.status === 'fail') expect(check.comparison === '≥' ? check.value! < t : check.value! > t).toBe(true);
      }),
    );
  });
});
