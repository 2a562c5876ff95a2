import { describe, expect, it } from 'vitest';
import { calculateBrrr, calculateBuyHold, calculateCreativeFinancing, calculateFixFlip } from '@rei/engine';
import { writeLocalSummary } from '../../src/ai/LocalSummaryProvider';
import { strategyAdvice } from '../../src/services/strategyAdvice';

// Engine results whose returns are undefined (null, with a reason): no cash invested, no debt,
// no cash left in a deal that earns nothing. The texts written from them must never print a
// null (or NaN, undefined, Infinity) as if it were a figure.
const cases = [
  {
    strategyType: 'creative_financing',
    inputs: { strategy: 'subject_to', propertyValue: 300_000, monthlyRent: 2_000, sellerDebt: 0, existingPayment: 0 },
    outputs: calculateCreativeFinancing({ strategy: 'subject_to', propertyValue: 300_000, monthlyRent: 2_000, sellerDebt: 0, existingPayment: 0 }),
  },
  {
    strategyType: 'brrr',
    inputs: { purchasePrice: 0, afterRepairValue: 100_000 },
    outputs: calculateBrrr({ purchasePrice: 0, afterRepairValue: 100_000 }),
  },
  {
    strategyType: 'fix_flip',
    inputs: { purchasePrice: 100_000, afterRepairValue: 200_000, downPaymentPercent: 0, closingCosts: 0, rehabCost: 0, interestRate: 0 },
    outputs: calculateFixFlip({ purchasePrice: 100_000, afterRepairValue: 200_000, downPaymentPercent: 0, closingCosts: 0, rehabCost: 0, interestRate: 0 }),
  },
  { strategyType: 'buy_hold', inputs: { downPaymentPercent: 100 }, outputs: calculateBuyHold({ downPaymentPercent: 100 }) },
] as const;

const NOT_A_FIGURE = /\bnull\b|\bundefined\b|NaN|Infinity/;

describe('texts written from undefined returns', () => {
  it.each(cases)('the $strategyType summary and advice never print null for an undefined return', (strategy) => {
    const outputs = strategy.outputs as unknown as Record<string, unknown>;
    expect(Object.values(outputs)).toContain(null);
    const { summary } = writeLocalSummary({
      property: { address: '1 Test Street', city: 'Brooklyn', zip: '11201', propertyType: 'single_family', units: 1 },
      strategy: { strategyType: strategy.strategyType, inputs: { ...strategy.inputs }, outputs },
    });
    expect(summary).not.toMatch(NOT_A_FIGURE);
    expect(strategyAdvice(strategy.strategyType, outputs) ?? '').not.toMatch(NOT_A_FIGURE);
  });
});
