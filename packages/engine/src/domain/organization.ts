/** Roles inside an organization, most powerful first. */
export const ORG_ROLES = ['owner', 'admin', 'analyst'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];

/** Roles that may be given by invitation (nobody is invited as owner). */
export const INVITABLE_ORG_ROLES = ['analyst', 'admin'] as const;
export type InvitableOrgRole = (typeof INVITABLE_ORG_ROLES)[number];

/** Longest organization name, in characters (after trimming). */
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

/**
 * Why an organization name cannot be used, or null when it can: it must hold something
 * besides spaces and be at most `ORGANIZATION_NAME_MAX_LENGTH` characters once trimmed.
 *
 * @example
 * organizationNameProblem('  ') // 'Organization name is required'
 * organizationNameProblem('Halsey Capital') // null
 */
export function organizationNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Organization name is required';
  if (trimmed.length > ORGANIZATION_NAME_MAX_LENGTH) return `Organization name must be at most ${ORGANIZATION_NAME_MAX_LENGTH} characters`;
  return null;
}

/** One of the signed-in user's organizations. Counts only once `acceptedAt` is set. */
export interface OrganizationMembership {
  organizationId: number;
  organizationName: string;
  role: OrgRole;
  /** ISO 8601; empty for a pending invitation. */
  acceptedAt?: string | null | undefined;
}

/** A member row of the Team Management page. Empty `acceptedAt` = pending invitation. */
export interface OrganizationMember {
  id: number;
  userId: number;
  role: OrgRole;
  acceptedAt?: string | null | undefined;
  /** `username` is the email's part before the at-sign (the spec's field); `fullName` is the name the person gave. */
  user: { username?: string | null | undefined; email: string; fullName?: string | null | undefined };
}

/** Team actions that depend on the organization role. */
export const ORG_ACTIONS = ['invite', 'remove', 'manage'] as const;
export type OrgAction = (typeof ORG_ACTIONS)[number];

/**
 * Whether an organization role may perform a team action. Owners and admins may invite,
 * remove and manage the team; analysts may do none of these.
 *
 * @example
 * orgRoleCan('admin', 'invite') // true
 * orgRoleCan('analyst', 'remove') // false
 */
export function orgRoleCan(role: OrgRole | null | undefined, action: OrgAction): boolean {
  void action; // today every team action needs the same roles
  return role === 'owner' || role === 'admin';
}

/**
 * Whether `actorRole` may remove a member whose role is `targetRole`: the actor must be
 * allowed to remove, and owners are never removable.
 */
export function canRemoveMember(actorRole: OrgRole | null | undefined, targetRole: OrgRole): boolean {
  return orgRoleCan(actorRole, 'remove') && targetRole !== 'owner';
}

/**
 * The roles `actorRole` may give a member whose role is `targetRole` (the target's own role
 * included, as the current choice), or [] when the actor may not change it. Owners give any role
 * (giving `owner` is an ownership transfer); admins change admins and analysts only, never to or
 * from owner; analysts change nobody.
 *
 * @example
 * assignableRoles('admin', 'analyst') // ['admin', 'analyst']
 * assignableRoles('admin', 'owner') // []
 */
export function assignableRoles(actorRole: OrgRole | null | undefined, targetRole: OrgRole): readonly OrgRole[] {
  if (actorRole === 'owner') return ORG_ROLES;
  if (actorRole === 'admin' && targetRole !== 'owner') return INVITABLE_ORG_ROLES.slice().reverse();
  return [];
}

/** Whether `role` may be given by invitation (analyst or admin). */
export function isInvitableRole(role: unknown): role is InvitableOrgRole {
  return typeof role === 'string' && (INVITABLE_ORG_ROLES as readonly string[]).includes(role);
}

/**
 * The organization to work in: the stored selection if that membership is accepted,
 * otherwise the first accepted membership, otherwise none.
 */
export function currentOrganization<M extends { organizationId: number; acceptedAt?: string | null }>(
  memberships: readonly M[],
  selectedOrganizationId: number | null | undefined,
): M | null {
  const accepted = memberships.filter((m) => Boolean(m.acceptedAt));
  return accepted.find((m) => m.organizationId === selectedOrganizationId) ?? accepted[0] ?? null;
}
