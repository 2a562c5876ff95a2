/**
 * POST /api/mcp — the MCP server over Streamable HTTP, for an API key (`Authorization: Bearer
 * rei_…`). Stateless: every POST gets its own server and transport and is answered as JSON, so
 * any instance answers any message and nothing is held between requests. The tools call the API
 * with the same key (mcp/mcpServer.ts). GET (a server-to-client stream) and DELETE (ending a
 * session) have nothing to do without sessions: 405, as the transport's specification allows.
 */
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { currentUser, requireApiKey } from '../auth/guards';
import { errorResponseSchema } from '../contract';
import { ApiError, ERROR_CODES } from '../errors';
import { injectApiCall } from '../mcp/injectApiCall';
import { reiMcpServer } from '../mcp/mcpServer';
import { apiKeyUseOf } from '../services/apiKeys';
import { ENGINE_VERSION } from '../services/engine';
import type { RoutePlugin } from './plugin';

/** The request headers the transport reads. */
const TRANSPORT_HEADERS = ['accept', 'content-type', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

/** One JSON-RPC message or a batch of them; the transport checks the rest. */
const mcpMessageBodySchema = z.union([z.record(z.string(), z.unknown()), z.array(z.record(z.string(), z.unknown()))]);

export const mcpRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/mcp',
    { schema: { body: mcpMessageBodySchema, response: { 200: mcpMessageBodySchema, 401: errorResponseSchema } }, preHandler: [requireApiKey] },
    async (request, reply) => {
      const use = apiKeyUseOf(currentUser(request))!;
      const server = reiMcpServer({
        call: injectApiCall(app, request.headers.authorization ?? '', request.ip, true),
        scope: use.scope,
        version: ENGINE_VERSION,
      });
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      try {
        const headers = new Headers();
        for (const name of TRANSPORT_HEADERS) {
          const value = request.headers[name];
          if (typeof value === 'string') headers.set(name, value);
        }
        const body = JSON.stringify(request.body);
        const answer = await transport.handleRequest(new Request(`http://localhost${request.url}`, { method: 'POST', headers, body }), { parsedBody: request.body });
        const text = await answer.text();
        // The transport's answer as it wrote it (JSON-RPC, or an empty 202 for a notification).
        const plain = reply as unknown as FastifyReply;
        void plain.code(answer.status);
        answer.headers.forEach((value, name) => {
          if (name !== 'content-length') void plain.header(name, value);
        });
        return plain.send(text === '' ? undefined : text);
      } finally {
        await server.close();
      }
    },
  );

  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: '/api/mcp',
      schema: { response: { 405: errorResponseSchema } },
      preHandler: [requireApiKey],
      handler: async () => {
        throw new ApiError(405, ERROR_CODES.methodNotAllowed, 'This MCP endpoint is stateless: send every message as a POST (JSON answers, no sessions or streams).', undefined, { allow: 'POST' });
      },
    });
  }
};
