import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import { writtenOnce } from '../reusedBodies';

/**
 * Lets Fastify type `request.body/params/query` from the route's zod schemas and check
 * `reply.send` against the response schema.
 */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * A route plugin: one per area (`routes/<area>.ts`). Each route in it declares its path,
 * its contract schemas and its permission (`preHandler` guards from `auth/guards`).
 *
 * @example
 * export const widgetRoutes: RoutePlugin = async (app) => {
 *   app.get('/api/widgets/:id', {
 *     schema: { params: idParamsSchema, response: { 200: widgetSchema } },
 *     preHandler: [requireUser],
 *   }, async (request) => getWidget(app.db, currentUser(request), request.params.id));
 * };
 */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

/** A request part ('body', 'params', 'querystring') that failed its zod schema. */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
  constructor(
    readonly part: string,
    readonly fields: Record<string, string>,
  ) {
    super('Some fields are missing or invalid');
  }
}

const PART_NAMES: Record<string, string> = { querystring: 'query' };

/** Turns zod issues into `{ 'body.email': 'Enter a valid email address' }`. */
export function fieldsFromZodError(part: string, error: z.ZodError): Record<string, string> {
  const prefix = PART_NAMES[part] ?? part;
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

/**
 * NUL, or half of a UTF-16 surrogate pair without its other half. PostgreSQL text and jsonb
 * cannot hold U+0000, and a lone surrogate has no UTF-8 encoding, so neither can be stored.
 */
const UNSTORABLE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = 'contains a character that cannot be stored (NUL or a broken Unicode surrogate); remove it';
/** Deepest nesting of objects and arrays a request may carry; no contract comes near it. */
export const MAX_REQUEST_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `is nested too deeply (at most ${MAX_REQUEST_DEPTH} levels)`;

/**
 * Field paths (`body.inputs.notes`, `query.q`) of every string, and every object key, in a
 * request part that holds an unstorable character, plus the first place nested deeper than
 * `MAX_REQUEST_DEPTH`. Walks with an explicit stack, so a deeply nested body cannot overflow
 * the call stack.
 */
export function unstorableFields(part: string, data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: data, path: PART_NAMES[part] ?? part, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE_CHARACTER.test(value)) fields[path] ??= UNSTORABLE_TEXT_MESSAGE;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_REQUEST_DEPTH) {
      fields[path] ??= TOO_DEEP_MESSAGE;
      continue;
    }
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key, item] of entries) {
      // a bad key is named with its unstorable characters replaced, so the answer itself stays clean
      const safeKey = key.replace(new RegExp(UNSTORABLE_CHARACTER.source, 'g'), '\uFFFD');
      if (safeKey !== key) fields[`${path}.${safeKey}`] ??= UNSTORABLE_TEXT_MESSAGE;
      stack.push({ value: item, path: `${path}.${safeKey}`, depth: depth + 1 });
    }
  }
  return fields;
}

/**
 * Validates every body, params and querystring with the route's zod schema. Before the
 * schema, any string or key anywhere in the part that cannot be stored (see
 * `unstorableFields`) is refused with 400 naming its path, so every route gets the rule.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.core.$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const unstorable = unstorableFields(httpPart ?? 'body', data);
    if (Object.keys(unstorable).length > 0) return { error: new RequestValidationError(httpPart ?? 'body', unstorable) };
    const result = z.safeParse(schema, data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'body', fieldsFromZodError(httpPart ?? 'body', result.error)) };
  };

/**
 * Response schemas document and type the reply; the body is written with JSON.stringify
 * (responses are built by our own services, so they are not re-validated per request). A body
 * marked by `answeredUnchanged` is written once and answered as the same bytes after.
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = () => (data) => {
  if (data === null || typeof data !== 'object') return JSON.stringify(data);
  // Fastify sends a Buffer as it is: no second UTF-8 encoding, no length count per answer.
  return (writtenOnce(data) as unknown as string | undefined) ?? JSON.stringify(data);
};
