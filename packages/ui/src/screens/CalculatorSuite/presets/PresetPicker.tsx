import type { CalculatorTab } from '@rei/engine';
import { Field } from '../../../components/Field';
import { Select, type SelectOption } from '../../../components/Select';
import { PRESET_LOCK_TEXT } from './presetLocks';
import * as styles from '../parts/calculatorParts.css';

/** A preset the calculator may start a deal from (the presets contract's answer, as the screen needs it). */
export interface CalculatorPresetOption {
  readonly id: number;
  readonly name: string;
  readonly scope: 'personal' | 'organization';
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lineItems: readonly Readonly<Record<string, unknown>>[];
  readonly lockedFields: readonly string[];
  /** False after a downgrade: kept for reference, not applied to a new deal (`unusableReason` says which plan does). */
  readonly usable: boolean;
  readonly unusableReason: string | null;
}

/** The preset a calculator tab uses: the one chosen for a new deal, or the one a saved deal recorded. */
export interface AppliedPreset {
  readonly id: number | null;
  readonly name: string;
  readonly scope: 'personal' | 'organization';
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
  readonly lineItems: readonly Readonly<Record<string, unknown>>[];
  readonly lockedFields: readonly string[];
}

/** Presets in the calculators: the choices per tab, the one applied and the choice. */
export interface CalculatorPresets {
  /** The presets of each tab's strategy the caller sees. */
  readonly optionsByTab: Partial<Readonly<Record<CalculatorTab, readonly CalculatorPresetOption[]>>>;
  /** The preset in use on a tab; its values start the form and its locked fields are shown locked. */
  readonly applied: { readonly tab: CalculatorTab; readonly preset: AppliedPreset } | null;
  /** A preset (or none) was chosen for a new deal on `tab`. */
  readonly onApply: (tab: CalculatorTab, presetId: number | null) => void;
}

export const PRESET_PICKER_TEXT = {
  label: 'Assumption preset',
  none: 'No preset (calculator defaults)',
  hint: 'Fills the calculator with the preset’s inputs and custom lines; the deal records the preset and its version.',
  savedWith: (preset: AppliedPreset) => `This deal uses the ${preset.scope === 'organization' ? 'team' : 'personal'} preset ${preset.name} v${preset.version}.`,
  scopeWord: { personal: 'personal', organization: 'team' },
  heldBack: (labels: string, address: string) =>
    `The preset also holds ${labels} of the property it was saved from; those are not applied here, so ${address}'s own figures stay.`,
} as const;

const NONE = 'none';

/**
 * The preset choice above a new deal's calculator: each preset of the tab's strategy (a
 * downgraded one is listed, disabled, with why), or none. On a saved deal it names the preset
 * the deal recorded instead, since a saved deal keeps its numbers.
 */
export function PresetPicker({
  tab,
  presets,
  savedDeal,
  heldBack = null,
}: {
  tab: CalculatorTab;
  presets: CalculatorPresets;
  savedDeal: boolean;
  /** Says which of the applied preset's values are another property's figures, left out here. */
  heldBack?: string | null;
}) {
  const applied = presets.applied?.tab === tab ? presets.applied.preset : null;
  if (savedDeal) {
    if (!applied) return null;
    return (
      <p className={styles.presetNote} role="note">
        {PRESET_PICKER_TEXT.savedWith(applied)}
        {applied.lockedFields.length > 0 ? ` ${applied.lockedFields.length} field(s) ${PRESET_LOCK_TEXT.lockedBy(applied)}.` : ''}
      </p>
    );
  }
  const options = presets.optionsByTab[tab] ?? [];
  if (options.length === 0) return null;
  const selectOptions: SelectOption[] = [
    { value: NONE, label: PRESET_PICKER_TEXT.none },
    ...options.map((option) => ({
      value: String(option.id),
      label: `${option.name} (${PRESET_PICKER_TEXT.scopeWord[option.scope]}, v${option.version})${option.usable ? '' : ` — ${option.unusableReason ?? 'not usable on this plan'}`}`,
      disabled: !option.usable,
    })),
  ];
  return (
    <div className={styles.presetPicker}>
      <Field label={PRESET_PICKER_TEXT.label} hint={PRESET_PICKER_TEXT.hint}>
        <Select options={selectOptions} value={applied?.id != null ? String(applied.id) : NONE} onValueChange={(value) => presets.onApply(tab, value === NONE ? null : Number(value))} />
      </Field>
      {applied && heldBack ? (
        <p className={styles.presetNote} role="note">
          {heldBack}
        </p>
      ) : null}
    </div>
  );
}
