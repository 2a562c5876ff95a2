import type { ReactNode } from 'react';
import * as styles from './Pager.css';

export type SortDirection = 'asc' | 'desc';

/** The sort a list is shown in: a key the server knows and a direction. */
export interface SortState<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** `aria-sort` for a column header: only the sorted column says its direction. */
export function ariaSortOf(columnKey: string, sort: SortState): 'ascending' | 'descending' | 'none' {
  if (sort.key !== columnKey) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The sort after a click on a column: the same column flips direction, another column starts in
 * its own first direction (numbers and dates usually read best largest or newest first).
 */
export function nextSort<Key extends string>(sort: SortState<Key>, columnKey: Key, firstDirection: SortDirection = 'asc'): SortState<Key> {
  if (sort.key === columnKey) return { key: columnKey, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { key: columnKey, direction: firstDirection };
}

export interface SortableHeaderProps<Key extends string> {
  label: ReactNode;
  columnKey: Key;
  sort: SortState<Key>;
  onSortChange: (sort: SortState<Key>) => void;
  /** Direction on the first click (default ascending). */
  firstDirection?: SortDirection;
}

/**
 * A column header's content: a button that sorts by the column (click again to reverse). Put
 * `ariaSort: ariaSortOf(key, sort)` on the same `TableColumn` so the `<th>` carries `aria-sort`
 * (or use `sortableColumn`, which sets both).
 */
export function SortableHeader<Key extends string>({ label, columnKey, sort, onSortChange, firstDirection }: SortableHeaderProps<Key>) {
  const active = sort.key === columnKey;
  const mark = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSortChange(nextSort(sort, columnKey, firstDirection))}>
      {label}
      <span className={styles.sortMark} aria-hidden="true">
        {mark}
      </span>
    </button>
  );
}

/**
 * `header` and `ariaSort` for a sortable `TableColumn`.
 *
 * @example
 * { key: 'email', ...sortableColumn('Email', 'email', sort, setSort) }
 */
export function sortableColumn<Key extends string>(
  label: ReactNode,
  columnKey: Key,
  sort: SortState<Key>,
  onSortChange: (sort: SortState<Key>) => void,
  firstDirection?: SortDirection,
): { header: ReactNode; ariaSort: 'ascending' | 'descending' | 'none' } {
  return {
    header: <SortableHeader label={label} columnKey={columnKey} sort={sort} onSortChange={onSortChange} firstDirection={firstDirection} />,
    ariaSort: ariaSortOf(columnKey, sort),
  };
}
