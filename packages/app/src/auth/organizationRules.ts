import type { Membership } from '@rei/server/contract';

/** Picks the current organization (spec 1 §4). */
export function currentOrganization(memberships: readonly Membership[], storedId: number | null): Membership | null {
  const accepted = memberships.filter((membership) => membership.acceptedAt);
  return accepted.find((membership) => membership.organizationId === storedId) ?? accepted[0] ?? null;
}

