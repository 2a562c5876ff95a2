import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORGANIZATION_HEADER } from '../contract/appRequest';
import { currentUser } from '../auth/guards';
import { loadSessionUser, scopeFromMemberships, sessionMembershipsOf } from '../auth/session';
import { tokenFromRequest } from '../auth/tokens';
import { apiKeyUseOf, assertApiKeyMayCall } from '../services/apiKeys';
import { badRequest } from '../errors';
import type { SessionUser } from '../services/auth';
import { resolveOrganizationScope, type OrganizationScope } from '../services/organizationScope';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The organization this request works in and the caller's role there (see
     * `registerOrganizationScope`). Resolved once per request; needs a signed-in caller.
     */
    organizationScope(): Promise<OrganizationScope>;
  }
}

/** The organization header as Node spells it (header names arrive lower-cased). */
const ORGANIZATION_HEADER_KEY = ORGANIZATION_HEADER.toLowerCase();

/**
 * The organization id a request asks for: the `X-Organization-Id` header or an
 * `organizationId` query/body value (already validated by the contract). Both present and
 * different → 400. Neither → undefined (the caller's own organization is used).
 */
export function requestedOrganizationId(request: FastifyRequest, fromQueryOrBody?: number | null): number | undefined {
  const header = request.headers[ORGANIZATION_HEADER_KEY];
  const headerText = Array.isArray(header) ? header[0] : header;
  let fromHeader: number | undefined;
  if (headerText !== undefined && headerText.trim() !== '') {
    const value = Number(headerText.trim());
    if (!Number.isInteger(value) || value <= 0 || value > 2_147_483_647) {
      throw badRequest(`${ORGANIZATION_HEADER} must be a positive whole number`, { [`headers.${ORGANIZATION_HEADER_KEY}`]: 'Must be a positive whole number' });
    }
    fromHeader = value;
  }
  if (fromHeader !== undefined && fromQueryOrBody != null && fromHeader !== fromQueryOrBody) {
    throw badRequest(`${ORGANIZATION_HEADER} and organizationId name different organizations`, {
      [`headers.${ORGANIZATION_HEADER_KEY}`]: 'Does not match organizationId',
    });
  }
  return fromHeader ?? fromQueryOrBody ?? undefined;
}

/**
 * The signed-in user when the request carries a valid session, else null. For public
 * routes (property search, address suggestions): a missing or expired token is treated
 * as a visitor, never as an error.
 */
export async function optionalUser(request: FastifyRequest): Promise<SessionUser | null> {
  if (request.sessionUser) return request.sessionUser;
  const token = tokenFromRequest(request.headers, request.cookies);
  if (!token) return null;
  const user = await loadSessionUser(request.server.db, token);
  const keyUse = user ? apiKeyUseOf(user) : undefined;
  if (keyUse) assertApiKeyMayCall(request, keyUse);
  request.sessionUser = user;
  return user;
}

/** The validated `organizationId` of a query or body, when the route's schema has one. */
function organizationIdField(part: unknown): number | null | undefined {
  if (part === null || typeof part !== 'object' || !('organizationId' in part)) return undefined;
  const value = (part as { organizationId?: unknown }).organizationId;
  return typeof value === 'number' ? value : undefined;
}

const resolvedScopes = new WeakMap<FastifyRequest, Promise<OrganizationScope>>();

/**
 * Gives every request `request.organizationScope()`: the one way a route learns which
 * organization it works in. It reads the `X-Organization-Id` header and the validated
 * `organizationId` of the query or body (400 when they name different organizations, or when
 * the header is not a positive whole number), then checks the caller's membership: not a
 * member → 404, invitation pending → 403, none named → the caller's own organization. The
 * answer is kept for the rest of the request. Call it from a route behind `requireUser`. The
 * memberships are those read with the session in the same statement, so this costs no query.
 *
 * @example
 * app.get('/api/portfolio', { preHandler: [requireUser] }, async (request) =>
 *   listPortfolio(app.db, await request.organizationScope()));
 */
export function registerOrganizationScope(app: FastifyInstance): void {
  app.decorateRequest('organizationScope', function organizationScope(this: FastifyRequest): Promise<OrganizationScope> {
    let scope = resolvedScopes.get(this);
    if (!scope) {
      const user = currentUser(this);
      const fromQueryOrBody = organizationIdField(this.query) ?? organizationIdField(this.body);
      const memberships = sessionMembershipsOf(user);
      // The memberships came with the session (same statement); without them, ask the database.
      scope = (async () => {
        const requested = requestedOrganizationId(this, fromQueryOrBody);
        return memberships ? scopeFromMemberships(memberships, requested) : resolveOrganizationScope(this.server.db, user.id, requested);
      })();
      resolvedScopes.set(this, scope);
    }
    return scope;
  });
}
