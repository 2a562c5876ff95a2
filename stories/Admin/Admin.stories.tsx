import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminScreen } from '@rei/ui';
import { adminUserRows, auditLogEntries, systemSettings } from '../fixtures/account';
import { freshnessPartlyImported } from '../fixtures/dataFreshness';

const meta = {
  title: 'Screens/Admin',
  component: AdminScreen,
  args: {
    users: { items: adminUserRows },
    settings: { items: systemSettings },
    auditLogs: { items: auditLogEntries },
    publicData: { items: freshnessPartlyImported },
    onChangeRole: fn(),
    onToggleSetting: fn(),
    onRetry: fn(),
    onTabChange: fn(),
  },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('All actions in this panel are logged and audited.')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Role for Lee Park' })).toHaveTextContent('Analyst');
    // A user without a name is listed by the email's local part.
    await expect(canvas.getByRole('rowheader', { name: 'newinvestor' })).toBeInTheDocument();
  },
};

export const FeatureToggles: Story = {
  args: { defaultTab: 'settings' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'live_nyc_enrichment' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onToggleSetting).toHaveBeenCalledWith('live_nyc_enrichment', true);
  },
};

export const AuditLogs: Story = {
  args: { defaultTab: 'audit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Recent activity' })).toBeInTheDocument();
    await expect(canvas.getByText('UPDATE_USER_ROLE')).toBeInTheDocument();
    await expect(canvas.getByText('Nov 22, 2026, 16:41 UTC')).toBeInTheDocument();
  },
};

/** Each audit row says who did what to whom, in which organization (issue 25). */
export const AuditLogsWithActors: Story = {
  args: { defaultTab: 'audit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const transfer = canvas.getByText('organization.owner.transfer').closest('li') as HTMLElement;
    await expect(transfer).toHaveTextContent('Priya Shah (priya.shah@example.com)');
    await expect(transfer).toHaveTextContent('to Samuel Okafor (sam.okafor@example.com)');
    await expect(transfer).toHaveTextContent('in Hudson Capital Partners');
    // A row without an actor says so instead of leaving a blank.
    const login = canvas.getByText('LOGIN').closest('li') as HTMLElement;
    await expect(login).toHaveTextContent('Visitor or system');
  },
};

export const PublicData: Story = {
  args: { defaultTab: 'data' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Public data' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('4 of 18 datasets imported.')).toBeInTheDocument();
    await expect(canvas.getByText('pnpm rei import acris-master <file>').tagName).toBe('CODE');
  },
};

/** Keyboard: arrow keys move along the tabs; reaching Public data tells the app to load it. */
export const PublicDataByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'User Management' }).focus();
    await userEvent.keyboard('{End}');
    const tab = canvas.getByRole('tab', { name: 'Public data' });
    await expect(tab).toHaveFocus();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('data');
    await expect(canvas.getByRole('table', { name: 'NYC public data: the newest import of each dataset' })).toBeInTheDocument();
  },
};

export const LoadingPublicData: Story = {
  args: { defaultTab: 'data', publicData: { items: [], loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading data freshness...');
  },
};

export const LoadingUsers: Story = {
  args: { users: { items: [], loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading users...');
  },
};

export const LoadingSettings: Story = {
  args: { defaultTab: 'settings', settings: { items: [], loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading settings...');
  },
};

export const LoadingAuditLogs: Story = {
  args: { defaultTab: 'audit', auditLogs: { items: [], loading: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading audit logs...');
  },
};

export const LoadError: Story = {
  args: { users: { items: [], error: '500: Internal Server Error' } },
};

export const EmptyAuditLog: Story = {
  args: { defaultTab: 'audit', auditLogs: { items: [] } },
};

/** A signed-in user without the admin system role. */
export const AccessDenied: Story = {
  args: { accessDenied: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Access Denied')).toBeInTheDocument();
    await expect(canvas.getByText('Admin privileges required to access this page.')).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** Users paged and sorted on the server: sortable headers, search box and pager. */
export const UsersPaged: Story = {
  args: {
    users: {
      items: adminUserRows,
      paging: { page: 1, pageSize: 50, total: 10_000, onPageChange: fn() },
      search: { value: '', onChange: fn(), label: 'Search users by name or email' },
    },
    userSort: { key: 'createdAt', direction: 'asc' },
    onUserSortChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 1–50 of 10,000')).toBeInTheDocument();
    const email = canvas.getByRole('columnheader', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(email).getByRole('button'));
    await expect(args.onUserSortChange).toHaveBeenCalledWith({ key: 'email', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.users.paging?.onPageChange).toHaveBeenCalledWith(200);
  },
};

/** A search that matches nobody says so (not "No users found"). */
export const UsersFilteredToNothing: Story = {
  args: {
    users: { items: [], paging: { page: 1, pageSize: 50, total: 0, onPageChange: fn() }, search: { value: 'zzz', onChange: fn(), label: 'Search users by name or email' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing matches this search.')).toBeInTheDocument();
  },
};

export const AuditLogsPaged: Story = {
  args: {
    defaultTab: 'audit',
    auditLogs: {
      items: auditLogEntries,
      paging: { page: 3, pageSize: 50, total: 420, onPageChange: fn() },
      search: { value: '', onChange: fn(), label: 'Search the audit log (action, resource or actor)' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 101–150 of 420')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search the audit log (action, resource or actor)' })).toBeInTheDocument();
  },
};
