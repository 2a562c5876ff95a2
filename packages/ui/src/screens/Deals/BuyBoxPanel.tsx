import { useState } from 'react';
import { BUY_BOX_METRIC_KEYS, BUY_BOX_METRICS, type BuyBoxMetric } from '@rei/engine';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { NumberInput } from '../../components/NumberInput';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import * as styles from './Deals.css';

export type BuyBoxScopeView = 'personal' | 'organization';

/** A stored buy box as the panel shows it (the buy box contract's answer). */
export interface BuyBoxView {
  readonly criteria: Readonly<Record<string, number>>;
  readonly canEdit: boolean;
  readonly usable: boolean;
  readonly unusableReason: string | null;
  readonly updatedAt: string | null;
}

export interface BuyBoxPanelProps {
  scope: BuyBoxScopeView;
  onScopeChange: (scope: BuyBoxScopeView) => void;
  box: BuyBoxView | null;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Why this scope cannot be set here (the plan that adds it, or the role); shown instead of Save. */
  lockedReason?: string | null;
  saving?: boolean;
  /** Field errors from the server ('criteria.capRate'). */
  fieldErrors?: Readonly<Record<string, string>>;
  onSave?: (scope: BuyBoxScopeView, criteria: Record<string, number>) => void;
}

export const BUY_BOX_PANEL_TEXT = {
  title: 'Buy box',
  description:
    'The thresholds a deal must meet. Every deal shows pass or fail per criterion with its figure, and the Deals list filters by it. A criterion left empty is not tested; percents are in percent (6 means 6 %), cost ÷ ARV is a ratio (0.75).',
  scopes: { personal: 'Yours', organization: 'Team' },
  scopeHint: {
    personal: 'Your own buy box: it tests the deals you see in this organization, before the team’s.',
    organization: 'The team’s buy box: every member sees deals tested against it unless they set their own.',
  },
  save: 'Save buy box',
  saving: 'Saving…',
  notTested: 'empty: not tested',
  lastSaved: (when: string) => `Last saved ${when.slice(0, 10)}.`,
  never: 'Not saved yet.',
} as const;

const modeOf = (unit: 'percent' | 'ratio' | 'money') => (unit === 'money' ? 'currency' : unit === 'percent' ? 'percent' : 'number');

/**
 * The buy box editor: your own and the team's thresholds, one field per figure (cap rate ≥,
 * cash-on-cash ≥, DSCR ≥, monthly cash flow ≥, profit ≥, return ≥, price ≤, cost ÷ ARV ≤).
 */
export function BuyBoxPanel({ scope, onScopeChange, box, loading = false, error = null, onRetry, lockedReason = null, saving = false, fieldErrors = {}, onSave }: BuyBoxPanelProps) {
  return (
    <Card title={BUY_BOX_PANEL_TEXT.title} description={BUY_BOX_PANEL_TEXT.description} as="section" headingLevel={2}>
      <Tabs
        aria-label="Whose buy box"
        value={scope}
        onValueChange={(next) => onScopeChange(next as BuyBoxScopeView)}
        items={(['personal', 'organization'] as const).map((value) => ({
          value,
          label: BUY_BOX_PANEL_TEXT.scopes[value],
          content:
            value !== scope ? null : loading ? (
              <Skeleton lines={3} label="Loading the buy box" />
            ) : error ? (
              <ErrorState title="Could not load the buy box" message={error} onRetry={onRetry} headingLevel={3} />
            ) : (
              <BuyBoxForm key={`${scope}-${box?.updatedAt ?? 'new'}`} scope={scope} box={box} lockedReason={lockedReason} saving={saving} fieldErrors={fieldErrors} onSave={onSave} />
            ),
        }))}
      />
    </Card>
  );
}

function BuyBoxForm({
  scope,
  box,
  lockedReason,
  saving,
  fieldErrors,
  onSave,
}: {
  scope: BuyBoxScopeView;
  box: BuyBoxView | null;
  lockedReason: string | null;
  saving: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  onSave?: ((scope: BuyBoxScopeView, criteria: Record<string, number>) => void) | undefined;
}) {
  const [criteria, setCriteria] = useState<Record<string, number | undefined>>({ ...(box?.criteria ?? {}) });
  const reason = box?.unusableReason ?? lockedReason;
  const editable = reason === null && (box?.canEdit ?? true) && onSave !== undefined;
  return (
    <form
      noValidate
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        if (!editable) return;
        onSave(scope, Object.fromEntries(Object.entries(criteria).filter((entry): entry is [string, number] => entry[1] !== undefined)));
      }}
    >
      <p className={styles.muted}>{BUY_BOX_PANEL_TEXT.scopeHint[scope]}</p>
      <div className={styles.grid}>
        {BUY_BOX_METRIC_KEYS.map((metric: BuyBoxMetric) => {
          const spec = BUY_BOX_METRICS[metric];
          return (
            <Field key={metric} label={`${spec.label} ${spec.bound === 'min' ? '≥' : '≤'}`} hint={BUY_BOX_PANEL_TEXT.notTested} error={fieldErrors[`criteria.${metric}`]}>
              <NumberInput
                name={metric}
                mode={modeOf(spec.unit)}
                value={criteria[metric]}
                disabled={!editable}
                readOnly={!editable}
                onValueChange={(value) => setCriteria((current) => ({ ...current, [metric]: value }))}
              />
            </Field>
          );
        })}
      </div>
      <p className={styles.muted}>{box?.updatedAt ? BUY_BOX_PANEL_TEXT.lastSaved(box.updatedAt) : BUY_BOX_PANEL_TEXT.never}</p>
      {reason ? (
        <p role="note" className={styles.muted}>
          {reason}
        </p>
      ) : editable ? (
        <div className={styles.actions}>
          <Button type="submit" loading={saving} loadingText={BUY_BOX_PANEL_TEXT.saving}>
            {BUY_BOX_PANEL_TEXT.save}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
