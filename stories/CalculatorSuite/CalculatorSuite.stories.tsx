import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buyHoldDefaults, calculateBuyHold, formatCurrency } from '@rei/engine';
import { CalculatorSuiteScreen } from '@rei/ui';
import { fullProperty, portfolioProperties } from '../fixtures/property';

const meta = {
  title: 'Screens/CalculatorSuite',
  component: CalculatorSuiteScreen,
  args: {
    tab: 'buy-hold',
    subscription: 'rookie',
    onTabChange: fn(),
    onGateBlocked: fn(),
    properties: portfolioProperties,
    selectedPropertyId: null,
    onSelectProperty: fn(),
    onExport: fn(),
    onUpgrade: fn(),
    onCalculateReturns: fn(),
    onGenerateAiSummary: fn(),
  },
} satisfies Meta<typeof CalculatorSuiteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rookie on Buy & Hold: typing the rent recomputes the cash flow through the engine. */
export const BuyHoldRookie: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Upgrade for AI Analysis' })).toBeNull();
    const before = calculateBuyHold(buyHoldDefaults());
    await expect(canvas.getAllByText(formatCurrency(before.monthlyCashFlow)).length).toBeGreaterThan(0);
    const rent = canvas.getByLabelText('Gross Monthly Rent');
    await userEvent.clear(rent);
    await userEvent.type(rent, '20000');
    const after = calculateBuyHold({ ...buyHoldDefaults(), grossMonthlyRent: 20_000 });
    await expect(canvas.getAllByText(formatCurrency(after.monthlyCashFlow)).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('tab', { name: 'Fix & Flip' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('fix-flip');
    await expect(args.onGateBlocked).not.toHaveBeenCalled();
  },
};

/** Scout: AI upsell, locked tabs; choosing Fix & Flip is refused and reported, the tab stays. */
export const BuyHoldScoutGate: Story = {
  args: { subscription: 'scout' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade for AI Analysis' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('tab', { name: /Fix & Flip/ }));
    await expect(args.onGateBlocked).toHaveBeenCalledWith('fix-flip');
    await expect(args.onTabChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('tab', { name: 'Buy & Hold' })).toHaveAttribute('aria-selected', 'true');
    // BRRRR stays open to scout.
    await userEvent.click(canvas.getByRole('tab', { name: 'BRRRR' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('rehab-reinvest');
  },
};

/** A selected property pre-fills Buy & Hold with its price and rent. */
export const WithSelectedProperty: Story = {
  args: { selectedPropertyId: fullProperty.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Purchase Price')).toHaveValue('1,450,000');
    await expect(canvas.getByLabelText('Gross Monthly Rent')).toHaveValue('11,800');
  },
};

export const PropertiesLoading: Story = {
  args: { properties: [], propertiesLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading properties...')).toBeInTheDocument();
  },
};

export const NoPropertiesAndExport: Story = {
  args: { properties: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No property selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Export Analysis' }));
    await expect(args.onExport).toHaveBeenCalledWith('buy-hold');
  },
};

/** Calculate Returns hands the inputs and engine outputs to the app. */
export const CalculateReturns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate Returns' }));
    await expect(args.onCalculateReturns).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
  },
};

export const StrategySaved: Story = {
  args: { strategySaved: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate AI Summary' }));
    await expect(args.onGenerateAiSummary).toHaveBeenCalledTimes(1);
  },
};

/** Scout has no AI summaries: after saving, the upsell stands in for the button. */
export const StrategySavedScout: Story = {
  args: { strategySaved: true, subscription: 'scout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upgrade for AI Analysis' })).toBeInTheDocument();
  },
};

export const WithAiSummary: Story = {
  args: {
    strategySaved: true,
    aiSummary:
      'Investment Thesis: a 6.1% cap rate at asking price with positive cash flow from year one.\nRisk Assessment: an outstanding tax lien must be cleared at closing.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Generate AI Summary' })).toBeNull();
    await expect(canvas.getByText(/Investment Thesis/)).toBeInTheDocument();
  },
};

export const FixFlipTab: Story = { args: { tab: 'fix-flip' } };
export const WholesaleTab: Story = { args: { tab: 'wholesale' } };
export const CreativeTab: Story = { args: { tab: 'creative-financing' } };
export const BrrrrTab: Story = { args: { tab: 'rehab-reinvest', subscription: 'scout' } };

export const UnknownTab: Story = {
  args: { tab: 'mortgage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please select a calculator type')).toBeInTheDocument();
  },
};
