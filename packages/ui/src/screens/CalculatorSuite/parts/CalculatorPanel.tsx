import { useState, type ReactNode } from 'react';
import type { LineItemResult } from '@rei/engine';
import { isLockedField, PRESET_LOCK_TEXT, usePresetLocks } from '../presets/presetLocks';
import { LineItemsEditor, LineItemsResults, useCustomLinesAccess, type LineItemValues } from '../lineItems';
import type { CalculatorFormDefinition } from '../calculatorFormDefinition';
import { useCalculatorForm, type CalculatorForm } from '../useCalculatorForm';
import { CalculationNotes } from './CalculationNotes';
import { CalculatorFieldList } from './CalculatorFieldList';
import { DealSaveBar, useDealSaveAction, type DealSaveAction } from './DealSave';
import { PrefillSourcesProvider, usePrefillSources } from '../prefill';
import { useFollowingPrefill, type FollowedFields } from './useFollowingPrefill';
import * as styles from './calculatorParts.css';

/** What every calculator panel accepts: its starting values. */
export interface CalculatorPanelStart<V> {
  /** Starting values; the calculator's own defaults when absent. Read once, when the panel mounts. */
  defaultValues?: V;
}

export interface CalculatorPanelProps<V extends object, R> extends CalculatorPanelStart<V> {
  /** The calculator's declared form: its input sections, defaults and engine calculation. */
  definition: CalculatorFormDefinition<V, R>;
  /** Inputs drawn above the declared sections (the creative strategy picker). */
  leadingInputs?: (form: CalculatorForm<V, R>) => ReactNode;
  /**
   * The primary actions (Calculate Returns, save): drawn first in the results column, above
   * every figure and chart, so they are in view without scrolling.
   */
  actions?: (form: CalculatorForm<V, R>, dealSave: DealSaveAction | null) => ReactNode;
  /**
   * The result view; called only once a valid result exists (it may be the last valid one).
   * `resultValues` are the inputs that produced `result`: draw every figure (KPIs and charts)
   * from them, never from `form.values`, which may hold the invalid value being typed.
   */
  children: (result: R, form: CalculatorForm<V, R>, resultValues: V, followed: FollowedFields) => ReactNode;
}

/** Each field's label by key, so a note can name the input a result waits for. */
function fieldLabels(sections: readonly { readonly fields: readonly { readonly key: string; readonly label: string }[] }[]): Record<string, string> {
  return Object.fromEntries(sections.flatMap((section) => section.fields.map((field) => [field.key, field.label])));
}

/**
 * One calculator panel: the declared input cards on the left and, on the right, the primary
 * actions, then a polite live region with the form-level error, the "last valid inputs" note
 * and the result view. The form state comes from `useCalculatorForm`, so every panel
 * validates and recalculates the same way.
 *
 * One rule while an input is invalid: the whole result view — every KPI and every chart —
 * stays on the last valid inputs and is marked stale (`data-stale`, dimmed, and the note
 * above it); nothing on the panel is recomputed from the invalid value.
 */
export function CalculatorPanel<V extends object, R>({ definition, defaultValues, leadingInputs, actions, children }: CalculatorPanelProps<V, R>) {
  const form = useCalculatorForm(definition, defaultValues);
  const { result, inputs, stale } = form.calculation;
  const [startValues] = useState(() => defaultValues ?? definition.defaults());
  // NYC closing costs follow the price and the loan until the investor types their own.
  const followed = useFollowingPrefill(form);
  const outerSources = usePrefillSources();
  // Inside the suite every calculator can save its analysis as a deal.
  const dealSave = useDealSaveAction({
    values: definition.inputsOf ? definition.inputsOf(form.values) : form.values,
    startValues,
    followed,
    computed: result !== null && !stale,
  });
  const sources = Object.keys(followed).length === 0 ? outerSources : { ...outerSources, ...Object.fromEntries(Object.entries(followed).map(([key, figure]) => [key, figure.source])) };
  const planAccess = useCustomLinesAccess();
  // A team preset that locks the custom lines shows them read-only, naming the preset.
  const locks = usePresetLocks();
  const access = isLockedField(locks, 'lineItems') && locks ? { ...planAccess, allowed: false, lockedBy: PRESET_LOCK_TEXT.lockedBy(locks) } : planAccess;
  // Every form may carry custom lines beside its own values (the engine inputs `lineItems`, `units`, `squareFeet`).
  const lineValues = form.values as LineItemValues;
  const setLineValue = form.setValue as <K extends keyof LineItemValues>(key: K, value: LineItemValues[K]) => void;
  const withLines = result as { lineItems?: LineItemResult[]; wholesalerNetProfit?: number } | null;
  const resultLines = withLines?.lineItems;
  return (
    <PrefillSourcesProvider sources={sources}>
    <div className={styles.panel}>
      <div className={styles.column}>
        {leadingInputs?.(form)}
        <CalculatorFieldList form={form} />
        {definition.customLines ? (
          <LineItemsEditor
            lines={lineValues.lineItems ?? []}
            onLinesChange={(lines) => setLineValue('lineItems', lines)}
            hasRent={definition.customLines.hasRent}
            units={lineValues.units}
            squareFeet={lineValues.squareFeet}
            onUnitsChange={(units) => setLineValue('units', units)}
            onSquareFeetChange={(squareFeet) => setLineValue('squareFeet', squareFeet)}
            access={access}
          />
        ) : null}
      </div>
      <div className={styles.column}>
        {dealSave ? <DealSaveBar action={dealSave} /> : null}
        {actions ? <div className={styles.primaryActions}>{actions(form, dealSave)}</div> : null}
        <div className={styles.column} aria-live="polite">
          <CalculationNotes calculation={form.calculation} labels={fieldLabels(form.sections)} />
          {result !== null ? (
            <div className={styles.resultView[stale ? 'stale' : 'fresh']} data-stale={stale ? 'true' : undefined}>
              {children(result, form, inputs ?? form.values, followed)}
              {resultLines && resultLines.length > 0 ? <LineItemsResults lines={resultLines} wholesalerNetProfit={withLines?.wholesalerNetProfit} /> : null}
            </div>
          ) : null}
        </div>
      </div>
    </div>
    </PrefillSourcesProvider>
  );
}
