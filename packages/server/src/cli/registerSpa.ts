import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { WEB_APP_CONTENT_SECURITY_POLICY, webAppContentSecurityPolicy } from '../security';

/** Name of the `<meta>` that carries the page's style nonce to the web app (read by the app's securityRuntime.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/** Vite's content-hashed build output: a file there never changes under its name. */
const HASHED_ASSETS = '/assets/';

/** A year, the longest cache a hashed asset gets (`immutable`: never revalidated). */
const ONE_YEAR_MS = 365 * 24 * 3_600_000;

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
 * Headers of a file of the build that `@fastify/static` does not set as we want: JavaScript as
 * `text/javascript` (RFC 9239; the library's mime table still says application/javascript), and
 * another HTML page of the build with the web app's policy instead of the API's.
 */
function fileHeaders(reply: FastifyReply, filePath: string): void {
  const extension = path.extname(filePath).toLowerCase();
  if (extension === '.js' || extension === '.mjs') void reply.header('content-type', 'text/javascript; charset=utf-8');
  if (extension === '.html') void reply.header('content-security-policy', WEB_APP_CONTENT_SECURITY_POLICY);
}

/**
 * Serves the built web app beside the API, with `@fastify/static`: a path with a file extension,
 * or under /assets/, is a file of `webDir` (hashed assets cached for a year as immutable, other
 * files revalidated; a missing one is a 404), every other GET is a client route answered with
 * index.html, and /api/* is left to the API (an unknown /api path stays a JSON 404). The page
 * gets the web app's Content Security Policy with a per-answer style nonce; the server's
 * security headers (security/securityHeaders.ts) add the others.
 */
export function registerSpa(app: FastifyInstance, webDir: string): void {
  const root = path.resolve(webDir);
  // `serve: false`: only `reply.sendFile`; the route below decides what is a file and what is the app.
  void app.register(fastifyStatic, { root, serve: false, index: false, setHeaders: fileHeaders });
  let indexHtml: Promise<string> | undefined;

  app.get('/*', async (request, reply) => {
    const pathname = `/${(request.params as { '*': string })['*']}`;
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (pathname.startsWith(HASHED_ASSETS) || (path.extname(pathname) !== '' && pathname !== '/index.html')) {
      // The path as sent (still percent-encoded): the library decodes it and keeps it inside `root`.
      const sent = request.url.split('?')[0] ?? pathname;
      return pathname.startsWith(HASHED_ASSETS)
        ? reply.sendFile(sent, { maxAge: ONE_YEAR_MS, immutable: true })
        : reply.header('cache-control', 'no-cache').sendFile(sent, { cacheControl: false });
    }
    // Read once; a failed read is tried again on the next request.
    indexHtml ??= readFile(path.join(root, 'index.html'), 'utf8').catch((error: unknown) => {
      indexHtml = undefined;
      throw error;
    });
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', webAppContentSecurityPolicy(nonce))
      .send(withStyleNonce(await indexHtml, nonce));
  });
}
