/**
 * The MCP server (issue 33) through the SDK's own client: over Streamable HTTP at /api/mcp and
 * over stdio (`rei mcp` spawned on the same database). Tools are listed per the key's scope, the
 * public record cites its datasets and as-of dates, another organization's deal stays invisible,
 * a read key is never offered (nor allowed) the write tool; and one Buy & Hold case gives the same
 * numbers through the built @rei/engine package, the HTTP API and the MCP tool.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nycAddresses } from '../../src/db/schema';
import { addressRow } from '../../src/nyc/address/addressRow';
import { startTestServer, type TestServer, type TestUser } from '../harness';
import { addProperty } from '../propertyFixtures';
import { FIXTURE_DATASETS, SUBJECT_BBL, insertFixture, recordImports } from '../nycEnrichmentFixtures';
import { PACKAGE_ROOT } from '../paths';

const packageRoot = PACKAGE_ROOT;
const TIMEOUT = 180_000;
const BUY_HOLD = { purchasePrice: 1_150_000, grossMonthlyRent: 8_400, propertyTax: 12_500, insurance: 3_100, interestRate: 6.75, downPaymentPercent: 25, vacancyRate: 4 };

let dataDir: string;
let server: TestServer;
let owner: TestUser; // hunter
let stranger: TestUser; // hunter, another organization
let readKey: string;
let writeKey: string;
let ownDealId: number;
let strangerDealId: number;
let propertyId: number;
let serverClosed = false;

const createKey = async (user: TestUser, scope: 'read' | 'read_write') => {
  const created = await server.request({ method: 'POST', url: '/api/api-keys', token: user.token, payload: { name: `MCP ${scope}`, scope } });
  if (created.statusCode !== 201) throw new Error(`key: ${created.statusCode} ${created.body}`);
  return created.data.key as string;
};

const saveDeal = async (user: TestUser, name: string, property: number | null) => {
  const saved = await server.request({ method: 'POST', url: '/api/deals', token: user.token, payload: { name, propertyId: property, strategyType: 'buy_hold', inputs: BUY_HOLD } });
  if (saved.statusCode !== 201) throw new Error(`deal: ${saved.statusCode} ${saved.body}`);
  return saved.data.id as number;
};

async function httpClient(key: string): Promise<Client> {
  const client = new Client({ name: 'rei-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.baseUrl}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  return client;
}

const textOf = (result: unknown) => ((result as CallToolResult).content as { type: string; text: string }[]).map((part) => part.text).join('\n');
const jsonOf = (result: unknown) => JSON.parse(((result as CallToolResult).content[0] as { text: string }).text);

beforeAll(async () => {
  // A folder database, so `rei mcp` can open it after this process lets go (PGlite: one process at a time).
  dataDir = mkdtempSync(path.join(tmpdir(), 'rei-mcp-'));
  server = await startTestServer({ listen: true, config: { dataDir } });
  await insertFixture(server.db);
  await recordImports(server.db, FIXTURE_DATASETS);
  await server.db.insert(nycAddresses).values(addressRow({ bbl: SUBJECT_BBL, borough: 'BK', houseLow: '1000', streetName: 'PRESIDENT STREET', zipCode: '11225', dataset: 'pluto' }));
  [owner, stranger] = await Promise.all([server.registerAndLogin('mcp-owner', { tier: 'hunter' }), server.registerAndLogin('mcp-stranger', { tier: 'hunter' })]);
  propertyId = (await addProperty(server, owner, { address: '77 Protocol Place' })).id;
  ownDealId = await saveDeal(owner, 'Protocol hold', propertyId);
  strangerDealId = await saveDeal(stranger, 'Stranger hold', null);
  readKey = await createKey(owner, 'read');
  writeKey = await createKey(owner, 'read_write');
}, TIMEOUT);

afterAll(async () => {
  if (!serverClosed) await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('MCP over Streamable HTTP (/api/mcp)', () => {
  it('a read key is offered the read tools only, each with the contract’s input schema', async () => {
    const client = await httpClient(readKey);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['calculate', 'list_deals', 'read_deal', 'read_public_record', 'search_address']);
      const calculate = tools.find((tool) => tool.name === 'calculate')!;
      expect((calculate.inputSchema.properties as Record<string, { enum?: string[] }>).strategyType!.enum).toEqual(['buy_hold', 'fix_flip', 'wholesale', 'creative_financing', 'brrr']);
      expect(calculate.inputSchema.required).toEqual(expect.arrayContaining(['strategyType', 'inputs']));
      const readPublic = tools.find((tool) => tool.name === 'read_public_record')!;
      expect((readPublic.inputSchema.properties as Record<string, { pattern?: string }>).bbl!.pattern).toBe('^[1-5]\\d{9}$');
      expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
      // Not offered, and calling it anyway is refused.
      const refused = await client.callTool({ name: 'save_deal', arguments: { name: 'Sneaky', strategyType: 'buy_hold', inputs: BUY_HOLD } });
      expect(refused.isError).toBe(true);
      expect(textOf(refused)).toMatch(/save_deal/);
      const deals = jsonOf(await client.callTool({ name: 'list_deals', arguments: {} }));
      expect(deals.items.map((deal: { name: string }) => deal.name)).not.toContain('Sneaky');
    } finally {
      await client.close();
    }
  });

  it('searches an address and answers its public record citing each dataset with its as-of date', async () => {
    const client = await httpClient(readKey);
    try {
      const result = await client.callTool({ name: 'search_address', arguments: { address: '1000 President Street, Brooklyn, NY 11225' } });
      expect(result.isError).toBeFalsy();
      const record = jsonOf(result);
      expect(record.nycData.bbl).toBe(SUBJECT_BBL);
      const sources = textOf(result);
      expect(sources).toContain('Sources (NYC public records):');
      // Every provenance in the answer is cited with its own dataset and as-of date.
      const cited = [...JSON.stringify(record.nycData).matchAll(/"provenance":\{"dataset":"([^"]+)","sourceId":"[^"]*","title":"[^"]*","asOf":"([^"]+)"/g)];
      expect(cited.length).toBeGreaterThan(0);
      for (const [, dataset, asOf] of cited) {
        expect(sources).toContain(`dataset ${dataset}, NYC Open Data`);
        expect(sources).toContain(`as of ${asOf}`);
      }
      const byBbl = await client.callTool({ name: 'read_public_record', arguments: { bbl: SUBJECT_BBL } });
      expect(jsonOf(byBbl).nycData.bbl).toBe(SUBJECT_BBL);
      expect(textOf(byBbl)).toContain('Sources (NYC public records):');
      const bad = await client.callTool({ name: 'read_public_record', arguments: { bbl: '123' } });
      expect(bad.isError).toBe(true);
      expect(textOf(bad)).toContain('10-digit BBL');
    } finally {
      await client.close();
    }
  });

  it('reads its organization’s deals and never another organization’s', async () => {
    const client = await httpClient(readKey);
    try {
      const listed = jsonOf(await client.callTool({ name: 'list_deals', arguments: { pageSize: 50 } }));
      const ids = listed.items.map((deal: { id: number }) => deal.id);
      expect(ids).toContain(ownDealId);
      expect(ids).not.toContain(strangerDealId);
      const own = jsonOf(await client.callTool({ name: 'read_deal', arguments: { id: ownDealId } }));
      expect(own).toMatchObject({ id: ownDealId, name: 'Protocol hold' });
      const foreign = await client.callTool({ name: 'read_deal', arguments: { id: strangerDealId } });
      expect(foreign.isError).toBe(true);
      expect(textOf(foreign)).toMatch(/^404 NOT_FOUND/);
    } finally {
      await client.close();
    }
  });

  it('a read_write key saves a deal in its organization; bad input is refused naming the field', async () => {
    const client = await httpClient(writeKey);
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('save_deal');
      const saved = await client.callTool({ name: 'save_deal', arguments: { name: 'Saved by assistant', propertyId, strategyType: 'buy_hold', inputs: BUY_HOLD } });
      expect(saved.isError).toBeFalsy();
      const deal = jsonOf(saved);
      const read = await server.request({ method: 'GET', url: `/api/deals/${deal.id}`, token: owner.token });
      expect(read.statusCode).toBe(200);
      expect(Object.keys(deal.current.outputs).length).toBeGreaterThan(5);
      expect(read.data.current.outputs).toEqual(deal.current.outputs);
      expect((await server.request({ method: 'GET', url: `/api/deals/${deal.id}`, token: stranger.token })).statusCode).toBe(404);
      const bad = await client.callTool({ name: 'save_deal', arguments: { name: 'Bad', strategyType: 'buy_hold', inputs: { purchasePrice: -5, bogus: 1 } } });
      expect(bad.isError).toBe(true);
      expect(textOf(bad)).toContain('body.inputs.bogus');
    } finally {
      await client.close();
    }
  });

  it('refuses a session token, a revoked key and no key with 401 saying why; GET is 405', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const bySession = await server.request({ method: 'POST', url: '/api/mcp', token: owner.token, headers, payload: init });
    expect(bySession.statusCode).toBe(401);
    expect(bySession.data.message).toContain('API key');
    expect((await server.request({ method: 'POST', url: '/api/mcp', headers, payload: init })).statusCode).toBe(401);
    const revokedKey = await createKey(owner, 'read');
    const keys = await server.request({ method: 'GET', url: '/api/api-keys', token: owner.token });
    const id = keys.data.find((each: { prefix: string }) => each.prefix === revokedKey.slice(0, 12)).id;
    await server.request({ method: 'DELETE', url: `/api/api-keys/${id}`, token: owner.token });
    const revoked = await server.request({ method: 'POST', url: '/api/mcp', token: revokedKey, headers, payload: init });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.data.message).toContain('revoked');
    const get = await server.request({ method: 'GET', url: '/api/mcp', token: readKey });
    expect(get.statusCode).toBe(405);
    expect(get.headers['allow']).toBe('POST');
  });
});

describe('one Buy & Hold case through the engine package, the HTTP API and the MCP tool', () => {
  it('gives identical outputs all three ways', async () => {
    // The built package as npm ships it (dist), not the source the server runs on.
    const engine = createRequire(import.meta.url)('../../../engine/dist/index.cjs') as { calculateBuyHold: (input: unknown) => Record<string, unknown> };
    const fromPackage = engine.calculateBuyHold(BUY_HOLD);
    const overHttp = await fetch(`${server.baseUrl}/api/strategies/calculate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ strategyType: 'buy_hold', inputs: BUY_HOLD }),
    });
    expect(overHttp.status).toBe(200);
    const fromApi = ((await overHttp.json()) as { outputs: Record<string, unknown> }).outputs;
    const client = await httpClient(readKey);
    let fromMcp: Record<string, unknown>;
    try {
      fromMcp = jsonOf(await client.callTool({ name: 'calculate', arguments: { strategyType: 'buy_hold', inputs: BUY_HOLD } })).outputs;
    } finally {
      await client.close();
    }
    expect(Object.keys(fromPackage).length).toBeGreaterThan(5);
    expect(fromApi).toEqual(JSON.parse(JSON.stringify(fromPackage)));
    expect(fromMcp).toEqual(fromApi);
  });
});

describe('MCP over stdio (rei mcp)', () => {
  it('lists and calls the tools through the SDK client, scoped to the key’s organization', async () => {
    // PostgreSQL (DATABASE_URL set): the CLI opens the same scratch database beside this server.
    // PGlite: this process closes the folder first, then the CLI opens it.
    const databaseUrl = server.app.config.databaseUrl;
    if (!databaseUrl) {
      await server.close();
      serverClosed = true;
    }
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['bin/run.mjs', 'src/cli.ts', 'mcp'],
      cwd: packageRoot,
      env: { ...(process.env as Record<string, string>), REI_DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', REI_API_KEY: readKey, LOG_LEVEL: 'silent', NYC_LIVE: 'off' },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'rei-test', version: '1.0.0' });
    try {
      await client.connect(transport);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual(['calculate', 'list_deals', 'read_deal', 'read_public_record', 'search_address']);
      const listed = jsonOf(await client.callTool({ name: 'list_deals', arguments: {} }));
      const ids = listed.items.map((deal: { id: number }) => deal.id);
      expect(ids).toContain(ownDealId);
      expect(ids).not.toContain(strangerDealId);
      expect((await client.callTool({ name: 'read_deal', arguments: { id: strangerDealId } })).isError).toBe(true);
      const calculated = jsonOf(await client.callTool({ name: 'calculate', arguments: { strategyType: 'buy_hold', inputs: BUY_HOLD } }));
      const engine = createRequire(import.meta.url)('../../../engine/dist/index.cjs') as { calculateBuyHold: (input: unknown) => Record<string, unknown> };
      expect(calculated.outputs).toEqual(JSON.parse(JSON.stringify(engine.calculateBuyHold(BUY_HOLD))));
      const record = await client.callTool({ name: 'read_public_record', arguments: { bbl: SUBJECT_BBL } });
      expect(textOf(record)).toContain('Sources (NYC public records):');
    } catch (error) {
      throw new Error(`${String(error)}\nstderr of rei mcp:\n${stderr}`, { cause: error });
    } finally {
      await client.close();
    }
  }, TIMEOUT);
});
