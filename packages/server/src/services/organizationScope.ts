import type { Database } from '../db/client';
import { acceptedMemberships, acceptedRoleIn } from '../db/queries/organizations';
import type { OrganizationRole } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { assertOrganizationRole } from './organizations';
import { acceptedOrganizationIdsOf } from '../auth/session';
import { apiKeyUseOf } from './apiKeys';

/** The organization a request works in, and the caller's role there. */
export interface OrganizationScope {
  readonly organizationId: number;
  readonly role: OrganizationRole;
}

/**
 * The caller's selected organization. `requested` (from the `X-Organization-Id` header or an
 * `organizationId` query/body field) must name an organization where the caller's membership
 * is accepted: not a member → 404, invitation pending → 403. Without one, the caller's own
 * organization: the oldest accepted membership where they are owner, else the oldest
 * accepted one. No accepted membership at all → 403.
 */
export async function resolveOrganizationScope(db: Database, userId: number, requested?: number | null): Promise<OrganizationScope> {
  if (requested != null) return assertOrganizationRole(db, userId, requested);
  const accepted = await acceptedMemberships(db, userId);
  const chosen = accepted.find((m) => m.role === 'owner') ?? accepted[0];
  if (!chosen) throw forbidden('You are not an accepted member of any organization. Create one or accept an invitation first.');
  return chosen;
}

/** Organization ids where the caller's membership is accepted. */
export async function memberOrganizationIds(db: Database, userId: number): Promise<number[]> {
  return (await acceptedMemberships(db, userId)).map((m) => m.organizationId);
}

/** The caller's accepted role in `organizationId`, or a 404 that reveals nothing about it. */
export async function requireRoleIn(db: Database, userId: number, organizationId: number, notFoundMessage: string): Promise<OrganizationRole> {
  const role = await acceptedRoleIn(db, userId, organizationId);
  if (!role) throw notFound(notFoundMessage);
  return role;
}

/**
 * The organizations a viewer may read in: for a request made with an API key, the key's
 * organization only; otherwise every organization where their membership is accepted (from the
 * session read when there is one). Every "which organizations can this caller see" question
 * goes through here, so a key never reaches past its organization.
 */
export async function viewerOrganizationIds(db: Database, viewer: { readonly id: number }): Promise<number[]> {
  const key = apiKeyUseOf(viewer);
  if (key) return [key.organizationId];
  return acceptedOrganizationIdsOf(viewer) ?? memberOrganizationIds(db, viewer.id);
}

/** The viewer's accepted role in `organizationId`, or null; an API key has none outside its organization. */
export async function viewerRoleIn(db: Database, viewer: { readonly id: number }, organizationId: number): Promise<OrganizationRole | null> {
  const key = apiKeyUseOf(viewer);
  if (key && key.organizationId !== organizationId) return null;
  return (await acceptedRoleIn(db, viewer.id, organizationId)) ?? null;
}
