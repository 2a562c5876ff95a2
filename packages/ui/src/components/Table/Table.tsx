import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/reset.css';
import * as styles from './Table.css';

export interface TableColumn<Row> {
  /** Unique key; also the row property shown when there is no `render`. */
  key: string;
  header: ReactNode;
  /** Numbers, money and percents: right-aligned in tabular figures. */
  numeric?: boolean;
  align?: 'left' | 'center' | 'right';
  /** The cell content; defaults to `String(row[key])`. Format numbers with @rei/engine's formatters. */
  render?: (row: Row, rowIndex: number) => ReactNode;
  /** Makes this column's cells row headers (`<th scope="row">`), e.g. a year or a name column. */
  rowHeader?: boolean;
  /** For a sortable column: the header cell's `aria-sort` (see `sortableColumn`). */
  ariaSort?: 'ascending' | 'descending' | 'none';
}

export interface TableProps<Row> {
  /** Names the table for assistive technology. */
  caption: ReactNode;
  /** Show the caption above the table (default) or keep it for screen readers only. */
  captionVisible?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row, rowIndex: number) => string | number;
  /** Shown in one full-width cell when `rows` is empty. */
  emptyMessage?: ReactNode;
  density?: 'regular' | 'compact';
  className?: string;
}

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A semantic `<table>` with a caption, column headers and right-aligned numeric columns; scrolls sideways when narrow. */
export function Table<Row>({
  caption,
  captionVisible = true,
  columns,
  rows,
  rowKey,
  emptyMessage = 'Nothing to show yet.',
  density,
  className,
}: TableProps<Row>) {
  const alignOf = (column: TableColumn<Row>) => column.align ?? (column.numeric ? 'right' : 'left');
  return (
    <div className={[styles.scroller, className].filter(Boolean).join(' ')}>
      <table className={styles.table}>
        <caption className={captionVisible ? styles.caption : visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.ariaSort} className={styles.cell({ align: alignOf(column), header: true, density })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.row}>
              <td colSpan={columns.length} className={styles.emptyCell}>
                {emptyMessage}
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={rowKey(row, rowIndex)} className={styles.row}>
                {columns.map((column) => {
                  const content = column.render ? column.render(row, rowIndex) : cellText(row, column.key);
                  const className = styles.cell({ align: alignOf(column), density });
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
