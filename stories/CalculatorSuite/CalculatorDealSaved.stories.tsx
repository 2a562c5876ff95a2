import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CalculatorTab } from '@rei/engine';
import { brrrFormDefaults, buyHoldFormDefaults, CalculatorSuiteScreen, creativeFormDefaults, creativeInputsFor, DEAL_SAVE_TEXT, fixFlipFormDefaults, wholesaleFormDefaults } from '@rei/ui';
import { fullProperty, portfolioProperties } from '../fixtures/property';

/** Each calculator's saved state: the deal reopened with ?dealId= (saved) and after an edit (unsaved changes). */
const meta = {
  title: 'Screens/CalculatorSuite/Saved deal',
  component: CalculatorSuiteScreen,
  args: {
    tab: 'buy-hold',
    subscription: 'operator',
    onTabChange: fn(),
    properties: portfolioProperties,
    selectedPropertyId: fullProperty.id,
    onExport: fn(),
  },
} satisfies Meta<typeof CalculatorSuiteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The investor's own values, different from the property's prefill and the sample defaults.
const savedInputs: Record<CalculatorTab, Record<string, unknown>> = {
  'buy-hold': { ...buyHoldFormDefaults(fullProperty), interestRate: 7, propertyTax: 6_000 },
  'fix-flip': { ...fixFlipFormDefaults(fullProperty), rehabCost: 180_000, afterRepairValue: 1_900_000 },
  wholesale: { ...wholesaleFormDefaults(fullProperty), assignmentFee: 25_000 },
  // A creative deal stores only its structure's inputs (what the calculator computed on).
  'creative-financing': creativeInputsFor({ ...creativeFormDefaults('subject_to', fullProperty), sellerDebt: 600_000, existingPayment: 3_400 }),
  'rehab-reinvest': { ...brrrFormDefaults(fullProperty), rehabCosts: 90_000 },
};

/** The calculator of `tab` reopened at version 3 of a saved deal. */
function savedDeal(tab: CalculatorTab) {
  return {
    tab,
    dealSaving: {
      saved: { id: 41, name: `Deal on ${fullProperty.address}`, version: 3, inputs: savedInputs[tab] },
      savedTab: tab,
      onSave: fn(),
    },
    exportUnavailableReason: null,
  };
}

const savedPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('Saved as version 3')).toBeVisible();
  await expect(canvas.getByLabelText(DEAL_SAVE_TEXT.name)).toHaveValue(`Deal on ${fullProperty.address}`);
};

/** Changes the first number field: the bar then says the form differs from version 3. */
const unsavedPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const field = canvasElement.querySelector<HTMLInputElement>('input[inputmode="decimal"], input[inputmode="numeric"]');
  if (!field) throw new Error('no number field');
  await userEvent.clear(field);
  await userEvent.type(field, '12345');
  await expect(canvas.getByText(`Saved as version 3 · ${DEAL_SAVE_TEXT.unsaved}`)).toBeVisible();
};

export const BuyHoldSaved: Story = { args: savedDeal('buy-hold'), play: savedPlay };
export const BuyHoldUnsavedChanges: Story = { args: savedDeal('buy-hold'), play: unsavedPlay };
export const FixFlipSaved: Story = { args: savedDeal('fix-flip'), play: savedPlay };
export const FixFlipUnsavedChanges: Story = { args: savedDeal('fix-flip'), play: unsavedPlay };
export const WholesaleSaved: Story = { args: savedDeal('wholesale'), play: savedPlay };
export const WholesaleUnsavedChanges: Story = { args: savedDeal('wholesale'), play: unsavedPlay };
export const CreativeSaved: Story = { args: savedDeal('creative-financing'), play: savedPlay };
export const CreativeUnsavedChanges: Story = { args: savedDeal('creative-financing'), play: unsavedPlay };
export const BrrrrSaved: Story = { args: savedDeal('rehab-reinvest'), play: savedPlay };
export const BrrrrUnsavedChanges: Story = { args: savedDeal('rehab-reinvest'), play: unsavedPlay };

/** Someone saved version 4 meanwhile: the save was refused and the bar offers to reload. */
export const StaleVersion: Story = {
  args: { ...savedDeal('fix-flip'), dealSaving: { ...savedDeal('fix-flip').dealSaving, staleVersion: true, onReload: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DEAL_SAVE_TEXT.stale)).toBeVisible();
  },
};

/** A new analysis: the name is prefilled from the strategy and the address, Export says to save first. */
export const NotSavedYet: Story = {
  args: { tab: 'wholesale', dealSaving: { saved: null, savedTab: null, onSave: fn() }, exportUnavailableReason: 'Save this deal first: the report is built from its saved version.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(DEAL_SAVE_TEXT.name)).toHaveValue(`Wholesale — ${fullProperty.address}`);
    await expect(canvas.getByText(DEAL_SAVE_TEXT.notSaved)).toBeVisible();
  },
};

/** A preset saved before presets left out a property's own figures: 323 Hart's price, rent and tax beside the terms. */
const presetWithFigures = {
  id: 4,
  name: 'NYC 2026 lender terms',
  scope: 'personal',
  version: 1,
  values: { purchasePrice: 1_250_000, grossMonthlyRent: 8_220.29, propertyTax: 9_800, interestRate: 6.875 },
  lineItems: [],
  lockedFields: [],
} as const;

/** A new deal from that preset: its terms fill the form, its price, rent and tax (another lot's) do not, and a note says so. */
export const PresetWithAnotherPropertysFigures: Story = {
  args: {
    tab: 'buy-hold',
    dealSaving: {
      saved: null,
      savedTab: null,
      onSave: fn(),
      presets: {
        optionsByTab: { 'buy-hold': [{ ...presetWithFigures, usable: true, unusableReason: null }] },
        applied: { tab: 'buy-hold', preset: presetWithFigures },
        onApply: fn(),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Interest Rate')).toHaveValue('6.875');
    await expect(canvas.getByLabelText('Purchase Price')).not.toHaveValue('1,250,000');
    await expect(canvas.getByText(new RegExp(`The preset also holds Purchase Price, Gross Monthly Rent and Property Tax.+${fullProperty.address}`))).toBeVisible();
  },
};
