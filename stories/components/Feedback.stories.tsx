import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, EmptyState, ErrorState, Skeleton } from '@rei/ui';

const meta = {
  title: 'Components/Feedback',
  component: ErrorState,
  args: { message: 'Failed to fetch property details.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch property details.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutRetry: Story = { args: { title: 'Login failed', message: 'Invalid credentials. Please try again.', onRetry: undefined } };

export const Retrying: Story = { args: { retrying: true } };

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon="⌂"
      title="No properties yet"
      description="Search an NYC address or upload a CSV to start your portfolio."
      action={<Button>Search Properties</Button>}
    />
  ),
};

export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: '30rem' }}>
      <Skeleton label="Loading properties" lines={3} />
    </div>
  ),
};

export const LoadingChart: Story = { render: () => <Skeleton height="chart" label="Loading chart" /> };
