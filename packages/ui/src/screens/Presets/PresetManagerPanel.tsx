import { useState } from 'react';
import { AlertDialog } from '../../components/AlertDialog';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { Select } from '../../components/Select';
import { Skeleton } from '../../components/Skeleton';
import { presetFieldLabel, propertyFigureLabels } from '../CalculatorSuite/presets';
import { DEAL_STRATEGY_LABELS } from '../Deals/dealTypes';
import { LockChoices, lockedFieldsError } from './LockChoices';
import { PRESET_MANAGER_TEXT, type PresetContent, type PresetCreateRequest, type PresetDraft, type PresetView } from './presetManagerText';
import { PresetValuesEditor, presetValueText } from './PresetValuesEditor';
import * as styles from './PresetManagerPanel.css';

export interface PresetManagerPanelProps {
  presets: readonly PresetView[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Why personal presets cannot be made (the plan that adds them); null when they can. */
  personalLockedReason?: string | null;
  /** Why team presets cannot be made (the plan, or the role: analysts read them); null when they can. */
  teamLockedReason?: string | null;
  /** The calculator's current inputs, or null when none were offered yet. */
  draft?: PresetDraft | null;
  onDismissDraft?: () => void;
  saving?: boolean;
  /** Field errors from the server by path ('name', 'lockedFields.0'). */
  fieldErrors?: Readonly<Record<string, string>>;
  onCreate?: (request: PresetCreateRequest) => void;
  /** A change; `baseVersion` is the version edited, and the answer's version is one higher. */
  onUpdate?: (preset: PresetView, content: PresetContent & { readonly baseVersion: number }) => void;
  onDelete?: (preset: PresetView) => void;
  deletingId?: number | null;
}

/**
 * The preset manager: the organization's team presets and the caller's personal ones, each with
 * its strategy, version, values and locked fields; a new preset from the calculator's current
 * inputs; edit (a new version) and delete for those the caller manages. A plan without presets,
 * or an analyst for team presets, sees why instead of the controls.
 */
export function PresetManagerPanel({
  presets,
  loading = false,
  error = null,
  onRetry,
  personalLockedReason = null,
  teamLockedReason = null,
  draft = null,
  onDismissDraft,
  saving = false,
  fieldErrors = {},
  onCreate,
  onUpdate,
  onDelete,
  deletingId = null,
}: PresetManagerPanelProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const scopes = (['personal', 'organization'] as const).filter((scope) => (scope === 'personal' ? personalLockedReason : teamLockedReason) === null);
  const reasons = [personalLockedReason, teamLockedReason].filter((reason): reason is string => reason !== null);
  return (
    <Card title={PRESET_MANAGER_TEXT.title} description={PRESET_MANAGER_TEXT.description} as="section" headingLevel={2}>
      <div className={styles.stack}>
        {reasons.map((reason) => (
          <p key={reason} role="note" className={styles.muted}>
            {reason}
          </p>
        ))}
        {draft && onCreate && scopes.length > 0 ? (
          <PresetCreateForm draft={draft} scopes={scopes} saving={saving} fieldErrors={fieldErrors} onCreate={onCreate} onCancel={onDismissDraft} />
        ) : scopes.length > 0 ? (
          <p className={styles.muted}>{PRESET_MANAGER_TEXT.noDraft}</p>
        ) : null}
        {loading ? (
          <Skeleton lines={3} label="Loading the presets" />
        ) : error ? (
          <ErrorState title="Could not load the presets" message={error} onRetry={onRetry} headingLevel={3} />
        ) : presets.length === 0 ? (
          <p className={styles.muted}>{PRESET_MANAGER_TEXT.empty}</p>
        ) : (
          <ul className={styles.list} aria-label={PRESET_MANAGER_TEXT.caption}>
            {presets.map((preset) => (
              <li key={preset.id} className={styles.item}>
                <div className={styles.itemHeader}>
                  <h3 className={styles.itemTitle}>{preset.name}</h3>
                  <div className={styles.badges}>
                    <Badge tone={preset.scope === 'organization' ? 'accent' : 'neutral'}>{preset.scope === 'organization' ? PRESET_MANAGER_TEXT.team : PRESET_MANAGER_TEXT.personal}</Badge>
                    <Badge tone="neutral">{DEAL_STRATEGY_LABELS[preset.strategyType]}</Badge>
                    <Badge tone="neutral">v{preset.version}</Badge>
                    {preset.lockedFields.length > 0 ? <Badge tone="warning">{PRESET_MANAGER_TEXT.lockedCount(preset.lockedFields.length)}</Badge> : null}
                  </div>
                </div>
                {!preset.usable && preset.unusableReason ? <p className={styles.muted}>{preset.unusableReason}</p> : null}
                {!preset.canEdit && preset.scope === 'organization' ? <p className={styles.muted}>{PRESET_MANAGER_TEXT.readOnly}</p> : null}
                {editingId === preset.id && onUpdate ? (
                  <PresetValuesEditor
                    preset={preset}
                    draft={draft?.strategyType === preset.strategyType ? draft : null}
                    saving={saving}
                    fieldErrors={fieldErrors}
                    onCancel={() => setEditingId(null)}
                    onSave={(content) => {
                      onUpdate(preset, { ...content, baseVersion: preset.version });
                      setEditingId(null);
                    }}
                  />
                ) : (
                  <>
                    <PresetValuesList preset={preset} />
                    {preset.canEdit && (onUpdate || onDelete) ? (
                      <div className={styles.actions}>
                        {onUpdate && preset.usable ? (
                          <Button variant="secondary" size="sm" onClick={() => setEditingId(preset.id)} aria-label={`${PRESET_MANAGER_TEXT.edit} ${preset.name}`}>
                            {PRESET_MANAGER_TEXT.edit}
                          </Button>
                        ) : null}
                        {onDelete ? (
                          <AlertDialog
                            trigger={
                              <Button variant="ghost" size="sm" loading={deletingId === preset.id} aria-label={`${PRESET_MANAGER_TEXT.delete} ${preset.name}`}>
                                {PRESET_MANAGER_TEXT.delete}
                              </Button>
                            }
                            title={PRESET_MANAGER_TEXT.deleteTitle}
                            description={PRESET_MANAGER_TEXT.deleteDescription(preset.name)}
                            confirmLabel={PRESET_MANAGER_TEXT.delete}
                            onConfirm={() => onDelete(preset)}
                            tone="danger"
                          />
                        ) : null}
                      </div>
                    ) : null}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** A preset's inputs, each with the calculator's label, and which are locked. */
function PresetValuesList({ preset }: { preset: PresetView }) {
  const entries = Object.entries(preset.values);
  return (
    <dl className={styles.values}>
      {entries.map(([key, value]) => (
        <div key={key} className={styles.valueRow}>
          <dt className={styles.valueLabel}>
            {presetFieldLabel(preset.strategyType, key)}
            {preset.lockedFields.includes(key) ? ' (locked)' : ''}
          </dt>
          <dd className={styles.valueFigure}>{presetValueText(value)}</dd>
        </div>
      ))}
      {preset.lineItems.length > 0 ? (
        <div className={styles.valueRow}>
          <dt className={styles.valueLabel}>Custom lines{preset.lockedFields.includes('lineItems') ? ' (locked)' : ''}</dt>
          <dd className={styles.valueFigure}>{preset.lineItems.map((line) => String(line['label'] ?? '')).join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function PresetCreateForm({
  draft,
  scopes,
  saving,
  fieldErrors,
  onCreate,
  onCancel,
}: {
  draft: PresetDraft;
  scopes: readonly ('personal' | 'organization')[];
  saving: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  onCreate: (request: PresetCreateRequest) => void;
  onCancel?: (() => void) | undefined;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'personal' | 'organization'>(scopes[0] ?? 'personal');
  const [locked, setLocked] = useState<readonly string[]>([]);
  const [nameError, setNameError] = useState<string | null>(null);
  const keys = [...Object.keys(draft.values), ...(draft.lineItems.length > 0 ? ['lineItems'] : [])];
  const submit = () => {
    const trimmed = name.trim();
    if (trimmed === '') return setNameError('Name the preset, e.g. “Bank loan 30 yr, 7 %”.');
    if (trimmed.length > 120) return setNameError('At most 120 characters.');
    setNameError(null);
    onCreate({ name: trimmed, scope, strategyType: draft.strategyType, values: draft.values, lineItems: draft.lineItems, lockedFields: scope === 'organization' ? locked : [] });
  };
  return (
    <form
      noValidate
      className={styles.stack}
      aria-label={PRESET_MANAGER_TEXT.draftTitle(DEAL_STRATEGY_LABELS[draft.strategyType])}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <strong>{PRESET_MANAGER_TEXT.draftTitle(DEAL_STRATEGY_LABELS[draft.strategyType])}</strong>
      <div className={styles.form}>
        <Field label={PRESET_MANAGER_TEXT.name} error={nameError ?? fieldErrors['name']} required>
          <Input value={name} maxLength={140} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label={PRESET_MANAGER_TEXT.scope} error={fieldErrors['scope']}>
          <Select options={scopes.map((value) => ({ value, label: PRESET_MANAGER_TEXT.scopeWords[value] }))} value={scope} onValueChange={(value) => setScope(value as typeof scope)} />
        </Field>
      </div>
      {scope === 'organization' ? <LockChoices strategyType={draft.strategyType} keys={keys} locked={locked} onChange={setLocked} error={lockedFieldsError(fieldErrors)} /> : null}
      <dl className={styles.values}>
        {Object.entries(draft.values).map(([key, value]) => (
          <div key={key} className={styles.valueRow}>
            <dt className={styles.valueLabel}>{presetFieldLabel(draft.strategyType, key)}</dt>
            <dd className={styles.valueFigure}>{presetValueText(value)}</dd>
          </div>
        ))}
      </dl>
      {draft.leftOut && draft.leftOut.length > 0 ? (
        <p className={styles.muted} role="note">
          {PRESET_MANAGER_TEXT.leftOut(propertyFigureLabels(draft.strategyType, draft.leftOut))}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingText={PRESET_MANAGER_TEXT.saving}>
          {PRESET_MANAGER_TEXT.create}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {PRESET_MANAGER_TEXT.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

