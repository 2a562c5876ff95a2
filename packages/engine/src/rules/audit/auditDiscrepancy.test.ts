import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { monthlyCashFlowArb } from '../../testing/auditArbitraries';
import { DISCREPANCY_PERCENT_CAP, UNRECOMPUTABLE_DISCREPANCY_PERCENT, auditDiscrepancy } from './auditDiscrepancy';

describe('auditDiscrepancy', () => {
  it('measures the recomputed cash flow against the stated one', () => {
    // (4,011.23 − 5,000) ÷ 5,000 × 100 = −19.7754
    expect(auditDiscrepancy({ statedMonthlyCashFlow: 5_000, recomputedMonthlyCashFlow: 4_011.23 })).toBe(-19.7754);
    // (4,011.23 − 3,700) ÷ 3,700 × 100 = 8.4116
    expect(auditDiscrepancy({ statedMonthlyCashFlow: 3_700, recomputedMonthlyCashFlow: 4_011.23 })).toBe(8.4116);
  });

  it('is 0 with nothing stated and 100 when nothing can be recomputed', () => {
    expect(auditDiscrepancy({ statedMonthlyCashFlow: null, recomputedMonthlyCashFlow: -500 })).toBe(0);
    expect(auditDiscrepancy({ statedMonthlyCashFlow: 100, recomputedMonthlyCashFlow: null })).toBe(UNRECOMPUTABLE_DISCREPANCY_PERCENT);
    expect(auditDiscrepancy({ statedMonthlyCashFlow: null, recomputedMonthlyCashFlow: null })).toBe(100);
  });

  it('holds a discrepancy against a near-zero stated figure at ±1,000 %', () => {
    expect(auditDiscrepancy({ statedMonthlyCashFlow: 0.01, recomputedMonthlyCashFlow: -25_000 })).toBe(-DISCREPANCY_PERCENT_CAP);
    expect(auditDiscrepancy({ statedMonthlyCashFlow: 0.01, recomputedMonthlyCashFlow: 2_000 })).toBe(DISCREPANCY_PERCENT_CAP);
  });

  it('stays within the cap, is 0 when the figures agree and follows the sign of the difference (law)', () => {
    fc.assert(
      fc.property(monthlyCashFlowArb(), monthlyCashFlowArb(), (stated, recomputed) => {
        const pct = auditDiscrepancy({ statedMonthlyCashFlow: stated, recomputedMonthlyCashFlow: recomputed });
        expect(Math.abs(pct)).toBeLessThanOrEqual(DISCREPANCY_PERCENT_CAP);
        if (stated === recomputed) expect(pct).toBe(0);
        if (recomputed > stated) expect(pct).toBeGreaterThanOrEqual(0);
        if (recomputed < stated) expect(pct).toBeLessThanOrEqual(0);
      }),
    );
  });
});
