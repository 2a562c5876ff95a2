import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@rei/ui';
import { namelessUser, portfolio, portfolioCards, portfolioEveryState, usersByTier } from '../fixtures/account';

const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  args: {
    user: usersByTier.scout,
    portfolio,
    onRemoveProperty: fn(),
    onOpenProperty: fn(),
    onChoosePlan: fn(),
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scout: the AI promo is shown, since the plan has no AI summaries. */
export const ScoutLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back, Maya' })).toBeInTheDocument();
    await expect(canvas.getByText('Pro Feature')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Upgrade to Unlock AI Summaries' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('article', { name: /Street|Avenue|Concourse|Lane/ })).toHaveLength(3);
    // The stored 'multi-family' reads as a label on the card.
    const halsey = within(canvas.getByRole('article', { name: '418 Halsey Street' }));
    await expect(halsey.getByText('Multi-family')).toBeInTheDocument();
    await expect(halsey.queryByText('multi-family')).toBeNull();
  },
};

/** Rookie and up have AI summaries: no promo. */
export const RookieLoaded: Story = {
  args: { user: usersByTier.rookie },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Pro Feature')).toBeNull();
  },
};

/** A user without a name is greeted as 'User'... unless the email gives one (engine's firstName). */
export const NoUser: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Welcome back, User' })).toBeInTheDocument();
  },
};

export const NamelessUser: Story = { args: { user: namelessUser } };

export const Loading: Story = {
  args: { portfolio: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading properties');
  },
};

export const Empty: Story = {
  args: { portfolio: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Properties Yet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Search Properties' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { portfolio: [], error: '500: Internal Server Error' },
};

/** Every strategy in every metrics state: Calculating... / Error / values and the three summary texts. */
export const EveryCardState: Story = {
  args: { user: usersByTier.operator, portfolio: portfolioEveryState, defaultShowAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Run an analysis to generate an AI-powered investment summary for this property.')).toHaveLength(3);
    await expect(canvas.getAllByText(/Investment analysis failed\. Please check property data and try again\./)).toHaveLength(3);
    await expect(canvas.getAllByText(/^Complete analysis:/)).toHaveLength(3);
    await expect(canvas.getAllByText('Calculating...')).toHaveLength(12);
    await expect(canvas.getAllByText('Assignment Fee')).toHaveLength(3);
  },
};

/** Three cards first; View All shows the rest, View Less folds them again. */
export const ViewAllToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = () => canvas.getAllByRole('article', { name: /Street|Avenue|Concourse|Lane|Boulevard/ });
    await expect(cards()).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'View All' }));
    await expect(cards()).toHaveLength(portfolio.length);
    await userEvent.click(canvas.getByRole('button', { name: 'View Less' }));
    await expect(cards()).toHaveLength(3);
  },
};

/** Remove asks for confirmation first. */
export const RemoveConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const address = portfolioCards.fixFlipReady.address;
    await userEvent.click(within(canvasElement).getByRole('button', { name: `Remove ${address}` }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Remove property from portfolio?')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(args.onRemoveProperty).toHaveBeenCalledWith(portfolioCards.fixFlipReady.id);
  },
};

export const Removing: Story = {
  args: { removingId: portfolioCards.buyHoldReady.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
  },
};
