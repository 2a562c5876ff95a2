import { describe, expect, it } from 'vitest';
import { estimateMarketRent } from '../engine';
import { auditCashFlow, strategyFigures } from './findings';

// price 1,250,000 and rent 15,000, no lot on record: the engine's monthly cash flow is 5,577.89
// (tax estimate 1 % = 12,500, insurance 1 unit 1,200, maintenance 18,000, management 13,680:
// NOI 125,620 − 12 × 4,890.44 mortgage = 66,934.72 a year ÷ 12, see propertyMetrics.test.ts)
const base = { purchasePrice: '1250000.00', monthlyRent: '15000.00' };

describe('auditCashFlow', () => {
  it('matches a stored figure the engine agrees with: 0 %, Low risk', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '5577.89' });
    expect(finding.recomputedMonthlyCashFlow).toBeCloseTo(5_577.89, 1);
    expect(Math.abs(finding.discrepancyPercentage)).toBeLessThan(0.01);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Low', confidenceScore: 0.9, fallbacksUsed: [], flaggedAssets: [] });
  });

  it('flags an overstated figure above 15 %: (5,577.89 − 7,000) ÷ 7,000 = −20.32 %', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '7000' });
    expect(finding.discrepancyPercentage).toBeCloseTo(-20.32, 1);
    expect(finding.flagged).toBe(true);
    expect(finding.riskLevel).toBe('High');
    expect(finding.flaggedAssets[0]).toContain('$7,000');
  });

  it('a 5–15 % gap is Medium and not flagged: (5,577.89 − 5,200) ÷ 5,200 = 7.27 %', () => {
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '5200' });
    expect(finding.discrepancyPercentage).toBeCloseTo(7.27, 1);
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
      { purchasePrice: null, monthlyRent: null, monthlyNetCashFlow: '5577.89', estimatedValue: '1250000', marketValue: '900000' },
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

  it('recomputes with the property’s own lot, so a figure the engine gave the property is not flagged', () => {
    // a six-unit Brooklyn building (city and ZIP only): insurance 6 × 1,200 = 7,200, NYC closing costs
    // opex 12,500 + 7,200 + 18,000 + 13,680 = 51,380 → NOI 119,620 − 58,685.28 = 60,934.72 a year = 5,077.89 a month
    const halsey = { ...base, units: 6, city: 'Brooklyn', zip: '11233', monthlyNetCashFlow: '5077.89' };
    const finding = auditCashFlow(halsey);
    expect(finding.recomputedMonthlyCashFlow).toBeCloseTo(5_077.89, 1);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Low' });
  });

  it('carries the market rent estimate with the engine cash flow at it, and notes a stored rent outside its band', () => {
    // Bronx walk-up GRM 11 on a 1,980,000 sale: 15,000 a month (13,500–16,500): the stored 15,000 is inside
    const inside = estimateMarketRent({ borough: 'BX', buildingClass: 'C1', lastSalePrice: 1_980_000 });
    const agreeing = auditCashFlow({ ...base, monthlyNetCashFlow: '5577.89' }, {}, inside);
    expect(agreeing.marketRent).toMatchObject({ estimate: 15_000, low: 13_500, high: 16_500, valueBasis: 'own-last-sale', comparablesUsed: 0 });
    // the same rent and price: the same cash flow as the audit's recomputation
    expect(agreeing.marketRent?.monthlyCashFlow).toBe(agreeing.recomputedMonthlyCashFlow);
    expect(agreeing.flaggedAssets).toEqual([]);

    // 1,320,000 → 10,000 (9,000–11,000): the stored 15,000 is above the band; the flag itself is unchanged
    const below = estimateMarketRent({ borough: 'BX', buildingClass: 'C1', lastSalePrice: 1_320_000 });
    const finding = auditCashFlow({ ...base, monthlyNetCashFlow: '5577.89' }, {}, below);
    expect(finding.flaggedAssets).toEqual(["Monthly rent $15,000 is outside the market estimate's range $9,000–$11,000."]);
    expect(finding).toMatchObject({ flagged: false, riskLevel: 'Low' });
    expect(finding.marketRent!.monthlyCashFlow!).toBeLessThan(finding.recomputedMonthlyCashFlow!);
    expect(auditCashFlow({ ...base, monthlyNetCashFlow: '5577.89' }).marketRent).toBeNull();
  });

  it('reads strategy figures under each calculator’s names', () => {
    expect(strategyFigures({ purchasePrice: 500_000, grossMonthlyRent: 4_000 })).toEqual({ purchasePrice: 500_000, monthlyRent: 4_000 });
    expect(strategyFigures({ propertyValue: 300_000, monthlyRent: 2_500 })).toEqual({ purchasePrice: 300_000, monthlyRent: 2_500 });
    expect(strategyFigures(undefined)).toEqual({});
  });
});
