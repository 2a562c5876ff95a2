/**
 * API keys (contract/apiKeys.ts): made by an organization's owner or admin on the Hunter plan,
 * shown once, stored as their SHA-256. A key authenticates as its creator working in the key's
 * organization only, with the key's scope, on the routes `API_KEY_ROUTES` opens to software.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ApiKeyCreateBody, ApiKeyCreatedResponse, ApiKeyResponse } from '../contract';
import type { Database } from '../db/client';
import { findApiKeyByHash, insertApiKey, listApiKeysOf, revokeApiKey, touchApiKey, type ApiKeyRow } from '../db/queries/apiKeys';
import type { SessionMembership } from '../db/queries/sessions';
import type { OrganizationRole } from '../db/schema';
import { forbidden, notFound, unauthenticated } from '../errors';
import { hashSessionToken } from '../auth/tokens';
import type { SessionUser } from './auth';
import { writeAuditLog, AUDIT_OUTCOMES, type Actor } from './audit';
import type { OrganizationScope } from './organizationScope';
import { assertFeature, effectiveTierOf } from './subscription';
import { hasFeature } from './tiers';

/** Every key starts with this, so a leaked one is recognisable (secret scanners) and never taken for a session token. */
export const API_KEY_PREFIX = 'rei_';
const KEY_NOT_FOUND = 'API key not found';

/** What a key-authenticated request carries beside its user. */
export interface ApiKeyUse {
  readonly id: number;
  readonly organizationId: number;
  readonly scope: 'read' | 'read_write';
}

/**
 * The routes software may call with a key: the organization's data and analyses. Accounts,
 * sign-in, billing, plans, organizations and their members, administration and the keys
 * themselves stay with people signed in to the app (403 naming why).
 */
const API_KEY_ROUTES: readonly RegExp[] = [
  /^\/api\/properties(\/|$)/,
  /^\/api\/deals(\/|$)/,
  /^\/api\/strategies(\/|$)/,
  /^\/api\/portfolio(\/|$)/,
  /^\/api\/reports(\/|$)/,
  /^\/api\/share-links(\/|$)/,
  /^\/api\/nyc(\/|$)/,
  /^\/api\/owners(\/|$)/,
  /^\/api\/neighborhood(\/|$)/,
  /^\/api\/legal-status(\/|$)/,
  /^\/api\/cash-flow-audit(\/|$)/,
  /^\/api\/ai-summaries(\/|$)/,
  /^\/api\/addresses(\/|$)/,
  /^\/api\/mcp$/,
];

/**
 * POST routes that store nothing, which a `read` key may call: a calculator run, and the MCP
 * endpoint (every MCP message is a POST; its write tool is offered to `read_write` keys only).
 */
const COMPUTE_ONLY_POSTS: ReadonlySet<string> = new Set(['/api/strategies/calculate', '/api/mcp']);

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Keys carry their use in a side table keyed by the request's own user object. */
const keyUseOfUser = new WeakMap<SessionUser, ApiKeyUse>();
const membershipsOfKeyUser = new WeakMap<SessionUser, readonly SessionMembership[]>();

export function apiKeyUseOf(user: object): ApiKeyUse | undefined {
  return keyUseOfUser.get(user as SessionUser);
}

export function apiKeyMembershipsOf(user: object): readonly SessionMembership[] | undefined {
  return membershipsOfKeyUser.get(user as SessionUser);
}

/** Whether an API key may call routes under this path pattern (`/api/deals/:id`), whatever its scope. */
export function apiKeyMayCallRoute(route: string): boolean {
  return API_KEY_ROUTES.some((pattern) => pattern.test(route));
}

/**
 * 403 unless a key may call this route: one of `API_KEY_ROUTES`, and with a `read` key only a
 * read (GET). The route pattern decides, never the raw URL.
 */
export function assertApiKeyMayCall(request: FastifyRequest, use: ApiKeyUse): void {
  const route = request.routeOptions.url ?? request.url;
  if (!apiKeyMayCallRoute(route)) {
    throw forbidden(`API keys cannot call ${request.method} ${route}: accounts, billing, organizations, administration and API keys are managed by a person signed in to REI.`);
  }
  if (use.scope === 'read' && !READ_METHODS.has(request.method) && !(request.method === 'POST' && COMPUTE_ONLY_POSTS.has(route))) {
    throw forbidden(`This API key is read-only (scope 'read'): ${request.method} ${route} needs a key with scope 'read_write'.`);
  }
}

/** Why a stored key does not authenticate now, or null when it does. */
async function suspension(db: Database, key: ApiKeyRow, role: OrganizationRole | null, now = Date.now()): Promise<{ status: ApiKeyResponse['status']; reason: string } | null> {
  if (key.revokedAt) return { status: 'revoked', reason: `This API key was revoked on ${key.revokedAt.toISOString().slice(0, 10)}.` };
  if (key.expiresAt && key.expiresAt.getTime() <= now) return { status: 'expired', reason: `This API key expired on ${key.expiresAt.toISOString().slice(0, 10)}.` };
  if (role === null) return { status: 'suspended', reason: 'This API key is suspended: the person who created it is no longer a member of its organization. Create a new key.' };
  if (!hasFeature(await effectiveTierOf(db, key.createdBy), 'api_access')) {
    return { status: 'suspended', reason: 'This API key is suspended: API access comes with the Hunter plan, and the plan of the person who created it no longer includes it. It works again once the plan does.' };
  }
  return null;
}

