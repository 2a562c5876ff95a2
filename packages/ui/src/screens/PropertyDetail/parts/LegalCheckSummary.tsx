import type { LegalCheck, LegalCheckState } from '@rei/engine';
import { Badge } from '../../../components/Badge';
import * as styles from './parts.css';

/** What each state is called, and its badge tone: nothing unchecked is ever shown as clear. */
export const LEGAL_CHECK_TEXT = {
  states: { found: 'Found', none_found: 'Checked, none found', not_checked: 'Not checked' },
  verdicts: { found: 'Legal records found', clear: 'Clear Legal Status', incomplete: 'Legal status not fully checked' },
} as const satisfies { states: Record<LegalCheckState, string>; verdicts: Record<LegalCheck['verdict'], string> };

const STATE_TONES = { found: 'danger', none_found: 'success', not_checked: 'neutral' } as const;
const VERDICT_TONES = { found: 'danger', clear: 'success', incomplete: 'neutral' } as const;

export interface LegalCheckSummaryProps {
  /** The engine's three-state check of the lot (`legalCheck`). */
  check: LegalCheck;
}

/**
 * The three-state legal summary: one badge for the verdict ("Clear Legal Status" only when every
 * matter was checked and none found), then each matter — evictions, tax liens, foreclosure — as
 * found (with source), checked and none found (with the datasets' as-of dates), or not checked
 * (naming the dataset that was unreachable or not imported).
 */
export function LegalCheckSummary({ check }: LegalCheckSummaryProps) {
  return (
    <div className={styles.stack}>
      <p>
        <Badge tone={VERDICT_TONES[check.verdict]}>{LEGAL_CHECK_TEXT.verdicts[check.verdict]}</Badge>
      </p>
      <p className={styles.bodyText}>{check.headline}</p>
      <ul className={styles.list} aria-label="Legal matters checked">
        {check.matters.map((matter) => (
          <li key={matter.kind}>
            <Badge tone={STATE_TONES[matter.state]} outlined>
              {matter.label}: {LEGAL_CHECK_TEXT.states[matter.state]}
            </Badge>{' '}
            <span className={styles.muted}>{matter.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
