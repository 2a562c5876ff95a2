/**
 * Contract-driven fuzzing: every route that declares a body, params or querystring schema gets
 * at least `CASES_PER_PART` generated requests per part, built from its zod schema
 * (`z.toJSONSchema`) and then mutated — wrong types, huge, tiny and negative numbers, NUL and
 * lone surrogates, long strings, deep nesting, extra and missing keys, arrays for objects, ids
 * of rows that do not exist. The caller owns every resource the ids name, so requests reach the
 * handlers and the database, not only the auth guard. No answer may be a 5xx, and afterwards no
 * numeric column holds NaN or ±Infinity.
 *
 * `FC_SEED=<n>` replays a run; in CI (`CI` set) the seed is fixed. `FUZZ_VERBOSE=1` prints each
 * route part's time and status counts.
 *
 * The routes are dealt into shards (`fuzz.<n>.test.ts`, one app and database each) so that the
 * test workers share the work: one file fuzzing every route took four minutes on one core.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  brrrInputSchema,
  buyHoldInputSchema,
  creativeFinancingInputSchema,
  fixFlipInputSchema,
  wholesaleInputSchema,
} from '../../src/services/engine';
import { FakeSoda } from '../fakes/fakeSoda';
import { startTestServer, type TestServer, type TestUser } from '../harness';

const CASES_PER_PART = 300;
const CI_SEED = 20_261_124;
// one seed for the whole run, printed in the summary so any run can be replayed with FC_SEED
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : process.env.CI ? CI_SEED : Math.floor(Math.random() * 2 ** 31);

type JsonSchema = { [key: string]: any };
type Part = 'body' | 'params' | 'querystring';
interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly schemas: Partial<Record<Part, JsonSchema>>;
}

/**
 * Every route the app registered (`app.registeredRoutes`, noted as each route is added) that
 * takes a body, params or query, with those schemas as JSON Schema to generate from.
 */
function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const route of app.registeredRoutes) {
    const schemas: Partial<Record<Part, JsonSchema>> = {};
    for (const part of ['body', 'params', 'querystring'] as const) {
      const schema = route.schema?.[part];
      if (schema instanceof z.ZodType) schemas[part] = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    }
    if (Object.keys(schemas).length > 0) routes.push({ method: route.method, url: route.url, schemas });
  }
  return routes;
}

/** Ids the caller owns, by the name a schema gives them, plus ids no row has. */
interface OwnedIds {
  property: number[];
  strategy: number[];
  deal: number[];
  organization: number[];
  user: number[];
  portfolioItem: number[];
}
const MISSING_IDS = [2_147_483_647, 987_654];

function idPool(key: string, url: string, owned: OwnedIds): number[] | undefined {
  const pools: Record<string, number[]> = {
    propertyId: owned.property,
    strategyId: owned.strategy,
    organizationId: owned.organization,
    userId: owned.user,
  };
  if (key in pools) return [...pools[key]!, ...MISSING_IDS];
  if (key !== 'id') return undefined;
  const byArea: [string, number[]][] = [
    ['/api/properties', owned.property],
    ['/api/organizations', owned.organization],
    ['/api/portfolio', owned.portfolioItem],
    ['/api/strategies', owned.strategy],
    ['/api/deals', owned.deal],
    ['/api/users', owned.user],
    ['/api/admin/users', owned.user],
  ];
  const found = byArea.find(([prefix]) => url.startsWith(prefix));
  return [...(found ? found[1] : [...owned.property, ...owned.organization]), ...MISSING_IDS];
}

const STRATEGY_INPUT_SCHEMAS: Record<string, JsonSchema> = Object.fromEntries(
  (
    [
      ['buy_hold', buyHoldInputSchema],
      ['fix_flip', fixFlipInputSchema],
      ['wholesale', wholesaleInputSchema],
      ['creative_financing', creativeFinancingInputSchema],
      ['brrr', brrrInputSchema],
    ] as const
  ).map(([type, schema]) => [type, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema]),
);

const SAFE_MIN = -1e15;
const SAFE_MAX = 1e15;

