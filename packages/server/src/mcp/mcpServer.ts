/**
 * REI's MCP server (Model Context Protocol, on the official `@modelcontextprotocol/sdk`): the
 * tools an assistant may call with an organization's API key. Every tool is a request to the REI
 * API made with that key (`ApiCall`), so a tool sees exactly what the key sees: the key gate, its
 * scope, its organization and the plan's gates hold by construction, and a revoked key stops at
 * the next call. Input schemas are the contract's zod schemas of the routes they call.
 *
 * Read-only tools for every key; `save_deal` only for a `read_write` key (a `read` key is not
 * offered it, and the API would refuse the write anyway).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import {
  STRATEGY_TYPES,
  bblParamsSchema,
  bblQuerySchema,
  dealCreateBodySchema,
  dealIdParamsSchema,
  dealListQuerySchema,
  propertySearchQuerySchema,
  strategyCalculateBodySchema,
  type NycPropertyData,
} from '../contract';
import { calculatorInputKeys } from '../services/strategies';
import { publicRecordSources } from './publicRecordSources';

/** One request to the REI API as the key's holder; answers the status and the parsed JSON body. */
export type ApiCall = (request: { method: 'GET' | 'POST'; url: string; query?: Record<string, string>; body?: unknown }) => Promise<{ status: number; data: unknown }>;

export interface ReiMcpServerOptions {
  readonly call: ApiCall;
  /** The key's scope: `read_write` adds the write tool. */
  readonly scope: 'read' | 'read_write';
  /** Reported to the client as the server's version. */
  readonly version: string;
}

/** Query values as the API reads them: text, no empty ones. */
function queryOf(values: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    query[key] = String(value);
  }
  return query;
}

/** A tool's answer: the API's JSON (also as structured content) and, for public records, their sources. */
function toolAnswer(data: unknown, ...notes: string[]): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(data, null, 2) }, ...notes.map((text) => ({ type: 'text' as const, text }))],
    ...(data !== null && typeof data === 'object' && !Array.isArray(data) ? { structuredContent: data as Record<string, unknown> } : {}),
  };
}

/** A refused call: the API's status, message and the fields it named, as a tool error the model can act on. */
function toolError(status: number, data: unknown): CallToolResult {
  const body = (data ?? {}) as { message?: string; code?: string; fields?: Record<string, string> };
  const fields = body.fields ? Object.entries(body.fields).map(([field, problem]) => `\n- ${field}: ${problem}`).join('') : '';
  return { isError: true, content: [{ type: 'text', text: `${status} ${body.code ?? 'ERROR'}: ${body.message ?? 'The REI API refused the request.'}${fields}` }] };
}

async function callApi(call: ApiCall, request: Parameters<ApiCall>[0], answer: (data: unknown) => CallToolResult): Promise<CallToolResult> {
  const { status, data } = await call(request);
  return status >= 200 && status < 300 ? answer(data) : toolError(status, data);
}

const CALCULATOR_FIELDS = STRATEGY_TYPES.map((type) => `${type}: ${calculatorInputKeys(type).join(', ')}`).join('; ');

/**
 * The MCP server for one key: register it on a transport (stdio or Streamable HTTP).
 *
 * @example
 * const server = reiMcpServer({ call: injectApiCall(app, 'Bearer rei_…'), scope: 'read', version: ENGINE_VERSION });
 * await server.connect(new StdioServerTransport());
 */
export function reiMcpServer({ call, scope, version }: ReiMcpServerOptions): McpServer {
  const server = new McpServer({ name: 'rei', version });
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_address',
    {
      title: 'Search a New York City address',
      description:
        'Finds the tax lot of a NYC street address and answers its public record (lot, owners, sales, violations, liens…) with the NYC Open Data datasets and as-of dates it came from. Not found answers why and what to try.',
      inputSchema: propertySearchQuerySchema.pick({ address: true }),
      annotations: readOnly,
    },
    async ({ address }) =>
      callApi(call, { method: 'GET', url: '/api/properties/search', query: { address } }, (data) =>
        toolAnswer(data, publicRecordSources((data as { nycData?: NycPropertyData | null }).nycData)),
      ),
  );

  server.registerTool(
    'read_public_record',
    {
      title: "Read a lot's public record",
      description:
        'The public record of one NYC tax lot by its BBL (10 digits: borough, block, lot), with every dataset it was read from and its as-of date, and the datasets not checked.',
      inputSchema: bblParamsSchema.extend(bblQuerySchema.shape),
      annotations: readOnly,
    },
    async ({ bbl, unit }) =>
      callApi(call, { method: 'GET', url: `/api/properties/bbl/${encodeURIComponent(bbl)}`, query: queryOf({ unit }) }, (data) =>
        toolAnswer(data, publicRecordSources((data as { nycData?: NycPropertyData | null }).nycData)),
      ),
  );

  server.registerTool(
    'calculate',
    {
      title: 'Run a calculator',
      description: `Runs one of REI's five investment calculators (@rei/engine) on the inputs given; fields left out take the calculator's documented defaults (listed in the answer's inputs). Nothing is stored. Percent fields are in percent units (8.5 means 8.5 %). Inputs per strategy — ${CALCULATOR_FIELDS}.`,
      inputSchema: strategyCalculateBodySchema,
      annotations: readOnly,
    },
    async (body) =>
      callApi(call, { method: 'POST', url: '/api/strategies/calculate', body }, (data) =>
        toolAnswer(data, `Computed by @rei/engine ${(data as { engineVersion?: string }).engineVersion ?? ''} from the inputs above; no public record was used.`),
      ),
  );

  server.registerTool(
    'list_deals',
    {
      title: "List the organization's deals",
      description: "A page of the key's organization's saved deals (newest change first by default), filterable by text, property and strategy.",
      inputSchema: dealListQuerySchema,
      annotations: readOnly,
    },
    async (query) => callApi(call, { method: 'GET', url: '/api/deals', query: queryOf(query) }, (data) => toolAnswer(data)),
  );

  server.registerTool(
    'read_deal',
    {
      title: 'Read a deal',
      description: 'One saved deal of the organization with its current version: inputs, where each pre-filled input came from, and the engine outputs.',
      inputSchema: dealIdParamsSchema,
      annotations: readOnly,
    },
    async ({ id }) => callApi(call, { method: 'GET', url: `/api/deals/${id}` }, (data) => toolAnswer(data)),
  );

  if (scope === 'read_write') {
    server.registerTool(
      'save_deal',
      {
        title: 'Save a deal',
        description: "Saves a new deal (version 1) in the key's organization: the engine recomputes its outputs from the inputs. Needs a read_write key.",
        inputSchema: dealCreateBodySchema,
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      async (body) => callApi(call, { method: 'POST', url: '/api/deals', body }, (data) => toolAnswer(data)),
    );
  }

  return server;
}