/**
 * The user a `rei_…` key acts as: its creator, working only in the key's organization with their
 * role there. Null for an unknown key (the plain 401); a revoked, expired or suspended key is a
 * 401 that says which. Read from the database on every request, so revoking is seen at once.
 */
export async function loadApiKeyUser(db: Database, key: string): Promise<SessionUser | null> {
  const keyHash = hashSessionToken(key);
  const row = await findApiKeyByHash(db, keyHash);
  if (!row) return null;
  const refused = await suspension(db, row.key, row.role);
  if (refused) throw unauthenticated(refused.reason);
  // At most one write a minute per key, decided from the row already read: a write on every call
  // would also empty the embedded database's read cache on every API request.
  const lastUsed = row.key.lastUsedAt?.getTime() ?? 0;
  if (Date.now() - lastUsed > 60_000) await touchApiKey(db, row.key.id);
  const user: SessionUser = { ...row.user, tokenHash: keyHash };
  keyUseOfUser.set(user, { id: row.key.id, organizationId: row.key.organizationId, scope: row.key.scope });
  membershipsOfKeyUser.set(user, [{ organizationId: row.key.organizationId, role: row.role!, accepted: true, portfolioVersion: row.portfolioVersion }]);
  return user;
}

function assertManager(scope: OrganizationScope): void {
  if (scope.role !== 'owner' && scope.role !== 'admin') throw forbidden('Only an owner or admin of the organization manages its API keys.');
}

async function toResponse(db: Database, key: ApiKeyRow, creatorName: string | null): Promise<ApiKeyResponse> {
  const role = creatorName === null ? null : await creatorRole(db, key);
  const refused = await suspension(db, key, role);
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    prefix: key.prefix,
    createdBy: creatorName === null ? null : { id: key.createdBy, name: creatorName },
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    status: refused?.status ?? 'active',
  };
}

async function creatorRole(db: Database, key: ApiKeyRow): Promise<OrganizationRole | null> {
  const row = await findApiKeyByHash(db, key.keyHash);
  return row?.role ?? null;
}

/** POST /api/api-keys: owner or admin, Hunter plan; the key is in this answer only. */
export async function createApiKey(db: Database, actor: Actor, scope: OrganizationScope, body: ApiKeyCreateBody): Promise<ApiKeyCreatedResponse> {
  assertManager(scope);
  await assertFeature(db, actor.userId, 'api_access');
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertApiKey(db, {
    organizationId: scope.organizationId,
    createdBy: actor.userId,
    name: body.name,
    scope: body.scope,
    prefix: key.slice(0, 12),
    keyHash: hashSessionToken(key),
    expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  });
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action: 'api_key.create',
    resourceType: 'api_key',
    resourceId: row.id,
    organizationId: scope.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { name: row.name, scope: row.scope, prefix: row.prefix },
    ip: actor.ip,
  });
  const listed = (await listApiKeysOf(db, scope.organizationId)).find((each) => each.key.id === row.id);
  return { ...(await toResponse(db, row, listed?.creatorName ?? null)), key };
}

/** GET /api/api-keys: the selected organization's keys, owner or admin. */
export async function listApiKeys(db: Database, scope: OrganizationScope): Promise<ApiKeyResponse[]> {
  assertManager(scope);
  const rows = await listApiKeysOf(db, scope.organizationId);
  return Promise.all(rows.map((row) => toResponse(db, row.key, row.creatorName)));
}

/** DELETE /api/api-keys/{id}: revoked at once; another organization's key is 404. */
export async function revokeOrganizationApiKey(db: Database, actor: Actor, scope: OrganizationScope, id: number): Promise<{ revoked: true }> {
  assertManager(scope);
  if (!(await revokeApiKey(db, scope.organizationId, id))) throw notFound(KEY_NOT_FOUND);
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action: 'api_key.revoke',
    resourceType: 'api_key',
    resourceId: id,
    organizationId: scope.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    ip: actor.ip,
  });
  return { revoked: true };
}

/**
 * Attributes a write made with a key in the audit log (reads are counted by `lastUsedAt`): which
 * key, the route and the answer's status.
 */
export async function auditApiKeyWrite(db: Database, request: FastifyRequest, statusCode: number): Promise<void> {
  const user = request.sessionUser;
  const use = user ? apiKeyUseOf(user) : undefined;
  // A compute-only POST writes nothing; the writes an MCP tool makes reach their own route and are audited there.
  if (!user || !use || READ_METHODS.has(request.method) || COMPUTE_ONLY_POSTS.has(request.routeOptions.url ?? '')) return;
  await writeAuditLog(db, {
    actorUserId: user.id,
    action: 'api_key.request',
    resourceType: 'api_key',
    resourceId: use.id,
    organizationId: use.organizationId,
    outcome: statusCode < 400 ? AUDIT_OUTCOMES.success : statusCode === 403 ? AUDIT_OUTCOMES.denied : AUDIT_OUTCOMES.failure,
    detail: { method: request.method, route: request.routeOptions.url ?? null, status: statusCode },
    ip: request.ip ?? null,
  });
}
