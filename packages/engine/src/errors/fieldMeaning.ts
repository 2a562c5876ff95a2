import * as z from 'zod/mini';

/** The meaning of each input field given one, keyed by the field's schema. */
const meanings = new WeakMap<object, string>();

/**
 * `field` with what it means in words ("the rehab budget, USD"): registered as its zod description
 * (`z.describe`: JSON Schema, docs) and kept here for `parseInput`'s message when the field is left
 * out ("is required: the rehab budget, USD"). Kept apart from zod's global registry so that a
 * bundle whose schemas describe nothing does not carry the registry (about 0.25 KB gzip, issue 31).
 *
 * @example
 * z.object({ rehabCost: withMeaning(amount(), 'the rehab budget, USD') })
 */
export function withMeaning<S extends z.ZodMiniType>(field: S, meaning: string): S {
  const described = field.check(z.describe(meaning));
  meanings.set(described, meaning);
  return described;
}

/** The meaning `withMeaning` gave a field's schema, if any. */
export function meaningOf(field: object): string | undefined {
  return meanings.get(field);
}
