import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brrrFormDefaults } from '../forms/brrrForm';
import { fixFlipFormDefaults } from '../forms/fixFlipForm';
import { wholesaleFormDefaults } from '../forms/wholesaleForm';
import { ARV_ASSUMPTION_TEXT, arvAssumption } from '../parts/arvAssumption';
import { PrefillSourcesProvider } from '../prefill';
import { BRRR_TEXT, BrrrPanel } from './BrrrPanel';
import { FixFlipPanel } from './FixFlipPanel';
import { WholesalePanel } from './WholesalePanel';
import { BuyHoldPanel } from './BuyHoldPanel';
import { buyHoldFormDefaults } from '../forms/buyHoldForm';
import { missingInputsText } from '../parts/CalculationNotes';

describe('arvAssumption', () => {
  const record = { kind: 'public-record' as const, label: '3 comparable sales', note: null };
  it('names the 1.3 × price rule for an empty ARV', () => {
    expect(arvAssumption(undefined, 100, record)).toBe(ARV_ASSUMPTION_TEXT.empty);
  });
  it('treats an unchanged default ARV as an assumption, and a typed or sourced one as not', () => {
    expect(arvAssumption(130, 130, undefined)).toBe(ARV_ASSUMPTION_TEXT.assumed);
    expect(arvAssumption(130, 130, { kind: 'default', label: 'rule', note: null })).toBe(ARV_ASSUMPTION_TEXT.assumed);
    expect(arvAssumption(131, 130, undefined)).toBeNull();
    expect(arvAssumption(130, 130, record)).toBeNull();
  });
});

describe('BRRRR headline', () => {
  // No cash left (100 % LTV refinance) and positive cash flow, but cost-to-ARV 0.85 > 0.75: not viable.
  const infiniteNotViable = {
    ...brrrFormDefaults(),
    purchasePrice: 70_000,
    downPayment: 20_000,
    closingCosts: 5_000,
    rehabCosts: 10_000,
    afterRepairValue: 100_000,
    refinanceLTV: 100,
    monthlyRent: 3_000,
  };

  it('never says INFINITE RETURN ACHIEVED beside "Viable Project: No"', () => {
    render(<BrrrPanel defaultValues={infiniteNotViable} />);
    expect(screen.queryByText(BRRR_TEXT.infinite)).toBeNull();
    expect(screen.getByText(BRRR_TEXT.infiniteNotViable)).toBeTruthy();
    expect(screen.getByText(BRRR_TEXT.infiniteNotViableHint)).toBeTruthy();
  });

  it('says it when the same deal is viable (a higher ARV)', () => {
    render(<BrrrPanel defaultValues={{ ...infiniteNotViable, afterRepairValue: 130_000, refinanceLTV: 80 }} />);
    expect(screen.getByText(BRRR_TEXT.infinite)).toBeTruthy();
    expect(screen.queryByText(BRRR_TEXT.infiniteNotViable)).toBeNull();
  });
});

describe('Fix & Flip ROI on an assumed ARV', () => {
  it('names the assumption next to the ROI while the ARV is the default, and drops it once the investor types one', () => {
    render(<FixFlipPanel defaultValues={fixFlipFormDefaults({ address: '1 Main St', metricsCalculated: false, purchasePrice: 400_000 })} />);
    expect(screen.getAllByText(ARV_ASSUMPTION_TEXT.assumed).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('After-Repair Value (ARV)'), { target: { value: '480000' } });
    expect(screen.queryByText(ARV_ASSUMPTION_TEXT.assumed)).toBeNull();
  });

  it('Buy & Hold names the ARV its 80 % rule assumes (the form asks for none)', () => {
    render(<BuyHoldPanel defaultValues={buyHoldFormDefaults({ address: '1 Main St', metricsCalculated: false, purchasePrice: 400_000 })} />);
    expect(screen.getByText('After-Repair Value (assumed 1.15 × price)')).toBeTruthy();
  });

  it('does not call an ARV from the record an assumption', () => {
    render(
      <PrefillSourcesProvider sources={{ afterRepairValue: { kind: 'public-record', label: '3 comparable sales', note: null } }}>
        <FixFlipPanel defaultValues={fixFlipFormDefaults({ address: '1 Main St', metricsCalculated: false, purchasePrice: 400_000 })} />
      </PrefillSourcesProvider>,
    );
    expect(screen.queryByText(ARV_ASSUMPTION_TEXT.assumed)).toBeNull();
  });
});

describe('Wholesale investor ROI on an assumed ARV', () => {
  it('names the assumption beside the investor ROI', () => {
    render(<WholesalePanel defaultValues={wholesaleFormDefaults({ address: '1 Main St', metricsCalculated: false, estimatedValue: 300_000 })} />);
    expect(screen.getByText(ARV_ASSUMPTION_TEXT.assumed)).toBeTruthy();
  });
});

describe('a property without enough data names the missing input', () => {
  it('says "Add the Gross Monthly Rent" instead of an error when the rent is empty', () => {
    render(<BuyHoldPanel defaultValues={{ ...buyHoldFormDefaults(), grossMonthlyRent: undefined }} onCalculateReturns={() => undefined} />);
    expect(screen.getByText('Add the Gross Monthly Rent to see the results.')).toBeTruthy();
    expect(screen.queryByText(/error/i)).toBeNull();
  });

  it('lists several missing inputs and ignores other messages', () => {
    expect(missingInputsText({ a: 'Enter a number.', b: 'Enter a number.', c: 'Must be zero or more.' }, { a: 'Rent', b: 'Price' }, false)).toBe(
      'Add the Rent and Price to see the results.',
    );
    expect(missingInputsText({ c: 'Must be zero or more.' }, {}, true)).toBeNull();
  });
});

describe('BRRRR guidelines', () => {
  it('each compliance message says which test it is, so a passing refinance beside a failing project is not a contradiction', () => {
    // An 80 % refinance (within guidelines) of a project that costs 0.85 of its ARV (not viable).
    const values = { ...brrrFormDefaults(), purchasePrice: 70_000, downPayment: 20_000, closingCosts: 5_000, rehabCosts: 10_000, afterRepairValue: 100_000, refinanceLTV: 80, monthlyRent: 3_000 };
    render(<BrrrPanel defaultValues={values} />);
    const ltv = screen.getByText(`${BRRR_TEXT.ltvTest}:`).closest('p')!;
    const cost = screen.getByText(`${BRRR_TEXT.costTest}:`).closest('p')!;
    expect(ltv.textContent).toMatch(/✓ COMPLIANT: 80(\.00)?% LTV/);
    expect(cost.textContent).toContain('NON-COMPLIANT: Exceeds 75% BRRR threshold');
    expect(screen.getByText(BRRR_TEXT.totalRoi)).toBeTruthy();
  });
});
