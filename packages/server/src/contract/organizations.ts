import { z } from 'zod';
import { INVITABLE_ORG_ROLES, ORGANIZATION_NAME_MAX_LENGTH, ORG_ROLES } from '@rei/engine';
import { emailSchema, idSchema, requiredText, timestampSchema } from './common';

/** An organization role; the engine's `ORG_ROLES` is the list. */
export const organizationRoleSchema = z.enum(ORG_ROLES);

/** GET /api/organizations row: an accepted membership, or a pending invitation (`acceptedAt` null). */
export const membershipSchema = z.object({
  organizationId: z.number(),
  organizationName: z.string(),
  role: organizationRoleSchema,
  acceptedAt: timestampSchema.nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;
export const membershipListSchema = z.array(membershipSchema);

/** POST /api/organizations */
export const createOrganizationBodySchema = z.object({ name: requiredText('Organization name', ORGANIZATION_NAME_MAX_LENGTH) });
export type CreateOrganizationBody = z.infer<typeof createOrganizationBodySchema>;

export const organizationParamsSchema = z.object({ id: idSchema });
export const memberParamsSchema = z.object({ id: idSchema, userId: idSchema });

/** GET /api/organizations/{id}/members row. `user.username` is the email's part before the at-sign. */
export const memberSchema = z.object({
  id: z.number(),
  userId: z.number(),
  role: organizationRoleSchema,
  acceptedAt: timestampSchema.nullable(),
  user: z.object({ username: z.string(), email: z.string(), fullName: z.string() }),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListSchema = z.array(memberSchema);

/**
 * POST /api/organizations/{id}/invite — an address that already has an account. Invitations by
 * e-mail to any address (with or without an account) go through POST …/invitations.
 */
export const inviteBodySchema = z.object({
  email: emailSchema,
  /** Only the engine's `INVITABLE_ORG_ROLES` (never owner); analyst when left out. */
  role: z.enum(INVITABLE_ORG_ROLES, { error: 'Role must be analyst or admin' }).default('analyst'),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/**
 * DELETE /api/organizations/{id}/members/{userId}. `revokedShareLinks`: the open share links the
 * member had made for the organization's reports, revoked with the removal.
 */
export const removeMemberResponseSchema = z.object({ removed: z.literal(true), userId: z.number(), revokedShareLinks: z.number() });

/** POST /api/organizations/{id}/leave */
export const leaveOrganizationResponseSchema = z.object({ left: z.literal(true), organizationId: z.number(), revokedShareLinks: z.number() });

/**
 * PUT /api/organizations/{id}/members/{userId}/role. Making someone `owner` transfers ownership:
 * it needs `confirmOwnerTransfer: true`, and the caller stays as admin. Answers the members.
 */
export const changeMemberRoleBodySchema = z.object({
  role: z.enum(ORG_ROLES, { error: 'Role must be owner, admin or analyst' }),
  confirmOwnerTransfer: z.boolean({ error: 'confirmOwnerTransfer must be true or false' }).optional(),
});
export type ChangeMemberRoleBody = z.infer<typeof changeMemberRoleBodySchema>;
