import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../auth/tokens';
import { APP_REQUEST_HEADER } from '../contract/appRequest';
import { ApiError, ERROR_CODES } from '../errors';

// The header the app adds to every API call (declared in the contract, which the app reads). A
// cross-site HTML form cannot set a header, and a cross-site script can only do so after a CORS
// preflight this API never grants.
export { APP_REQUEST_HEADER };

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function csrfRefused(message: string): ApiError {
  return new ApiError(403, ERROR_CODES.csrf, message);
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** True when the request carries `Authorization: Bearer …`; such a token is never sent by a browser on its own. */
function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
}

/**
 * True when an `Origin` header names the host (and port) the request was sent to. The scheme
 * is not compared: behind a proxy that ends TLS the server sees http while the browser wrote
 * https, and a page on the same host under the other scheme is not another site.
 */
function isOwnOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    return new URL(origin).host === new URL(`http://${request.host}`).host;
  } catch {
    return false; // 'null' (sandboxed frames, some redirects) or garbage
  }
}

/**
 * The rule against cross-site request forgery: a state-changing request (POST, PUT, PATCH,
 * DELETE) that would be authenticated by the session cookie alone — no bearer token — must
 *  - not come from another origin: an `Origin` header, when present, must name this server's host;
 *  - prove it was sent by script on our own pages: `Content-Type: application/json` or the
 *    `X-REI-Request` header, neither of which a cross-site form can send.
 * Otherwise 403 `{ code: 'CSRF' }`. Requests without the cookie (sign-in, webhooks, bearer
 * clients) are not affected: a forged request without it authenticates nobody.
 */
export function assertNotCrossSiteForgery(request: FastifyRequest): void {
  if (!STATE_CHANGING_METHODS.has(request.method)) return;
  if (hasBearerToken(request)) return;
  if (!request.cookies?.[SESSION_COOKIE]) return;

  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(origin, request)) {
    throw csrfRefused(`Refused a signed-in request sent from another site (${origin.slice(0, 200)}). Use REI at ${request.host}.`);
  }
  if (mediaType(request.headers['content-type']) === 'application/json') return;
  if (request.headers[APP_REQUEST_HEADER.toLowerCase()] !== undefined) return;
  throw csrfRefused(
    'Refused a cookie-authenticated change that did not come from the REI app: send JSON (Content-Type: application/json), the X-REI-Request: 1 header, or an Authorization: Bearer token.',
  );
}

/** Checks every request with `assertNotCrossSiteForgery` before its body is read. */
export function registerCsrfProtection(app: FastifyInstance): void {
  // A plain callback, not an async function: it runs on every request and never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      assertNotCrossSiteForgery(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