/** Values that satisfy `schema` as far as JSON Schema can say (refinements aside). */
function valid(schema: JsonSchema, key: string, context: { url: string; owned: OwnedIds }, depth = 0): fc.Arbitrary<unknown> {
  const ids = idPool(key, context.url, context.owned);
  if (ids && (schema.type === 'integer' || schema.type === 'number' || schema.anyOf)) return fc.constantFrom(...ids);
  if (depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choices) return fc.oneof(...choices.map((choice) => valid(choice, key, context, depth + 1)));
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) return valid(schema.allOf[0], key, context, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      // rules JSON Schema cannot state (the password rule, zod's email check) get realistic samples half the time
      if (schema.format === 'email' || key.toLowerCase().includes('email')) return fc.nat({ max: 9_999 }).map((n) => `fuzz${n}@example.test`);
      if (key.toLowerCase().includes('password')) {
        return fc.oneof(fc.constantFrom('Quiet-Harbor-Lantern-42', 'correct-horse-battery'), fc.string({ minLength: 8, maxLength: 40 }));
      }
      if (schema.format === 'uri') return fc.webUrl();
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      if (typeof schema.pattern === 'string') {
        try {
          // No filter on the length: a pattern whose matches are usually shorter than minLength (a
          // 16-character token of `[A-Za-z0-9_-]+`) would make fast-check retry without end. Several
          // matches joined reach long lengths (and still match a repeated pattern); a string the schema
          // then refuses is a fair case too: it must be a 400.
          const matching = fc.stringMatching(new RegExp(schema.pattern));
          const limit = schema.maxLength ?? Infinity;
          return fc
            .oneof(matching, fc.array(matching, { minLength: 2, maxLength: 24 }).map((parts) => parts.join('')))
            .map((text) => (text.length > limit ? text.slice(0, limit) : text));
        } catch {
          // a pattern fast-check cannot generate from: plain strings
        }
      }
      return fc.string({ minLength, maxLength });
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? SAFE_MIN, SAFE_MIN);
      const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? SAFE_MAX, SAFE_MAX);
      if (type === 'integer') return fc.integer({ min: Math.ceil(Math.max(min, -2_147_483_648)), max: Math.floor(Math.min(max, 2_147_483_647)) });
      return fc.oneof(
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) }),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items ?? {}, key, context, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const names = Object.keys(properties);
      if (names.length === 0) {
        const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
        return fc.dictionary(fc.string({ maxLength: 12 }), valid(values, '', context, depth + 1), { maxKeys: 4 });
      }
      const required = ((schema.required ?? []) as string[]).filter((name) => names.includes(name));
      return fc.record(Object.fromEntries(names.map((name) => [name, valid(properties[name]!, name, context, depth + 1)])), {
        requiredKeys: required,
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values no contract should accept, and a few it must: the raw material of mutations. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom<unknown>(
      1e308, -1e308, -0, 0, -1, 0.5, 5e-324, 1e13, -1e13, 1e8, 10_000, 2 ** 31, 2 ** 53 + 1, 0.01,
      'NaN', 'Infinity', '-Infinity', '1e308', '-0', '0x10', '', '   ',
      'a\u0000b', '\u0000', '\uD800', 'x\uDFFFy', '\uD83D\uDE00', '%00', "'; drop table users; --",
      true, false, null, [], {}, [1, 'a'], { nested: { deeper: [null] } },
      2_147_483_647, 2_147_483_648, 987_654,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), 'é'.repeat(5_000)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 33, max: 80 }).map((levels) => {
      let value: unknown = 'bottom';
      for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? [value] : { level: value };
      return value;
    }),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/**
 * How a generated value is spoiled: `replace` any place with a nasty value, `delete` a key,
 * add an `extra` key, `wrap` a value in an array, turn an object into its `values`; `poison`
 * a string with NUL or half a surrogate pair and `bump` a number past its column — both keep
 * the rest of the request valid, so the bad value reaches the handler unless refused.
 */
type Mutation = { kind: 'replace' | 'delete' | 'extra' | 'wrap' | 'values' | 'poison' | 'bump'; at: number; value: unknown; key: string };
const POISONS = ['\u0000', '\uD800', '\uDFFF', '\uDBFF\u0000'];
const BUMPS = [1e13, -1e13, 1e308, -1e308, 1e8, -1e8, 10_000, 5e-324, 2 ** 31, 999_999_999_999.995, 0.001];
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'extra', 'wrap', 'values', 'poison', 'poison', 'bump', 'bump'),
  at: fc.nat(),
  value: nasty,
  key: fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor', 'a\u0000b', 'id', '\uD800')),
});

/** Every place in a JSON value: [parent, key] pairs, the root as [holder, 'root']. */
function places(holder: Record<string, unknown>): [Record<string, unknown> | unknown[], string | number][] {
  const found: [Record<string, unknown> | unknown[], string | number][] = [[holder, 'root']];
  const stack: unknown[] = [holder['root']];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        found.push([value, index]);
        stack.push(item);
      });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        found.push([value as Record<string, unknown>, key]);
        stack.push(item);
      }
    }
  }
  return found;
}

