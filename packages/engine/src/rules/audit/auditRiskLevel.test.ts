import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RISK_LEVELS } from '../../domain/audit';
import { discrepancyArb, monthlyCashFlowArb, monthlyRentArb } from '../../testing/auditArbitraries';
import { auditRiskLevel } from './auditRiskLevel';

const rank = (level: string) => RISK_LEVELS.indexOf(level as (typeof RISK_LEVELS)[number]);
const healthy = { recomputedMonthlyCashFlow: 4_011.23, monthlyRent: 15_000 };

describe('auditRiskLevel', () => {
  it('is High above the 15 % flag, Medium past 5 %, Low within it', () => {
    expect(auditRiskLevel({ ...healthy, discrepancyPercentage: -19.78 })).toBe('High');
    expect(auditRiskLevel({ ...healthy, discrepancyPercentage: 15.01 })).toBe('High');
    expect(auditRiskLevel({ ...healthy, discrepancyPercentage: 15 })).toBe('Medium');
    expect(auditRiskLevel({ ...healthy, discrepancyPercentage: -5.01 })).toBe('Medium');
    expect(auditRiskLevel({ ...healthy, discrepancyPercentage: 5 })).toBe('Low');
  });

  it('is High for a negative or unrecomputable cash flow whatever the discrepancy', () => {
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: -0.01, monthlyRent: 6_000 })).toBe('High');
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: null, monthlyRent: 6_000 })).toBe('High');
  });

  it('is Medium for a cash flow under 10 % of the rent', () => {
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: 599.99, monthlyRent: 6_000 })).toBe('Medium');
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: 600, monthlyRent: 6_000 })).toBe('Low');
    // no rent above zero: no margin to judge
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: 0, monthlyRent: 0 })).toBe('Low');
    expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: 0, monthlyRent: null })).toBe('Low');
  });

  it('never falls as the discrepancy grows in size (law)', () => {
    fc.assert(
      fc.property(discrepancyArb(), discrepancyArb(), monthlyCashFlowArb(), monthlyRentArb(), (a, b, cashFlow, rent) => {
        const [small, large] = Math.abs(a) <= Math.abs(b) ? [a, b] : [b, a];
        const at = (discrepancyPercentage: number) => rank(auditRiskLevel({ discrepancyPercentage, recomputedMonthlyCashFlow: cashFlow, monthlyRent: rent }));
        expect(at(large)).toBeGreaterThanOrEqual(at(small));
      }),
    );
  });

  it('never rises as the recomputed cash flow grows (law)', () => {
    fc.assert(
      fc.property(discrepancyArb(), monthlyCashFlowArb(), monthlyCashFlowArb(), monthlyRentArb(), (pct, a, b, rent) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const at = (cashFlow: number) => rank(auditRiskLevel({ discrepancyPercentage: pct, recomputedMonthlyCashFlow: cashFlow, monthlyRent: rent }));
        expect(at(high)).toBeLessThanOrEqual(at(low));
      }),
    );
  });

  it('zero discrepancy on a cash flow of at least 10 % of the rent is the lowest risk (law)', () => {
    fc.assert(
      fc.property(monthlyRentArb(), fc.integer({ min: 0, max: 1_000_000 }), (rent, extraCents) => {
        // a tenth of the rent, rounded up to the cent, plus some more
        const cashFlow = (Math.ceil(Math.round(rent * 100) / 10) + extraCents) / 100;
        expect(auditRiskLevel({ discrepancyPercentage: 0, recomputedMonthlyCashFlow: cashFlow, monthlyRent: rent })).toBe(RISK_LEVELS[0]);
      }),
    );
  });
});
