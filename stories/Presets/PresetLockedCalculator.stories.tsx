import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BuyHoldPanel, PresetLocksProvider, buyHoldFormDefaults, type BuyHoldFormValues } from '@rei/ui';
import { teamPresetV1 } from '../fixtures/presets';

/**
 * A Buy & Hold deal started from the team's preset: its interest rate and custom lines are locked
 * by the team, shown but not editable, each naming the preset and its version.
 */
const meta = {
  title: 'Screens/Presets/Calculator with a team preset',
  component: BuyHoldPanel,
  args: {
    onCalculateReturns: () => undefined,
    defaultValues: { ...buyHoldFormDefaults(), ...teamPresetV1.values, lineItems: teamPresetV1.lineItems } as BuyHoldFormValues,
  },
  decorators: [
    (Story) => (
      <PresetLocksProvider value={{ name: teamPresetV1.name, version: teamPresetV1.version, fields: ['interestRate', 'lineItems'] }}>
        <Story />
      </PresetLocksProvider>
    ),
  ],
} satisfies Meta<typeof BuyHoldPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LockedFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Interest Rate' })).toBeDisabled();
    await expect(canvas.getByText('locked by team preset Team bank loan v1')).toBeInTheDocument();
    await expect(canvas.getByText('Custom lines locked by team preset Team bank loan v1.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Add line' })).toBeNull();
  },
};
