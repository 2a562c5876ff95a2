/**
 * The orders of completed screens' results pages, kept in this process (issue 30).
 *
 * A page sorted by an output must find its rows among all the screen's results: one scan and
 * sort of up to 100,000 rows per page, however small the page. A completed screen's results no
 * longer change, so the order found for one page serves the next ones: the first page of a sort
 * reads the first `firstPrefix` BBLs of the order in one statement (the page's own ORDER BY …
 * LIMIT, only longer), and later pages inside them read only their own rows by BBL. A page past
 * the kept prefix reads a prefix twice as long as it needs.
 *
 * Measured on the bench's screen (101,842 results, PostgreSQL, 2 shared cores): the sorted scan
 * for a page is a median 25 ms, the page's 50 rows by BBL 2 ms. The whole order at once costs
 * 80–230 ms there (a full sort, not a top-N one), and most people look at the first pages: the
 * prefix makes the first page cost what any page cost before, and grows only for deep pages.
 *
 * Only completed screens: a running screen's results grow between pages. The key holds the run
 * (its job id and finish time), read from the screen's row on every request, so a re-run (here or
 * on another instance) is a new key; a deleted screen is not found before its order is asked.
 * `forget` frees a screen's orders early.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from './database';
import { screenResultBbls, type ScreenResultOrder, type ScreenRow } from './queries/screens';

/**
 * Bytes all kept orders take at most (about 40 bytes a BBL): 200 first prefixes of 1,000 BBLs,
 * or two whole orders of 100,000. A server screening stays under 600 MB with this.
 */
const MAX_BYTES = 8 * 1024 * 1024;
/** BBLs in a sort's first prefix: 20 pages of 50. */
const FIRST_PREFIX = 1_000;
/**
 * The longest prefix kept (about 840 kB). A page ending past it is read from the database on its
 * own: a request for page 20,000 must not read and hold the 2,000,000 BBLs before it.
 */
const MAX_KEPT = 20_000;
/** What a kept BBL costs: its characters, a string's header, the array's slot. */
const bytesOfBbl = (bbl: string) => bbl.length + 32;

interface KeptOrder {
  readonly bbls: readonly string[];
  /** The prefix is the whole order: the statement answered fewer rows than it asked for. */
  readonly whole: boolean;
}

export interface ScreenResultOrders {
  /**
   * The BBLs of one page of a screen's results in the order asked: from a kept order when the
   * screen is completed, else from the database.
   */
  pageBbls(db: Database, screen: ScreenRow, order: ScreenResultOrder, window: { offset: number; limit: number }): Promise<string[]>;
  /** Drops the screen's kept orders (it was run again or deleted). */
  forget(screenId: number): void;
}

/**
 * A process's kept orders; `maxBytes` and `firstPrefix` for tests.
 *
 * @example
 * const orders = screenResultOrders();
 * const bbls = await orders.pageBbls(db, screen, { sort, direction: 'desc' }, { offset: 50, limit: 50 });
 */
export function screenResultOrders(options: { maxBytes?: number; firstPrefix?: number; maxKept?: number } = {}): ScreenResultOrders {
  const firstPrefix = options.firstPrefix ?? FIRST_PREFIX;
  const maxKept = options.maxKept ?? MAX_KEPT;
  const kept = new LRUCache<string, KeptOrder>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (order) => order.bbls.reduce((bytes, bbl) => bytes + bytesOfBbl(bbl), 64),
  });
  return {
    async pageBbls(db, screen, order, window) {
      // The primary key's index gives a BBL page directly, at any depth; a page past the longest
      // prefix kept is read on its own.
      const end = window.offset + window.limit;
      if (screen.state !== 'completed' || order.sort.sort === 'bbl' || end > maxKept) return screenResultBbls(db, screen.id, order, window);
      const key = `${screen.id}/${screen.jobId}/${screen.finishedAt?.getTime()}/${order.sort.sort}/${order.direction}/${order.passing ?? ''}`;
      let prefix = kept.get(key);
      if (prefix === undefined || (!prefix.whole && prefix.bbls.length < end)) {
        const limit = Math.min(maxKept, Math.max(firstPrefix, 2 * end));
        const bbls = await screenResultBbls(db, screen.id, order, { offset: 0, limit });
        prefix = { bbls, whole: bbls.length < limit };
        kept.set(key, prefix);
      }
      return prefix.bbls.slice(window.offset, end);
    },
    forget(screenId) {
      for (const key of [...kept.keys()]) if (key.startsWith(`${screenId}/`)) kept.delete(key);
    },
  };
}
