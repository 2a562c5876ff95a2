import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AUDIT_CONFIDENCE, auditConfidence } from './auditConfidence';

describe('auditConfidence', () => {
  it('starts at 0.9 and loses 0.2 per fallback and 0.3 without a stated figure', () => {
    expect(auditConfidence({ recomputable: true, fallbacksUsed: 0, hasStatedCashFlow: true })).toBe(0.9);
    expect(auditConfidence({ recomputable: true, fallbacksUsed: 2, hasStatedCashFlow: true })).toBe(0.5);
    expect(auditConfidence({ recomputable: true, fallbacksUsed: 0, hasStatedCashFlow: false })).toBe(0.6);
    expect(auditConfidence({ recomputable: true, fallbacksUsed: 3, hasStatedCashFlow: false })).toBe(0);
  });

  it('is 0 when nothing could be recomputed', () => {
    expect(auditConfidence({ recomputable: false, fallbacksUsed: 0, hasStatedCashFlow: true })).toBe(0);
  });

  it('lies between 0 and the base, and never rises with more fallbacks (law)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat({ max: 10 }), fc.boolean(), (recomputable, fallbacksUsed, hasStatedCashFlow) => {
        const score = auditConfidence({ recomputable, fallbacksUsed, hasStatedCashFlow });
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(AUDIT_CONFIDENCE.base);
        expect(auditConfidence({ recomputable, fallbacksUsed: fallbacksUsed + 1, hasStatedCashFlow })).toBeLessThanOrEqual(score);
        expect(auditConfidence({ recomputable, fallbacksUsed, hasStatedCashFlow: false })).toBeLessThanOrEqual(
          auditConfidence({ recomputable, fallbacksUsed, hasStatedCashFlow: true }),
        );
      }),
    );
  });
});
