import type { NumberInputMode } from '../../components/NumberInput';

/**
 * What a calculator input measures. It picks the input's look (a "$" before money, a "%"
 * after percents); durations and counts are plain numbers whose unit is named in the label.
 */
export type FieldUnit = 'money' | 'percent' | 'years' | 'months' | 'days' | 'count';

/** The keys of a form whose values are numbers (empty while typing is `undefined`). */
export type NumberKey<V> = { [K in keyof V]-?: V[K] extends number | undefined ? K : never }[keyof V] & string;

/** The keys of a form whose values are on/off switches. */
export type BooleanKey<V> = { [K in keyof V]-?: V[K] extends boolean ? K : never }[keyof V] & string;

/** One number input of a calculator form. */
export interface NumberFieldSpec<K extends string = string> {
  /** The form value (and the engine input) the field edits; also the input's `name`. */
  readonly key: K;
  /** The visible label, which is also the input's accessible name. */
  readonly label: string;
  readonly unit: FieldUnit;
  /** Decimals shown while the field is not being edited (default 2). */
  readonly decimals?: number;
  /** A line of help under the input. */
  readonly hint?: string;
  /**
   * An empty required field shows 'Enter a number.' and the results stay on the last valid
   * inputs. An empty optional field is left out, so the engine applies its own default.
   */
  readonly required?: boolean;
}

/** An on/off switch that shows its own number fields while it is on. */
export interface ToggleSpec<B extends string = string, K extends string = string> {
  readonly key: B;
  readonly label: string;
  /** A line under the label. */
  readonly description?: string;
  /** Fields shown, under the switch, only while it is on. */
  readonly fields: readonly NumberFieldSpec<K>[];
}

/** A titled card of inputs: its number fields in a grid, then an optional switch. */
export interface CalculatorSection<V> {
  readonly title: string;
  readonly fields: readonly NumberFieldSpec<NumberKey<V>>[];
  readonly toggle?: ToggleSpec<BooleanKey<V>, NumberKey<V>>;
}

/**
 * A calculator's form, declared once: its starting values, the sections of inputs (fixed,
 * or chosen from the current values, as the creative calculator does per strategy) and the
 * engine calculation run on every change. `calculate` must be a stable function (declared at
 * module level), since a new function means a new calculation.
 */
export interface CalculatorFormDefinition<V extends object, R> {
  /** Starting values when the panel is given none. */
  readonly defaults: () => V;
  readonly sections: readonly CalculatorSection<V>[] | ((values: V) => readonly CalculatorSection<V>[]);
  /** Runs the engine on the form values; throws the engine's `EngineInputError` on invalid input. */
  readonly calculate: (values: V) => R;
  /**
   * The values `calculate` hands the engine, when it is not every form value (creative financing
   * sends only the chosen structure's inputs). A saved deal stores exactly these, so the server
   * computes what the screen showed.
   */
  readonly inputsOf?: (values: V) => Partial<V>;
  /**
   * The form takes custom lines (`lineItems`, with `units` and `squareFeet`): the panel shows the
   * "Custom lines" editor under the inputs and the lines in the results. `hasRent` says whether a
   * line may be a share of the rent.
   */
  readonly customLines?: { readonly hasRent: boolean };
}

/** The NumberInput look of a unit: money gets "$", percent gets "%", the rest are plain numbers. */
export function fieldInputMode(unit: FieldUnit): NumberInputMode {
  if (unit === 'money') return 'currency';
  if (unit === 'percent') return 'percent';
  return 'number';
}

/** The sections a form shows for these values. */
export function sectionsFor<V extends object, R>(definition: CalculatorFormDefinition<V, R>, values: V): readonly CalculatorSection<V>[] {
  return typeof definition.sections === 'function' ? definition.sections(values) : definition.sections;
}

/** The number fields on screen for these values, in order: a switch's fields count only while it is on. */
export function visibleFields<V extends object>(sections: readonly CalculatorSection<V>[], values: V): NumberFieldSpec<NumberKey<V>>[] {
  return sections.flatMap((section) => [
    ...section.fields,
    ...(section.toggle && values[section.toggle.key] === true ? section.toggle.fields : []),
  ]);
}

/** The keys of the visible fields that may not be left empty. */
export function requiredKeys<V extends object>(sections: readonly CalculatorSection<V>[], values: V): NumberKey<V>[] {
  return visibleFields(sections, values)
    .filter((field) => field.required === true)
    .map((field) => field.key);
}
