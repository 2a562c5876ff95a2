import { useMemo, useRef } from 'react';
import { EngineInputError } from '@rei/engine';

/** The calculation error of spec 2 §8, for failures that are not about one field. */
export const CALCULATION_ERROR = 'Calculation Error: An error occurred while calculating results. Please check your inputs.';

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
  if (/expected number/i.test(message)) return 'Enter a number.';
  const text = message.trim();
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Runs an engine calculator on every render whose input changed. An `EngineInputError`
 * becomes inline messages per field (the previous valid result stays visible, marked
 * stale); any other failure becomes the spec's calculation error. A result never holds
 * NaN: the engine validates its input and rejects non-finite numbers.
 */
export function useLiveCalculation<I, R>(calculate: (input: I) => R, input: I): LiveCalculation<R> {
  const lastGood = useRef<R | null>(null);
  const key = JSON.stringify(input);
  return useMemo(() => {
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
          if (field === '(input)') formError = fieldMessage(issue.message);
          else fieldErrors[field] ??= fieldMessage(issue.message);
        }
        return { result: lastGood.current, stale: lastGood.current !== null, fieldErrors, formError };
      }
      return { result: lastGood.current, stale: lastGood.current !== null, fieldErrors: {}, formError: CALCULATION_ERROR };
    }
    // `key` stands for `input`: callers build a fresh input object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [calculate, key]);
}
