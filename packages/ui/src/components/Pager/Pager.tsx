import { Button } from '../Button';
import * as styles from './Pager.css';

export interface PagerProps {
  /** The page shown, 1-based. */
  page: number;
  pageSize: number;
  /** Rows matching the current filters, over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Portfolio pages". */
  label?: string;
  /** What the rows are, plural, for the summary: "Showing 1–50 of 520 properties". */
  itemsLabel?: string;
  /** While the next page loads: the buttons stay put but do nothing. */
  busy?: boolean;
  className?: string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** "Showing 51–100 of 10,000", or "Nothing to show" for an empty list. */
export function pagerSummary(page: number, pageSize: number, total: number, itemsLabel?: string): string {
  const noun = itemsLabel ? ` ${itemsLabel}` : '';
  if (total <= 0) return `Nothing to show`;
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${count(first)}–${count(last)} of ${count(total)}${noun}`;
}

/**
 * Page navigation for a server-paged list: a live "Showing a–b of n" summary, first / previous /
 * next / last buttons (real buttons, so Tab and Enter/Space work; disabled at the ends) and
 * "Page x of y".
 */
export function Pager({ page, pageSize, total, onPageChange, label = 'Pages', itemsLabel, busy = false, className }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => {
    if (!busy && target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  return (
    <nav aria-label={label} className={[styles.pager, className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      <p className={styles.summary} aria-live="polite">
        {pagerSummary(current, pageSize, total, itemsLabel)}
      </p>
      <div className={styles.controls}>
        <Button size="sm" variant="secondary" aria-label="First page" disabled={atStart} onClick={() => go(1)}>
          «
        </Button>
        <Button size="sm" variant="secondary" aria-label="Previous page" disabled={atStart} onClick={() => go(current - 1)}>
          ‹ Previous
        </Button>
        <span className={styles.position}>
          Page {count(current)} of {count(pageCount)}
        </span>
        <Button size="sm" variant="secondary" aria-label="Next page" disabled={atEnd} onClick={() => go(current + 1)}>
          Next ›
        </Button>
        <Button size="sm" variant="secondary" aria-label="Last page" disabled={atEnd} onClick={() => go(pageCount)}>
          »
        </Button>
      </div>
    </nav>
  );
}
