import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pager, Table, sortableColumn, type SortState, type TableColumn } from '@rei/ui';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { page: 1, pageSize: 50, total: 10_000, onPageChange: () => undefined, label: 'Property pages', itemsLabel: 'properties' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOfMany: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Property pages' });
    await expect(within(nav).getByText('Showing 1–50 of 10,000 properties')).toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};
export const MiddlePage: Story = { args: { page: 100 } };
export const LastPage: Story = {
  args: { page: 200 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByText('Showing 9,951–10,000 of 10,000 properties')).toBeInTheDocument();
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
export const OnePage: Story = { args: { total: 12 } };
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to show')).toBeInTheDocument();
  },
};
export const Busy: Story = { args: { page: 3, busy: true } };

interface Row {
  id: number;
  address: string;
  value: number;
}
const allRows: Row[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, address: `${index + 1} Test Street`, value: 100_000 + ((index * 7919) % 23) * 10_000 }));

function PagedTable() {
  const [sort, setSort] = useState<SortState<'address' | 'value'>>({ key: 'value', direction: 'desc' });
  const [page, setPage] = useState(1);
  const sorted = [...allRows].sort((a, b) => {
    const order = sort.key === 'value' ? a.value - b.value || a.id - b.id : a.id - b.id;
    return sort.direction === 'asc' ? order : -order;
  });
  const onSort = (next: SortState<'address' | 'value'>) => {
    setSort(next);
    setPage(1);
  };
  const columns: TableColumn<Row>[] = [
    { key: 'address', rowHeader: true, ...sortableColumn('Address', 'address', sort, onSort) },
    { key: 'value', numeric: true, render: (row) => `$${row.value.toLocaleString('en-US')}`, ...sortableColumn('Value', 'value', sort, onSort, 'desc') },
  ];
  return (
    <>
      <Table caption="Properties" columns={columns} rows={sorted.slice((page - 1) * 10, page * 10)} rowKey={(row) => row.id} />
      <Pager page={page} pageSize={10} total={allRows.length} onPageChange={setPage} label="Property pages" itemsLabel="properties" />
    </>
  );
}

export const WithSortableTable: Story = {
  render: () => <PagedTable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const valueHeader = canvas.getByRole('columnheader', { name: /Value/ });
    await expect(valueHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Address/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(valueHeader).getByRole('button'));
    await expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing 11–20 of 23 properties')).toBeInTheDocument();
    canvas.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing 21–23 of 23 properties')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
