import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordChanges } from '@rei/ui';
import { recordChangesOfLot } from '../fixtures/recordChanges';

const meta = {
  title: 'Screens/PropertyDetail/RecordChanges',
  component: RecordChanges,
  args: { changes: recordChangesOfLot, since: '2026-10-01' },
} satisfies Meta<typeof RecordChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lot's changes newest first: the day, what changed, and the dataset it came from. */
export const Changes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Recent record changes' })).toBeInTheDocument();
    await expect(canvas.getByText('Since Oct 1, 2026')).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Nov 20, 2026');
    await expect(items[0]).toHaveTextContent('1 new open HPD violation (2 open now).');
    await expect(items[1]).toHaveTextContent('Sold for $1,250,000 on 2026-10-28.');
    await expect(items[1]).toHaveTextContent('From DOF Rolling Sales');
    await expect(items[2]).toHaveTextContent('Nov 1, 2026');
  },
};

/** Nothing changed on the lot since the date: said in words, with what would show here. */
export const NoChanges: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No changes to this lot’s public record')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Loading: Story = {
  args: { changes: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the changes to this lot’s public record');
  },
};

/** The events could not be read: the reason and a retry. */
export const LoadFailed: Story = {
  args: { changes: undefined, error: 'The server did not answer. Check your connection.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Could not load the record changes')).toBeInTheDocument();
    await expect(canvas.getByText('The server did not answer. Check your connection.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /try again|retry/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
