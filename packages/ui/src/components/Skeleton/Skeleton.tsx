import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** Line height preset: sm / md text, lg numbers, block (control), chart. */
  height?: 'sm' | 'md' | 'lg' | 'block' | 'chart';
  /** Any CSS width: '60%', '12ch'. Defaults to the full width. */
  width?: string;
  /** Several lines; the last one is shorter. */
  lines?: number;
  /** When set, announces loading to screen readers (role="status"); leave empty inside an already-announced region. */
  label?: string;
}

/** A pulsing placeholder while data loads. Hidden from assistive technology unless it carries a label. */
export function Skeleton({ height, width, lines = 1, label }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const bars = Array.from({ length: count }, (_, index) => (
    <span
      key={index}
      className={styles.block({ height })}
      style={{ width: count > 1 && index === count - 1 ? '60%' : (width ?? '100%') }}
    />
  ));
  if (label) {
    return (
      <div role="status" aria-label={label} className={styles.stack}>
        {bars}
      </div>
    );
  }
  return (
    <div aria-hidden="true" className={styles.stack}>
      {bars}
    </div>
  );
}
