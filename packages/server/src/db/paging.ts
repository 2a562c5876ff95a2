/**
 * Paged reads for the lists of `contract/paging.ts`: a total order (the chosen sort, then the
 * row's unique id in the same direction), a page window (LIMIT pageSize OFFSET (page-1)·size),
 * the matching-row count (a separate COUNT only when the page does not tell it; or, for small
 * lists, `count(*) over ()` in the same statement), and a text filter that treats `%`, `_` and
 * `\` as plain characters.
 */
import { asc, desc, ilike, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { pageOf, type Page, type PageRequest, type SortDirection } from '../contract/paging';

/** How one sort key orders rows: a column or expression; nulls always sort last. */
export type SortExpression = AnyColumn | SQLWrapper;

/**
 * ORDER BY terms for a sort key and direction, ending with the unique tie-breaker so the order
 * is total. Nulls go last in both directions (an unknown value is never "the best").
 *
 * @example db.select().from(users).orderBy(...pageOrder(users.email, 'asc', users.id))
 */
export function pageOrder(sortBy: SortExpression, direction: SortDirection, tieBreaker: AnyColumn): SQL[] {
  const by = direction === 'asc' ? sql`${sortBy} asc nulls last` : sql`${sortBy} desc nulls last`;
  return [by, direction === 'asc' ? asc(tieBreaker) : desc(tieBreaker)];
}

/** The row offset of a page (pages are 1-based). */
export function pageOffset(request: Pick<PageRequest, 'page' | 'pageSize'>): number {
  return (request.page - 1) * request.pageSize;
}

/**
 * Select this as `pageTotal` beside the row's columns: the number of rows matching the WHERE
 * clause, in the same statement. It makes the database read every match before the LIMIT, so
 * use it only where the matches are few; long lists leave it out and pass `countAll`.
 */
export const pageTotal = sql<number>`(count(*) over ())::int`.mapWith(Number);

/** Escapes LIKE's wildcards so the person's text matches literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Case-insensitive "contains" over one or more text columns; undefined (no condition) for no text. */
export function textFilter(text: string | undefined, columns: readonly SortExpression[]): SQL | undefined {
  if (!text || columns.length === 0) return undefined;
  const pattern = `%${likeLiteral(text)}%`;
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/**
 * Applies a total order and the page window to a dynamic select (`db.select(...).from(...).$dynamic()`).
 *
 * @example
 * const rows = await withPage(db.select({ id: users.id, email: users.email, pageTotal }).from(users).$dynamic(),
 *   pageOrder(users.email, 'asc', users.id), { page: 2, pageSize: 50 });
 */
export function withPage<Query extends PgSelect>(query: Query, order: SQL[], request: Pick<PageRequest, 'page' | 'pageSize'>): Query {
  return query.orderBy(...order).limit(request.pageSize).offset(pageOffset(request));
}

/**
 * Turns a page's rows into a page answer. The total comes from the rows' `pageTotal` when they
 * carry it; else a first page that is not full is its own total; else `countAll` is asked (a
 * plain COUNT, which lets the row query stop at its LIMIT instead of reading every match).
 */
export async function toPage<Row extends object, Item>(
  rows: Row[],
  request: Pick<PageRequest, 'page' | 'pageSize'>,
  toItem: (row: Omit<Row, 'pageTotal'>, index: number) => Item,
  countAll: () => Promise<number>,
): Promise<Page<Item>> {
  const carried = (rows[0] as { pageTotal?: unknown } | undefined)?.pageTotal;
  const total =
    typeof carried === 'number' ? carried : request.page === 1 && rows.length < request.pageSize ? rows.length : await countAll();
  const items = rows.map((row, index) => {
    const { pageTotal: _total, ...rest } = row as Row & { pageTotal?: unknown };
    return toItem(rest as Omit<Row, 'pageTotal'>, index);
  });
  return pageOf(items, total, request);
}
