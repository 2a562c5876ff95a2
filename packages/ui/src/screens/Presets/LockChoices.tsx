import { presetFieldLabel } from '../CalculatorSuite/presets';
import type { DealStrategyType } from '../Deals/dealTypes';
import { PRESET_MANAGER_TEXT } from './presetManagerText';
import * as styles from './PresetManagerPanel.css';

/** One checkbox per input: the fields a team preset locks. */
export function LockChoices({
  strategyType,
  keys,
  locked,
  onChange,
  error,
}: {
  strategyType: DealStrategyType;
  keys: readonly string[];
  locked: readonly string[];
  onChange: (locked: readonly string[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{PRESET_MANAGER_TEXT.lockLegend}</legend>
      <div className={styles.values}>
        {keys.map((key) => (
          <label key={key} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={locked.includes(key)}
              onChange={(event) => onChange(event.target.checked ? [...locked, key] : locked.filter((field) => field !== key))}
            />
            {presetFieldLabel(strategyType, key)}
          </label>
        ))}
      </div>
      {error ? <p role="alert" className={styles.muted}>{error}</p> : null}
    </fieldset>
  );
}

/** The server's first complaint about the locked fields ('lockedFields' or 'lockedFields.N'), if any. */
export function lockedFieldsError(fieldErrors: Readonly<Record<string, string>>): string | undefined {
  return Object.entries(fieldErrors).find(([key]) => key === 'lockedFields' || key.startsWith('lockedFields.'))?.[1];
}
