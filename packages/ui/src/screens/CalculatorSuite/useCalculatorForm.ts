import { useCallback, useState } from 'react';
import {
  requiredKeys,
  sectionsFor,
  type CalculatorFormDefinition,
  type CalculatorSection,
} from './calculatorFormDefinition';
import { useLiveCalculation, type LiveCalculation } from './useLiveCalculation';

/** A calculator form's state: its values, the sections on screen and the live engine result. */
export interface CalculatorForm<V extends object, R> {
  /** The current values; a number being typed is `undefined` while empty or unreadable. */
  readonly values: V;
  /** Sets one value (a number field, a switch or any other form value such as a strategy). */
  readonly setValue: <K extends keyof V>(key: K, value: V[K]) => void;
  /** The sections to show for the current values. */
  readonly sections: readonly CalculatorSection<V>[];
  /**
   * The engine's result of the current values, or of the last valid ones while any value is
   * invalid (`stale`), with an inline message per invalid field and any form-level error.
   */
  readonly calculation: LiveCalculation<R, V>;
}

/**
 * The state of one calculator panel. It holds the form values (starting from
 * `initialValues`, read once, or the definition's defaults), recalculates with the definition's engine call on every
 * change, gives each required field left empty 'Enter a number.', puts the engine's own
 * validation messages on the fields they name, and keeps the last valid result on screen
 * while the inputs are invalid. The text a person is typing stays in each `NumberInput`.
 */
export function useCalculatorForm<V extends object, R>(
  definition: CalculatorFormDefinition<V, R>,
  initialValues?: V | (() => V),
): CalculatorForm<V, R> {
  const [values, setValues] = useState<V>(initialValues ?? definition.defaults);
  const sections = sectionsFor(definition, values);
  const calculation = useLiveCalculation(definition.calculate, values, requiredKeys(sections, values));
  const setValue = useCallback(<K extends keyof V>(key: K, value: V[K]) => setValues((current) => ({ ...current, [key]: value })), []);
  return { values, setValue, sections, calculation };
}
