/**
 * GET /api/docs — the API reference, rendered in the browser by Scalar's standalone bundle
 * (`@scalar/api-reference`) from GET /api/openapi.json. Everything is served from this server:
 * the bundle, the start script (no inline script) and the document; the page has its own
 * narrow Content Security Policy (security/securityHeaders.ts).
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { API_DOCS_CONTENT_SECURITY_POLICY } from '../security/securityHeaders';
import type { RoutePlugin } from './plugin';

/** The renderer's browser bundle inside the installed package. */
const SCALAR_BUNDLE = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>REI API reference</title>
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/scalar.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>
`;

// Fonts: the system's (the default would load them from the renderer's CDN); no proxy, no telemetry,
// and none of the renderer's hosted extras (its AI chat and MCP generator call its own servers).
const START = `Scalar.createApiReference('#api-reference', {
  url: '/api/openapi.json',
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  metaData: { title: 'REI API reference' },
});
`;

export const apiDocsRoutes: RoutePlugin = async (app) => {
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('content-security-policy', API_DOCS_CONTENT_SECURITY_POLICY).header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/api/docs/start.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(START));
  app.get('/api/docs/scalar.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(createReadStream(SCALAR_BUNDLE)),
  );
};
