import type { z } from 'zod';
import { EngineInputError, type FieldIssue } from './EngineInputError';

/**
 * Validates `input` against `schema` once at a public entry point and returns
 * the parsed (defaulted) value, or throws an `EngineInputError` listing every bad field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, context: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(input)',
    message: issue.message,
  }));
  throw new EngineInputError(context, issues);
}
