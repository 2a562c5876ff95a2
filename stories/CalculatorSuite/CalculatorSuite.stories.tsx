import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { buyHoldDefaults, calculateBuyHold, dealPrefill, formatCurrency } from '@rei/engine';
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

// 418 Halsey Street's own record: price and rent from the upload, tax from PLUTO's assessed value,
// NYC closing and selling costs from the engine's cost tables.
const halseyPrefill = dealPrefill({ property: fullProperty, record: { lot: { unitsTotal: fullProperty.units ?? null } } });

/** A NYC property selected: price, rent and tax come from its record, each with its source beside the field. */
export const PrefilledFromRecord: Story = {
  args: { selectedPropertyId: fullProperty.id, prefill: halseyPrefill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tax = halseyPrefill.annualPropertyTax;
    await expect(tax).not.toBeNull();
    const taxInput = canvas.getByLabelText<HTMLInputElement>('Property Tax (annual)');
    await expect(Number(taxInput.value.replace(/,/g, ''))).toBe(Math.round(tax?.value ?? 0));
    await expect(canvas.getByText(`Source: ${tax?.source.label ?? ''}`)).toBeInTheDocument();
    await expect(canvas.getAllByText('Source: your upload').length).toBeGreaterThanOrEqual(2);
  },
};

/**
 * Buy & Hold on a NYC property: the closing costs are the buyer's NYC taxes and fees (not a flat
 * 3 %), marked with their source, and the cash invested follows them; emptying the field goes
 * back to 3 % of the price, and the Financing card says which one it used and what NYC's would be.
 */
export const BuyHoldNycClosingCosts: Story = {
  args: { selectedPropertyId: fullProperty.id, prefill: halseyPrefill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const closing = halseyPrefill.closingCosts;
    await expect(closing).not.toBeNull();
    const input = canvas.getByLabelText<HTMLInputElement>('Closing Costs');
    await expect(Number(input.value.replace(/,/g, ''))).toBe(Math.round(closing?.value ?? 0));
    await expect(canvas.getByText('Source: NYC buyer closing costs')).toBeInTheDocument();
    await expect(canvas.getByText(/^NYC: mortgage recording tax/)).toBeInTheDocument();
    await expect(canvas.getByText('3 % of price when empty')).toBeInTheDocument();
    const price = halseyPrefill.purchasePrice?.value ?? 0;
    const rent = halseyPrefill.monthlyRent?.value ?? 0;
    const tax = halseyPrefill.annualPropertyTax?.value;
    const insurance = halseyPrefill.insurance?.value;
    const inputs = {
      ...buyHoldDefaults(price, rent),
      ...(tax === undefined ? {} : { propertyTax: Math.round(tax) }),
      ...(insurance === undefined ? {} : { insurance }),
    };
    const nyc = calculateBuyHold({ ...inputs, closingCosts: closing?.value });
    await expect(canvas.getByText(`${formatCurrency(nyc.closingCosts)} · NYC buyer closing costs`)).toBeInTheDocument();
    await expect(canvas.getAllByText(formatCurrency(nyc.totalCashInvested)).length).toBeGreaterThan(0);
    await userEvent.clear(input);
    const flat = calculateBuyHold(inputs);
    // …and says it is a flat rate, naming what NYC's buyer costs would be at this price and loan.
    await expect(await canvas.findByText(new RegExp(`^${formatCurrency(flat.closingCosts).replace(/[$.]/g, '\\$&')} · 3 % of price, a flat rate — NYC buyer costs at this price and loan would be \\$`))).toBeInTheDocument();
    // Cleared: the NYC source no longer stands beside the field.
    await expect(canvas.queryByText('Source: NYC buyer closing costs')).toBeNull();
    await userEvent.type(input, '40000');
    await expect(canvas.getAllByText('Source: your input').length).toBeGreaterThan(0);
    // The investor's own figure: cash invested is the down payment plus the 40,000 typed.
    const typed = calculateBuyHold({ ...inputs, closingCosts: 40_000 });
    await expect((await canvas.findAllByText(formatCurrency(typed.totalCashInvested))).length).toBeGreaterThan(0);
  },
};

/** Fix & Flip on a NYC property: closing costs are the buyer's NYC taxes and fees, with the note naming them. */
export const PrefilledNycCosts: Story = {
  args: { tab: 'fix-flip', selectedPropertyId: fullProperty.id, prefill: halseyPrefill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Source: NYC buyer closing costs')).toBeInTheDocument();
    await expect(canvas.getByText(/^NYC: mortgage recording tax/)).toBeInTheDocument();
    await expect(canvas.getByText('Source: NYC transfer taxes + commission')).toBeInTheDocument();
  },
};

// Issue 26's Queens condo: $550,000 at $3,200 a month, one condo unit with its assessment on record.
const queensCondo = {
  ...fullProperty,
  id: 9_001,
  address: '30-15 Crescent Street, Unit 4B',
  city: 'Astoria',
  zip: '11102',
  borough: 'QN' as const,
  buildingClass: 'R4',
  taxClass: '2',
  assessTotal: 52_000,
  purchasePrice: 550_000,
  estimatedValue: 550_000,
  monthlyRent: 3_200,
  units: 1,
};
const condoPrefill = dealPrefill({ property: queensCondo });

/** The Queens condo: tax, insurance and rent sized from the property, each naming its source; no sample figure. */
export const PrefilledQueensCondo: Story = {
  args: { properties: [...portfolioProperties, queensCondo], selectedPropertyId: queensCondo.id, prefill: condoPrefill },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Property Tax (annual)')).toHaveValue('6,468');
    await expect(canvas.getByLabelText('Insurance (annual)')).toHaveValue('600');
    await expect(canvas.getByText('Source: rule: $600 per unit a year (condo/co-op unit policy) × 1 unit')).toBeInTheDocument();
    await expect(canvas.getByText(/^Source: PLUTO assessed value/)).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('24,000')).toBeNull();
    await expect(canvas.queryByDisplayValue('8,500')).toBeNull();
  },
};

const unknownUnits = { ...queensCondo, id: 9_002, units: null, assessTotal: null, taxClass: null };

/** A property without an assessment or a unit count: tax and insurance are left empty, each with a prompt. */
export const PrefillAsksForMissingInputs: Story = {
  args: { properties: [...portfolioProperties, unknownUnits], selectedPropertyId: unknownUnits.id, prefill: dealPrefill({ property: unknownUnits }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Property Tax (annual)')).toHaveValue('');
    await expect(canvas.getByLabelText('Insurance (annual)')).toHaveValue('');
    await expect(canvas.getByText(/^Enter the annual property tax/)).toBeInTheDocument();
    await expect(canvas.getByText(/^Enter an insurance quote/)).toBeInTheDocument();
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
    // Export Analysis opens the format menu: rookie may build CSV, Excel and PDF; Branded PDF names its plan.
    await userEvent.click(canvas.getByRole('button', { name: 'Export Analysis' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Branded PDF, needs the Operator plan' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /^PDF/ }));
    await expect(args.onExport).toHaveBeenCalledWith('pdf', 'buy-hold');
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
