import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  brrrDefaults,
  CREATIVE_REQUIRED_MESSAGES,
  CREATIVE_WARNINGS,
  NOT_DEFINED,
  calculateBrrr,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
  fixFlipDefaults,
  formatCurrency,
  formatPercent,
  wholesaleDefaults,
} from '@rei/engine';
import { BrrrPanel, BuyHoldPanel, CreativeFinancingPanel, FLIP_VIABILITY_TEXT, FixFlipPanel, WholesalePanel, brrrFormDefaults, buyHoldFormDefaults, creativeFormDefaults } from '@rei/ui';
import { brrrInfiniteInput, creativeInput } from '../fixtures/property';

/** The five panels outside the suite; each story types a value and checks the engine's new result. */
const meta = {
  title: 'Screens/CalculatorSuite/Panels',
  component: FixFlipPanel,
} satisfies Meta<typeof FixFlipPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixFlip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = canvas.getByLabelText('Purchase Price');
    await userEvent.clear(price);
    await userEvent.type(price, '180000');
    const expected = calculateFixFlip({ ...fixFlipDefaults(), purchasePrice: 180_000 });
    await expect(canvas.getAllByText(formatCurrency(expected.profit)).length).toBeGreaterThan(0);
    await expect(canvas.getByText(FLIP_VIABILITY_TEXT[expected.viability])).toBeInTheDocument();
  },
};

/** An empty required field shows the inline message and never NaN. */
export const FixFlipEmptyField: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Rehab Cost'));
    await expect(canvas.getByText('Enter a number.')).toBeInTheDocument();
    await expect(canvasElement.textContent ?? '').not.toMatch(/NaN/);
  },
};

export const Wholesale: Story = {
  render: () => <WholesalePanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fee = canvas.getByLabelText('Assignment Fee');
    await userEvent.clear(fee);
    await userEvent.type(fee, '30000');
    const expected = calculateWholesale({ ...wholesaleDefaults(), assignmentFee: 30_000 });
    await expect(canvas.getAllByText(formatPercent(expected.assignmentFeePercent)).length).toBeGreaterThan(0);
    await expect(canvas.getByText(expected.isViable ? 'Viable Deal' : 'Needs Adjustment')).toBeInTheDocument();
  },
};

/** Wholesale: fewer than 21 days to close is the engine's inline error. */
export const WholesaleInvalidDays: Story = {
  render: () => <WholesalePanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByLabelText('Days to Close');
    await userEvent.clear(days);
    await userEvent.type(days, '10');
    await expect(canvas.getByText('Must be at least 21 days.')).toBeInTheDocument();
  },
};

/** Subject-to: existing debt shown, option and loan fields hidden; switching strategy changes the fields. */
export const CreativeSubjectTo: Story = {
  render: () => <CreativeFinancingPanel defaultValues={{ ...creativeFormDefaults('subject_to'), ...creativeInput, strategy: 'subject_to' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Existing Debt')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Option Fee')).toBeNull();
    await expect(canvas.queryByLabelText('Interest Rate')).toBeNull();
    await expect(canvas.getByText(/due-on-sale clause risk/)).toBeInTheDocument();
    const rent = canvas.getByLabelText('Monthly Rent');
    await userEvent.clear(rent);
    await userEvent.type(rent, '4500');
    const expected = calculateCreativeFinancing({ ...creativeInput, monthlyRent: 4_500 });
    await expect(canvas.getAllByText(formatCurrency(expected.monthlyNetCashFlow)).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('radio', { name: /Lease Option/ }));
    await expect(canvas.getByLabelText('Option Fee')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Existing Debt')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /Seller Financing/ }));
    await expect(canvas.getByLabelText('Interest Rate')).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Existing Debt')).toBeNull();
  },
};

const wrapDeal = {
  ...creativeFormDefaults('wrap_around'),
  propertyValue: 300_000,
  monthlyRent: 2_800,
  downPayment: 30_000,
  interestRate: 7,
  loanTerm: 30,
  balloonYear: 10,
  monthlyExpenses: 500,
  underlyingBalance: 150_000,
  underlyingRate: 3.5,
  underlyingTermMonths: 240,
};

/** Wrap-around: the seller's underlying loan is asked; both payments, the spread, both balances and due-on-sale shown. */
export const CreativeWrapAround: Story = {
  render: () => <CreativeFinancingPanel defaultValues={wrapDeal} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Complex legal structure recommended/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Underlying Loan Months Left')).toBeInTheDocument();
    const expected = calculateCreativeFinancing({ ...wrapDeal });
    await expect(canvas.getByText(formatCurrency(expected.wrap!.monthlySpread, { decimals: 2 }))).toBeInTheDocument();
    await expect(canvas.getByText(CREATIVE_WARNINGS.wrapDueOnSale)).toBeInTheDocument();
    await expect(canvas.queryByText(/Strategy risk/)).toBeNull();
  },
};

