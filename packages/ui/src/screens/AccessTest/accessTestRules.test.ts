import { describe, expect, it } from 'vitest';
import { TIERS } from '@rei/engine';
import { ACCESS_TEST_FEATURES, accessTestRole, isFeatureAccessible, lockedFeatureMessage } from './accessTestRules';

describe('access test rules', () => {
  it('lists the nine features of spec 1 §2 in order', () => {
    expect(ACCESS_TEST_FEATURES.map((entry) => entry.feature)).toEqual([
      'property_search',
      'basic_analysis',
      'ai_summary',
      'pdf_export',
      'branded_export',
      'custom_calculators',
      'advanced_enrichment',
      'premium_reports',
      'bulk_operations',
    ]);
  });

  it('property_search is open to every role even with its toggle off', () => {
    for (const tier of [...TIERS, null]) {
      expect(isFeatureAccessible('property_search', tier, null, { property_search: false })).toBe(true);
    }
  });

  it('needs both the role permission and the local toggle', () => {
    expect(isFeatureAccessible('ai_summary', 'scout', null, {})).toBe(false);
    expect(isFeatureAccessible('ai_summary', 'rookie', null, {})).toBe(true);
    expect(isFeatureAccessible('ai_summary', 'rookie', null, { ai_summary: false })).toBe(false);
  });

  it('a developer override replaces the tier; hunter bypasses toggles too', () => {
    expect(isFeatureAccessible('branded_export', 'scout', 'operator', {})).toBe(true);
    expect(isFeatureAccessible('bulk_operations', 'scout', 'hunter', { bulk_operations: false })).toBe(true);
    expect(accessTestRole('rookie', 'operator')).toBe('operator');
    expect(accessTestRole({ tier: 'hunter', status: 'cancelled' }, null)).toBe('scout');
  });

  it('words the locked alert with the feature key', () => {
    expect(lockedFeatureMessage('pdf_export')).toBe('Feature "pdf_export" is not accessible with current role or is disabled.');
  });
});
