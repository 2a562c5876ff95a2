import { z } from 'zod';
import { INVITABLE_ORG_ROLES } from '@rei/engine';
import { passwordProblem } from '../auth/passwordRule';
import { emailSchema, idSchema, requiredText, timestampSchema } from './common';
import { loginResponseSchema } from './auth';
import { organizationRoleSchema } from './organizations';

/**
 * Mailed one-time links: password reset, email change, invitations by email. A token is the
 * base64url text of ≥128 random bits; the server keeps only its hash.
 */
export const oneTimeTokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'The link has no token' : 'The token must be text') })
  .trim()
  .min(16, 'This link is incomplete: copy the whole address from the mail')
  .max(200, 'This link is not one REI sent')
  .regex(/^[A-Za-z0-9_-]+$/, 'This link is not one REI sent');

/** A new password under the one password rule; the 400 names the field and says why. */
function newPassword(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .superRefine((password, context) => {
      const problem = passwordProblem(password, label);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** POST /api/auth/password-reset/request */
export const passwordResetRequestBodySchema = z.object({ email: emailSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** The answer when a mail may have been sent: the same words whether or not the address has an account. */
export const mailSentResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type MailSentResponse = z.infer<typeof mailSentResponseSchema>;

/** POST /api/auth/password-reset/check and POST /api/invitations/lookup: a token from a mailed link. */
export const tokenBodySchema = z.object({ token: oneTimeTokenSchema });
export type TokenBody = z.infer<typeof tokenBodySchema>;

/** A password-reset link that can still be used: for whom and until when. */
export const passwordResetCheckResponseSchema = z.object({ email: z.string(), expiresAt: timestampSchema });
export type PasswordResetCheckResponse = z.infer<typeof passwordResetCheckResponseSchema>;

/** POST /api/auth/password-reset/confirm: signs in (cookie + token), every other session revoked. */
export const passwordResetConfirmBodySchema = z.object({ token: oneTimeTokenSchema, password: newPassword('New password') });
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

/** POST /api/auth/email-change: a link goes to the new address; the current password proves it is the owner asking. */
export const emailChangeBodySchema = z.object({
  newEmail: z
    .string({ error: (issue) => (issue.input === undefined ? 'New email is required' : 'New email must be text') })
    .trim()
    .toLowerCase()
    .min(1, 'New email is required')
    .max(254, 'New email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  currentPassword: z
    .string({ error: (issue) => (issue.input === undefined ? 'Current password is required' : 'Current password must be text') })
    .min(1, 'Current password is required')
    .max(1024, 'Current password is too long'),
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** GET /api/auth/email-change: the change waiting for its link to be followed, if any. */
export const emailChangeStatusSchema = z.object({ pendingEmail: z.string().nullable(), expiresAt: timestampSchema.nullable() });
export type EmailChangeStatus = z.infer<typeof emailChangeStatusSchema>;

/** POST /api/auth/email-change/confirm: the address the account now uses. */
export const emailChangeConfirmResponseSchema = z.object({ email: z.string() });
export type EmailChangeConfirmResponse = z.infer<typeof emailChangeConfirmResponseSchema>;

/** What a link of the /verify-email page did: confirmed a new account's address, or applied an email change. */
export const EMAIL_LINK_KINDS = ['verification', 'email_change'] as const;

/** POST /api/auth/verify-email: the address now confirmed, and which kind of link it was. */
export const emailVerificationConfirmResponseSchema = z.object({ email: z.string(), kind: z.enum(EMAIL_LINK_KINDS) });
export type EmailVerificationConfirmResponse = z.infer<typeof emailVerificationConfirmResponseSchema>;

/** POST /api/organizations/{id}/invitations: email and role (analyst when left out, never owner). */
export const createInvitationBodySchema = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ORG_ROLES, { error: 'Role must be analyst or admin' }).default('analyst'),
});
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** An open invitation by email, as the team sees it: 'expired' ones stay listed until revoked. */
export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: organizationRoleSchema,
  status: z.enum(['pending', 'expired']),
  expiresAt: timestampSchema,
  createdAt: timestampSchema,
  invitedByName: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

/**
 * The answer to an invitation: `existing_account` when the address already has an account
 * (a pending membership it accepts after signing in), `new_account` when a sign-up link was
 * mailed (`invitation` is then the open invitation).
 */
export const createInvitationResponseSchema = z.object({
  delivery: z.enum(['existing_account', 'new_account']),
  email: z.string(),
  role: organizationRoleSchema,
  invitation: invitationSchema.nullable(),
});
export type CreateInvitationResponse = z.infer<typeof createInvitationResponseSchema>;

export const invitationParamsSchema = z.object({ id: idSchema, invitationId: idSchema });

/** POST /api/invitations/lookup: what an invitation link offers, and whether it can still be used. */
export const invitationLookupResponseSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: organizationRoleSchema,
  invitedByName: z.string().nullable(),
  expiresAt: timestampSchema,
  status: z.enum(['valid', 'expired', 'revoked', 'used']),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponseSchema>;

/** POST /api/invitations/register: an account with the invited email, signed in, member of the organization. */
export const invitationRegisterBodySchema = z.object({
  token: oneTimeTokenSchema,
  fullName: requiredText('Full name'),
  password: newPassword('Password'),
});
export type InvitationRegisterBody = z.infer<typeof invitationRegisterBodySchema>;

export const invitationRegisterResponseSchema = loginResponseSchema.extend({ organizationId: z.number() });
export type InvitationRegisterResponse = z.infer<typeof invitationRegisterResponseSchema>;
