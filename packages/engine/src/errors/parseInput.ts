import { safeParse, type core } from 'zod/mini';
import { EngineInputError, type FieldIssue } from './EngineInputError';
import { unknownKeyIssue } from './closestKey';
import { englishMessage } from './englishMessage';
import { meaningOf } from './fieldMeaning';

/** The parts of a zod 4 schema's definition the strict-key walk reads (classic and mini alike). */
interface SchemaDef {
  type: string;
  shape?: Record<string, WalkSchema>;
  catchall?: WalkSchema;
  innerType?: WalkSchema;
  in?: WalkSchema;
  element?: WalkSchema;
  options?: readonly WalkSchema[];
}
interface WalkSchema {
  _zod: { def: SchemaDef };
}

/**
 * zod's fallback text for an issue without a message of its own: what zod/mini writes when no
 * locale is configured. The engine words such an issue in English itself (`englishMessage`), so
 * its messages do not depend on which zod the caller's bundle holds nor on zod's global locale,
 * and the engine sets no global configuration. A locale the caller configured words it first.
 */
const ZOD_FALLBACK = 'Invalid input';

/** Wrappers whose inner schema decides the accepted keys. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function unwrap(schema: WalkSchema): WalkSchema {
  let current = schema;
  for (;;) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function join(path: string, key: string | number): string {
  return path === '' ? String(key) : `${path}.${key}`;
}

/**
 * What the strict-key walk needs to know of one schema, worked out once per schema (schemas are
 * immutable): an object's declared keys and which of its fields hold objects, arrays or unions
 * to walk into; an array's element; the keys a union's options declare. A plain field (a number,
 * a string) needs no walk, so an input of plain fields costs one lookup per key.
 */
type KeyPlan =
  | { kind: 'object'; open: boolean; keys: readonly string[]; fields: ReadonlyMap<string, WalkSchema | undefined> }
  | { kind: 'array'; element: WalkSchema }
  | { kind: 'union'; known: readonly string[] }
  | { kind: 'leaf' };

const LEAF: KeyPlan = { kind: 'leaf' };
/** Schema types whose values the walk enters; a field of another type is plain. */
const WALKED = new Set(['object', 'array', 'union']);
const plans = new WeakMap<WalkSchema, KeyPlan>();

function isOpen(def: SchemaDef): boolean {
  return def.catchall !== undefined && def.catchall._zod.def.type !== 'never';
}

function keyPlan(schema: WalkSchema): KeyPlan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    plan = makeKeyPlan(schema);
    plans.set(schema, plan);
  }
  return plan;
}

function makeKeyPlan(schema: WalkSchema): KeyPlan {
  const def = unwrap(schema)._zod.def;
  if (def.type === 'object' && def.shape) {
    const shape = def.shape;
    const fields = new Map<string, WalkSchema | undefined>();
    for (const key of Object.keys(shape)) {
      const field = shape[key] as WalkSchema;
      fields.set(key, WALKED.has(unwrap(field)._zod.def.type) ? field : undefined);
    }
    return { kind: 'object', open: isOpen(def), keys: Object.keys(shape), fields };
  }
  if (def.type === 'array' && def.element) return { kind: 'array', element: def.element };
  if (def.type === 'union' && def.options) {
    const shapes: Record<string, WalkSchema>[] = [];
    for (const option of def.options) {
      const o = unwrap(option)._zod.def;
      // a union with a non-object or open option accepts keys it cannot list
      if (o.type !== 'object' || !o.shape || isOpen(o)) return LEAF;
      shapes.push(o.shape);
    }
    return { kind: 'union', known: [...new Set(shapes.flatMap((shape) => Object.keys(shape)))] };
  }
  return LEAF;
}

/**
 * Lists every key of `value` its schema does not declare, at any depth the schema describes with
 * objects and arrays. An object schema with a catch-all (`z.looseObject`, `.catchall`) accepts
 * any key; a union of objects accepts a key any of its options declares.
 */
function collectUnknownKeys(schema: WalkSchema, value: unknown, path: string, issues: FieldIssue[]): void {
  const plan = keyPlan(schema);
  if (plan.kind === 'object') {
    if (!isRecord(value)) return;
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const field = plan.fields.get(key);
      if (field !== undefined) collectUnknownKeys(field, value[key], join(path, key), issues);
      else if (!plan.fields.has(key) && !plan.open) issues.push(unknownKeyIssue(join(path, key), key, plan.keys));
    }
  } else if (plan.kind === 'array') {
    if (!Array.isArray(value)) return;
    value.forEach((item, index) => collectUnknownKeys(plan.element, item, join(path, index), issues));
  } else if (plan.kind === 'union') {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      if (!plan.known.includes(key)) issues.push(unknownKeyIssue(join(path, key), key, plan.known));
    }
  }
}

/** The schema of the field at `path`, when the schema describes it with objects and arrays. */
function schemaAt(schema: WalkSchema, path: readonly PropertyKey[]): WalkSchema | undefined {
  let current: WalkSchema | undefined = schema;
  for (const key of path) {
    if (current === undefined) return undefined;
    const def: SchemaDef = unwrap(current)._zod.def;
    if (def.type === 'object' && def.shape && typeof key === 'string' && Object.hasOwn(def.shape, key)) current = def.shape[key];
    else if (def.type === 'array' && typeof key === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** 'purchasePrice' → 'purchase price'. */
function words(key: PropertyKey | undefined): string {
  return String(key ?? 'value')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/**
 * A required field left out: its name and what it means (the meaning `withMeaning` gave the
 * field, else its name in words), instead of zod's "expected number, received undefined".
 */
function missingFieldMessage(schema: WalkSchema, path: readonly PropertyKey[]): string {
  const field = schemaAt(schema, path);
  const description = field === undefined ? undefined : (meaningOf(field) ?? meaningOf(unwrap(field)));
  return `is required: ${description ?? `the ${words(path[path.length - 1])}`}`;
}

/**
 * Validates `input` against `schema` once at a public entry point and returns
 * the parsed (defaulted) value, or throws an `EngineInputError` listing every bad field:
 * values out of range, required fields left out (saying what each means) and keys the
 * schema does not declare (with the closest declared key when one is near), so a misspelled
 * field is never silently replaced by its default.
 */
export function parseInput<S extends core.$ZodType>(schema: S, input: unknown, context: string): core.output<S> {
  const walk = schema as unknown as WalkSchema;
  const unknownKeys: FieldIssue[] = [];
  collectUnknownKeys(walk, input, '', unknownKeys);
  const parsed = safeParse(schema, input);
  if (parsed.success && unknownKeys.length === 0) return parsed.data;
  // Failing input only: parsed again with each issue's input kept, which its English wording reads
  // (a context field on every parse would cost about 1.7 µs a call in zod 4.6).
  const failed = parsed.success ? undefined : safeParse(schema, input, { reportInput: true });
  const issues: FieldIssue[] =
    failed === undefined || failed.success
      ? []
      : failed.error.issues.map((issue) => ({
          field: issue.path.length > 0 ? issue.path.map(String).join('.') : '(input)',
          message:
            issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(input, issue.path) === undefined
              ? missingFieldMessage(walk, issue.path)
              : issue.message === ZOD_FALLBACK
                ? (englishMessage(issue) ?? issue.message)
                : issue.message,
        }));
  throw new EngineInputError(context, [...issues, ...unknownKeys]);
}
