import { useMemo, useRef } from 'react';
import { EngineInputError } from '@rei/engine';

/** The message shown above the results when a calculation fails for a reason no single field explains. */
export const CALCULATION_ERROR = 'Calculation Error: An error occurred while calculating results. Please check your inputs.';

/** Message for a required number left empty. */
export const EMPTY_FIELD_MESSAGE = 'Enter a number.';

/** What a live calculator shows: the latest valid result and the inline field messages. */
export interface LiveCalculation<R, I = unknown> {
  /** The result of the current inputs, or of the last valid inputs while `stale`. `null` before any valid input. */
  readonly result: R | null;
  /**
   * The inputs `result` was computed from: the current ones, or the last valid ones while
   * `stale`. Everything drawn beside the result (charts, schedules) is drawn from these, so a
   * panel never mixes figures of valid inputs with figures of the invalid ones being typed.
   */
  readonly inputs: I | null;
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
 * field; any other failure becomes `CALCULATION_ERROR`. While the input is invalid
 * the previous valid result stays visible, marked stale, together with the inputs it came
 * from (`inputs`). A result never holds NaN: the
 * engine rejects non-finite input and validates its output.
 */
export function useLiveCalculation<I extends object, R>(
  calculate: (input: I) => R,
  input: I,
  requiredFields: readonly (keyof I & string)[] = [],
): LiveCalculation<R, I> {
  const lastGood = useRef<{ result: R; inputs: I } | null>(null);
  const key = JSON.stringify(input, (_k, value: unknown) => (value === undefined ? '__empty__' : value));
  return useMemo((): LiveCalculation<R, I> => {
    const previous = lastGood.current;
    const keepPrevious = { result: previous?.result ?? null, inputs: previous?.inputs ?? null, stale: previous !== null };
    const missing = requiredFields.filter((field) => input[field] === undefined);
    if (missing.length > 0) {
      const fieldErrors = Object.fromEntries(missing.map((field) => [field, EMPTY_FIELD_MESSAGE]));
      return { ...keepPrevious, fieldErrors, formError: null };
    }
    try {
      const result = calculate(input);
      lastGood.current = { result, inputs: input };
      return { result, inputs: input, stale: false, fieldErrors: {}, formError: null };
    } catch (error) {
      if (error instanceof EngineInputError) {
        const fieldErrors: Record<string, string> = {};
        let formError: string | null = null;
        for (const issue of error.issues) {
          const field = issue.field.split('.')[0] ?? issue.field;
          if (field === '(input)' || !(field in input)) formError ??= fieldMessage(issue.message);
          else fieldErrors[field] ??= fieldMessage(issue.message);
        }
        return { ...keepPrevious, fieldErrors, formError };
      }
      return { ...keepPrevious, fieldErrors: {}, formError: CALCULATION_ERROR };
    }
    // `key` stands for `input` (callers build a fresh object every render); the required list is static.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calculate, key]);
}
