import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { calculateBuyHold, calculateWholesale, formatCurrency, MAX_LINE_LABEL_LENGTH, wholesaleDefaults, type LineItem } from '@rei/engine';
import {
  BuyHoldPanel,
  CalculatorSuiteScreen,
  CustomLinesAccessProvider,
  CUSTOM_LINES_PLAN,
  LINE_ITEM_TEXT,
  WholesalePanel,
  buyHoldFormDefaults,
  type BuyHoldFormValues,
  type WholesaleFormValues,
} from '@rei/ui';

/**
 * The "Custom lines" editor every calculator has (issue 32): itemised income, expenses and
 * one-time costs, counted by the engine and listed in the results. Operator and up edit them;
 * lower plans see the editor locked with the plan that adds it.
 */
const meta = {
  title: 'Screens/CalculatorSuite/CustomLines',
  component: BuyHoldPanel,
  args: { onCalculateReturns: () => undefined },
} satisfies Meta<typeof BuyHoldPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEVERAL: LineItem[] = [
  { label: 'Laundry', kind: 'income', amount: 300, frequency: 'monthly' },
  { label: 'Elevator contract', kind: 'expense', amount: 6_000, frequency: 'annual' },
  { label: 'Capital reserve', kind: 'expense', amount: 0.5, basis: 'percent_of_price', frequency: 'annual' },
  { label: 'New boiler', kind: 'cost', amount: 40_000, frequency: 'one_time' },
  { label: 'Seller credit', kind: 'cost', amount: -10_000, frequency: 'one_time' },
];

/** No lines yet: the card says what lines are for; "Add line" puts the focus on the new line's label. */
export const Empty: Story = {
  args: { defaultValues: buyHoldFormDefaults() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LINE_ITEM_TEXT.empty)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: LINE_ITEM_TEXT.add }));
    const line = within(canvas.getByRole('listitem', { name: 'Line 1' }));
    await waitFor(() => expect(line.getByLabelText(LINE_ITEM_TEXT.label)).toHaveFocus());
    await userEvent.keyboard('HOA dues');
    await expect(canvas.getByRole('listitem', { name: 'HOA dues' })).toBeInTheDocument();
    // the amount is still empty: the field says so, by name
    await expect(canvas.getByText('Enter an amount.')).toBeInTheDocument();
  },
};

/** Several lines (income, expenses, a percent-of-price reserve, a cost and a credit), each in the results with its dollars. */
export const SeveralLines: Story = {
  args: { defaultValues: { ...buyHoldFormDefaults(), lineItems: SEVERAL } as BuyHoldFormValues },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = calculateBuyHold({ ...buyHoldFormDefaults(), closingCosts: undefined, lineItems: SEVERAL });
    await expect(canvas.getAllByText(formatCurrency(expected.monthlyCashFlow)).length).toBeGreaterThan(0);
    const table = within(canvas.getByRole('table', { name: LINE_ITEM_TEXT.resultsCaption }));
    for (const line of SEVERAL) await expect(table.getByRole('rowheader', { name: line.label })).toBeInTheDocument();
    // 0.5 % of the 1,250,000 price a year
    await expect(table.getByText(formatCurrency(6_250))).toBeInTheDocument();
  },
};

/** An unfinished line: the label is too long and the amount empty; each field says so and the results wait on the last valid inputs. */
export const InvalidLine: Story = {
  args: {
    defaultValues: {
      ...buyHoldFormDefaults(),
      lineItems: [{ label: 'x'.repeat(MAX_LINE_LABEL_LENGTH + 5), kind: 'expense', amount: undefined, frequency: 'monthly' }],
    } as unknown as BuyHoldFormValues,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Must be at most ${MAX_LINE_LABEL_LENGTH} characters.`)).toBeInTheDocument();
    await expect(canvas.getByText('Enter an amount.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(LINE_ITEM_TEXT.label)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Rookie (and Scout): the editor is locked and names the plan that adds it. */
export const LockedByPlan: Story = {
  render: () => <CalculatorSuiteScreen tab="buy-hold" subscription="rookie" onTabChange={() => undefined} onUpgrade={() => undefined} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LINE_ITEM_TEXT.locked(CUSTOM_LINES_PLAN))).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: LINE_ITEM_TEXT.add })).toBeNull();
    await expect(canvas.getByRole('button', { name: LINE_ITEM_TEXT.upgrade(CUSTOM_LINES_PLAN) })).toBeInTheDocument();
  },
};

/** A deal with lines opened after a downgrade: the lines are shown read-only and still counted. */
export const LockedWithSavedLines: Story = {
  render: () => (
    <CustomLinesAccessProvider value={{ allowed: false, unlockPlan: CUSTOM_LINES_PLAN }}>
      <BuyHoldPanel defaultValues={{ ...buyHoldFormDefaults(), lineItems: SEVERAL.slice(0, 2) } as BuyHoldFormValues} onCalculateReturns={() => undefined} />
    </CustomLinesAccessProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(LINE_ITEM_TEXT.lockedKept(CUSTOM_LINES_PLAN))).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: LINE_ITEM_TEXT.resultsCaption })).toBeInTheDocument();
  },
};

const wholesaleLines: LineItem[] = [
  { label: 'Direct mail', kind: 'cost', amount: 1_200, frequency: 'one_time' },
  { label: 'Skip tracing', kind: 'expense', amount: 100, frequency: 'monthly' },
];

/** Wholesale: the wholesaler's own lines give the net profit, recurring ones over the days to close. */
export const WholesaleNetProfit: Story = {
  render: () => <WholesalePanel defaultValues={{ ...wholesaleDefaults(), lineItems: wholesaleLines } as WholesaleFormValues} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = calculateWholesale({ ...wholesaleDefaults(), lineItems: wholesaleLines });
    await expect(canvas.getByText(formatCurrency(expected.wholesalerNetProfit!))).toBeInTheDocument();
    await expect(canvas.getByText(LINE_ITEM_TEXT.wholesalerNet)).toBeInTheDocument();
  },
};
