import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { auditAccuracy, discrepancyPercent, discrepancyStatus, isFlagged, summarizeAudit } from './audit';
import { EngineInputError } from '../../errors/EngineInputError';

describe('discrepancyStatus and isFlagged', () => {
  it('uses the 5 and 15 percent thresholds on the size of the discrepancy', () => {
    expect(discrepancyStatus(5)).toEqual({ status: 'ok', color: 'green', icon: 'check' });
    expect(discrepancyStatus(-5).status).toBe('ok');
    expect(discrepancyStatus(5.01)).toEqual({ status: 'watch', color: 'yellow', icon: 'clock' });
    expect(discrepancyStatus(-15).status).toBe('watch');
    expect(discrepancyStatus(15.01)).toEqual({ status: 'warning', color: 'red', icon: 'warning' });
    expect(discrepancyStatus(Number.NaN).status).toBe('warning');
  });

  it('flags only above 15 percent', () => {
    expect(isFlagged(15)).toBe(false);
    expect(isFlagged(15.5)).toBe(true);
    expect(isFlagged(-40)).toBe(true);
  });

  it('never gets better as the discrepancy grows (law)', () => {
    const rank = { ok: 0, watch: 1, warning: 2 } as const;
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000, noNaN: true }), fc.double({ min: 0, max: 1000, noNaN: true }), (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(rank[discrepancyStatus(large).status]).toBeGreaterThanOrEqual(rank[discrepancyStatus(small).status]);
        expect(rank[discrepancyStatus(-large).status]).toBeGreaterThanOrEqual(rank[discrepancyStatus(-small).status]);
      }),
    );
  });
});

describe('discrepancyPercent', () => {
  it('measures the actual figure against the expected one', () => {
    // (1,700 − 2,000) ÷ 2,000 × 100 = −15
    expect(discrepancyPercent(2000, 1700)).toBe(-15);
    // (2,300 − 2,000) ÷ 2,000 × 100 = 15
    expect(discrepancyPercent(2000, 2300)).toBe(15);
    // (−400 − −500) ÷ 500 × 100 = 20: a smaller loss is an improvement
    expect(discrepancyPercent(-500, -400)).toBe(20);
    // 1 ÷ 3 × 100 = 33.3333…
    expect(discrepancyPercent(3, 4)).toBe(33.3333);
  });

  it('defines a zero expected figure', () => {
    expect(discrepancyPercent(0, 0)).toBe(0);
    expect(discrepancyPercent(0, 250)).toBe(100);
    expect(discrepancyPercent(0, -250)).toBe(-100);
  });

  it('rejects non-numbers', () => {
    expect(() => discrepancyPercent(Number.NaN, 1)).toThrow(EngineInputError);
  });

  it('is zero when the figures agree, has the sign of the difference and is finite (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }), (expected, actual) => {
        const pct = discrepancyPercent(expected, actual);
        expect(Number.isFinite(pct)).toBe(true);
        if (expected === actual) expect(pct).toBe(0);
        // rounded to 4 decimals, a tiny difference on a large figure reads as 0, never the wrong sign
        if (actual > expected) expect(pct).toBeGreaterThanOrEqual(0);
        if (actual < expected) expect(pct).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('summarizeAudit', () => {
  it('counts, averages sizes and computes accuracy', () => {
    // sizes 4, 20, 9 → mean 11; flagged: only 20 → accuracy 2 ÷ 3 = 66.6667 %
    expect(summarizeAudit([{ discrepancyPercentage: 4 }, { discrepancyPercentage: -20 }, { discrepancyPercentage: 9 }])).toEqual({
      totalPropertiesAudited: 3,
      flaggedProperties: 1,
      averageDiscrepancy: 11,
      auditAccuracy: 66.6667,
    });
  });

  it('defines an empty audit', () => {
    expect(summarizeAudit([])).toEqual({ totalPropertiesAudited: 0, flaggedProperties: 0, averageDiscrepancy: 0, auditAccuracy: null });
    expect(auditAccuracy([])).toBeNull();
  });

  it('keeps extra fields of the audit rows acceptable and names a bad row', () => {
    expect(auditAccuracy([{ discrepancyPercentage: 2, propertyId: 1, riskLevel: 'Low' } as { discrepancyPercentage: number }])).toBe(100);
    try {
      summarizeAudit([{ discrepancyPercentage: 2 }, { discrepancyPercentage: Number.POSITIVE_INFINITY }]);
      expect.unreachable();
    } catch (error) {
      expect((error as EngineInputError).fields).toEqual(['1.discrepancyPercentage']);
    }
  });

  it('accuracy + flagged share = 100 % (law)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -100, max: 100, noNaN: true }), { minLength: 1, maxLength: 40 }), (pcts) => {
        const summary = summarizeAudit(pcts.map((discrepancyPercentage) => ({ discrepancyPercentage })));
        const flaggedShare = (summary.flaggedProperties / summary.totalPropertiesAudited) * 100;
        expect(Math.abs((summary.auditAccuracy ?? -1) + flaggedShare - 100)).toBeLessThan(0.001);
        expect(summary.averageDiscrepancy).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
