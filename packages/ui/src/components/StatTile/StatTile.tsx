import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton';
import * as styles from './StatTile.css';

/** What a tile shows for a missing value (the engine's formatters show the same). */
export const STAT_NOT_AVAILABLE = 'N/A';

export interface StatTileProps {
  label: ReactNode;
  /** Already formatted (formatCurrency, formatPercent from @rei/engine). null / undefined / '' show "N/A". */
  value: ReactNode | null | undefined;
  /** A line under the value, e.g. "per month" or "vs. 6.2% market". */
  hint?: ReactNode;
  /** Colour of the value: positive (green), negative (red), muted (for N/A). Defaults to neutral. */
  tone?: 'neutral' | 'positive' | 'negative' | 'muted';
  size?: 'md' | 'lg';
  /** Shows a skeleton instead of the value. */
  loading?: boolean;
  className?: string;
}

/** Values longer than this many characters are sentences, not figures. */
const SENTENCE_LENGTH = 24;

/** A labelled number (label over value over hint) in tabular figures. */
export function StatTile({ label, value, hint, tone, size, loading = false, className }: StatTileProps) {
  const missing = value === null || value === undefined || value === '';
  // A figure is short; a sentence in its place is set at body size so the tile stays a tile.
  const sentence = typeof value === 'string' && value.length > SENTENCE_LENGTH;
  return (
    <div className={[styles.tile, className].filter(Boolean).join(' ')}>
      <p className={styles.label}>{label}</p>
      {loading ? (
        <Skeleton height="lg" width="60%" />
      ) : (
        <p className={styles.value({ tone: missing || sentence ? 'muted' : tone, size: sentence ? 'text' : size })}>{missing ? STAT_NOT_AVAILABLE : value}</p>
      )}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
