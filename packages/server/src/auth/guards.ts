import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { OrganizationRole, SystemRole } from '../db/schema';
import { forbidden, unauthenticated } from '../errors';
import type { SessionUser } from '../services/auth';
import { assertOrganizationRole } from '../services/organizations';
import { assertFeature } from '../services/subscription';
import type { Feature } from '../services/tiers';
import type { Actor } from '../services/audit';
import { loadSessionUser, scopeFromMemberships, sessionMembershipsOf } from './session';
import { tokenFromRequest } from './tokens';
import { API_KEY_PREFIX, apiKeyUseOf, assertApiKeyMayCall } from '../services/apiKeys';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (and every guard after it). */
    sessionUser: SessionUser | null;
    /** Set by `requireOrganizationRole`: the caller's membership of the organization in the path. */
    organizationMembership: { organizationId: number; role: OrganizationRole } | null;
  }
}

/**
 * Authenticates the request from `Authorization: Bearer` or the `rei_session` cookie and
 * returns the user, or throws 401. Memoised per request, so guards can each call it. One
 * statement reads the session, the user and their memberships (see `loadSessionUser`).
 */
export async function authenticate(request: FastifyRequest): Promise<SessionUser> {
  let user = request.sessionUser;
  if (!user) {
    const token = tokenFromRequest(request.headers, request.cookies);
    user = token ? await loadSessionUser(request.server.db, token) : null;
  }
  if (!user) throw unauthenticated();
  // A key reaches only the routes and methods its scope opens, however the user was loaded.
  const keyUse = apiKeyUseOf(user);
  if (keyUse) assertApiKeyMayCall(request, keyUse);
  request.sessionUser = user;
  return user;
}

/**
 * Requests made with an API key (`Bearer rei_…`) are authenticated before their body is read:
 * a key that does not work, or a route it may not call, is answered 401/403 first, on every
 * route (public ones included), before any validation says anything about the body.
 */
export function registerApiKeyGate(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const token = tokenFromRequest(request.headers, {});
    if (token?.startsWith(API_KEY_PREFIX)) await authenticate(request);
  });
}

/** preHandler: 401 `{ message: 'Authentication required', code: 'UNAUTHENTICATED' }` without a valid session. */
export const requireUser: preHandlerAsyncHookHandler = async function requireUser(request: FastifyRequest) {
  await authenticate(request);
};

/** preHandler: the system role (users.role) must be one of `roles`, else 403. */
export function requireSystemRole(...roles: SystemRole[]): preHandlerAsyncHookHandler {
  return async function requireSystemRoleHook(request: FastifyRequest) {
    const user = await authenticate(request);
    if (!roles.includes(user.role)) {
      throw forbidden(roles.length === 1 && roles[0] === 'admin' ? 'Admin privileges required' : `This needs the system role ${roles.join(' or ')}.`);
    }
  };
}

/**
 * preHandler: the caller must be an accepted member of the organization whose id is in the
 * path parameter `param` (default `id`), with one of `roles` (default: any role). Not a
 * member → 404; pending invitation or role too low → 403.
 */
export function requireOrganizationRole(roles?: readonly OrganizationRole[], param = 'id'): preHandlerAsyncHookHandler {
  return async function requireOrganizationRoleHook(request: FastifyRequest) {
    const user = await authenticate(request);
    const organizationId = Number((request.params as Record<string, unknown>)[param]);
    const memberships = sessionMembershipsOf(user);
    request.organizationMembership = memberships
      ? scopeFromMemberships(memberships, organizationId, roles)
      : await assertOrganizationRole(request.server.db, user.id, organizationId, roles);
  };
}

/**
 * Writes the shared demo account may still make: signing out, and work that only derives
 * from data already there (cash-flow audit runs, AI summaries within the demo plan's quota).
 */
const DEMO_ACCOUNT_WRITES: ReadonlySet<string> = new Set([
  'POST /api/auth/logout',
  'POST /api/cash-flow-audit/organization',
  'POST /api/cash-flow-audit/property/:propertyId',
  'POST /api/ai-summaries',
]);

export const DEMO_ACCOUNT_READ_ONLY =
  'The demo account is shared by everyone trying REI, so it is read-only: look around and run the calculators, and register your own account to save properties, teams or settings.';

/**
 * The shared demo account is read-only, by one rule for every route: its login is published,
 * so anything it stored — a property, an organization, a new password, a plan — would change
 * what every visitor sees. A state-changing request made with the demo account's session is
 * refused (403) unless its route is in `DEMO_ACCOUNT_WRITES`; reads are untouched.
 */
export function registerDemoAccountLock(app: FastifyInstance): void {
  const refuseDemoWrites = async (request: FastifyRequest) => {
    if (DEMO_ACCOUNT_WRITES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const token = tokenFromRequest(request.headers, request.cookies);
    if (!token) return;
    const user = request.sessionUser ?? (await loadSessionUser(request.server.db, token));
    if (!user) return;
    request.sessionUser = user;
    if (user.isDemo) throw forbidden(DEMO_ACCOUNT_READ_ONLY);
  };
  // A plain callback, so that reads (most requests) pass without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return done();
    refuseDemoWrites(request).then(() => done(), done);
  });
}

/** preHandler: the caller's plan must include `feature`, else 403 `{ code: 'TIER_LIMIT' }`. */
export function requireFeature(feature: Feature): preHandlerAsyncHookHandler {
  return async function requireFeatureHook(request: FastifyRequest) {
    const user = await authenticate(request);
    await assertFeature(request.server.db, user.id, feature);
  };
}

/** The authenticated user of a request that passed `requireUser` (throws 401 otherwise). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthenticated();
  return request.sessionUser;
}

/** The actor passed to services for auditing: user id and client address. */
export function actorOf(request: FastifyRequest): Actor {
  return { userId: currentUser(request).id, ip: request.ip ?? null };
}

/** preHandler: the caller must be an API key (`Bearer rei_…`), not a browser session; 401 saying so otherwise. */
export const requireApiKey: preHandlerAsyncHookHandler = async function requireApiKey(request: FastifyRequest) {
  const user = await authenticate(request);
  if (!apiKeyUseOf(user)) throw unauthenticated('This endpoint takes an API key: send Authorization: Bearer rei_… (Settings → API keys, Hunter plan).');
};
