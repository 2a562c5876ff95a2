import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PresetManagerPanel } from '@rei/ui';
import { personalPreset, teamPresetV2 } from '../fixtures/presets';

const meta = {
  title: 'Screens/Presets/Preset manager',
  component: PresetManagerPanel,
  args: { presets: [teamPresetV2, personalPreset], onCreate: fn(), onUpdate: fn(), onDelete: fn(), onDismissDraft: fn() },
} satisfies Meta<typeof PresetManagerPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Team and personal presets with their strategy, version, values and locked fields. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Team bank loan' })).toBeInTheDocument();
    await expect(canvas.getByText('v2')).toBeInTheDocument();
    await expect(canvas.getByText('1 locked')).toBeInTheDocument();
    await expect(canvas.getByText(/Interest Rate.*\(locked\)/i)).toBeInTheDocument();
  },
};

/** No presets yet: how to make one. */
export const Empty: Story = {
  args: { presets: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No presets yet/)).toBeInTheDocument();
  },
};

/** A new preset from the calculator's inputs: its terms, with the property's own figures left out and named. */
export const CreateFromCalculator: Story = {
  args: {
    presets: [],
    draft: {
      strategyType: 'buy_hold',
      values: { downPaymentPercent: 25, interestRate: 7, vacancyRate: 5 },
      lineItems: [],
      leftOut: ['purchasePrice', 'grossMonthlyRent', 'propertyTax'],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The property's own figures are named as not kept, and not offered as the preset's values.
    await expect(canvas.getByRole('note')).toHaveTextContent(/Not kept: Purchase Price, .+ and Property Tax/);
    await expect(canvas.queryByText('Purchase Price')).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: /Preset name/ }), 'Team bank loan');
    await userEvent.click(canvas.getByRole('button', { name: 'Save preset' }));
    await expect(args.onCreate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Team bank loan', scope: 'personal', strategyType: 'buy_hold' }));
  },
};

/** Editing saves the next version. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Team bank loan' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save as new version' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(teamPresetV2, expect.objectContaining({ baseVersion: 2, lockedFields: ['interestRate'] }));
  },
};

/** An analyst: the team's presets read-only, managed by owners and admins. */
export const AnalystReadOnly: Story = {
  args: {
    presets: [{ ...teamPresetV2, canEdit: false }],
    teamLockedReason: 'Team presets are managed by the organization’s owners and admins; you can use them for your deals.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Read-only: managed by the organization/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

/** A plan without presets: what they are and which plan adds them; a kept preset after a downgrade. */
export const LockedByPlan: Story = {
  args: {
    presets: [{ ...personalPreset, usable: false, unusableReason: 'Kept for reference: the Rookie plan does not apply personal presets to new deals; Operator does.' }],
    personalLockedReason: 'Personal presets come with the Operator plan: save your usual loan terms, vacancy and reserves once and start every deal from them.',
    teamLockedReason: 'Team presets (team calculators) come with the Hunter plan.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/come with the Operator plan/)).toBeInTheDocument();
    await expect(canvas.getByText(/Kept for reference/)).toBeInTheDocument();
  },
};
