/**
 * A preset lays its terms over the chosen property's figures, never another property's price,
 * rent or costs (walk finding: a preset saved on 323 Hart Street put its $1.25M price and $8,220
 * rent on 841 Greene Avenue while the selector still named 841 Greene).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CalculatorSuiteScreen } from '../CalculatorSuiteScreen';
import type { AppliedPreset, CalculatorPresets } from './PresetPicker';

const greene = { id: 9, address: '841 Greene Avenue', city: 'Brooklyn', state: 'NY', zip: '11221', metricsCalculated: false, purchasePrice: 1_400_000, monthlyRent: 7_800 };

/** A preset saved before the rule, holding 323 Hart's figures beside its terms. */
const oldPreset: AppliedPreset = {
  id: 4,
  name: 'NYC 2026 lender terms',
  scope: 'personal',
  version: 1,
  values: { purchasePrice: 1_250_000, grossMonthlyRent: 8_220.29, propertyTax: 9_800, interestRate: 6.875, vacancyRate: 4 },
  lineItems: [],
  lockedFields: [],
};

function presetsWith(preset: AppliedPreset): CalculatorPresets {
  return {
    optionsByTab: { 'buy-hold': [{ ...preset, id: preset.id!, usable: true, unusableReason: null }] },
    applied: { tab: 'buy-hold', preset },
    onApply: vi.fn(),
  };
}

const renderWith = (selectedPropertyId: number | null) =>
  render(
    <CalculatorSuiteScreen
      tab="buy-hold"
      subscription="operator"
      onTabChange={() => undefined}
      properties={[greene]}
      selectedPropertyId={selectedPropertyId}
      dealSaving={{ saved: null, savedTab: null, onSave: vi.fn(), presets: presetsWith(oldPreset) }}
    />,
  );

describe('a preset applied to a property', () => {
  it('brings its terms and keeps the property’s own price and rent, saying which of its values it left out', () => {
    renderWith(9);
    expect(screen.getByLabelText('Interest Rate')).toHaveProperty('value', '6.875');
    expect(screen.getByLabelText('Vacancy Rate')).toHaveProperty('value', '4');
    expect(screen.getByLabelText('Purchase Price')).toHaveProperty('value', '1,400,000');
    expect(screen.getByLabelText('Gross Monthly Rent')).not.toHaveProperty('value', '8,220.29');
    expect(screen.getByText(/The preset also holds Purchase Price, Gross Monthly Rent and Property Tax \(annual\).+841 Greene Avenue's own figures stay/)).toBeTruthy();
  });

  it('with no property chosen, fills every value it holds, and says nothing is left out', () => {
    renderWith(null);
    expect(screen.getByLabelText('Purchase Price')).toHaveProperty('value', '1,250,000');
    expect(screen.getByLabelText('Interest Rate')).toHaveProperty('value', '6.875');
    expect(screen.queryByText(/The preset also holds/)).toBeNull();
  });
});
