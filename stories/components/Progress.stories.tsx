import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Meter, Progress } from '@rei/ui';

const meta = {
  title: 'Components/Progress',
  component: Progress,
  args: { label: 'Importing properties', value: 42 },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Importing properties' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};
export const Done: Story = { args: { value: 100, valueText: '25 of 25 rows' } };
export const Indeterminate: Story = { args: { value: null } };

export const Meters: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <Meter label="Walkability" value={82} levelText="High (82)" tone="success" />
      <Meter label="Transit access" value={55} levelText="Medium (55)" tone="warning" />
      <Meter label="Crime safety" value={20} levelText="Low (20)" tone="danger" description="Based on NYPD complaint data" />
      <Meter label="AI summaries used" value={60} levelText="3 of 5" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter', { name: 'Walkability' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'High (82)');
  },
};
