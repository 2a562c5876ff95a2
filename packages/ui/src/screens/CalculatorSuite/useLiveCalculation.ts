import { useMemo, useRef } from 'react';
import { EngineInputError } from '@rei/engine';

/** The calculation error of spec 2 §8, for failures that are not about one field. */
export const CALCULATION_ERROR = 'Calculation Error: An error occurred while calculating results. Please check your inputs.';

/** Message for a required number left empty. */
export const EMPTY_FIELD_MESSAGE = 'Enter a number.';

/** What a live calculator shows: the latest valid result and the inline field messages. */
export interface LiveCalculation<R> {
  /** The result of the current inputs, or of the last valid inputs while `stale`. `null` before any valid input. */
  readonly result: R | null;
  /** True when the current inputs are invalid and `result` belongs to earlier inputs. */
  readonly stale: boolean;
  /** Inline message per input field (top-level field name → message). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** A message not tied to a field (shown above the results). */
  readonly formError: string | null;
}

/** "must be zero or more" → "Must be zero or more."; zod's type message for an empty field → "Enter a number." */
export function fieldMessage(message: string): string {
  if (/expected number/i.test(message)) return EMPTY_FIELD_MESSAGE;
  const text = message.trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Drops `undefined` entries so the engine applies its own defaults for empty optional fields. */
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Runs an engine calculator whenever its input changes (every keystroke). Required fields
 * left empty get 'Enter a number.'; an `EngineInputError` becomes inline messages per
 * field; any other failure becomes the spec's calculation error. While the input is invalid
 * the previous valid result stays visible, marked stale. A result never holds NaN: the
 * engine rejects non-finite input and validates its output.
 */
export function useLiveCalculation<I extends object, R>(
  calculate: (input: I) => R,
  input: I,
  requiredFields: readonly (keyof I & string)[] = [],
): LiveCalculation<R> {
  const lastGood = useRef<R | null>(null);
  const key = JSON.stringify(input, (_k, value: unknown) => (value === undefined ? '__empty__' : value));
  return useMemo(() => {
    const missing = requiredFields.filter((field) => input[field] === undefined);
    if (missing.length > 0) {
      const fieldErrors = Object.fromEntries(missing.map((field) => [field, EMPTY_FIELD_MESSAGE]));
      return { result: lastGood.current, stale: lastGood.current !== null, fieldErrors, formError: null };
    }
    try {
      const result = calculate(input);
      lastGood.current = result;
      return { result, stale: false, fieldErrors: {}, formError: null };
    } catch (error) {
      if (error instanceof EngineInputError) {
        const fieldErrors: Record<string, string> = {};
        let formError: string | null = null;
        for (const issue of error.issues) {
          const field = issue.field.split('.')[0] ?? issue.field;
          if (field === '(input)' || !(field in input)) formError ??= fieldMessage(issue.message);
          else fieldErrors[field] ??= fieldMessage(issue.message);
        }
        return { result: lastGood.current, stale: lastGood.current !== null, fieldErrors, formError };
      }
      return { result: lastGood.current, stale: lastGood.current !== null, fieldErrors: {}, formError: CALCULATION_ERROR };
    }
    // `key` stands for `input` (callers build a fresh object every render); the required list is static.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calculate, key]);
}
