import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, DashboardScreen } from '@rei/ui';
import { adminUser, memberships, portfolio, usersByTier } from '../fixtures/account';

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/dashboard',
    user: usersByTier.rookie,
    memberships,
    selectedOrganizationId: 101,
    onSelectOrganization: fn(),
    onLogout: fn(),
    onNavigate: fn(),
    children: <DashboardScreen user={usersByTier.rookie} portfolio={portfolio} />,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: sidebar with MAIN / ANALYSIS / ACCOUNT, the current page marked, name and plan. */
export const Desktop: Story = {
  play: async ({ canvasElement, args }) => {
    const sidebar = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar.getByRole('link', { name: /AI Summary/ })).toHaveTextContent('Pro');
    await expect(sidebar.getByRole('link', { name: 'Legal Status' })).toBeInTheDocument();
    await expect(sidebar.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', '/organization');
    await expect(sidebar.getByRole('link', { name: 'Creative Financing' })).toHaveAttribute('href', '/calculator/creative-financing');
    await expect(sidebar.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(within(canvasElement).getByText('Daniel Ortiz')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Rookie Plan')).toBeInTheDocument();
    await userEvent.click(sidebar.getByRole('link', { name: 'Property Search' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/property-search');
  },
};

/** The first Tab lands on "Skip to main content", which moves focus to the main landmark (not 23 presses to the page). */
export const SkipToMainContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

/** Calculator pages mark their sidebar link. */
export const OnCalculator: Story = {
  args: { currentPath: '/calculator/fix-flip', children: <h1>Fix &amp; Flip</h1> },
  play: async ({ canvasElement }) => {
    const sidebar = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(sidebar.getByRole('link', { name: 'Fix & Flip' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Mobile: top bar with logo and switcher; the left menu opens, and choosing a link closes it. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Menu' }));
    const mobileNav = within(drawer.getByRole('navigation', { name: 'Mobile navigation' }));
    await expect(mobileNav.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', '/organization');
    await expect(mobileNav.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/login');
    // the same pages as the sidebar: Legal Status and the Creative / BRRRR calculators too
    await expect(mobileNav.getByRole('link', { name: 'Legal Status' })).toHaveAttribute('href', '/legal-status');
    await expect(mobileNav.getByRole('link', { name: 'BRRRR' })).toHaveAttribute('href', '/calculator/rehab-reinvest');
    await userEvent.click(mobileNav.getByRole('link', { name: 'Subscription' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/subscription');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

/** The mobile menu open. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { defaultMobileMenuOpen: true, children: <h1>Dashboard</h1> },
};

/** The organization switcher lists memberships with role badges; pending ones are marked. */
export const OrganizationMenu: Story = {
  args: { children: <h1>Dashboard</h1> },
  play: async ({ canvasElement, args }) => {
    // Sidebar and top bar each hold a switcher; only one is displayed at a given width (jsdom lays out neither).
    const triggers = within(canvasElement).getAllByRole('button', { name: /Switch organization: Hudson Capital Partners/ });
    const trigger = triggers.find((element) => element.offsetParent !== null) ?? triggers[0];
    await userEvent.click(trigger as HTMLElement);
    const menu = within(await screen.findByRole('menu'));
    await expect(menu.getByRole('menuitemradio', { name: /Bronx Value-Add LLC/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(menu.getByRole('menuitemradio', { name: /Bronx Value-Add LLC/ })).toHaveTextContent('Pending');
    await userEvent.click(menu.getByRole('menuitemradio', { name: /Brooklyn Yield Group/ }));
    await expect(args.onSelectOrganization).toHaveBeenCalledWith(102);
  },
};

export const LoadingOrganizations: Story = {
  args: { memberships: [], organizationsLoading: true, children: <h1>Dashboard</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Loading...').length).toBeGreaterThan(0);
  },
};

export const NoOrganization: Story = {
  args: { memberships: [], children: <h1>Dashboard</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('No organization').length).toBeGreaterThan(0);
  },
};

/** A system admin on the hunter plan; a nameless user would read 'User' and 'Scout Plan'. */
export const AdminUser: Story = {
  args: { user: adminUser, currentPath: '/admin', children: <h1>Admin Panel</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hunter Plan')).toBeInTheDocument();
    const sidebar = within(within(canvasElement).getByRole('navigation', { name: 'Main navigation' }));
    await expect(sidebar.getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedOutFallbacks: Story = {
  args: { user: null, memberships: [], children: <h1>Dashboard</h1> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('User')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Scout Plan')).toBeInTheDocument();
  },
};

/** Create organization: a dialog (not the browser's prompt) with the name checked before it is sent. */
export const CreateOrganizationDialog: Story = {
  args: { children: <h1>Dashboard</h1>, onCreateOrganization: fn(), defaultCreateOrganizationOpen: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Create organization' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }));
    await expect(dialog.getByText('Organization name is required')).toBeInTheDocument();
    await expect(args.onCreateOrganization).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Organization name/), '  Halsey Street Capital ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create organization' }));
    await expect(args.onCreateOrganization).toHaveBeenCalledWith('Halsey Street Capital');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create organization' })).toBeNull());
  },
};

/** Create organization refused by the server: its reason at the name field, the dialog kept open with the name. */
export const CreateOrganizationServerError: Story = {
  args: {
    children: <h1>Dashboard</h1>,
    onCreateOrganization: fn(() => Promise.reject(new Error('refused'))),
    defaultCreateOrganizationOpen: true,
    createOrganizationFieldErrors: { 'body.name': 'Organization name must be at most 100 characters' },
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Create organization' }));
    await expect(dialog.getByText('Organization name must be at most 100 characters')).toBeInTheDocument();
    await expect(dialog.getByLabelText(/Organization name/)).toHaveAttribute('aria-invalid', 'true');
  },
};
