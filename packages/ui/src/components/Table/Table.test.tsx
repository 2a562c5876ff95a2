import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table';
import * as styles from './Table.css';

const rows = [
  { year: 1, cashFlow: '$4,210' },
  { year: 2, cashFlow: '$4,480' },
];

describe('Table', () => {
  it('renders a captioned table with column headers, row headers and right-aligned numeric cells', () => {
    render(
      <Table
        caption="Yearly cash flow"
        columns={[
          { key: 'year', header: 'Year', rowHeader: true },
          { key: 'cashFlow', header: 'Cash flow', numeric: true },
        ]}
        rows={rows}
        rowKey={(row) => row.year}
      />,
    );
    const table = screen.getByRole('table', { name: 'Yearly cash flow' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Year', 'Cash flow']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['1', '2']);
    const money = within(table).getByText('$4,480');
    expect(money.className).toBe(styles.cell({ align: 'right' }));
  });

  it('shows the empty message in one cell spanning every column', () => {
    render(
      <Table caption="Members" columns={[{ key: 'a', header: 'A' }, { key: 'b', header: 'B' }]} rows={[]} rowKey={() => 0} emptyMessage="No members yet" />,
    );
    const cell = screen.getByText('No members yet');
    expect(cell.getAttribute('colspan')).toBe('2');
  });
});
