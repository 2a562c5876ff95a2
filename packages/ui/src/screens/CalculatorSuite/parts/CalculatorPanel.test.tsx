import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CREATIVE_WARNINGS, NOT_DEFINED } from '@rei/engine';
import { buyHoldFormDefaults } from '../forms/buyHoldForm';
import { creativeFormDefaults, creativeInputsFor } from '../forms/creativeFinancingForm';
import { BuyHoldPanel } from '../panels/BuyHoldPanel';
import { CreativeFinancingPanel } from '../panels/CreativeFinancingPanel';
import { CALCULATION_NOTES_TEXT } from './CalculationNotes';
import { DEAL_SAVE_TEXT, DealSaveProvider, type DealSaveRequest } from './DealSave';
import { formatYears } from './formatYears';
import { notDefinedText, NOT_DEFINED_FALLBACK } from './notDefinedText';

describe('CalculatorPanel: one rule while an input is invalid', () => {
  it('keeps every figure, the projection chart included, on the last valid inputs and marks them stale', () => {
    const { container } = render(<BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />);
    const chartText = () => screen.getAllByText(/Yearly cash flow goes from/).map((node) => node.textContent).join('\n');
    const before = chartText();
    expect(container.querySelector('[data-stale]')).toBeNull();
    fireEvent.change(screen.getByLabelText('Purchase Price'), { target: { value: '' } });
    expect(screen.getByText(CALCULATION_NOTES_TEXT.stale)).toBeTruthy();
    expect(container.querySelector('[data-stale="true"]')).not.toBeNull();
    expect(chartText()).toBe(before);
  });

  it('puts Calculate Returns above every result and chart', () => {
    render(<BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Calculate Returns' });
    const firstResult = screen.getAllByText('Monthly Cash Flow')[0] as HTMLElement;
    const chart = screen.getAllByText(/Yearly cash flow goes from/)[0] as HTMLElement;
    expect(button.compareDocumentPosition(firstResult) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('CreativeFinancingPanel honest defaults', () => {
  const deal = { ...creativeFormDefaults('seller_financing'), propertyValue: 1_200_000, monthlyRent: 9_000, downPayment: 120_000, closingCosts: 15_000, monthlyExpenses: 2_500 };

  it('shows no result, and no "Risk: Low", until the note rate and term are entered', () => {
    render(<CreativeFinancingPanel defaultValues={deal} />);
    expect(screen.getByText(/^Required for this strategy: enter the note's annual rate/)).toBeTruthy();
    expect(screen.getByText(/^Required for this strategy: enter the note's term/)).toBeTruthy();
    expect(screen.getByText(CALCULATION_NOTES_TEXT.noResultYet)).toBeTruthy();
    expect(screen.queryByText('Risk: Low')).toBeNull();
  });

  it('rates the money-losing deal High with the negative cash flow warning', () => {
    render(<CreativeFinancingPanel defaultValues={{ ...deal, interestRate: 6.5, loanTerm: 30 }} />);
    // one risk, with its reasons: the structure's own Low rating is a reason, not a second label
    expect(screen.getAllByText(/^Risk: /).map((node) => node.textContent)).toEqual(['Risk: High']);
    expect(screen.queryByText(/Strategy risk/)).toBeNull();
    const reasons = within(screen.getByRole('list', { name: 'Risk reasons' }));
    expect(reasons.getByText('Seller Financing structure: Low on its own')).toBeTruthy();
    expect(reasons.getByText('Negative cash flow: High')).toBeTruthy();
    expect(screen.getByText(CREATIVE_WARNINGS.negativeCashFlow)).toBeTruthy();
  });

  it('shows the reason instead of a number for a return over no cash', () => {
    render(<CreativeFinancingPanel defaultValues={{ ...creativeFormDefaults('subject_to'), propertyValue: 300_000, monthlyRent: 2_000, sellerDebt: 0, existingPayment: 0 }} />);
    expect(screen.getAllByText(NOT_DEFINED.noCashInvested)).toHaveLength(2);
    expect(screen.getByText(`DSCR: ${NOT_DEFINED.noDebt}`)).toBeTruthy();
  });

  it('starts a note strategy with empty value, rate and term', () => {
    expect(creativeFormDefaults('land_contract')).toMatchObject({ propertyValue: undefined, interestRate: undefined, loanTerm: undefined });
    expect(Object.keys(creativeFormDefaults('land_contract'))).toEqual(expect.arrayContaining(['propertyValue', 'interestRate', 'loanTerm']));
  });
});

describe('CreativeFinancingPanel: each structure its own fields and figures', () => {
  const common = { propertyValue: 300_000, monthlyRent: 2_800, downPayment: 30_000, monthlyExpenses: 500, interestRate: 7, loanTerm: 30 };

  it('a wrap-around asks for the underlying loan and shows both loans, the spread and due-on-sale', () => {
    render(
      <CreativeFinancingPanel
        defaultValues={{ ...creativeFormDefaults('wrap_around'), ...common, balloonYear: 10, underlyingBalance: 150_000, underlyingRate: 3.5, underlyingTermMonths: 240 }}
      />,
    );
    expect(screen.getByLabelText("Underlying Loan Balance (seller's)")).toBeTruthy();
    expect(screen.queryByLabelText('Existing Debt')).toBeNull();
    // hand-checked in the engine test: 1,796.32 − 869.94 = 926.38 a month; 111,165.26 over 120 months
    expect(screen.getByText("Seller's spread (monthly)")).toBeTruthy();
    expect(screen.getByText('$926.38')).toBeTruthy();
    expect(screen.getByText("Seller's total spread (120 months, at its balloon)")).toBeTruthy();
    expect(screen.getByText('Underlying balance at year 10')).toBeTruthy();
    expect(screen.getByText(CREATIVE_WARNINGS.wrapDueOnSale)).toBeTruthy();
  });

  it('a land contract asks for the balloon year and shows the balloon, interest and when the deed passes', () => {
    render(<CreativeFinancingPanel defaultValues={{ ...creativeFormDefaults('land_contract'), ...common, balloonYear: 5 }} />);
    expect(screen.getByLabelText('Balloon Due (year)')).toBeTruthy();
    expect(screen.queryByLabelText("Underlying Loan Balance (seller's)")).toBeNull();
    expect(screen.getByText('Balloon due at year 5')).toBeTruthy();
    expect(screen.getByText(/On payoff, at year 5/)).toBeTruthy();
    expect(screen.getByText(CREATIVE_WARNINGS.landContractForfeiture)).toBeTruthy();
  });

  it('seller financing shows neither the wrap nor the land-contract card', () => {
    render(<CreativeFinancingPanel defaultValues={{ ...creativeFormDefaults('seller_financing'), ...common }} />);
    expect(screen.queryByText('Wrap-Around: Both Loans')).toBeNull();
    expect(screen.queryByText('Land Contract: Instalments and Balloon')).toBeNull();
    expect(screen.queryByLabelText('Balloon Due (year)')).toBeNull();
  });

  it('does not send a wrap input after switching to seller financing', () => {
    const values = { ...creativeFormDefaults('wrap_around'), ...common, underlyingBalance: 150_000, underlyingRate: 3.5, underlyingTermMonths: 240 };
    expect(creativeInputsFor({ ...values, strategy: 'seller_financing' })).not.toHaveProperty('underlyingBalance');
    expect(creativeInputsFor(values)).toMatchObject({ underlyingBalance: 150_000 });
  });

  it('saves as a deal exactly the inputs it computed on: no wrap input left over from another structure', () => {
    const onSave = vi.fn<(request: DealSaveRequest) => void>();
    const values = { ...creativeFormDefaults('wrap_around'), ...common, underlyingBalance: 150_000, underlyingRate: 3.5, underlyingTermMonths: 240, strategy: 'seller_financing' as const };
    render(
      <DealSaveProvider value={{ defaultName: 'Seller note', saved: null, onSave }}>
        <CreativeFinancingPanel defaultValues={values} />
      </DealSaveProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: DEAL_SAVE_TEXT.save }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const sent = onSave.mock.calls[0]![0].inputs;
    expect(sent).toEqual(creativeInputsFor(values));
    expect(sent).not.toHaveProperty('underlyingBalance');
  });
});

describe('formatYears and notDefinedText', () => {
  it('formats years with the decimals given, never rounding 0.5 up to 1', () => {
    expect(formatYears(0.5)).toBe('0.5 years');
    expect(formatYears(1)).toBe('1 year');
    expect(formatYears(5)).toBe('5 years');
    expect(formatYears(0.5833)).toBe('0.58 years');
  });

  it('prints the engine reason, or a plain fallback, never a number', () => {
    expect(notDefinedText(NOT_DEFINED.noCashInvested)).toBe('Not defined — no cash invested');
    expect(notDefinedText(undefined)).toBe(NOT_DEFINED_FALLBACK);
  });
});
