import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SUBSCRIPTION_TEXT, SubscriptionScreen } from '@rei/ui';
import { subscriptionFor, usageByTier } from '../fixtures/account';

const meta = {
  title: 'Screens/Subscription',
  component: SubscriptionScreen,
  args: { subscription: subscriptionFor('scout'), usage: usageByTier.scout, onChangePlan: fn(), onManageBilling: fn(), onRetry: fn() },
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
    // what a downgrade keeps and what it stops, said before the button is pressed
    await expect(canvas.getByText(SUBSCRIPTION_TEXT.downgradePolicy)).toBeInTheDocument();
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

/** Demo billing (the embedded `pnpm start`): labelled, and an upgrade applies at once. */
export const DemoBilling: Story = {
  args: { billingMode: 'demo' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Demo billing — no card is charged')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Operator' }));
    await expect(args.onChangePlan).toHaveBeenCalledWith('operator');
  },
};

/** Stripe billing for a paying rookie: no demo label, and 'Manage billing' opens the Billing Portal. */
export const StripeBilling: Story = {
  args: { subscription: subscriptionFor('rookie'), usage: usageByTier.rookie, billingMode: 'stripe', canManageBilling: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Demo billing — no card is charged')).not.toBeInTheDocument();
    await expect(canvas.getByText(/Payments are handled by Stripe/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Manage billing' }));
    await expect(args.onManageBilling).toHaveBeenCalledTimes(1);
  },
};

/** Stripe billing, scout without a customer yet: upgrades go to Checkout, nothing to manage. */
export const StripeBillingScout: Story = {
  args: { billingMode: 'stripe', canManageBilling: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Hunter' })).toBeEnabled();
  },
};

/** The server answered a Checkout URL and the browser is leaving for Stripe. */
export const RedirectingToCheckout: Story = {
  args: { billingMode: 'stripe', changingTo: 'operator', redirecting: 'checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Redirecting to checkout...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Upgrade to Hunter' })).toBeDisabled();
  },
};

/** 'Manage billing' was pressed: the portal is opening and plan buttons wait. */
export const OpeningBillingPortal: Story = {
  args: { subscription: subscriptionFor('operator'), usage: usageByTier.operator, billingMode: 'stripe', canManageBilling: true, redirecting: 'portal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Opening billing portal...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Upgrade to Hunter' })).toBeDisabled();
  },
};

export const Loading: Story = { args: { subscription: null, loading: true } };

export const LoadError: Story = { args: { subscription: null, error: '503: Service Unavailable' } };
