import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlanLimitNotice } from '@rei/ui';

const meta = {
  title: 'Components/PlanLimitNotice',
  component: PlanLimitNotice,
  args: {
    message: 'Property limit reached: the Scout plan allows 3 properties and you have 3. Upgrade your plan to add more.',
    limit: { feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie' },
  },
} satisfies Meta<typeof PlanLimitNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count limit: the figures, the server's sentence and a link to the plan that lifts it. */
export const PropertyLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Plan limit reached: Scout plan');
    await expect(alert).toHaveTextContent('3 of 3 properties used');
    await expect(canvas.getByRole('link', { name: 'Upgrade to Rookie' })).toHaveAttribute('href', '/subscription');
    await expect(alert).not.toHaveTextContent(/^Error$/);
  },
};

/** A feature the plan lacks: no figures, the plan that adds it. */
export const FeatureNotInPlan: Story = {
  args: {
    message: 'The Scout plan does not include xlsx reports. Upgrade to Rookie or higher to export xlsx.',
    limit: { feature: 'export:xlsx', limit: null, used: null, plan: 'scout', upgradeTo: 'rookie' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/ of .* used/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Upgrade to Rookie' })).toBeInTheDocument();
  },
};

/** In the app the link opens the plans with client routing (keyboard: Enter on the link). */
export const UpgradeInApp: Story = {
  args: {
    onUpgrade: fn(),
    message: 'AI summaries per month: the Rookie plan allows 5 and you have used 5 this month.',
    limit: { feature: 'aiSummariesPerMonth', limit: 5, used: 5, plan: 'rookie', upgradeTo: 'operator' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('5 of 5 AI summaries this month used');
    canvas.getByRole('link', { name: 'Upgrade to Operator' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
  },
};

/** Nothing lifts it (the top plan): the link says See plans. */
export const NoHigherPlan: Story = {
  args: { limit: { feature: 'properties', limit: 10, used: 10, plan: 'hunter', upgradeTo: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscription');
  },
};
