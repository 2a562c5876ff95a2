import { fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { calculateFixFlip, dealPrefill, formatCurrency } from '@rei/engine';
import { CalculatorSuiteScreen, defaultDealName } from './CalculatorSuiteScreen';
import { fixFlipFormDefaults } from './forms/fixFlipForm';
import { DEAL_SAVE_TEXT, differsFromSaved, inputSourcesOf, savedStatusText, type DealSaveRequest } from './parts/DealSave';

const property = { id: 7, address: '123 Main St', city: 'Brooklyn', state: 'NY', zip: '11221', metricsCalculated: false, purchasePrice: 400_000 };

describe('saving a calculator as a deal', () => {
  it('saves Fix & Flip with a prefilled, editable name, the form values and "your input" for a typed field', () => {
    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    render(
      <CalculatorSuiteScreen tab="fix-flip" subscription="rookie" onTabChange={() => undefined} properties={[property]} selectedPropertyId={7} dealSaving={{ saved: null, savedTab: null, onSave }} />,
    );
    expect(screen.getByLabelText(DEAL_SAVE_TEXT.name)).toHaveProperty('value', 'Fix & Flip — 123 Main St');
    fireEvent.change(screen.getByLabelText('Rehab Cost'), { target: { value: '61000' } });
    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [tab, request] = onSave.mock.calls[0]!;
    expect(tab).toBe('fix-flip');
    expect(request.name).toBe('Fix & Flip — 123 Main St');
    expect(request.inputs.rehabCost).toBe(61_000);
    expect(request.inputs.purchasePrice).toBe(400_000);
    expect(request.inputSources.rehabCost).toEqual(DEAL_SAVE_TEXT.investor);
    expect(request.inputSources.purchasePrice?.kind).not.toBe('investor');
  });

  it('Buy & Hold\'s Calculate Returns saves the deal, as Save deal does, marked as its trigger; a blocked account can do neither', () => {
    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    const { unmount } = render(
      <CalculatorSuiteScreen tab="buy-hold" subscription="scout" onTabChange={() => undefined} properties={[property]} selectedPropertyId={7} dealSaving={{ saved: null, savedTab: null, onSave }} onCalculateReturns={vi.fn()} />,
    );
    fireEvent.change(screen.getByLabelText('Gross Monthly Rent'), { target: { value: '4100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Calculate Returns' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const [tab, request] = onSave.mock.calls[0]!;
    expect(tab).toBe('buy-hold');
    expect(request.trigger).toBe('calculate-returns');
    expect(request.inputs.grossMonthlyRent).toBe(4_100);
    expect(request.inputSources.grossMonthlyRent).toEqual(DEAL_SAVE_TEXT.investor);
    unmount();

    render(
      <CalculatorSuiteScreen
        tab="buy-hold"
        subscription="scout"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        dealSaving={{ saved: null, savedTab: null, onSave, blockedReason: 'read-only account' }}
        onCalculateReturns={vi.fn()}
      />,
    );
    expect((screen.getByRole('button', { name: 'Calculate Returns' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: DEAL_SAVE_TEXT.save }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reopens with exactly the saved inputs (over the property and sample defaults) and saves them again, not defaults', () => {
    const saved = { ...fixFlipFormDefaults(property), purchasePrice: 355_000, rehabCost: 42_000, interestRate: 9.25, afterRepairValue: 520_000 };
    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    render(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        dealSaving={{ saved: { id: 3, name: 'My flip', version: 2, inputs: saved }, savedTab: 'fix-flip', onSave }}
      />,
    );
    expect(screen.getByLabelText('Purchase Price')).toHaveProperty('value', '355,000');
    expect(screen.getByLabelText('Rehab Cost')).toHaveProperty('value', '42,000');
    expect(screen.getByLabelText(DEAL_SAVE_TEXT.name)).toHaveProperty('value', 'My flip');
    expect(screen.getByText('Saved as version 2')).toBeTruthy();
    // The outputs on screen are the engine's on the saved inputs.
    expect(screen.getAllByText(formatCurrency(calculateFixFlip(saved).profit)).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByLabelText('Holding Period (months)'), { target: { value: '9' } });
    expect(screen.getByText(`Saved as version 2 · ${DEAL_SAVE_TEXT.unsaved}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.saveVersion }));
    const [, request] = onSave.mock.calls[0]!;
    expect(request.inputs).toEqual({ ...saved, holdingMonths: 9 });
  });

  it('keeps what the investor typed into a reopened deal when the portfolio and the record arrive after the deal', () => {
    const saved = { ...fixFlipFormDefaults(property), purchasePrice: 355_000, rehabCost: 42_000 };
    const dealSaving = { saved: { id: 3, name: 'My flip', version: 2, inputs: saved }, savedTab: 'fix-flip' as const, onSave: () => undefined };
    // The deal came back first: no portfolio and no record yet.
    const { rerender } = render(
      <CalculatorSuiteScreen tab="fix-flip" subscription="rookie" onTabChange={() => undefined} selectedPropertyId={7} dealSaving={dealSaving} />,
    );
    fireEvent.change(screen.getByLabelText('Rehab Cost'), { target: { value: '61000' } });
    rerender(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        prefill={dealPrefill({ property, record: null })}
        dealSaving={dealSaving}
      />,
    );
    expect(screen.getByLabelText('Rehab Cost')).toHaveProperty('value', '61000');
    // Another version of the deal does start the form over.
    rerender(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        dealSaving={{ ...dealSaving, saved: { ...dealSaving.saved, version: 3 } }}
      />,
    );
    expect(screen.getByLabelText('Rehab Cost')).toHaveProperty('value', '42,000');
  });

  it('reopens naming each saved value as saved: the investor\'s own figure says "your input", not the record\'s source', () => {
    const saved = { ...fixFlipFormDefaults(property), purchasePrice: 355_000, rehabCost: 42_000 };
    const prefill = dealPrefill({ property: { ...property, monthlyRent: null }, record: null });
    render(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        prefill={prefill}
        dealSaving={{
          saved: { id: 3, name: 'My flip', version: 2, inputs: saved, inputSources: { purchasePrice: DEAL_SAVE_TEXT.investor } },
          savedTab: 'fix-flip',
          onSave: () => undefined,
        }}
      />,
    );
    const priceField = screen.getByLabelText('Purchase Price').closest('div')!.parentElement!;
    expect(priceField.textContent).toContain('Source: your input');
  });

  it('reopens a field the investor left empty (Fix & Flip ARV) empty, not with a default', () => {
    const { afterRepairValue: _left, ...saved } = { ...fixFlipFormDefaults(property), rehabCost: 42_000 };
    render(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        dealSaving={{ saved: { id: 3, name: 'My flip', version: 1, inputs: saved }, savedTab: 'fix-flip', onSave: () => undefined }}
      />,
    );
    expect(screen.getByLabelText('After-Repair Value (ARV)')).toHaveProperty('value', '');
    expect(screen.getByText('Saved as version 1')).toBeTruthy();
  });

  it('cannot save while a required field is empty: the deal keeps the numbers shown, and there are none', () => {
    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    render(
      <CalculatorSuiteScreen tab="fix-flip" subscription="rookie" onTabChange={() => undefined} properties={[property]} selectedPropertyId={7} dealSaving={{ saved: null, savedTab: null, onSave }} />,
    );
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '' } });
    const save = screen.getByRole('button', { name: DEAL_SAVE_TEXT.save });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText(DEAL_SAVE_TEXT.incomplete)).toBeTruthy();
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '410000' } });
    expect(screen.getByRole('button', { name: DEAL_SAVE_TEXT.save })).toHaveProperty('disabled', false);
    expect(screen.queryByText(DEAL_SAVE_TEXT.incomplete)).toBeNull();
  });

  it('tells a read-only account why it cannot save, before it tries', () => {
    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    render(
      <CalculatorSuiteScreen
        tab="fix-flip"
        subscription="rookie"
        onTabChange={() => undefined}
        properties={[property]}
        selectedPropertyId={7}
        dealSaving={{ saved: null, savedTab: null, onSave, blockedReason: 'The demo account is read-only.' }}
      />,
    );
    fireEvent.change(screen.getByLabelText('Rehab Cost'), { target: { value: '61000' } });
    fireEvent.change(screen.getByLabelText('Closing Costs'), { target: { value: '9000' } });
    const save = screen.getByRole('button', { name: DEAL_SAVE_TEXT.save });
    expect(save).toHaveProperty('disabled', true);
    expect(screen.getByText('The demo account is read-only.')).toBeTruthy();
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says someone saved a newer version and offers to reload', () => {
    const onReload = vi.fn();
    render(
      <CalculatorSuiteScreen
        tab="fix-flip"
        onTabChange={() => undefined}
        subscription="rookie"
        dealSaving={{ saved: { id: 3, name: 'My flip', version: 2, inputs: fixFlipFormDefaults() }, savedTab: 'fix-flip', staleVersion: true, onReload, onSave: () => undefined }}
      />,
    );
    expect(screen.getByText(DEAL_SAVE_TEXT.stale)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.reload }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});

describe('deal save rules', () => {
  it('names the deal after the strategy and the address, or standalone', () => {
    expect(defaultDealName('rehab-reinvest', '9 Elm St')).toBe('BRRRR — 9 Elm St');
    expect(defaultDealName('buy-hold', null)).toBe('Buy & Hold — standalone');
  });
  it('finds a change on either side', () => {
    expect(differsFromSaved({ a: 1 }, { a: 1 })).toBe(false);
    expect(differsFromSaved({ a: 1 }, { a: 2 })).toBe(true);
    expect(differsFromSaved({ a: 1 }, { a: 1, b: 3 })).toBe(true);
    expect(savedStatusText(null, {})).toBe(DEAL_SAVE_TEXT.notSaved);
  });
  it('keeps a saved source for an unchanged input and marks a changed one as the investor’s', () => {
    const investor = DEAL_SAVE_TEXT.investor;
    const record = { kind: 'upload', label: 'your upload', note: null };
    expect(inputSourcesOf({ a: 1, b: 2, c: 3 }, { a: 1, b: 5, c: 3 }, { c: record }, { a: investor })).toEqual({ a: investor, b: investor, c: record });
    expect(inputSourcesOf({ d: 4 }, { d: 4 }, {})).toEqual({ d: DEAL_SAVE_TEXT.calculatorDefault });
  });
});

describe('law: a reopened deal saves back exactly its saved inputs', () => {
  const money = fc.integer({ min: 0, max: 5_000_000 });
  // Inputs the calculator computes on (a deal is saved only from a result): a price of at least $1.
  const flipInputs = fc.record({
    purchasePrice: fc.integer({ min: 1, max: 5_000_000 }),
    rehabCost: money,
    closingCosts: money,
    interestRate: fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100),
    holdingMonths: fc.integer({ min: 1, max: 36 }),
    afterRepairValue: fc.option(fc.integer({ min: 1, max: 5_000_000 }), { nil: undefined }),
  });

  it('holds for any Fix & Flip inputs (ARV left empty or not)', () => {
    fc.assert(
      fc.property(flipInputs, ({ afterRepairValue, ...values }) => {
        const saved: Record<string, unknown> = { ...fixFlipFormDefaults(), ...values };
        if (afterRepairValue === undefined) delete saved.afterRepairValue;
        else saved.afterRepairValue = afterRepairValue;
        const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
        const { unmount } = render(
          <CalculatorSuiteScreen
            tab="fix-flip"
            subscription="rookie"
            onTabChange={() => undefined}
            dealSaving={{ saved: { id: 1, name: 'Law', version: 4, inputs: saved }, savedTab: 'fix-flip', onSave }}
          />,
        );
        try {
          expect(screen.getByText('Saved as version 4')).toBeTruthy();
          fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.saveVersion }));
          expect(onSave.mock.calls[0]?.[1].inputs).toEqual(saved);
        } finally {
          unmount();
        }
      }),
      { numRuns: 40 },
    );
  });
});
