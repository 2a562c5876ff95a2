import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button, TOAST_DURATION_MS, useToast, type ToastOptions } from '@rei/ui';

function ToastDemo({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  return (
    <div>
      <p>Toasts close after {TOAST_DURATION_MS} ms; one shows at a time. Press F8 to reach them.</p>
      <Button onClick={() => toasts.forEach((options) => toast(options))}>Show notification</Button>
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastDemo,
  args: { toasts: [{ title: 'Property added', description: 'It now appears in your portfolio.', tone: 'success' }] },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    await expect(await within(document.body).findByText('Property added')).toBeInTheDocument();
  },
};

export const Destructive: Story = {
  args: { toasts: [{ title: 'Login failed', description: 'Invalid credentials', tone: 'destructive' }] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    await expect(await within(document.body).findByText('Invalid credentials')).toBeInTheDocument();
  },
};

export const OneAtATime: Story = {
  args: {
    toasts: [
      { title: 'Feature unavailable', description: 'Upgrade your subscription to access this calculator.', tone: 'warning' },
      { title: 'Export initiated', description: 'Your analysis is being exported...' },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const body = within(document.body);
    await expect(await body.findByText('Feature unavailable')).toBeInTheDocument();
    await expect(body.queryByText('Export initiated')).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Close notification' }));
    await expect(await body.findByText('Export initiated')).toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    toasts: [
      {
        title: 'Feature unavailable',
        description: 'Upgrade your subscription to access this calculator.',
        tone: 'warning',
        action: { label: 'Upgrade', altText: 'Open Subscription from the menu to upgrade', onClick: () => {} },
      },
    ],
  },
};