/** Wrap-around whose wrap payment is below the seller's underlying payment: the negative spread is named. */
export const CreativeWrapNegativeSpread: Story = {
  render: () => <CreativeFinancingPanel defaultValues={{ ...wrapDeal, interestRate: 0, balloonYear: undefined, underlyingBalance: 250_000, underlyingRate: 6, underlyingTermMonths: 120 }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(CREATIVE_WARNINGS.wrapNegativeSpread)).toBeInTheDocument();
  },
};

/** Wrap-around without its underlying loan: each missing input is named. */
export const CreativeWrapUnderlyingRequired: Story = {
  render: () => <CreativeFinancingPanel defaultValues={{ ...wrapDeal, underlyingBalance: undefined, underlyingRate: undefined, underlyingTermMonths: undefined }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Required for a wrap-around: enter the balance/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Required for a wrap-around: enter the months left/)).toBeInTheDocument();
  },
};

const landDeal = {
  ...creativeFormDefaults('land_contract'),
  propertyValue: 200_000,
  monthlyRent: 1_900,
  downPayment: 20_000,
  interestRate: 8,
  loanTerm: 30,
  balloonYear: 5,
  monthlyExpenses: 300,
};

/** Land contract: balloon year asked; instalment, balloon, interest, when the deed passes and forfeiture shown. */
export const CreativeLandContract: Story = {
  render: () => <CreativeFinancingPanel defaultValues={landDeal} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = calculateCreativeFinancing({ ...landDeal });
    await expect(canvas.getByText('Balloon due at year 5')).toBeInTheDocument();
    await expect(canvas.getAllByText(formatCurrency(expected.landContract!.balanceAtBalloon)).length).toBeGreaterThan(0);
    await expect(canvas.getByText(/On payoff, at year 5/)).toBeInTheDocument();
    await expect(canvas.getByText(CREATIVE_WARNINGS.landContractForfeiture)).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Underlying Loan Balance (seller\'s)')).toBeNull();
  },
};

/** Land contract without a balloon year: the required input is named. */
export const CreativeLandContractBalloonRequired: Story = {
  render: () => <CreativeFinancingPanel defaultValues={{ ...landDeal, balloonYear: undefined }} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Required for a land contract: enter the year/)).toBeInTheDocument();
  },
};

/** The seller-financed deal: value 1,200,000, rent 9,000, down 120,000, closing 15,000, expenses 2,500. */
const sellerFinancedDeal = {
  ...creativeFormDefaults('seller_financing'),
  propertyValue: 1_200_000,
  monthlyRent: 9_000,
  downPayment: 120_000,
  closingCosts: 15_000,
  monthlyExpenses: 2_500,
};

/** A note's rate and term start empty and are required: no silent 0 % over 0 years, no result until both are entered. */
export const CreativeRateRequired: Story = {
  render: () => <CreativeFinancingPanel defaultValues={sellerFinancedDeal} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
    await expect(canvas.getByText(sentence(CREATIVE_REQUIRED_MESSAGES.interestRate))).toBeInTheDocument();
    await expect(canvas.getByText(sentence(CREATIVE_REQUIRED_MESSAGES.loanTerm))).toBeInTheDocument();
    await expect(canvas.getByText('Fill in the fields marked above to see results.')).toBeInTheDocument();
    await expect(canvas.queryByText('Risk: Low')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Interest Rate'), '6.5');
    await userEvent.type(canvas.getByLabelText('Loan Term (years)'), '30');
    const expected = calculateCreativeFinancing({ ...sellerFinancedDeal, interestRate: 6.5, loanTerm: 30 });
    await expect(canvas.getAllByText(formatCurrency(expected.monthlyNetCashFlow)).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Risk: High')).toBeInTheDocument();
    // one risk: the structure's own Low rating is listed as a reason, not shown as a second label
    await expect(canvas.getByText('Seller Financing structure: Low on its own')).toBeInTheDocument();
    await expect(canvas.queryByText(/Strategy risk/)).toBeNull();
    await expect(canvas.getByText(CREATIVE_WARNINGS.negativeCashFlow)).toBeInTheDocument();
  },
};

/** An interest-free note is an explicit choice: typing 0 is accepted and the result says what it assumed. */
export const CreativeInterestFreeNote: Story = {
  render: () => <CreativeFinancingPanel defaultValues={{ ...sellerFinancedDeal, interestRate: 0, loanTerm: 30 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(CREATIVE_WARNINGS.interestFree)).toBeInTheDocument();
    await expect(canvas.getByText(CREATIVE_WARNINGS.highLeverage)).toBeInTheDocument();
    await expect(canvas.queryByText('Risk: Low')).toBeNull();
  },
};

/** Returns over no cash invested and a DSCR with no payment are not numbers: the engine's reason is shown instead. */
export const CreativeUndefinedReturn: Story = {
  render: () => (
    <CreativeFinancingPanel
      defaultValues={{ ...creativeFormDefaults('subject_to'), propertyValue: 300_000, monthlyRent: 2_000, monthlyExpenses: 400, sellerDebt: 0, existingPayment: 0 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(NOT_DEFINED.noCashInvested).length).toBe(2); // ROI and total return
    await expect(canvas.getByText(`DSCR: ${NOT_DEFINED.noDebt}`)).toBeInTheDocument();
    await expect(canvasElement.textContent ?? '').not.toMatch(/NaN|Infinity|null|N\/A/);
  },
};

/** Fix & Flip: a hold under 0.1 month is refused inline instead of giving a non-finite annualized ROI. */
export const FixFlipVanishingHold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const months = canvas.getByLabelText('Holding Period (months)');
    await userEvent.clear(months);
    await userEvent.type(months, '0.01');
    await expect(canvas.getByText('Must be at least 0.1 months (about 3 days).')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent(/last valid inputs/);
    await expect(canvasElement.textContent ?? '').not.toMatch(/NaN|Infinity/);
  },
};

/**
 * Buy & Hold with Purchase Price cleared: every figure — KPIs and both charts — stays on the
 * last valid inputs inside a frame marked stale; nothing is redrawn from a price of 0.
 */
export const BuyHoldStaleCharts: Story = {
  render: () => <BuyHoldPanel defaultValues={buyHoldFormDefaults()} onCalculateReturns={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chartSummary = () => canvas.getByText(/Yearly cash flow goes from/).textContent;
    const before = chartSummary();
    await userEvent.clear(canvas.getByLabelText('Purchase Price'));
    await expect(canvas.getByText(/every figure below, charts included, shows the last valid inputs/)).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-stale="true"]')).not.toBeNull();
    await expect(chartSummary()).toBe(before);
    await expect(canvas.getByRole('button', { name: 'Calculate Returns' })).toBeDisabled();
  },
};

