import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  brrrDefaults,
  calculateBrrr,
  calculateCreativeFinancing,
  calculateFixFlip,
  calculateWholesale,
  fixFlipDefaults,
  formatCurrency,
  formatPercent,
  wholesaleDefaults,
} from '@rei/engine';
import { BrrrPanel, CreativeFinancingPanel, FixFlipPanel, WholesalePanel, creativeFormDefaults } from '@rei/ui';
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
    await expect(canvas.getByText(expected.viability === 'viable' ? 'Viable Deal' : 'High Risk')).toBeInTheDocument();
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

export const CreativeWrapAround: Story = {
  render: () => (
    <CreativeFinancingPanel
      defaultValues={{ ...creativeFormDefaults('wrap_around'), propertyValue: 540_000, monthlyRent: 3_900, downPayment: 40_000, interestRate: 6.5, loanTerm: 30, monthlyExpenses: 900 }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Complex legal structure recommended/)).toBeInTheDocument();
  },
};

/** BRRR with the spec's defaults: cash stays in the deal, cash-on-cash shown; typing recomputes. */
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
