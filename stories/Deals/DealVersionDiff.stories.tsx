import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealVersionDiff } from '@rei/ui';
import { holdDiff } from '../fixtures/deals';

const meta = {
  title: 'Screens/Deals/DealVersionDiff',
  component: DealVersionDiff,
  args: { diff: holdDiff },
} satisfies Meta<typeof DealVersionDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rent raised 1 → 3: the input is signed but uncoloured, the cash flow rise says "better". */
export const RentRaised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^\+\$400/)).toBeInTheDocument();
    await expect(canvas.getAllByText('better for the deal').length).toBeGreaterThan(0);
  },
};

export const NothingChanged: Story = { args: { diff: { ...holdDiff, inputs: [], outputs: [] } } };