function applyMutations(base: unknown, mutations: Mutation[]): unknown {
  const holder: Record<string, unknown> = { root: structuredClone(base) };
  for (const original of mutations) {
    // constant nasty values are shared between cases: copy before placing, so no case builds a cycle
    const change = { ...original, value: structuredClone(original.value) };
    let all = places(holder);
    if (change.kind === 'poison' || change.kind === 'bump') {
      const wanted = change.kind === 'poison' ? 'string' : 'number';
      const matching = all.filter(([parent, key]) => typeof (parent as any)[key] === wanted);
      if (matching.length > 0) all = matching;
    }
    const [parent, key] = all[change.at % all.length]!;
    const current = (parent as any)[key];
    switch (change.kind) {
      case 'replace':
        (parent as any)[key] = change.value;
        break;
      case 'delete':
        if (Array.isArray(parent)) parent.splice(Number(key), 1);
        else if (parent === holder) holder['root'] = undefined;
        else delete (parent as any)[key];
        break;
      case 'extra':
        if (current !== null && typeof current === 'object' && !Array.isArray(current)) {
          Object.defineProperty(current, change.key, { value: change.value, enumerable: true, configurable: true, writable: true });
        } else (parent as any)[key] = { [change.key]: change.value };
        break;
      case 'wrap':
        (parent as any)[key] = [current];
        break;
      case 'poison': {
        const text = typeof current === 'string' ? current : '';
        const cut = change.at % (text.length + 1);
        (parent as any)[key] = text.slice(0, cut) + POISONS[change.at % POISONS.length] + text.slice(cut);
        break;
      }
      case 'bump':
        (parent as any)[key] = BUMPS[change.at % BUMPS.length];
        break;
      case 'values':
        (parent as any)[key] = current !== null && typeof current === 'object' ? Object.values(current) : [current, current];
        break;
    }
  }
  return holder['root'];
}

/** A generated value of the schema, sometimes left valid, mostly mutated. */
function fuzzed(validValue: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(validValue, fc.array(mutation, { maxLength: 3 })).map(([value, mutations]) => applyMutations(value, mutations));
}

/** A URL component that may hold anything, lone surrogates included (sent as invalid UTF-8). */
function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\s\S]/g, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  });
}

