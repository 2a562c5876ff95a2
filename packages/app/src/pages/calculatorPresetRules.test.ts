import { describe, expect, it, vi } from 'vitest';
import type { DealResponse, PresetResponse } from '@rei/server/contract';
import { calculatorPresets, personalPresetLockedReason, presetDraftOf, teamPresetLockedReason } from './calculatorPresetRules';

const preset = (id: number, strategyType: PresetResponse['strategyType'], version = 1): PresetResponse => ({
  id,
  organizationId: 5,
  name: `Preset ${id}`,
  scope: 'organization',
  strategyType,
  values: { interestRate: 7 },
  lineItems: [],
  lockedFields: ['interestRate'],
  version,
  createdBy: 1,
  updatedBy: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  canEdit: false,
  usable: true,
  unusableReason: null,
});

describe('the calculators’ presets', () => {
  it('lists each tab only its own strategy’s presets', () => {
    const state = calculatorPresets([preset(1, 'buy_hold'), preset(2, 'fix_flip'), preset(3, 'brrr')], null, null, vi.fn());
    expect(state.optionsByTab['buy-hold']?.map((option) => option.id)).toEqual([1]);
    expect(state.optionsByTab['fix-flip']?.map((option) => option.id)).toEqual([2]);
    expect(state.optionsByTab['rehab-reinvest']?.map((option) => option.id)).toEqual([3]);
    expect(state.applied).toBeNull();
  });

  it('applies the chosen preset to a new deal, and a saved deal’s recorded version (not the newer one) on its tab', () => {
    const chosen = calculatorPresets([preset(1, 'buy_hold', 3)], { tab: 'buy-hold', presetId: 1 }, null, vi.fn());
    expect(chosen.applied).toMatchObject({ tab: 'buy-hold', preset: { id: 1, version: 3 } });
    const deal = { strategyType: 'buy_hold', current: { preset: { id: 1, name: 'Preset 1', scope: 'organization', version: 2, values: {}, lineItems: [], lockedFields: ['interestRate'] } } } as unknown as DealResponse;
    const saved = calculatorPresets([preset(1, 'buy_hold', 3)], null, deal, vi.fn());
    expect(saved.applied).toMatchObject({ tab: 'buy-hold', preset: { id: 1, version: 2 } });
  });

  it('offers the calculator’s inputs as a preset with the custom lines apart', () => {
    const lines = [{ label: 'Reserve', kind: 'expense', amount: 250, frequency: 'monthly' }];
    expect(presetDraftOf('buy_hold', { interestRate: 7, lineItems: lines })).toEqual({ strategyType: 'buy_hold', values: { interestRate: 7 }, lineItems: lines, leftOut: [] });
  });

  it('leaves the property’s own figures out of a preset: its terms fit any property (walk finding: one lot’s price landed on another)', () => {
    const inputs = { purchasePrice: 1_250_000, grossMonthlyRent: 8_220.29, propertyTax: 9_800, closingCosts: 36_832, interestRate: 6.875, vacancyRate: 4, downPaymentPercent: 25 };
    const draft = presetDraftOf('buy_hold', inputs);
    expect(draft.values).toEqual({ interestRate: 6.875, vacancyRate: 4, downPaymentPercent: 25 });
    expect(draft.leftOut).toEqual(['purchasePrice', 'grossMonthlyRent', 'propertyTax', 'closingCosts']);
    const brrr = presetDraftOf('brrr', { purchasePrice: 1, monthlyRent: 2, taxes: 3, refinanceRate: 7, refinanceLTV: 75, holdingTime: 6 });
    expect(brrr.values).toEqual({ refinanceRate: 7, refinanceLTV: 75, holdingTime: 6 });
  });

  it('names the plan that adds presets, and the role that manages team presets', () => {
    expect(personalPresetLockedReason('rookie')).toContain('Operator');
    expect(personalPresetLockedReason('operator')).toBeNull();
    expect(teamPresetLockedReason('operator', 'owner')).toContain('Hunter');
    expect(teamPresetLockedReason('hunter', 'analyst')).toContain('owners and admins');
    expect(teamPresetLockedReason('hunter', 'admin')).toBeNull();
  });
});
