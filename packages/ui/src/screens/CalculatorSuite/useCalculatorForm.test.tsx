import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculateBrrr, calculateBuyHold, buyHoldDefaults, type BrrrValues } from '@rei/engine';
import { fieldInputMode, requiredKeys, type CalculatorFormDefinition } from './calculatorFormDefinition';
import { brrrForm, brrrFormDefaults } from './forms/brrrForm';
import { BUY_HOLD_SECTIONS, buyHoldForm, buyHoldFormDefaults } from './forms/buyHoldForm';
import { creativeFinancingForm, creativeFormDefaults } from './forms/creativeFinancingForm';
import { fixFlipForm, fixFlipFormDefaults } from './forms/fixFlipForm';
import { CalculatorFieldList } from './parts/CalculatorFieldList';
import { useCalculatorForm } from './useCalculatorForm';
import { EMPTY_FIELD_MESSAGE } from './useLiveCalculation';

describe('useCalculatorForm', () => {
  it('starts from the initial values and calculates them', () => {
    const { result } = renderHook(() => useCalculatorForm(buyHoldForm, buyHoldFormDefaults));
    expect(result.current.values).toEqual(buyHoldDefaults());
    expect(result.current.calculation.result).toEqual(calculateBuyHold(buyHoldDefaults()));
    expect(result.current.calculation.stale).toBe(false);
    expect(result.current.sections).toBe(BUY_HOLD_SECTIONS);
  });

  it('recalculates on every change', () => {
    const { result } = renderHook(() => useCalculatorForm(buyHoldForm, buyHoldFormDefaults));
    act(() => result.current.setValue('grossMonthlyRent', 4_000));
    expect(result.current.calculation.result).toEqual(calculateBuyHold({ ...buyHoldDefaults(), grossMonthlyRent: 4_000 }));
  });

  it("gives a cleared required field the empty-field message and keeps the last valid result", () => {
    const { result } = renderHook(() => useCalculatorForm(fixFlipForm, fixFlipFormDefaults));
    const valid = result.current.calculation.result;
    act(() => result.current.setValue('rehabCost', undefined));
    expect(result.current.calculation.fieldErrors).toEqual({ rehabCost: EMPTY_FIELD_MESSAGE });
    expect(result.current.calculation.stale).toBe(true);
    expect(result.current.calculation.result).toBe(valid);
  });

  it('leaves a cleared optional field to the engine default, with no message', () => {
    const { result } = renderHook(() => useCalculatorForm(buyHoldForm, buyHoldFormDefaults));
    act(() => result.current.setValue('maintenance', undefined));
    expect(result.current.calculation.fieldErrors).toEqual({});
    expect(result.current.calculation.stale).toBe(false);
    const { maintenance: _maintenance, ...withoutMaintenance } = buyHoldDefaults();
    expect(result.current.calculation.result).toEqual(calculateBuyHold(withoutMaintenance));
  });

  it("keeps the last valid result while the engine rejects a value, with the engine's message on that field", () => {
    const { result } = renderHook(() => useCalculatorForm(brrrForm, brrrFormDefaults));
    act(() => result.current.setValue('isWholesaled', true));
    const valid = result.current.calculation.result;
    expect(valid).toEqual(calculateBrrr({ ...brrrFormDefaults(), isWholesaled: true } as BrrrValues));
    act(() => result.current.setValue('wholesaleFeePercent', 60));
    expect(result.current.calculation.fieldErrors).toEqual({ wholesaleFeePercent: 'Must be at most 50.' });
    expect(result.current.calculation.stale).toBe(true);
    expect(result.current.calculation.result).toBe(valid);
    act(() => result.current.setValue('wholesaleFeePercent', 12));
    expect(result.current.calculation.stale).toBe(false);
    expect(result.current.calculation.result).toEqual(
      calculateBrrr({ ...brrrFormDefaults(), isWholesaled: true, wholesaleFeePercent: 12 } as BrrrValues),
    );
  });

  it('shows the sections of the chosen creative strategy', () => {
    const { result } = renderHook(() => useCalculatorForm(creativeFinancingForm, () => creativeFormDefaults('subject_to')));
    expect(result.current.sections.map((section) => section.title)).toEqual(['Subject-To Terms']);
    expect(result.current.sections[0]?.fields.map((field) => field.key)).toContain('sellerDebt');
    act(() => result.current.setValue('strategy', 'seller_financing'));
    expect(result.current.sections[0]?.title).toBe('Seller Financing Terms');
    expect(result.current.sections[0]?.fields.map((field) => field.key)).not.toContain('sellerDebt');
  });
});

describe('calculator form definitions', () => {
  type Form = { price: number | undefined; fee: number | undefined; withFee: boolean };
  const definition: CalculatorFormDefinition<Form, number> = {
    defaults: () => ({ price: 1, fee: undefined, withFee: false }),
    sections: [
      {
        title: 'Deal',
        fields: [{ key: 'price', label: 'Price', unit: 'money', required: true }],
        toggle: { key: 'withFee', label: 'With fee', fields: [{ key: 'fee', label: 'Fee', unit: 'percent', required: true }] },
      },
    ],
    calculate: (values) => (values.price ?? 0) + (values.withFee ? (values.fee ?? 0) : 0),
  };

  it("counts a switch's required fields only while the switch is on", () => {
    const sections = definition.sections as Exclude<typeof definition.sections, (values: Form) => unknown>;
    expect(requiredKeys(sections, { price: 1, fee: undefined, withFee: false })).toEqual(['price']);
    expect(requiredKeys(sections, { price: 1, fee: undefined, withFee: true })).toEqual(['price', 'fee']);
  });

  it('draws money with "$", percents with "%", and durations and counts as plain numbers', () => {
    expect(fieldInputMode('money')).toBe('currency');
    expect(fieldInputMode('percent')).toBe('percent');
    expect(['years', 'months', 'days', 'count'].map((unit) => fieldInputMode(unit as 'years'))).toEqual(['number', 'number', 'number', 'number']);
  });
});

function BuyHoldInputs() {
  const form = useCalculatorForm(buyHoldForm, buyHoldFormDefaults);
  return <CalculatorFieldList form={form} />;
}

describe('CalculatorFieldList', () => {
  it('draws one labelled input per declared field, in titled cards', () => {
    render(<BuyHoldInputs />);
    for (const section of BUY_HOLD_SECTIONS) {
      expect(screen.getByRole('heading', { name: section.title, level: 3 })).toBeTruthy();
      for (const field of section.fields) expect(screen.getByLabelText(field.label)).toHaveProperty('name', field.key);
    }
  });

  it("shows a switch's fields while it is on, and a cleared field's message", async () => {
    const user = userEvent.setup();
    render(<BuyHoldInputs />);
    expect(screen.queryByLabelText('Wholesale Fee')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Bought through a wholesaler' }));
    expect(screen.getByLabelText('Wholesale Fee')).toBeTruthy();
    await user.clear(screen.getByLabelText('Purchase Price'));
    expect(screen.getByText(EMPTY_FIELD_MESSAGE)).toBeTruthy();
  });
});