/**
 * The sample Buy & Hold rental: the 80 % cost-to-ARV rule is a wholesale / value-add test, shown
 * for information, not as a failure; marked as wholesaled, the deal gets the rule's verdict.
 */
export const BuyHoldCostToArvRule: Story = {
  render: () => <BuyHoldPanel defaultValues={buyHoldFormDefaults()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rule = canvas.getByRole('region', { name: '80 % cost-to-ARV rule' });
    await expect(within(rule).getByText('For information')).toBeInTheDocument();
    await expect(within(rule).getByText(/A wholesale and value-add test/)).toBeInTheDocument();
    await expect(within(rule).getByText(/^Total project cost is [\d.]+% of the after-repair value/)).toBeInTheDocument();
    await expect(canvas.queryByText(/NON-COMPLIANT/)).toBeNull();
    await expect(canvas.queryByText('Non-compliant')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Bought through a wholesaler' }));
    const compliance = await canvas.findByRole('region', { name: 'Compliance' });
    await expect(within(compliance).getByText(/COMPLIANT/)).toBeInTheDocument();
  },
};

/** BRRR with nothing left in the deal but no rent: the return is undefined, not infinite. */
export const BrrrNoIncomeNotInfinite: Story = {
  render: () => <BrrrPanel defaultValues={{ ...brrrFormDefaults(), ...brrrInfiniteInput, monthlyRent: 0 }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('INFINITE RETURN ACHIEVED')).toBeNull();
    await expect(canvas.getByText(NOT_DEFINED.noCashLeftNoIncome)).toBeInTheDocument();
    await expect(canvas.getByText('Risk: High')).toBeInTheDocument();
  },
};

/** BRRR: a refinance loan needs its rate; the engine names the field. */
export const BrrrRateRequired: Story = {
  render: () => <BrrrPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Refinance Rate'));
    await expect(canvas.getByText(/Required when there is a refinance loan/)).toBeInTheDocument();
  },
};

/** BRRR with the engine's default inputs: cash stays in the deal, cash-on-cash shown; typing recomputes. */
export const Brrr: Story = {
  render: () => <BrrrPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('INFINITE RETURN ACHIEVED')).toBeNull();
    await expect(canvas.getByText('✓ COMPLIANT: 80.00% LTV is within standard lending guidelines')).toBeInTheDocument();
    const ltv = canvas.getByLabelText('Refinance LTV');
    await userEvent.clear(ltv);
    await userEvent.type(ltv, '85');
    const expected = calculateBrrr({ ...brrrDefaults(), refinanceLTV: 85 });
    await expect(canvas.getByText(expected.refinanceCompliance.message)).toBeInTheDocument();
    await expect(canvas.getAllByText(formatCurrency(expected.cashLeftInDeal)).length).toBeGreaterThan(0);
  },
};

export const BrrrInfiniteReturn: Story = {
  render: () => <BrrrPanel defaultValues={brrrInfiniteInput} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('INFINITE RETURN ACHIEVED')).toBeInTheDocument();
  },
};

/** The wholesale toggle raises the price by the fee (0–50 %). */
export const BrrrWholesaled: Story = {
  render: () => <BrrrPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Wholesaled deal' }));
    const fee = canvas.getByLabelText('Wholesale Fee');
    await userEvent.clear(fee);
    await userEvent.type(fee, '60');
    await expect(canvas.getByText('Must be at most 50.')).toBeInTheDocument();
    await userEvent.clear(fee);
    await userEvent.type(fee, '12');
    const expected = calculateBrrr({ ...brrrDefaults(), isWholesaled: true, wholesaleFeePercent: 12 });
    await expect(canvas.getByText(formatCurrency(expected.adjustedPurchasePrice))).toBeInTheDocument();
  },
};
