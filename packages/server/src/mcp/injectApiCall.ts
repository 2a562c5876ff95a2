import type { FastifyInstance } from 'fastify';
import { internalCallHeaders } from '../plugins/rateLimit';
import type { ApiCall } from './mcpServer';

/**
 * An `ApiCall` answered by the app itself (`app.inject`) with the caller's `Authorization`
 * header: the MCP tools go through the same routes, guards and key gate as any HTTP client.
 * `remoteAddress` keeps the caller's address for the log and the limits. Over HTTP the key's
 * limits counted the MCP request itself (`countedAlready`), so the call made for it is marked as
 * not to be counted again; over stdio nothing counted yet, and each call counts.
 */
export function injectApiCall(app: FastifyInstance, authorization: string, remoteAddress?: string, countedAlready = false): ApiCall {
  return async ({ method, url, query, body }) => {
    const answer = await app.inject({
      method,
      url,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
      headers: { authorization, ...(countedAlready ? internalCallHeaders() : {}) },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    let data: unknown;
    try {
      data = answer.body ? JSON.parse(answer.body) : null;
    } catch {
      data = { message: answer.body.slice(0, 500), code: 'NOT_JSON' };
    }
    return { status: answer.statusCode, data };
  };
}
