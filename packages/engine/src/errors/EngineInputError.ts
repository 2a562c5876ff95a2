/** One invalid input field: the dotted path and a message a person can act on. */
export interface FieldIssue {
  field: string;
  message: string;
}

/**
 * Thrown by every calculator and validator when its input is invalid.
 * `issues` names every bad field, not only the first.
 */
export class EngineInputError extends Error {
  readonly code = 'ENGINE_INPUT_INVALID' as const;
  readonly issues: readonly FieldIssue[];

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
}
