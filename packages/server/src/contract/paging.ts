/**
 * Paged lists: one query shape and one answer shape for every long list the API serves
 * (portfolio, Legal Status, admin users, audit logs, audit property rows).
 *
 * Design: numbered pages (`page`, `pageSize`) over an order that always ends with the row's
 * unique id. The screens show "Showing 51–100 of 10,000", "page 2 of 200" and let a person
 * jump to a page, which a keyset cursor cannot do without walking; and the lists are bounded
 * (one organization's rows, at most tens of thousands), so an OFFSET scan stays cheap. The id
 * tie-breaker makes the order total, so the same query always splits the same rows the same
 * way: no row is on two pages and none falls between them while the data is unchanged. A row
 * added or removed between two requests shifts later rows by one, which is what a reader
 * expects of a numbered list.
 *
 * Query: `?page=1&pageSize=50&sort=<key>&direction=asc|desc&q=<text>` plus list-specific
 * filters. Answer: `{ items, total, page, pageSize, pageCount }`.
 */
import { z } from 'zod';

/** Most rows one page may hold. */
export const PAGE_SIZE_MAX = 200;
/** Rows per page when the caller does not say. */
export const PAGE_SIZE_DEFAULT = 50;
/** Deepest page a caller may ask for; page × pageSize stays a valid SQL offset. */
export const PAGE_MAX = 1_000_000;
/** Longest free-text filter. */
export const FILTER_TEXT_MAX = 100;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

const wholeNumber = (label: string) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`);

/** `?page=`: 1-based page number. */
export const pageNumberSchema = wholeNumber('Page').min(1, 'Page starts at 1').max(PAGE_MAX, `Page is at most ${PAGE_MAX.toLocaleString('en-US')}`);

/** `?pageSize=`: rows per page, 1..200. */
export function pageSizeSchema(defaultSize = PAGE_SIZE_DEFAULT) {
  return wholeNumber('Page size').min(1, 'Page size is at least 1').max(PAGE_SIZE_MAX, `Page size is at most ${PAGE_SIZE_MAX}`).default(defaultSize);
}

/** `?q=`: free text matched case-insensitively as a substring; blank means no filter. */
export const filterTextSchema = z
  .string({ error: 'Filter must be text' })
  .trim()
  .max(FILTER_TEXT_MAX, `Filter is at most ${FILTER_TEXT_MAX} characters`)
  .optional()
  .transform((text) => (text ? text : undefined));

/** `?flag=true|false` style filters: only these two words (a query string has no booleans). */
export const queryBooleanSchema = z
  .enum(['true', 'false'], { error: 'Must be true or false' })
  .transform((word) => word === 'true');

const DATE_MESSAGE = 'Must be a date (YYYY-MM-DD) or an ISO date-time';
const isoDateOrTime = z
  .string({ error: DATE_MESSAGE })
  .trim()
  .pipe(z.iso.datetime({ offset: true, error: DATE_MESSAGE }).or(z.iso.date({ error: DATE_MESSAGE })));
const DAY_MS = 24 * 60 * 60 * 1000;

/** `?from=`: an ISO date (from its midnight UTC) or date-time, as the inclusive lower bound. */
export const queryDateFromSchema = isoDateOrTime.transform((text) => new Date(text));

/**
 * `?to=`: an ISO date (that whole day, UTC) or date-time, inclusive; parsed to the exclusive upper
 * bound (the next midnight, or the instant plus 1 ms) so a query can use `< bound`.
 */
export const queryDateToSchema = isoDateOrTime.transform((text) => new Date(new Date(text).getTime() + (text.includes('T') ? 1 : DAY_MS)));

export interface PageQueryOptions<Key extends string, Filters extends z.ZodRawShape> {
  /** The keys the list may be sorted by (each maps to a column in the db layer). */
  sortKeys: readonly [Key, ...Key[]];
  defaultSort: NoInfer<Key>;
  defaultDirection?: SortDirection;
  defaultPageSize?: number;
  /** List-specific filters, e.g. `{ role: systemRoleSchema.optional() }`. */
  filters?: Filters;
}

/**
 * The query-string schema of one paged list.
 *
 * @example
 * const propertyPageQuery = pageQuerySchema({
 *   sortKeys: ['address', 'addedAt'] as const,
 *   defaultSort: 'addedAt',
 *   defaultDirection: 'desc',
 *   filters: { flagged: queryBooleanSchema.optional() },
 * });
 */
export function pageQuerySchema<Key extends string, Filters extends z.ZodRawShape = Record<never, never>>(options: PageQueryOptions<Key, Filters>) {
  const { sortKeys, defaultSort, defaultDirection = 'asc', defaultPageSize = PAGE_SIZE_DEFAULT } = options;
  const base = z.object({
    page: pageNumberSchema.default(1),
    pageSize: pageSizeSchema(defaultPageSize),
    sort: z.enum(sortKeys as unknown as readonly [Key, ...Key[]], { error: `Sort by one of: ${sortKeys.join(', ')}` }).default(defaultSort as never),
    direction: z.enum(SORT_DIRECTIONS, { error: 'Direction is asc or desc' }).default(defaultDirection),
    q: filterTextSchema,
  });
  return base.extend((options.filters ?? {}) as Filters);
}

/** What every paged query carries once parsed (the list-specific filters come on top). */
export interface PageRequest<Key extends string = string> {
  page: number;
  pageSize: number;
  sort: Key;
  direction: SortDirection;
  q?: string | undefined;
}

/** The answer of a paged list. */
export function pageResponseSchema<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters, over all pages. */
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    /** Pages the matching rows fill (0 when nothing matches). */
    pageCount: z.number().int().min(0),
  });
}

/** A page of rows as the server answers it. */
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** Builds a page answer from its rows and the total count. */
export function pageOf<Item>(items: Item[], total: number, request: Pick<PageRequest, 'page' | 'pageSize'>): Page<Item> {
  return { items, total, page: request.page, pageSize: request.pageSize, pageCount: Math.ceil(total / request.pageSize) };
}
