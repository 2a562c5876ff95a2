import type { core } from 'zod/mini';

/** What a size limit counts, per kind of value (zod's English locale). */
const SIZE_UNITS: Readonly<Record<string, string>> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

/** zod's name for the type of a value: `typeof`, with nan, null, array and class names told apart. */
function parsedType(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number';
  if (typeof value !== 'object') return typeof value;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Object.getPrototypeOf(value) !== Object.prototype && 'constructor' in value && value.constructor) return (value.constructor as { name: string }).name;
  return 'object';
}

/** A value as zod's messages quote it: strings in double quotes, bigints with an n. */
function quoted(value: unknown): string {
  return typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? `"${value}"` : `${String(value)}`;
}

function typeName(type: string, input?: unknown): string {
  if (type === 'number' && typeof input === 'number' && !Number.isFinite(input)) return String(input);
  return type === 'nan' ? 'NaN' : type;
}

/**
 * zod's English wording of an issue ("Invalid input: expected number, received string"), word for
 * word as zod's `en` locale writes it, for the issues the engine's schemas raise without a message
 * of their own: a wrong type, a value not among the allowed ones, a number or a length out of
 * range, a key a record with listed keys does not take. Other codes give undefined: the engine's
 * schemas have no string formats, multiples, maps or sets, and zod's English for a union that
 * matches no option is the fallback "Invalid input" itself (englishMessage.test.ts checks this
 * against `en` over every exported schema). `issue.input` must be there (parse with `reportInput`).
 *
 * Why not zod's locale itself: zod/mini loads none, and loading `en` for the engine's messages
 * cost about 1 KB gzip in every bundle (issue 31) and set zod's global configuration for the
 * whole application.
 *
 * @example
 * englishMessage({ code: 'invalid_type', expected: 'number', input: '9', path: [], message: '' }) // 'Invalid input: expected number, received string'
 */
export function englishMessage(issue: core.$ZodIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${quoted(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map(quoted).join('|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const relation = issue.exact ? 'exactly ' : (big ? '<' : '>') + (issue.inclusive ? '=' : '');
      const unit = SIZE_UNITS[issue.origin];
      const limit = `${relation}${(big ? issue.maximum : issue.minimum).toString()}`;
      // zod's English names a missing origin "value" for a maximum only
      const origin = big ? (issue.origin ?? 'value') : issue.origin;
      return `Too ${big ? 'big' : 'small'}: expected ${origin} to ${unit === undefined ? `be ${limit}` : `have ${limit} ${unit}`}`;
    }
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(quoted).join(', ')}`;
    default:
      return undefined;
  }
}
