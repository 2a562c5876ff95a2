import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DealComparisonScreen } from '@rei/ui';
import { flipDeal, holdDeal } from '../fixtures/deals';

const meta = {
  title: 'Screens/Deals/DealComparison',
  component: DealComparisonScreen,
  args: { deals: [holdDeal, flipDeal], dealHref: (deal) => `/deals/${deal.id}` },
} satisfies Meta<typeof DealComparisonScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Buy & Hold beside Fix & Flip: each other's figures show "—" with the reason, never 0. */
export const AcrossStrategies: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('not a Fix & Flip figure').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('not a Buy & Hold figure').length).toBeGreaterThan(0);
    await expect(canvas.getByText('could not be computed')).toBeInTheDocument();
  },
};

export const TooFew: Story = { args: { deals: [holdDeal] } };
export const Loading: Story = { args: { loading: true } };
export const Error: Story = { args: { error: 'The server did not answer.' } };
