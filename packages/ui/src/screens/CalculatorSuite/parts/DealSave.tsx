import { createContext, useContext, useId, useState } from 'react';
import { Button } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Input } from '../../../components/Input';
import { usePrefillSources } from '../prefill';
import * as styles from './calculatorParts.css';

/** Where one saved input's value came from (the deals contract's `inputSources` entry). */
export interface DealInputSource {
  readonly kind: string;
  readonly label: string;
  readonly note: string | null;
}

/** What the investor saves from a calculator: the deal name, the form values and where each came from. */
export interface DealSaveRequest {
  readonly name: string;
  readonly inputs: Record<string, unknown>;
  readonly inputSources: Record<string, DealInputSource>;
  /** Which control asked: Buy & Hold's Calculate Returns (the spec's "Strategy Saved"), else the Save deal bar. */
  readonly trigger?: 'calculate-returns';
}

/** The saved deal a calculator shows (after a save, or opened with ?dealId=). */
export interface SavedDealState {
  readonly id: number;
  readonly name: string;
  /** The deal's current version. */
  readonly version: number;
  /** The version's `sentInputs`: exactly the form values the investor saved. */
  readonly inputs: Readonly<Record<string, unknown>>;
  readonly inputSources?: Readonly<Record<string, DealInputSource>>;
}

/** The deal-saving state a calculator suite gives its panels. */
export interface DealSaveState {
  /** The name field's starting text, e.g. "Buy & Hold — 123 Main St". */
  readonly defaultName: string;
  /** The saved deal, or null before the first save. */
  readonly saved: SavedDealState | null;
  readonly saving?: boolean;
  /** Someone saved a newer version (409 STALE_VERSION): the bar says so and offers `onReload`. */
  readonly staleVersion?: boolean;
  readonly onReload?: () => void;
  readonly onSave: (request: DealSaveRequest) => void;
  /** Why this account cannot save at all (the read-only demo account): the button is off and says so. */
  readonly blockedReason?: string | null;
  /** Offers the form's inputs (and custom lines) as a new assumption preset; absent hides the button. */
  readonly onSaveAsPreset?: ((inputs: Record<string, unknown>) => void) | undefined;
}

export const DEAL_SAVE_TEXT = {
  name: 'Deal name',
  save: 'Save deal',
  saveVersion: 'Save new version',
  saving: 'Saving…',
  notSaved: 'Not saved yet',
  unsaved: 'unsaved changes',
  stale: 'Someone saved a newer version of this deal. Reload it to see their numbers, then make your changes again.',
  reload: 'Reload the newest version',
  saveAsPreset: 'Save inputs as preset',
  incomplete: 'Fill in or correct the fields marked above to save: a deal keeps the numbers shown, so it cannot be saved before there are any.',
  investor: { kind: 'investor', label: 'your input', note: null } satisfies DealInputSource,
  calculatorDefault: { kind: 'default', label: 'calculator default', note: null } satisfies DealInputSource,
} as const;

const DealSaveContext = createContext<DealSaveState | null>(null);

/** Gives the calculator panel below it a "Save deal" bar. */
export const DealSaveProvider = DealSaveContext.Provider;

/** The suite's deal-saving state, or null when the calculator is used without saving (stories of a bare panel). */
export function useDealSave(): DealSaveState | null {
  return useContext(DealSaveContext);
}

/** "Saved as version N", with "· unsaved changes" when the form differs from it. */
export function savedStatusText(saved: SavedDealState | null, values: object): string {
  if (!saved) return DEAL_SAVE_TEXT.notSaved;
  const base = `Saved as version ${saved.version}`;
  return differsFromSaved(saved.inputs, values) ? `${base} · ${DEAL_SAVE_TEXT.unsaved}` : base;
}

/** Whether any form value differs from the saved inputs (a key missing on one side counts when the other holds a value). */
export function differsFromSaved(savedInputs: Readonly<Record<string, unknown>>, values: object): boolean {
  const current = values as Record<string, unknown>;
  const keys = new Set([...Object.keys(savedInputs), ...Object.keys(current)]);
  for (const key of keys) if (!Object.is(savedInputs[key] ?? undefined, current[key] ?? undefined)) return true;
  return false;
}

/**
 * Where each form value came from: a value the investor changed from where the form started is
 * "your input"; an unchanged one keeps its saved source (a reopened deal), else its prefill
 * source (the property's record), else it is the calculator's default.
 */
export function inputSourcesOf(
  values: object,
  startValues: object,
  prefillSources: Readonly<Record<string, DealInputSource>>,
  savedSources: Readonly<Record<string, DealInputSource>> = {},
  followed: Readonly<Record<string, { readonly value: number; readonly source: DealInputSource }>> = {},
): Record<string, DealInputSource> {
  const start = startValues as Record<string, unknown>;
  const sources: Record<string, DealInputSource> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value === undefined) continue;
    // A figure sized again from the other inputs (NYC closing costs) keeps its computed source.
    const follows = followed[key];
    if (follows && Object.is(value, follows.value)) sources[key] = follows.source;
    else if (!Object.is(value, start[key])) sources[key] = DEAL_SAVE_TEXT.investor;
    else sources[key] = savedSources[key] ?? prefillSources[key] ?? DEAL_SAVE_TEXT.calculatorDefault;
  }
  return sources;
}

