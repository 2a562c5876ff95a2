import { unknownKeyIssue } from '../../errors/closestKey';
import { EngineInputError, type FieldIssue } from '../../errors/EngineInputError';

/**
 * The loan input's validation without zod, so that `monthlyPayment` and `amortizationSchedule`
 * cost decimal.js and little else in a bundle. It answers exactly what
 * `parseInput(loanInputSchema, …)` answers — the same fields, in the same order, with the same
 * messages (property-tested in loanInput.test.ts); `loanInputSchema` stays the published schema.
 */
export interface ParsedLoan {
  principal: number;
  annualRatePercent: number;
  termMonths: number;
}

const FIELDS = ['principal', 'annualRatePercent', 'termMonths'] as const;

/** What each field means, as `loanInputSchema`'s descriptions say it. */
export const LOAN_FIELD_MEANINGS = {
  principal: 'the amount borrowed, USD',
  annualRatePercent: 'the nominal annual interest rate, percent (4.75 means 4.75 %)',
  termMonths: 'the number of monthly payments (360 for a 30-year loan)',
} as const;

/** zod's name for a value of the wrong type ("received …"). */
function received(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : Number.isFinite(value) ? 'number' : String(value);
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value !== 'object') return typeof value;
  const proto = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  const name = proto?.constructor?.name;
  return name && name !== 'Object' ? name : 'object';
}

function fieldIssues(field: (typeof FIELDS)[number], value: unknown): string[] {
  if (value === undefined) return [`is required: ${LOAN_FIELD_MEANINGS[field]}`];
  if (typeof value !== 'number' || !Number.isFinite(value)) return [`Invalid input: expected number, received ${received(value)}`];
  if (field === 'principal') return value < 0 ? ['must be zero or more'] : [];
  if (field === 'annualRatePercent') return value < 0 ? ['must be zero or more'] : value > 100 ? ['must be at most 100'] : [];
  // zod's int check stops at a fraction; past the safe-integer range it reports and goes on.
  if (!Number.isInteger(value)) return ['must be a whole number'];
  const messages = Number.isSafeInteger(value) ? [] : ['must be a whole number'];
  if (value <= 0) messages.push('must be more than zero');
  if (value > 1200) messages.push('must be at most 1200 months (100 years)');
  return messages;
}

/** The loan's three numbers, or an `EngineInputError` naming every bad field and unknown key. */
export function parseLoanInput(input: unknown): ParsedLoan {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new EngineInputError('loan', [{ field: '(input)', message: `Invalid input: expected object, received ${received(input)}` }]);
  }
  const record = input as Record<string, unknown>;
  const issues: FieldIssue[] = [];
  for (const field of FIELDS) {
    for (const message of fieldIssues(field, record[field])) issues.push({ field, message });
  }
  const proto = Object.getPrototypeOf(input) as unknown;
  if (proto === Object.prototype || proto === null) {
    for (const key of Object.keys(record)) {
      if ((FIELDS as readonly string[]).includes(key)) continue;
      issues.push(unknownKeyIssue(key, key, FIELDS));
    }
  }
  if (issues.length > 0) throw new EngineInputError('loan', issues);
  return { principal: record.principal as number, annualRatePercent: record.annualRatePercent as number, termMonths: record.termMonths as number };
}
