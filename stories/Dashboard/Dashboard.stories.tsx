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

/**
 * Every strategy in every metrics state: Calculating... / incomplete / values and the summary
 * texts. An incomplete card shows what is known (a CSV property's last sale) and names the input
 * to add; nothing reads "Error".
 */
export const EveryCardState: Story = {
  args: { user: usersByTier.operator, portfolio: portfolioEveryState, defaultShowAll: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Run an analysis to generate an AI-powered investment summary for this property.')).toHaveLength(3);
    await expect(canvas.queryByText('Error')).toBeNull();
    await expect(canvas.getByText('Add the purchase price and monthly rent to see cap rate, cash flow and NOI.')).toBeInTheDocument();
    await expect(canvas.getByText('Last Sale Price')).toBeInTheDocument();
    await expect(canvas.getByText('$1,230,000')).toBeInTheDocument();
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

/**
 * Several entries removed in one action: tick two cards, "Remove selected (2)" asks once, naming
 * both addresses, and removes them together (all or none on the server).
 */
export const RemoveSelected: Story = {
  args: { onRemoveProperties: fn(), defaultShowAll: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('None selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${portfolioCards.fixFlipReady.address}` }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${portfolioCards.buyHoldReady.address}` }));
    await expect(canvas.getByText('2 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove selected (2)' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Remove 2 properties from the portfolio?')).toBeInTheDocument();
    await expect(dialog.getByText(new RegExp(portfolioCards.fixFlipReady.address))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove 2' }));
    await expect(args.onRemoveProperties).toHaveBeenCalledWith(expect.arrayContaining([portfolioCards.fixFlipReady.id, portfolioCards.buyHoldReady.id]));
    await expect(canvas.getByText('None selected')).toBeInTheDocument();
  },
};

/** Every card shown selected ("Select all shown"), and their removal in flight. */
export const RemovingSelected: Story = {
  args: { onRemoveProperties: fn(), defaultShowAll: true, defaultSelectedIds: portfolio.map((card) => card.id), removingSelected: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${portfolio.length} selected`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Select all shown' })).toBeDisabled();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeChecked();
  },
};

/** The server-paged list: the search box, the order and the pager; the stats are the whole portfolio's. */
export const PagedFirstPage: Story = {
  args: {
    user: usersByTier.operator,
    stats: { properties: 40, avgCapRate: 6.4, totalValue: 18_250_000, reports: 12 },
    listQuery: { text: '', order: 'addedAt-desc' },
    onListQueryChange: fn(),
    listPage: { page: 1, pageSize: 12, total: 40 },
    onPageChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // every card of the page shows (no View All), and the stat counts the whole portfolio
    await expect(canvas.getAllByRole('article', { name: /Street|Avenue|Concourse|Lane|Boulevard/ })).toHaveLength(portfolio.length);
    await expect(canvas.queryByRole('button', { name: 'View All' })).toBeNull();
    await expect(canvas.getByText('40')).toBeInTheDocument();
    // The fourth stat counts properties with strategy advice: named "Analyzed", never "Reports" (the exported files are counted elsewhere).
    const stats = within(canvas.getByRole('region', { name: 'Portfolio statistics' }));
    await expect(stats.getByText('Analyzed', { exact: true }).nextElementSibling).toHaveTextContent('12');
    await expect(stats.queryByText('Reports', { exact: true })).toBeNull();
    await expect(canvas.getByText(/Showing 1–12 of 40 properties/)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search the portfolio' }), 'H');
    await expect(args.onListQueryChange).toHaveBeenLastCalledWith({ text: 'H', order: 'addedAt-desc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** The next page is loading: the current cards stay, marked busy. */
export const PagedFetching: Story = {
  args: {
    listQuery: { text: '', order: 'purchasePrice-desc' },
    onListQueryChange: fn(),
    listPage: { page: 2, pageSize: 12, total: 40 },
    onPageChange: fn(),
    listFetching: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Showing 13–24 of 40 properties/)).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Portfolio pages' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('article', { name: /Street|Avenue|Concourse|Lane|Boulevard/ })).toHaveLength(portfolio.length);
  },
};

/** A search that matches nothing offers to clear it (not the "no properties yet" invitation). */
export const PagedNoMatch: Story = {
  args: {
    portfolio: [],
    stats: { properties: 40, avgCapRate: 6.4, totalValue: 18_250_000, reports: 12 },
    listQuery: { text: 'Nowhere Road', order: 'addedAt-desc' },
    onListQueryChange: fn(),
    listPage: { page: 1, pageSize: 12, total: 0 },
    onPageChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No properties match')).toBeInTheDocument();
    await expect(canvas.queryByText('No Properties Yet')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onListQueryChange).toHaveBeenCalledWith({ text: '', order: 'addedAt-desc' });
  },
};
