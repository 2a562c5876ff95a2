import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { calculateBuyHold, calculateFixFlip, formatCurrency, MAX_LINE_LABEL_LENGTH } from '@rei/engine';
import { CalculatorSuiteScreen } from '../CalculatorSuiteScreen';
import { buyHoldFormDefaults } from '../forms/buyHoldForm';
import { fixFlipFormDefaults } from '../forms/fixFlipForm';
import { BuyHoldPanel } from '../panels/BuyHoldPanel';
import { FixFlipPanel } from '../panels/FixFlipPanel';
import { CALCULATION_NOTES_TEXT } from '../parts/CalculationNotes';
import { DEAL_SAVE_TEXT, type DealSaveRequest } from '../parts/DealSave';
import { CustomLinesAccessProvider } from './customLinesAccess';
import { LINE_ITEM_TEXT } from './lineItemDrafts';

const lineGroup = (name: string) => within(screen.getByRole('listitem', { name }));

describe('the custom lines editor', () => {
  it('adds a line from the keyboard (focus moves to its label), counts it in the results and lists it', async () => {
    const { container } = render(<BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />);
    expect(screen.getByText(LINE_ITEM_TEXT.empty)).toBeTruthy();
    const add = screen.getByRole('button', { name: LINE_ITEM_TEXT.add });
    add.focus();
    fireEvent.click(add);
    const line = lineGroup('Line 1');
    await waitFor(() => expect(document.activeElement).toBe(line.getByLabelText(LINE_ITEM_TEXT.label)));
    fireEvent.change(line.getByLabelText(LINE_ITEM_TEXT.label), { target: { value: 'HOA dues' } });
    fireEvent.change(screen.getByRole('listitem', { name: 'HOA dues' }).querySelector('input[inputmode="decimal"]')!, { target: { value: '250' } });

    const expected = calculateBuyHold({ ...buyHoldFormDefaults(), closingCosts: undefined, lineItems: [{ label: 'HOA dues', kind: 'expense', amount: 250, frequency: 'monthly' }] });
    expect(expected.monthlyCashFlow).toBe(calculateBuyHold(buyHoldFormDefaults()).monthlyCashFlow - 250);
    expect(screen.getAllByText(formatCurrency(expected.monthlyCashFlow)).length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: LINE_ITEM_TEXT.resultsCaption });
    expect(within(table).getByRole('rowheader', { name: 'HOA dues' })).toBeTruthy();
    expect(within(table).getByText(formatCurrency(3_000))).toBeTruthy(); // 250 × 12 per year
    expect(container.querySelector('[data-stale="true"]')).toBeNull();
  });

  it('names the field at fault: a label over 80 characters, an empty amount; results stay on the last valid inputs', () => {
    const { container } = render(<BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: LINE_ITEM_TEXT.add }));
    const line = lineGroup('Line 1');
    expect(line.getByText('Enter an amount.')).toBeTruthy();
    fireEvent.change(line.getByLabelText(LINE_ITEM_TEXT.label), { target: { value: 'x'.repeat(MAX_LINE_LABEL_LENGTH + 1) } });
    const label = screen.getByLabelText(LINE_ITEM_TEXT.label);
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`Must be at most ${MAX_LINE_LABEL_LENGTH} characters.`)).toBeTruthy();
    expect(screen.getByText(CALCULATION_NOTES_TEXT.stale)).toBeTruthy();
    expect(container.querySelector('[data-stale="true"]')).not.toBeNull();
  });

  it('removes a line by its named button', () => {
    render(
      <BuyHoldPanel
        defaultValues={{ ...buyHoldFormDefaults(), lineItems: [{ label: 'Laundry', kind: 'income', amount: 300, frequency: 'monthly' }] } as ReturnType<typeof buyHoldFormDefaults>}
        onCalculateReturns={() => undefined}
      />,
    );
    expect(screen.getByRole('table', { name: LINE_ITEM_TEXT.resultsCaption })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LINE_ITEM_TEXT.remove('Laundry') }));
    expect(screen.queryByRole('listitem', { name: 'Laundry' })).toBeNull();
    expect(screen.queryByRole('table', { name: LINE_ITEM_TEXT.resultsCaption })).toBeNull();
  });

  it('Fix & Flip offers no rent share and lists each line over the hold', () => {
    const deal = { ...fixFlipFormDefaults(), lineItems: [{ label: 'Utilities', kind: 'expense', amount: 350, frequency: 'monthly' }] } as ReturnType<typeof fixFlipFormDefaults>;
    render(<FixFlipPanel defaultValues={deal} />);
    const expected = calculateFixFlip({ ...fixFlipFormDefaults(), lineItems: [{ label: 'Utilities', kind: 'expense', amount: 350, frequency: 'monthly' }] } as Parameters<typeof calculateFixFlip>[0]);
    const table = screen.getByRole('table', { name: LINE_ITEM_TEXT.resultsCaption });
    expect(within(table).getByRole('columnheader', { name: LINE_ITEM_TEXT.overHold })).toBeTruthy();
    expect(within(table).getByText(formatCurrency(expected.lineItems![0]!.overHold!))).toBeTruthy();
  });

  it('is locked with the plan that adds it: lines read-only, no Add line', () => {
    const onUpgrade = vi.fn();
    render(
      <CustomLinesAccessProvider value={{ allowed: false, unlockPlan: 'Operator', onUpgrade }}>
        <BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />
      </CustomLinesAccessProvider>,
    );
    expect(screen.getByText(LINE_ITEM_TEXT.locked('Operator'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: LINE_ITEM_TEXT.add })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: LINE_ITEM_TEXT.upgrade('Operator') }));
    expect(onUpgrade).toHaveBeenCalledTimes(1);
  });
});

describe('custom lines in the suite follow the plan', () => {
  it('Rookie sees them locked naming Operator; Operator adds one and saves it with the deal', () => {
    const { unmount } = render(<CalculatorSuiteScreen tab="buy-hold" subscription="rookie" onTabChange={() => undefined} />);
    expect(screen.getByText(LINE_ITEM_TEXT.locked('Operator'))).toBeTruthy();
    unmount();

    const onSave = vi.fn<(tab: string, request: DealSaveRequest) => void>();
    render(<CalculatorSuiteScreen tab="buy-hold" subscription="operator" onTabChange={() => undefined} dealSaving={{ saved: null, savedTab: null, onSave }} />);
    fireEvent.click(screen.getByRole('button', { name: LINE_ITEM_TEXT.add }));
    const line = lineGroup('Line 1');
    fireEvent.change(line.getByLabelText(LINE_ITEM_TEXT.label), { target: { value: 'Parking' } });
    fireEvent.change(screen.getByRole('listitem', { name: 'Parking' }).querySelector('input[inputmode="decimal"]')!, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0]![1].inputs.lineItems).toEqual([{ label: 'Parking', kind: 'expense', amount: 120, frequency: 'monthly' }]);
  });
});
