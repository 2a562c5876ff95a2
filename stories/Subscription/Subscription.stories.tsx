import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubscriptionScreen } from '@rei/ui';
import { subscriptionFor, usageByTier } from '../fixtures/account';

const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionScreen,
  args: { subscription: subscriptionFor('scout'), usage: usageByTier.scout, onChangePlan: fn(), onRetry: fn() },
} satisfies Meta<typeof SubscriptionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scout: 2 of 3 properties, AI summaries not included; every other plan is an upgrade. */
export const Scout: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'Properties' })).toHaveAttribute('aria-valuetext', '2 of 3');
    await expect(canvas.getByRole('meter', { name: 'AI summaries this month' })).toHaveAttribute('aria-valuetext', 'Not included in this plan');
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Rookie' }));
    await expect(args.onChangePlan).toHaveBeenCalledWith('rookie');
  },
};

/** Rookie near its AI limit: scout is a downgrade. */
export const Rookie: Story = {
  args: { subscription: subscriptionFor('rookie'), usage: usageByTier.rookie },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'AI summaries this month' })).toHaveAttribute('aria-valuetext', '4 of 5');
    await expect(canvas.getByRole('button', { name: 'Downgrade to Scout' })).toBeInTheDocument();
    await expect(canvas.getByText('Renews on December 23, 2026')).toBeInTheDocument();
  },
};

export const OperatorUnlimited: Story = {
  args: { subscription: subscriptionFor('operator'), usage: usageByTier.operator },
};

/** A cancelled hunter subscription grants scout features until renewed. */
export const CancelledHunter: Story = {
  args: { subscription: subscriptionFor('hunter', 'cancelled'), usage: usageByTier.hunter },
};

export const ChangingPlan: Story = {
  args: { changingTo: 'operator' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Changing plan/ })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Upgrade to Rookie' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { subscription: null, loading: true } };

export const LoadError: Story = { args: { subscription: null, error: '503: Service Unavailable' } };
