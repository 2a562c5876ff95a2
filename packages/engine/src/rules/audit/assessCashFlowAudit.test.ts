import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RISK_LEVELS } from '../../domain/audit';
import { monthlyCashFlowArb, monthlyRentArb } from '../../testing/auditArbitraries';
import { assessCashFlowAudit, type CashFlowAuditInput } from './assessCashFlowAudit';

// price 1,250,000 and rent 15,000: the engine's Buy & Hold monthly cash flow is 4,011.23
const agreeing: CashFlowAuditInput = {
  statedMonthlyCashFlow: 4_011.23,
  recomputedMonthlyCashFlow: 4_011.23,
  auditedMonthlyRent: 15_000,
  fallbacksUsed: 0,
  marketRentBand: null,
};

describe('assessCashFlowAudit', () => {
  it('a stated figure the engine agrees with: 0 %, Low, not flagged, nothing to note', () => {
    expect(assessCashFlowAudit(agreeing)).toEqual({ discrepancyPercentage: 0, flagged: false, riskLevel: 'Low', confidenceScore: 0.9, concerns: [] });
  });

  it('an overstated figure is flagged High: (4,011.23 − 5,000) ÷ 5,000 = −19.78 %', () => {
    expect(assessCashFlowAudit({ ...agreeing, statedMonthlyCashFlow: 5_000 })).toEqual({
      discrepancyPercentage: -19.7754,
      flagged: true,
      riskLevel: 'High',
      confidenceScore: 0.9,
      concerns: ['cash-flow-differs'],
    });
  });

  it('notes a missing stated figure and a negative cash flow', () => {
    expect(assessCashFlowAudit({ ...agreeing, statedMonthlyCashFlow: null, recomputedMonthlyCashFlow: -1_200.5, auditedMonthlyRent: 6_000 })).toEqual({
      discrepancyPercentage: 0,
      flagged: false,
      riskLevel: 'High',
      confidenceScore: 0.6,
      concerns: ['no-stated-cash-flow', 'negative-cash-flow'],
    });
  });

  it('notes a rent outside the market band (a Watch, not a flag, on its own)', () => {
    const assessment = assessCashFlowAudit({ ...agreeing, marketRentBand: { low: 9_000, high: 11_000 } });
    expect(assessment).toMatchObject({ flagged: false, riskLevel: 'Low', concerns: ['rent-outside-market-band'] });
    expect(assessCashFlowAudit({ ...agreeing, marketRentBand: { low: 13_500, high: 16_500 } }).concerns).toEqual([]);
  });

  it('flags a property whose cash flow at the market rent is more than 15 % off the stated one', () => {
    const assessment = assessCashFlowAudit({ ...agreeing, marketRentBand: { low: 9_000, high: 11_000 }, marketMonthlyCashFlow: 1_500 });
    expect(assessment).toMatchObject({ discrepancyPercentage: 0, flagged: true, concerns: ['rent-outside-market-band'] });
  });

  it('cannot recompute: 100 %, flagged, High, confidence 0, noted alone', () => {
    expect(assessCashFlowAudit({ ...agreeing, recomputedMonthlyCashFlow: null, marketRentBand: { low: 1, high: 2 } })).toEqual({
      discrepancyPercentage: 100,
      flagged: true,
      riskLevel: 'High',
      confidenceScore: 0,
      concerns: ['not-recomputable'],
    });
  });

  it('a flagged property is always High risk, and an agreeing one never is unless it loses money (law)', () => {
    fc.assert(
      fc.property(fc.option(monthlyCashFlowArb(), { nil: null }), monthlyCashFlowArb(), monthlyRentArb(), fc.nat({ max: 3 }), (stated, recomputed, rent, fallbacksUsed) => {
        const assessment = assessCashFlowAudit({ statedMonthlyCashFlow: stated, recomputedMonthlyCashFlow: recomputed, auditedMonthlyRent: rent, fallbacksUsed, marketRentBand: null });
        if (assessment.flagged) expect(assessment.riskLevel).toBe('High');
        if (assessment.discrepancyPercentage === 0 && recomputed >= 0) expect(assessment.riskLevel).not.toBe('High');
        expect(RISK_LEVELS).toContain(assessment.riskLevel);
        expect(assessment.confidenceScore).toBeGreaterThanOrEqual(0);
        expect(assessment.confidenceScore).toBeLessThanOrEqual(1);
        expect(assessment.concerns.includes('cash-flow-differs')).toBe(assessment.flagged);
      }),
    );
  });
});
