import type { Database } from '../db/client';
import { findSessionWithMemberships, type SessionMembership } from '../db/queries/sessions';
import type { OrganizationRole } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { SessionUser } from '../services/auth';
import { hashSessionToken } from './tokens';
import { API_KEY_PREFIX, apiKeyMembershipsOf, loadApiKeyUser } from '../services/apiKeys';

/**
 * The memberships read with each request's session (same statement, same moment). Keyed by the
 * request's own user object, so they live exactly as long as that request. The statement's
 * answer itself may be kept between requests only while it is what the database holds (see
 * `findSessionWithMemberships`).
 */
const membershipsOfUser = new WeakMap<SessionUser, readonly SessionMembership[]>();

/**
 * The user of a session token with their memberships, read in one statement, or null when the
 * token is unknown or expired. Runs on every authenticated request.
 */
export async function loadSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  // An API key (`rei_…`) acts as its creator in its organization only (services/apiKeys.ts).
  if (token.startsWith(API_KEY_PREFIX)) return loadApiKeyUser(db, token);
  const tokenHash = hashSessionToken(token);
  const row = await findSessionWithMemberships(db, tokenHash);
  if (!row) return null;
  const user: SessionUser = { id: row.id, email: row.email, fullName: row.fullName, role: row.role, isDemo: row.isDemo, tokenHash };
  membershipsOfUser.set(user, row.memberships);
  return user;
}

/** The memberships read with this request's session; undefined for a user object not made by `loadSessionUser`. */
export function sessionMembershipsOf(user: object): readonly SessionMembership[] | undefined {
  return membershipsOfUser.get(user as SessionUser) ?? apiKeyMembershipsOf(user);
}

/** Ids of the organizations where the caller's membership is accepted, from the session read (undefined when not read with it). */
export function acceptedOrganizationIdsOf(user: object): number[] | undefined {
  return sessionMembershipsOf(user)?.flatMap((m) => (m.accepted ? [m.organizationId] : []));
}

/**
 * The organization's portfolio version as read with this request's session, for an accepted
 * membership; undefined when the memberships were not read with the session.
 */
export function portfolioVersionOf(user: object, organizationId: number): number | undefined {
  return sessionMembershipsOf(user)?.find((m) => m.accepted && m.organizationId === organizationId)?.portfolioVersion;
}

export const ALL_ORGANIZATION_ROLES: readonly OrganizationRole[] = ['owner', 'admin', 'analyst'];

/**
 * The organization a request works in, decided from the memberships read with its session — the
 * same rules as `assertOrganizationRole` and `resolveOrganizationScope` (services), without another
 * query. `requested` named: not a member → 404, invitation pending → 403, role not in
 * `allowedRoles` → 403. None named: the oldest accepted membership where the caller is owner,
 * else the oldest accepted one; none accepted → 403.
 */
export function scopeFromMemberships(
  memberships: readonly SessionMembership[],
  requested: number | null | undefined,
  allowedRoles: readonly OrganizationRole[] = ALL_ORGANIZATION_ROLES,
): { organizationId: number; role: OrganizationRole } {
  if (requested != null) {
    const membership = memberships.find((m) => m.organizationId === requested);
    if (!membership) throw notFound('Organization not found');
    if (!membership.accepted) throw forbidden('Accept the invitation to this organization first.');
    if (!allowedRoles.includes(membership.role)) {
      throw forbidden(`This needs the organization role ${allowedRoles.join(' or ')}; you are ${membership.role}.`);
    }
    return { organizationId: requested, role: membership.role };
  }
  const accepted = memberships.filter((m) => m.accepted);
  const chosen = accepted.find((m) => m.role === 'owner') ?? accepted[0];
  if (!chosen) throw forbidden('You are not an accepted member of any organization. Create one or accept an invitation first.');
  return { organizationId: chosen.organizationId, role: chosen.role };
}
