import { useState } from 'react';
import { Button } from '../../components/Button';
import { presetFieldLabel } from '../CalculatorSuite/presets';
import type { DealStrategyType } from '../Deals/dealTypes';
import { defaultReapplyChoice, presetReapplyRows, reappliedInputs, type PresetContentView } from './presetReapply';
import { presetValueText } from './PresetValuesEditor';
import { visuallyHidden } from '../../theme';
import * as styles from './PresetManagerPanel.css';

export interface PresetReapplyPanelProps {
  readonly strategyType: DealStrategyType;
  /** The preset as the deal recorded it. */
  readonly recorded: PresetContentView;
  /** The preset as it is now (a newer version). */
  readonly latest: PresetContentView;
  /** The deal's current inputs (its saved `sentInputs`). */
  readonly dealInputs: Readonly<Record<string, unknown>>;
  /** Why it cannot be re-applied (the plan no longer uses the preset, or the viewer cannot save the deal); null when it can. */
  readonly unavailableReason?: string | null;
  readonly applying?: boolean;
  /** Saves a new deal version with these inputs and the preset's current version. */
  readonly onReapply?: (inputs: Record<string, unknown>) => void;
}

export const PRESET_REAPPLY_TEXT = {
  title: (latest: PresetContentView) => `Re-apply version ${latest.version}`,
  intro: (recorded: PresetContentView, latest: PresetContentView) =>
    `This deal used ${recorded.name} version ${recorded.version}; the preset is now at version ${latest.version}. Its saved numbers stay as they are until you re-apply. Tick the fields to take from version ${latest.version}: a field you changed by hand is not ticked, so it keeps your value unless you tick it.`,
  noChanges: (latest: PresetContentView) => `Version ${latest.version} changes none of this deal’s inputs; re-applying only records the newer version.`,
  field: 'Field',
  deal: 'This deal',
  recorded: (version: number) => `Version ${version} (used)`,
  latest: (version: number) => `Version ${version} (now)`,
  apply: 'Apply',
  byHand: 'changed by you',
  locked: 'locked by the team: always applied',
  notSet: 'not set (calculator default)',
  button: (version: number) => `Re-apply version ${version}`,
  applying: 'Saving a new version…',
} as const;

const shown = (value: unknown) => (value === undefined ? PRESET_REAPPLY_TEXT.notSet : Array.isArray(value) ? `${value.length} custom line(s)` : presetValueText(value));

/**
 * The offer on a deal made with an older preset version: a field-by-field diff (the deal's value,
 * the version it used, the version now), each field ticked unless the investor changed it by hand;
 * re-applying saves a new deal version and never overwrites an unticked field.
 */
export function PresetReapplyPanel({ strategyType, recorded, latest, dealInputs, unavailableReason = null, applying = false, onReapply }: PresetReapplyPanelProps) {
  const rows = presetReapplyRows(recorded, latest, dealInputs);
  const [ticked, setTicked] = useState<readonly string[]>(() => defaultReapplyChoice(rows));
  return (
    <section className={styles.item} aria-labelledby="preset-reapply-title">
      <h2 id="preset-reapply-title" className={styles.itemTitle}>
        {PRESET_REAPPLY_TEXT.title(latest)}
      </h2>
      <p className={styles.muted}>{PRESET_REAPPLY_TEXT.intro(recorded, latest)}</p>
      {rows.length === 0 ? (
        <p className={styles.muted}>{PRESET_REAPPLY_TEXT.noChanges(latest)}</p>
      ) : (
        <table className={styles.diffTable}>
          <caption className={visuallyHidden}>{PRESET_REAPPLY_TEXT.title(latest)}</caption>
          <thead>
            <tr>
              <th scope="col">{PRESET_REAPPLY_TEXT.apply}</th>
              <th scope="col">{PRESET_REAPPLY_TEXT.field}</th>
              <th scope="col">{PRESET_REAPPLY_TEXT.deal}</th>
              <th scope="col">{PRESET_REAPPLY_TEXT.recorded(recorded.version)}</th>
              <th scope="col">{PRESET_REAPPLY_TEXT.latest(latest.version)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = presetFieldLabel(strategyType, row.field);
              return (
                <tr key={row.field}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${PRESET_REAPPLY_TEXT.apply} ${label}`}
                      checked={row.locked || ticked.includes(row.field)}
                      disabled={row.locked || unavailableReason !== null}
                      onChange={(event) => setTicked((current) => (event.target.checked ? [...current, row.field] : current.filter((field) => field !== row.field)))}
                    />
                  </td>
                  <th scope="row">
                    {label}
                    {row.locked ? <span className={styles.note}>{PRESET_REAPPLY_TEXT.locked}</span> : row.changedByHand ? <span className={styles.note}>{PRESET_REAPPLY_TEXT.byHand}</span> : null}
                  </th>
                  <td>{shown(row.dealValue)}</td>
                  <td>{shown(row.recordedValue)}</td>
                  <td>{shown(row.newValue)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {unavailableReason ? (
        <p role="note" className={styles.muted}>
          {unavailableReason}
        </p>
      ) : onReapply ? (
        <div className={styles.actions}>
          <Button loading={applying} loadingText={PRESET_REAPPLY_TEXT.applying} onClick={() => onReapply(reappliedInputs(dealInputs, rows, ticked))}>
            {PRESET_REAPPLY_TEXT.button(latest.version)}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
