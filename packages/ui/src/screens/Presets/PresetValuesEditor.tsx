import { useState } from 'react';
import { formatNumber } from '@rei/engine';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Input } from '../../components/Input';
import { NumberInput } from '../../components/NumberInput';
import { presetFieldLabel } from '../CalculatorSuite/presets';
import { LockChoices, lockedFieldsError } from './LockChoices';
import { PRESET_MANAGER_TEXT, type PresetContent, type PresetDraft, type PresetView } from './presetManagerText';
import * as styles from './PresetManagerPanel.css';

/** A preset value as text: numbers with separators, switches as yes / no. */
export function presetValueText(value: unknown): string {
  if (typeof value === 'number') return formatNumber(value, { decimals: Number.isInteger(value) ? 0 : 3 });
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const PRESET_EDITOR_TEXT = {
  useDraft: 'Use the calculator’s current inputs',
  usingDraft: 'The calculator’s current inputs replace this preset’s when saved.',
} as const;

/**
 * Editing a preset: its name, each number input, the locked fields (team presets), or the
 * calculator's current inputs in place of all of them. Saving makes the next version.
 */
export function PresetValuesEditor({
  preset,
  draft,
  saving,
  fieldErrors,
  onSave,
  onCancel,
}: {
  preset: PresetView;
  /** The calculator's current inputs for the same strategy, or null. */
  draft: PresetDraft | null;
  saving: boolean;
  fieldErrors: Readonly<Record<string, string>>;
  onSave: (content: PresetContent) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(preset.name);
  const [values, setValues] = useState<Readonly<Record<string, unknown>>>(preset.values);
  const [lineItems, setLineItems] = useState(preset.lineItems);
  const [locked, setLocked] = useState<readonly string[]>(preset.lockedFields);
  const [fromDraft, setFromDraft] = useState(false);
  const keys = [...Object.keys(values), ...(lineItems.length > 0 ? ['lineItems'] : [])];
  return (
    <form
      noValidate
      className={styles.stack}
      aria-label={`${PRESET_MANAGER_TEXT.edit} ${preset.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim() === '') return;
        onSave({ name: name.trim(), values, lineItems, lockedFields: preset.scope === 'organization' ? locked.filter((key) => keys.includes(key)) : [] });
      }}
    >
      <Field label={PRESET_MANAGER_TEXT.name} error={name.trim() === '' ? 'Name the preset.' : fieldErrors['name']} required>
        <Input value={name} maxLength={140} onChange={(event) => setName(event.target.value)} />
      </Field>
      {draft ? (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setValues(draft.values);
              setLineItems(draft.lineItems);
              setFromDraft(true);
            }}
          >
            {PRESET_EDITOR_TEXT.useDraft}
          </Button>
          {fromDraft ? <p className={styles.muted} role="status">{PRESET_EDITOR_TEXT.usingDraft}</p> : null}
        </div>
      ) : null}
      <div className={styles.form}>
        {Object.entries(values).map(([key, value]) =>
          typeof value === 'number' || value === undefined ? (
            <Field key={key} label={presetFieldLabel(preset.strategyType, key)} error={fieldErrors[`values.${key}`]}>
              <NumberInput value={value} maxDecimals={3} name={key} onValueChange={(next) => setValues((current) => ({ ...current, [key]: next }))} />
            </Field>
          ) : (
            <p key={key} className={styles.muted}>
              {presetFieldLabel(preset.strategyType, key)}: {presetValueText(value)}
            </p>
          ),
        )}
      </div>
      {preset.scope === 'organization' ? (
        <LockChoices strategyType={preset.strategyType} keys={keys} locked={locked} onChange={setLocked} error={lockedFieldsError(fieldErrors)} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} loadingText={PRESET_MANAGER_TEXT.saving}>
          {PRESET_MANAGER_TEXT.save}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {PRESET_MANAGER_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
