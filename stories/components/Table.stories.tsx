import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Table, type TableColumn } from '@rei/ui';

interface MemberRow {
  name: string;
  email: string;
  role: string;
  properties: number;
  portfolioValue: string;
}

const rows: MemberRow[] = [
  { name: 'Jane Doe', email: 'jane@acme.example', role: 'Owner', properties: 12, portfolioValue: '$8,420,000' },
  { name: 'Sam Lee', email: 'sam@acme.example', role: 'Analyst', properties: 3, portfolioValue: '$1,950,500' },
  { name: 'Ana Ruiz', email: 'ana@acme.example', role: 'Admin', properties: 0, portfolioValue: '$0' },
];

const columns: TableColumn<MemberRow>[] = [
  { key: 'name', header: 'Name', rowHeader: true },
  { key: 'email', header: 'Email' },
  { key: 'role', header: 'Role', render: (row) => <Badge tone={row.role === 'Owner' ? 'owner' : row.role === 'Admin' ? 'admin' : 'analyst'}>{row.role}</Badge> },
  { key: 'properties', header: 'Properties', numeric: true },
  { key: 'portfolioValue', header: 'Portfolio value', numeric: true },
];

const meta = {
  title: 'Components/Table',
  component: Table<MemberRow>,
  args: { caption: 'Team members', columns, rows, rowKey: (row: MemberRow) => row.email },
} satisfies Meta<typeof Table<MemberRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Team members' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};
export const Compact: Story = { args: { density: 'compact' } };
export const HiddenCaption: Story = { args: { captionVisible: false } };
export const Empty: Story = { args: { rows: [], emptyMessage: 'No members yet. Invite someone to get started.' } };
