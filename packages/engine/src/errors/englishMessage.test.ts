import fc from 'fast-check';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { describe, expect, it } from 'vitest';
import * as engine from '../index';
import { englishMessage } from './englishMessage';
import { parseInput } from './parseInput';
import { isEngineInputError } from './EngineInputError';

const english = en().localeError as (issue: unknown) => string;

/** Every zod schema the engine exports (calculator inputs, results, entities). */
const schemas = Object.entries(engine as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodMiniType] => typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
);

/** The object schema under optional, nullable, default and pipe wrappers, when there is one. */
function objectShape(schema: z.ZodMiniType): Record<string, z.ZodMiniType> | undefined {
  let def = schema._zod.def as { type: string; innerType?: z.ZodMiniType; in?: z.ZodMiniType; shape?: Record<string, z.ZodMiniType> };
  while (def.innerType !== undefined || def.in !== undefined) def = (def.innerType ?? def.in)!._zod.def as typeof def;
  return def.type === 'object' ? def.shape : undefined;
}

/** Values of every kind, and numbers and texts around the engine's limits. */
const oddValue = fc.oneof(
  fc.constantFrom(-1, 0, 0.5, 1.5, 101, 601, 1e13, -1e13, NaN, Infinity, -Infinity, 2 ** 60, '', 'x', 'a'.repeat(120), true, null, [], [1], {}, new Date(0), 3n),
  fc.anything(),
);

describe('englishMessage', () => {
  it('words each issue an exported schema raises as zod’s English locale does', () => {
    expect(schemas.length).toBeGreaterThan(50);
    let compared = 0;
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.nat(), oddValue, ([, schema], pick, value) => {
        const shape = objectShape(schema);
        const keys = shape === undefined ? [] : Object.keys(shape);
        const input = keys.length === 0 ? value : { [keys[pick % keys.length]!]: value };
        const result = z.safeParse(schema, input, { reportInput: true });
        for (const issue of result.success ? [] : result.error.issues) {
          if (issue.message !== 'Invalid input') continue; // a message of the schema's own
          compared += 1;
          expect(englishMessage(issue) ?? issue.message).toBe(english(issue));
        }
      }),
      { numRuns: 3000 },
    );
    expect(compared).toBeGreaterThan(1000);
  });

  it('words sizes, single values and out-of-range numbers as zod does', () => {
    const schema = z.object({
      label: z.string().check(z.minLength(2)),
      tags: z.array(z.string()).check(z.maxLength(1)),
      kind: z.literal('a'),
      rate: z.number().check(z.gt(0), z.maximum(5)),
    });
    const result = z.safeParse(schema, { label: 'x', tags: ['a', 'b'], kind: 'b', rate: 0 }, { reportInput: true });
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => englishMessage(issue))).toEqual(issues.map((issue) => english(issue)));
    expect(issues.map((issue) => englishMessage(issue))).toEqual([
      'Too small: expected string to have >=2 characters',
      'Too big: expected array to have <=1 items',
      'Invalid input: expected "a"',
      'Too small: expected number to be >0',
    ]);
  });

  it('leaves zod’s global configuration alone', () => {
    expect(z.config().localeError).toBeUndefined();
    let thrown: unknown;
    try {
      parseInput(z.object({ rate: z.number() }), { rate: 'x' }, 'test');
    } catch (error) {
      thrown = error;
    }
    expect(isEngineInputError(thrown) && thrown.issues[0]?.message).toBe('Invalid input: expected number, received string');
    expect(z.config().localeError).toBeUndefined();
  });
});
