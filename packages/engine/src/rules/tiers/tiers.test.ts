import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EXPORT_FORMATS,
  ACCESS_TEST_FEATURES,
  CALCULATOR_TABS,
  accessTestAllows,
  accessTestRole,
  FEATURES,
  PLANS,
  TIERS,
  canAddProperty,
  canExport,
  canGenerateAiSummary,
  canUseCalculator,
  effectiveTier,
  featureMinimumTier,
  hasFeature,
  isCalculatorTab,
  isFeature,
  isTier,
  planFor,
  planPriceLabel,
  tierLimits,
  tierRank,
} from './tiers';
import { featureArb, tierArb } from '../../testing/rulesArbitraries';

describe('tiers and plans', () => {
  it('ranks the tiers scout < rookie < operator < hunter', () => {
    expect(TIERS.map(tierRank)).toEqual([0, 1, 2, 3]);
  });

  it('recognises tier, feature and tab ids only', () => {
    expect(isTier('operator')).toBe(true);
    expect(isTier('gold')).toBe(false);
    expect(isTier(3)).toBe(false);
    expect(isFeature('ai_summary')).toBe(true);
    expect(isFeature('teleport')).toBe(false);
    expect(isCalculatorTab('rehab-reinvest')).toBe(true);
    expect(isCalculatorTab('brrr')).toBe(false);
  });

  it('has one plan per tier with the decided prices and limits', () => {
    expect(PLANS.map((p) => p.id)).toEqual([...TIERS]);
    expect(PLANS.map((p) => p.monthlyPrice)).toEqual([0, 29, 79, 99]);
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['rookie']);
    expect(tierLimits('scout')).toMatchObject({ properties: 3, aiSummariesPerMonth: 0, exportFormats: ['csv'] });
    expect(tierLimits('rookie')).toMatchObject({ properties: 15, aiSummariesPerMonth: 5, calculators: 'all' });
    expect(tierLimits('operator')).toMatchObject({ properties: null, aiSummariesPerMonth: null, dataEnrichment: 'advanced' });
    expect(tierLimits('hunter').exportFormats).toEqual(expect.arrayContaining(['team-csv', 'team-xlsx']));
    // the premium due-diligence PDF is the plan's "Premium reports": the same plans have both
    for (const tier of TIERS) expect(canExport(tier, 'pdf-premium')).toBe(hasFeature(tier, 'premium_reports'));
    expect(planFor('operator').name).toBe('Operator');
  });

  it('labels prices for the pricing cards', () => {
    expect(planPriceLabel(planFor('scout'))).toBe('Free');
    expect(planPriceLabel(planFor('rookie'))).toBe('$29/month');
  });

  it('gates features by minimum tier', () => {
    expect(featureMinimumTier('basic_analysis')).toBe('scout');
    expect(featureMinimumTier('ai_summary')).toBe('rookie');
    expect(featureMinimumTier('branded_export')).toBe('operator');
    expect(featureMinimumTier('bulk_operations')).toBe('hunter');
    expect(featureMinimumTier('team_calculators')).toBe('hunter');
    expect(featureMinimumTier('custom_calculators')).toBe('operator');
    expect(hasFeature('scout', 'ai_summary')).toBe(false);
    expect(hasFeature('rookie', 'ai_summary')).toBe(true);
    expect(hasFeature('rookie', 'branded_export')).toBe(false);
    expect(hasFeature('operator', 'premium_reports')).toBe(false);
    expect(hasFeature('hunter', 'premium_reports')).toBe(true);
  });

  it('always allows property search, even with no tier', () => {
    expect(hasFeature(null, 'property_search')).toBe(true);
    expect(hasFeature('nonsense', 'property_search')).toBe(true);
  });

  it('treats an inactive subscription or unknown tier as scout', () => {
    expect(effectiveTier({ tier: 'operator', status: 'active' })).toBe('operator');
    expect(effectiveTier({ tier: 'operator', status: 'trialing' })).toBe('operator');
    expect(effectiveTier({ tier: 'operator', status: 'cancelled' })).toBe('scout');
    expect(effectiveTier({ tier: 'platinum', status: 'active' })).toBe('scout');
    expect(effectiveTier('platinum')).toBe('scout');
    expect(effectiveTier(undefined)).toBe('scout');
    expect(hasFeature({ tier: 'hunter', status: 'active' }, 'bulk_operations')).toBe(true);
    expect(hasFeature({ tier: 'hunter', status: 'cancelled' }, 'ai_summary')).toBe(false);
  });

  it('opens only Buy & Hold and BRRRR to scout', () => {
    expect(CALCULATOR_TABS.filter((tab) => canUseCalculator('scout', tab))).toEqual(['buy-hold', 'rehab-reinvest']);
    expect(CALCULATOR_TABS.every((tab) => canUseCalculator('rookie', tab))).toBe(true);
    expect(canUseCalculator({ tier: 'rookie', status: 'cancelled' }, 'wholesale')).toBe(false);
  });

  it('counts properties and AI summaries against the plan', () => {
    expect(canAddProperty('scout', 2)).toBe(true);
    expect(canAddProperty('scout', 3)).toBe(false);
    expect(canAddProperty('rookie', 14)).toBe(true);
    expect(canAddProperty('rookie', 15)).toBe(false);
    expect(canAddProperty('operator', 10_000)).toBe(true);
    expect(canAddProperty('operator', Number.NaN)).toBe(false);
    expect(canGenerateAiSummary('scout', 0)).toBe(false);
    expect(canGenerateAiSummary('rookie', 4)).toBe(true);
    expect(canGenerateAiSummary('rookie', 5)).toBe(false);
    expect(canGenerateAiSummary('hunter', 999)).toBe(true);
  });

  it('spells each export as its report file is, so a file format is its own entitlement', () => {
    expect(EXPORT_FORMATS).toEqual(['csv', 'xlsx', 'pdf', 'pdf-branded', 'pdf-premium', 'team-csv', 'team-xlsx']);
  });

  it('gates export formats', () => {
    expect(canExport('scout', 'csv')).toBe(true);
    expect(canExport('scout', 'pdf')).toBe(false);
    expect(canExport('operator', 'pdf-branded')).toBe(true);
    expect(canExport('operator', 'team-csv')).toBe(false);
    expect(canExport('scout', 'xlsx')).toBe(false);
    expect(canExport('rookie', 'xlsx')).toBe(true);
  });

  it('hasFeature is monotone in tier rank (law)', () => {
    fc.assert(
      fc.property(tierArb, tierArb, featureArb, (a, b, feature) => {
        const [low, high] = tierRank(a) <= tierRank(b) ? [a, b] : [b, a];
        if (hasFeature(low, feature)) expect(hasFeature(high, feature)).toBe(true);
      }),
    );
  });

  it('limits never shrink as the tier rises (law)', () => {
    const asNumber = (n: number | null) => (n === null ? Number.POSITIVE_INFINITY : n);
    fc.assert(
      fc.property(tierArb, tierArb, fc.nat({ max: 100 }), (a, b, used) => {
        const [low, high] = tierRank(a) <= tierRank(b) ? [a, b] : [b, a];
        expect(asNumber(tierLimits(high).properties)).toBeGreaterThanOrEqual(asNumber(tierLimits(low).properties));
        if (canAddProperty(low, used)) expect(canAddProperty(high, used)).toBe(true);
        if (canGenerateAiSummary(low, used)) expect(canGenerateAiSummary(high, used)).toBe(true);
        for (const format of tierLimits(low).exportFormats) expect(canExport(high, format)).toBe(true);
      }),
    );
  });

  it('every feature is reachable by hunter', () => {
    expect(FEATURES.every((f) => hasFeature('hunter', f))).toBe(true);
  });

  it('opens access-test features by tier, toggle and developer override', () => {
    expect(ACCESS_TEST_FEATURES).toHaveLength(9);
    expect(ACCESS_TEST_FEATURES.filter((f) => accessTestAllows({ subscription: 'scout' }, f))).toEqual(['property_search', 'basic_analysis']);
    expect(accessTestAllows({ subscription: 'rookie', toggles: { ai_summary: false } }, 'ai_summary')).toBe(false);
    expect(accessTestAllows({ subscription: 'rookie', toggles: { ai_summary: true } }, 'ai_summary')).toBe(true);
    expect(accessTestAllows({ subscription: null, toggles: { property_search: false } }, 'property_search')).toBe(true);
    expect(accessTestAllows({ subscription: 'scout', developerOverride: 'hunter', toggles: { bulk_operations: false } }, 'bulk_operations')).toBe(true);
    expect(accessTestAllows({ subscription: 'hunter', developerOverride: 'rookie' }, 'branded_export')).toBe(false);
    expect(accessTestAllows({ subscription: 'scout', developerOverride: 'operator' }, 'branded_export')).toBe(true);
    expect(accessTestRole('rookie', 'operator')).toBe('operator');
    expect(accessTestRole('rookie', null)).toBe('rookie');
    expect(accessTestRole({ tier: 'hunter', status: 'cancelled' }, null)).toBe('scout');
  });
});
