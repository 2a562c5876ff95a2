import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatTile } from '@rei/ui';

const meta = {
  title: 'Components/StatTile',
  component: StatTile,
  args: { label: 'Portfolio value', value: '$1,250,000', hint: '4 properties' },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Positive: Story = { args: { label: 'Monthly cash flow', value: '$1,043', tone: 'positive', hint: 'after debt service' } };
export const Negative: Story = { args: { label: 'Monthly cash flow', value: '-$212', tone: 'negative' } };
export const NotAvailable: Story = { args: { label: 'Cap rate', value: null, hint: 'Add the annual NOI to compute it' } };
export const Loading: Story = { args: { loading: true } };
export const Large: Story = { args: { size: 'lg', label: 'Total profit', value: '$186,420' } };
/** A return the engine left undefined: the reason reads as a sentence at body size, not as a headline figure. */
export const NotDefinedReason: Story = {
  args: { size: 'lg', label: 'Cash-on-Cash Return', value: 'Not defined — no cash left in the deal and the rental does not make money' },
};