function queryString(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value === undefined ? '' : `?${encodePart(value)}`;
  const pairs: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) if (one !== undefined) pairs.push(`${encodePart(key)}=${encodePart(one)}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function pathWith(url: string, params: unknown): string {
  const values = params !== null && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return url.replace(/:(\w+)/g, (_match, name: string) => encodePart(values[name] ?? params));
}

interface Outcome {
  cases: number;
  failures: string[];
}

const backend = process.env.DATABASE_URL ? 'postgres' : 'pglite';
let server: TestServer;
let soda: FakeSoda;
let user: TestUser;
let owned: OwnedIds;
let routes: DeclaredRoute[];
let lastError: Error | undefined;

/** Declares the fuzzing of shard `shard` (1-based) of `shards`: every route whose position in the run order falls to it. */
export function describeFuzzShard(shard: number, shards: number): void {
  beforeAll(async () => {
    // NYC Open Data answers (empty) from a local stand-in, so the routes that ask it run as on a
    // live installation instead of answering that the live source is off.
    soda = await new FakeSoda().start();
    server = await startTestServer({
      config: { nycOpenData: { baseUrl: soda.baseUrl, appToken: undefined, timeoutMs: 5_000, retries: 0, backoffMs: 1, cacheTtlMs: 60_000 } },
      beforeReady(app) {
        // the cause of a 500 goes into the failure line (the test logger is silent)
        app.addHook('onError', async (_request, _reply, error) => {
          lastError = error;
        });
      },
    });
    user = await server.registerAndLogin('fuzzer', { tier: 'hunter', role: 'admin' });
    const post = async (url: string, payload: object) => {
      const response = await server.request({ method: 'POST', url, token: user.token, payload });
      if (response.statusCode >= 300) throw new Error(`setup ${url}: ${response.statusCode} ${response.body}`);
      return response.data;
    };
    const property = await post('/api/properties', { address: '418 Halsey Street', city: 'Brooklyn', state: 'NY', purchasePrice: 1_250_000, monthlyRent: 15_000 });
    const bare = await post('/api/properties', { address: '1 Bare Lot', city: 'Queens', state: 'NY' });
    const strategy = await post('/api/strategies', { propertyId: property.id, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } });
    const deal = await post('/api/deals', { name: 'Fuzz deal', propertyId: property.id, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } });
    // an uploaded property is kept in the portfolio at once: its entry is the one to fuzz
    const status = await server.request({ method: 'GET', url: `/api/portfolio/${property.id}/status`, token: user.token });
    const item = { id: status.data.portfolioItemId as number };
    const team = await post('/api/organizations', { name: 'Fuzz team' });
    owned = {
      property: [property.id, bare.id],
      strategy: [strategy.id],
      deal: [deal.id],
      organization: [user.organizationId, team.id ?? team.organizationId],
      user: [user.id],
      portfolioItem: [item.id],
    };
    routes = declaredRoutes(server.app)
      // destructive calls last, and deleting the account at the very end
      .sort((a, b) => rank(a) - rank(b))
      .filter((_, index) => index % shards === shard - 1);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await soda?.stop();
  });

  describe(`contract-driven fuzzing (${backend}), shard ${shard} of ${shards}`, () => {
    it('answers every generated request below 500 and stores no NaN, Infinity or overflow', { timeout: 240_000 }, async () => {
      const outcome: Outcome = { cases: 0, failures: [] };
      let partsFuzzed = 0;
      for (const route of routes) {
        const context = { url: route.url, owned };
        const validOf = (part: Part) => (route.schemas[part] ? valid(route.schemas[part]!, '', context) : fc.constant(undefined));
        for (const part of ['body', 'params', 'querystring'] as const) {
          const schema = route.schemas[part];
          if (!schema) continue;
          partsFuzzed += 1;
          await fuzzPart(route, part, validOf, context, outcome, SEED + shard * 1_000 + partsFuzzed);
        }
      }
      const stored = await nonFiniteStoredNumbers();
      console.info(
        `fuzz summary (${backend}, shard ${shard}/${shards}, FC_SEED=${SEED}): ${routes.length} routes, ${partsFuzzed} parts, ${outcome.cases} cases, ${outcome.failures.length} answered 5xx, ${stored.length} non-finite stored numbers`,
      );
      // Each shard holds about its share of the 140-odd fuzzed route parts.
      expect(partsFuzzed).toBeGreaterThan(100 / shards);
      expect(outcome.cases).toBeGreaterThanOrEqual(partsFuzzed * CASES_PER_PART);
      expect(outcome.failures.slice(0, 20)).toEqual([]);
      expect(stored).toEqual([]);
    });
  });
}

function rank(route: DeclaredRoute): number {
  if (route.method !== 'DELETE') return 0;
  return route.url.startsWith('/api/users') ? 2 : 1;
}

/** Fuzzes one part (body, params or querystring) of one route with `CASES_PER_PART` generated requests. */
async function fuzzPart(
  route: DeclaredRoute,
  part: Part,
  validOf: (part: Part) => fc.Arbitrary<unknown>,
  context: { url: string; owned: OwnedIds },
  outcome: Outcome,
  seed: number,
): Promise<void> {
  const started = Date.now();
  const statuses: Record<string, number> = {};
  let target = part === 'body' && route.url === '/api/strategies' && route.method === 'POST' ? strategyBody(context) : validOf(part);
  target = fuzzed(target);
  const others = fc.record({
    body: validOf('body'),
    params: validOf('params'),
    querystring: validOf('querystring'),
  });
  const request = fc.tuple(target, others).map(([value, rest]) => ({ ...rest, [part]: value }));
  await fc.assert(
    fc.asyncProperty(request, async (parts) => {
      outcome.cases += 1;
      lastError = undefined;
      const url = pathWith(route.url, parts.params) + queryString(parts.querystring);
      const withBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && parts.body !== undefined;
      const response = await server.app.inject({
        method: route.method as never,
        url,
        headers: { authorization: `Bearer ${user.token}`, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: JSON.stringify(parts.body) } : {}),
      });
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode >= 500) {
        outcome.failures.push(`${route.method} ${url.slice(0, 200)} ${part}=${JSON.stringify(parts[part])?.slice(0, 300)} → ${response.statusCode} ${String((lastError as Error | undefined)?.stack ?? 'no error captured').slice(0, 600)}`);
      }
      return true;
    }),
    { numRuns: CASES_PER_PART, seed },
  );
  if (process.env.FUZZ_VERBOSE) console.info(`${route.method} ${route.url} ${part}: ${Date.now() - started} ms ${JSON.stringify(statuses)}`);
  // a call may have changed the caller's plan or role; put them back so later routes reach their handlers
  await server.setTier(user.id, 'hunter');
  await server.setSystemRole(user.id, 'admin');
}

/** A strategy body whose inputs come from the chosen calculator's own schema. */
function strategyBody(context: { url: string; owned: OwnedIds }): fc.Arbitrary<unknown> {
  return fc.constantFrom(...Object.keys(STRATEGY_INPUT_SCHEMAS)).chain((strategyType) =>
    fc.record({
      propertyId: fc.constantFrom(...context.owned.property, ...MISSING_IDS),
      strategyType: fc.constant(strategyType),
      inputs: valid(STRATEGY_INPUT_SCHEMAS[strategyType]!, '', context),
    }),
  );
}

/** `table.column` of every numeric or floating column holding NaN or ±Infinity. */
async function nonFiniteStoredNumbers(): Promise<string[]> {
  // both drivers answer `execute` with `{ rows }`
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const columns = await rowsOf<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('numeric', 'double precision', 'real')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text in ('NaN', 'Infinity', '-Infinity')`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}: ${row!.n}`);
  }
  return found;
}
