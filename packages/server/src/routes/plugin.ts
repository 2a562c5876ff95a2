import type {
  FastifyPluginAsync,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';

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

/** Validates every body, params and querystring with the route's zod schema. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(httpPart ?? 'body', fieldsFromZodError(httpPart ?? 'body', result.error)) };
  };

/**
 * Response schemas document and type the reply; the body is written with JSON.stringify
 * (responses are built by our own services, so they are not re-validated per request).
 */
export const jsonSerializerCompiler: FastifySerializerCompiler<z.ZodType> = () => (data) => JSON.stringify(data);
