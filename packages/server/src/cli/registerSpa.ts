import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { webAppContentSecurityPolicy } from '../security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Name of the `<meta>` that carries the page's style nonce to the web app (read by the app's securityRuntime.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * index.html with a fresh style nonce: a `<meta name="csp-nonce">` at the top of `<head>`,
 * for the library that adds `<style>` elements at run time; the same nonce goes into the
 * page's Content Security Policy, so only this page's own script can use it.
 */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="${CSP_NONCE_META}" content="${nonce}" />`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
  return /^<!doctype html>/i.test(html) ? html.replace(/^<!doctype html>/i, (doctype) => `${doctype}${meta}`) : `${meta}${html}`;
}

/**
 * Serves the built web app beside the API: files from `webDir` (hashed assets cached for a
 * year), every other GET answered with index.html so client routes load, and /api/* left to
 * the API (an unknown /api path stays a JSON 404). The page gets the web app's Content Security
 * Policy with a per-answer style nonce; the server's hooks add the other hardening headers.
 */
export function registerSpa(app: FastifyInstance, webDir: string): void {
  const root = path.resolve(webDir);
  const cache = new Map<string, Buffer>();
  const read = async (file: string): Promise<Buffer> => {
    const hit = cache.get(file);
    if (hit) return hit;
    const body = await readFile(file);
    cache.set(file, body);
    return body;
  };
  const indexFile = path.join(root, 'index.html');

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    const candidate = path.resolve(root, `.${pathname}`);
    if (candidate.startsWith(root + path.sep) && candidate !== indexFile) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) {
        const type = CONTENT_TYPES[path.extname(candidate).toLowerCase()] ?? 'application/octet-stream';
        const immutable = pathname.startsWith('/assets/');
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .send(await read(candidate));
      }
      // A missing asset is a 404, not the app page.
      if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
        return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
      }
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', webAppContentSecurityPolicy(nonce))
      .send(withStyleNonce((await read(indexFile)).toString('utf8'), nonce));
  });
}
