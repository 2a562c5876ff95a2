/**
 * Checks real answers against the OpenAPI document with an independent JSON Schema validator
 * (Ajv, draft 2020-12, formats included): the answer's status must be one the operation lists,
 * and its body must match that status's schema.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, any>;

// ajv-formats is CommonJS: its default export arrives as the module or under `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

export interface ResponseCheck {
  /** The document path the URL matched (`/api/deals/{id}`). */
  readonly path: string;
  /** What is wrong, or an empty list. */
  readonly problems: string[];
}

/** Validates answers against `document`; compiled schemas are kept per path, method and status. */
export function openApiResponseValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  // Literal segments win over templates (`/api/deals/compare` before `/api/deals/{id}`).
  const paths = Object.keys(document.paths as Json)
    .map((path) => ({ path, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`), templates: (path.match(/\{/g) ?? []).length }))
    .sort((a, b) => a.templates - b.templates);

  const resolve = (node: Json): Json => {
    if (typeof node.$ref !== 'string') return node;
    const target = (node.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((at, part) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')], document);
    return resolve(target);
  };

  return function check(method: string, url: string, status: number, body: unknown): ResponseCheck {
    const pathname = url.split('?')[0]!;
    const match = paths.find((each) => each.pattern.test(pathname));
    if (!match) return { path: '', problems: [`${method} ${pathname} is not in the document`] };
    const operation = (document.paths as Json)[match.path][method.toLowerCase()] as Json | undefined;
    if (!operation) return { path: match.path, problems: [`${method} ${match.path} is not in the document`] };
    const described = operation.responses[String(status)] as Json | undefined;
    if (!described) return { path: match.path, problems: [`${method} ${match.path} does not list status ${status} (lists ${Object.keys(operation.responses).join(', ')})`] };
    const content = resolve(described).content?.['application/json']?.schema as Json | undefined;
    if (!content) return { path: match.path, problems: body === undefined || body === null || body === '' ? [] : [`${method} ${match.path} ${status} has a body the document does not describe`] };
    const key = `${method} ${match.path} ${status}`;
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(resolve(content));
      compiled.set(key, validate);
    }
    if (validate(body)) return { path: match.path, problems: [] };
    return { path: match.path, problems: (validate.errors ?? []).map((error) => `${key}: ${error.instancePath || '(body)'} ${error.message} ${JSON.stringify(error.params)}`) };
  };
}
