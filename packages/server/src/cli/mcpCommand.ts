import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { buildApp } from '../app';
import type { ServerConfig } from '../config';
import { openDatabase } from '../db/client';
import { injectApiCall } from '../mcp/injectApiCall';
import { reiMcpServer } from '../mcp/mcpServer';
import { prepareDatabase } from '../server';
import { API_KEY_PREFIX, apiKeyUseOf, loadApiKeyUser } from '../services/apiKeys';
import { ENGINE_VERSION } from '../services/engine';

/**
 * `rei mcp [--key rei_…]` (or REI_API_KEY): the MCP server on stdin/stdout for an assistant that
 * starts it as a local process. It opens the database of this installation (REI_DATA_DIR or
 * DATABASE_URL) and answers every tool through the app's own routes with the key, exactly as
 * POST /api/mcp does. The embedded database opens in one process at a time: while `rei start`
 * serves the same folder, point the assistant at http://…/api/mcp instead.
 */
export async function mcpCommand(args: readonly string[], config: ServerConfig): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { key: { type: 'string' } } });
  const key = (values.key ?? config.mcpApiKey ?? '').trim();
  if (!key.startsWith(API_KEY_PREFIX)) throw new Error(`rei mcp needs an API key (${API_KEY_PREFIX}…): --key or REI_API_KEY. Make one in the app under Team → API keys (Hunter plan).`);
  // stdout carries the protocol: anything a library prints goes to stderr.
  console.log = console.error;
  console.info = console.error;
  const database = await openDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind, logger: false });
  await app.ready();
  const close = async () => {
    await app.close();
    await database.close();
  };
  try {
    const user = await loadApiKeyUser(database.db, key);
    if (!user) throw new Error('rei mcp: this API key is not known to this installation.');
    const server = reiMcpServer({ call: injectApiCall(app, `Bearer ${key}`), scope: apiKeyUseOf(user)!.scope, version: ENGINE_VERSION });
    const transport = new StdioServerTransport();
    const closed = new Promise<void>((resolve) => {
      transport.onclose = resolve;
      process.stdin.once('end', resolve);
      process.once('SIGTERM', resolve);
      process.once('SIGINT', resolve);
    });
    await server.connect(transport);
    console.error(`REI MCP server on stdio (key ${key.slice(0, 12)}…, scope ${apiKeyUseOf(user)!.scope}).`);
    await closed;
    await server.close();
  } finally {
    await close();
  }
}
