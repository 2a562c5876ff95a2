/** One invalid input field: the dotted path and a message a person can act on. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * The brand every `EngineInputError` carries. `Symbol.for` gives the same symbol in every copy of
 * the engine loaded in one process (the ESM and the CJS build, two installed versions), so
 * `isEngineInputError` and `instanceof EngineInputError` hold across them.
 */
export const ENGINE_INPUT_ERROR_BRAND: unique symbol = Symbol.for('rei.engine.EngineInputError') as never;

/**
 * Thrown by every calculator and validator when its input is invalid.
 * `issues` names every bad field, not only the first: a value out of range, a required field
 * missing (with what it means), a key the calculator does not know (with the closest known key).
 */
export class EngineInputError extends Error {
  readonly code = 'ENGINE_INPUT_INVALID' as const;
  readonly issues: readonly FieldIssue[];
  readonly [ENGINE_INPUT_ERROR_BRAND] = true as const;

  constructor(context: string, issues: readonly FieldIssue[]) {
    const list = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
    super(`Invalid ${context} input — ${list}`);
    this.name = 'EngineInputError';
    this.issues = issues;
  }

  /** The names of the invalid fields, in input order. */
  get fields(): string[] {
    return this.issues.map((i) => i.field);
  }

  /**
   * `instanceof` answers by the brand, so an error thrown by another copy of the engine (the CJS
   * build when this is the ESM one) is still an `EngineInputError`.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isEngineInputError(value);
  }
}

/**
 * True when `value` is an error the engine threw for invalid input, whichever copy of the engine
 * (ESM or CJS build, any version carrying the brand) threw it. Prefer it to `instanceof`.
 *
 * @example
 * try { calculateBuyHold({ purchasPrice: 900_000 } as never); }
 * catch (e) { if (isEngineInputError(e)) e.issues[0].message; } // 'unknown field — did you mean `purchasePrice`?'
 */
export function isEngineInputError(value: unknown): value is EngineInputError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { [ENGINE_INPUT_ERROR_BRAND]?: unknown })[ENGINE_INPUT_ERROR_BRAND] === true
  );
}
