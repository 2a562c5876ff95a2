import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyScreen } from '@rei/ui';

const meta = {
  title: 'Screens/Policies',
  component: PolicyScreen,
  parameters: { layout: 'fullscreen' },
  args: { policy: 'privacy', onNavigate: fn() },
} satisfies Meta<typeof PolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /privacy: what is stored (accounts, hashed passwords, sessions, work, cached public data, outbox mail) in plain words. */
export const Privacy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    for (const heading of ['Your account', 'Signing in', 'Your work', 'Public records', 'Mail', 'In your browser']) {
      await expect(canvas.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    await expect(canvas.getByText(/Your password is never stored/)).toBeInTheDocument();
    await expect(canvas.getByText(/outbox folder/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Terms of use' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/terms');
  },
};

/** /terms: figures are estimates, public data as published, accounts, plans, fair use. */
export const Terms: Story = {
  args: { policy: 'terms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Figures are estimates' })).toBeInTheDocument();
  },
};

/** An operator who states who runs the installation. */
export const PrivacyWithOperator: Story = {
  args: { operator: 'Halsey Capital (privacy@halsey.example)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This installation of REI is run by Halsey Capital (privacy@halsey.example).')).toBeInTheDocument();
  },
};
