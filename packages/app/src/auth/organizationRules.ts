import type { Membership } from '@rei/server/contract';

/**
 * The organization in use: the stored selection when it is an accepted membership, else the
 * first accepted membership, else none; pending invitations are never current (spec 1 §4).
 */
export function currentOrganization(memberships: readonly Membership[], storedId: number | null): Membership | null {
  const accepted = memberships.filter((membership) => membership.acceptedAt);
  return accepted.find((membership) => membership.organizationId === storedId) ?? accepted[0] ?? null;
}

