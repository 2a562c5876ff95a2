import { describe, expect, it } from 'vitest';
import { CALCULATOR_TABS, STRATEGY_TYPES } from '@rei/engine';
import { dealExportUnavailableReason, dealIdOf, TAB_STRATEGY, tabOfStrategy, withDealId } from './calculatorDeals';

describe('calculator deals', () => {
  it('maps every tab to a distinct strategy and back (BRRRR is rehab-reinvest / brrr)', () => {
    expect(new Set(Object.values(TAB_STRATEGY)).size).toBe(CALCULATOR_TABS.length);
    for (const tab of CALCULATOR_TABS) expect(tabOfStrategy(TAB_STRATEGY[tab])).toBe(tab);
    expect(TAB_STRATEGY['rehab-reinvest']).toBe('brrr');
    for (const strategy of Object.values(TAB_STRATEGY)) expect(STRATEGY_TYPES).toContain(strategy);
  });

  it('reads only a positive whole dealId', () => {
    expect(dealIdOf('?dealId=12&propertyId=3')).toBe(12);
    expect(dealIdOf('dealId=0')).toBeNull();
    expect(dealIdOf('dealId=1e3')).toBeNull();
    expect(dealIdOf('')).toBeNull();
  });

  it('puts dealId in the URL keeping the property, and removes it', () => {
    expect(withDealId('fix-flip', 'propertyId=3', 9)).toBe('/calculator/fix-flip?propertyId=3&dealId=9');
    expect(withDealId('fix-flip', 'propertyId=3&dealId=9', null)).toBe('/calculator/fix-flip?propertyId=3');
  });

  it('keeps Export disabled, with a reason, until the deal on this tab is saved', () => {
    expect(dealExportUnavailableReason(true, false)).toMatch(/Save this deal first/);
    expect(dealExportUnavailableReason(false, true)).toMatch(/Sign in/);
    expect(dealExportUnavailableReason(true, true)).toBeNull();
  });
});
