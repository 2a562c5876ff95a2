import type { PrefillSource } from '@rei/engine';
import { sourceText } from './calculatorPrefill';
import * as styles from './PrefillSourceTag.css';

/**
 * Where a prefilled calculator value came from, shown under the field ("Source: DOF assessment
 * FY2026 · class 2"), with the longer note (what the figure is made of) as its second line.
 */
export function PrefillSourceTag({ source }: { source: PrefillSource }) {
  return (
    <span className={styles.tag} data-source-kind={source.kind}>
      <span className={styles.label}>{sourceText(source)}</span>
      {source.note ? <span className={styles.note}>{source.note}</span> : null}
    </span>
  );
}
