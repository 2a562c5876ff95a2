import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dealPrefill } from '@rei/engine';
import { buyHoldFormDefaults } from '../forms/buyHoldForm';
import { BuyHoldPanel } from '../panels/BuyHoldPanel';
import { PrefillSourcesProvider } from './PrefillSourcesContext';
import { PREFILL_PROMPTS, tabPrefill, withPrefill } from './calculatorPrefill';

// A Brooklyn lot known by its ZIP only: NYC closing costs, no assessment, units known.
const prefill = dealPrefill({ property: { purchasePrice: 1_230_000, monthlyRent: 6_500, units: 2, zip: '11215', buildingClass: 'B1' } });
const tab = tabPrefill('buy-hold', prefill);

function renderPanel() {
  return render(
    <PrefillSourcesProvider sources={tab.sources}>
      <BuyHoldPanel defaultValues={withPrefill(buyHoldFormDefaults({ address: 'x', metricsCalculated: false, purchasePrice: 1_230_000, monthlyRent: 6_500 }), tab)} />
    </PrefillSourcesProvider>,
  );
}

describe('prefill sources beside the fields', () => {
  it('names each prefilled source and asks for the tax with a prompt, the field empty', () => {
    renderPanel();
    expect(screen.getByText('Source: NYC buyer closing costs')).toBeTruthy();
    expect(screen.getByText('Source: rule: $1,200 per unit a year × 2 units')).toBeTruthy();
    expect(screen.getByText(PREFILL_PROMPTS.tax)).toBeTruthy();
    expect((screen.getByLabelText('Property Tax (annual)') as HTMLInputElement).value).toBe('');
  });

  it('drops the stale "Source: NYC" note once the field is cleared, and says "your input" once typed', () => {
    renderPanel();
    const closing = screen.getByLabelText('Closing Costs');
    fireEvent.change(closing, { target: { value: '' } });
    expect(screen.queryByText('Source: NYC buyer closing costs')).toBeNull();
    fireEvent.change(closing, { target: { value: '40000' } });
    expect(screen.getByText('Source: your input')).toBeTruthy();
  });
});
