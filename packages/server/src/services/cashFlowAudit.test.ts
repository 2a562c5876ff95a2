import { describe, expect, it } from 'vitest';
import { estimateMarketRent } from './engine';
import { auditCashFlow, strategyFigures } from './cashFlowAudit';

// price 1,250,000 and rent 15,000: the engine's monthly cash flow is 4,011.23
// (NOI 106,820 − 12 × 4,890.44 mortgage = 48,134.72 a year, see propertyMetrics.test.ts)
const base = { purchasePrice: '1250000.00', monthlyRent: '15000.00' };

describe('auditCashFlow', () => {
  it('matches a stored figure the engine agrees with: 0 %, Low risk', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '4011.23' });
    expect(finding.recomputedMonthlyCashFlow).toBeCloseTo(4_011.23, 1);
    expect(Math.abs(finding.discrepancyPercentage)).toBeLessThan(0.01);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Low', confidenceScore: 0.9, fallbacksUsed: [], flaggedAssets: [] });
  });

  it('flags an overstated figure above 15 %: (4,011.23 − 5,000) ÷ 5,000 = −19.78 %', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '5000' });
    expect(finding.discrepancyPercentage).toBeCloseTo(-19.78, 1);
    expect(finding.flagged).toBe(true);
    expect(finding.riskLevel).toBe('High');
    expect(finding.flaggedAssets[0]).toContain('$5,000');
  });

  it('a 5–15 % gap is Medium and not flagged: (4,011.23 − 3,700) ÷ 3,700 = 8.41 %', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '3700' });
    expect(finding.discrepancyPercentage).toBeCloseTo(8.41, 1);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Medium' });
  });

  it('negative recomputed cash flow is High risk', () => {
    // rent 6,000 on 1,250,000: NOI far below the 58,685 a year of debt service
    const finding = auditCashFlow({ purchasePrice: '1250000', monthlyRent: '6000', monthlyNetCashFlow: null });
    expect(finding.recomputedMonthlyCashFlow!).toBeLessThan(0);
    expect(finding.riskLevel).toBe('High');
    // no stored figure: discrepancy 0, confidence 0.9 − 0.3
    expect(finding.discrepancyPercentage).toBe(0);
    expect(finding.confidenceScore).toBe(0.6);
  });

  it('uses fallbacks in order and lowers confidence for each', () => {
    const finding = auditCashFlow(
      { purchasePrice: null, monthlyRent: null, monthlyNetCashFlow: '4011.23', estimatedValue: '1250000', marketValue: '900000' },
      { monthlyRent: 15_000 },
    );
    expect(finding.fallbacksUsed).toEqual(['purchasePrice from estimated value', 'monthlyRent from the latest saved strategy']);
    expect(finding.auditedPrice).toBe(1_250_000);
    expect(finding.confidenceScore).toBe(0.5);
    expect(finding.flagged).toBe(false);
  });

  it('cannot recompute without price and rent: 100 %, flagged, High, confidence 0', () => {
    const finding = auditCashFlow({ purchasePrice: null, monthlyRent: '2000', monthlyNetCashFlow: '100' });
    expect(finding).toMatchObject({ discrepancyPercentage: 100, flagged: true, riskLevel: 'High', confidenceScore: 0, recomputedMonthlyCashFlow: null });
    expect(finding.flaggedAssets[0]).toContain('Add the purchase price');
  });

  it('carries the market rent estimate with the engine cash flow at it, and notes a stored rent outside its band', () => {
    // Bronx walk-up GRM 11 on a 1,980,000 sale: 15,000 a month (13,500–16,500): the stored 15,000 is inside
    const inside = estimateMarketRent({ borough: 'BX', buildingClass: 'C1', lastSalePrice: 1_980_000 });
    const agreeing = auditCashFlow({ ...base, monthlyNetCashFlow: '4011.23' }, {}, inside);
    expect(agreeing.marketRent).toMatchObject({ estimate: 15_000, low: 13_500, high: 16_500, valueBasis: 'own-last-sale', comparablesUsed: 0 });
    // the same rent and price: the same cash flow as the audit's recomputation
    expect(agreeing.marketRent?.monthlyCashFlow).toBe(agreeing.recomputedMonthlyCashFlow);
    expect(agreeing.flaggedAssets).toEqual([]);

    // 1,320,000 → 10,000 (9,000–11,000): the stored 15,000 is above the band; the flag itself is unchanged
    const below = estimateMarketRent({ borough: 'BX', buildingClass: 'C1', lastSalePrice: 1_320_000 });
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '4011.23' }, {}, below);
    expect(finding.flaggedAssets).toEqual(["Monthly rent $15,000 is outside the market estimate's range $9,000–$11,000."]);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Low' });
    expect(finding.marketRent!.monthlyCashFlow!).toBeLessThan(finding.recomputedMonthlyCashFlow!);
    expect(auditCashFlow({ ...base, monthlyNetCashFlow: '4011.23' }).marketRent).toBeNull();
  });

  it('reads strategy figures under each calculator’s names', () => {
    expect(strategyFigures({ purchasePrice: 500_000, grossMonthlyRent: 4_000 })).toEqual({ purchasePrice: 500_000, monthlyRent: 4_000 });
    expect(strategyFigures({ propertyValue: 300_000, monthlyRent: 2_500 })).toEqual({ purchasePrice: 300_000, monthlyRent: 2_500 });
    expect(strategyFigures(undefined)).toEqual({});
  });
});
