import type { PropertyImportResponse } from '@rei/server/contract';
import type { ImportProblems } from '@rei/ui';
import { isRequestError } from '../api/RequestError';

/**
 * The problems of a refused import, from the server's answer: its message (a 413 states the
 * limit and what was sent) and, for a 400, the first rows it listed with the count of all.
 * Null when the failure carries no server answer.
 */
export function importProblems(error: unknown): ImportProblems | null {
  if (!isRequestError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const answer: Partial<PropertyImportResponse> = error.body;
  if (typeof answer.message !== 'string') return null;
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  return { message: answer.message, errors, errorCount: typeof answer.errorCount === 'number' ? answer.errorCount : errors.length };
}