/** Only the values that hold something: the `inputs` a deal is saved with. */
function sentInputs(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values as Record<string, unknown>).filter(([, value]) => value !== undefined));
}

/** A calculator's deal save, shared by the "Save deal" bar and Buy & Hold's Calculate Returns. */
export interface DealSaveAction {
  readonly state: DealSaveState;
  readonly name: string;
  readonly setName: (name: string) => void;
  /** Why the save is off now: blocked for this account, no results yet, no name; null when it can save. */
  readonly unavailable: 'blocked' | 'incomplete' | 'unnamed' | 'saving' | null;
  /** Saves the form's values with the name and where each value came from (a new version once saved). */
  readonly save: (trigger?: DealSaveRequest['trigger']) => void;
  /** The values a save sends: the ones that hold something. */
  readonly inputs: Record<string, unknown>;
}

/**
 * The deal save of one calculator panel: the name being typed, and a save of the form's values
 * with their sources. Null when the panel is used without saving (stories of a bare panel).
 */
export function useDealSaveAction({
  values,
  startValues,
  followed = {},
  computed = true,
}: {
  values: object;
  startValues: object;
  /** Figures sized again from the other inputs, with the value and source they were given. */
  followed?: Readonly<Record<string, { readonly value: number; readonly source: DealInputSource }>>;
  /** Whether the shown results are of the current values (false while a field is empty or invalid): only then can they be saved. */
  computed?: boolean;
}): DealSaveAction | null {
  const state = useDealSave();
  const [name, setName] = useState(state?.saved?.name ?? state?.defaultName ?? '');
  const prefillSources = usePrefillSources();
  if (!state) return null;
  const trimmed = name.trim();
  const inputs = sentInputs(values);
  const unavailable = state.blockedReason ? 'blocked' : !computed ? 'incomplete' : trimmed === '' ? 'unnamed' : state.saving ? 'saving' : null;
  return {
    state,
    name,
    setName,
    unavailable,
    inputs,
    save: (trigger) => {
      if (unavailable !== null) return;
      const request = { name: trimmed, inputs, inputSources: inputSourcesOf(inputs, startValues, prefillSources, state.saved?.inputSources, followed) };
      state.onSave(trigger ? { ...request, trigger } : request);
    },
  };
}

/**
 * The "Save deal" bar above a calculator's results: the deal name (editable), the save button
 * (a new version once saved) and "Saved as version N · unsaved changes"; on a stale save it
 * says someone saved a newer version and offers to reload.
 */
export function DealSaveBar({ action }: { action: DealSaveAction }) {
  const { state, name, setName, unavailable, inputs } = action;
  const statusId = useId();
  return (
    <div className={styles.column}>
      <Field label={DEAL_SAVE_TEXT.name}>
        <Input value={name} maxLength={120} onChange={(event) => setName(event.target.value)} aria-describedby={statusId} />
      </Field>
      <Button
        disabled={unavailable !== null}
        aria-describedby={unavailable === 'blocked' ? `${statusId}-blocked` : unavailable === 'incomplete' ? `${statusId}-incomplete` : undefined}
        onClick={() => action.save()}
      >
        {state.saving ? DEAL_SAVE_TEXT.saving : state.saved ? DEAL_SAVE_TEXT.saveVersion : DEAL_SAVE_TEXT.save}
      </Button>
      {state.onSaveAsPreset ? (
        <Button variant="secondary" disabled={unavailable === 'incomplete'} onClick={() => state.onSaveAsPreset?.(inputs)}>
          {DEAL_SAVE_TEXT.saveAsPreset}
        </Button>
      ) : null}
      {state.blockedReason ? (
        <p id={`${statusId}-blocked`} className={styles.message.warning}>
          {state.blockedReason}
        </p>
      ) : null}
      {unavailable !== 'incomplete' ? null : (
        <p id={`${statusId}-incomplete`} className={styles.message.warning}>
          {DEAL_SAVE_TEXT.incomplete}
        </p>
      )}
      <p id={statusId} role="status" className={state.saved && !differsFromSaved(state.saved.inputs, inputs) ? styles.message.success : styles.message.warning}>
        {savedStatusText(state.saved, inputs)}
      </p>
      {state.staleVersion ? (
        <div role="alert" className={styles.message.warning}>
          <p>{DEAL_SAVE_TEXT.stale}</p>
          {state.onReload ? (
            <Button variant="secondary" size="sm" onClick={state.onReload}>
              {DEAL_SAVE_TEXT.reload}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
