import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@rei/engine';
import { passwordProblem } from '../auth/passwordRule';
import { emailSchema, requiredText } from './common';

export const SYSTEM_ROLE_VALUES = ['user', 'admin', 'analyst'] as const;
export const systemRoleSchema = z.enum(SYSTEM_ROLE_VALUES, { error: 'Role must be user, admin or analyst' });
export const TIER_VALUES = ['scout', 'rookie', 'operator', 'hunter'] as const;
export const tierSchema = z.enum(TIER_VALUES, { error: 'Tier must be scout, rookie, operator or hunter' });

/** Minimum password length accepted at registration (the engine owns the number). */
export { MIN_PASSWORD_LENGTH };

/**
 * A new password: text that passes the one password rule (`passwordProblem`); the 400 names
 * the field and says why, e.g. `{ 'body.password': 'Password is a simple sequence …' }`.
 */
function newPasswordSchema(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .superRefine((password, context) => {
      const problem = passwordProblem(password, label);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

/** POST /api/auth/register */
export const registerBodySchema = z.object({
  fullName: requiredText('Full name'),
  email: emailSchema,
  password: newPasswordSchema('Password'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResponseSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/auth/login — only presence is checked; a malformed email simply fails to sign in. */
export const loginBodySchema = z.object({
  email: requiredText('Email', 254).toLowerCase(),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(200, 'Password must be at most 200 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the client keeps it (spec 1 §3 User). */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  subscriptionTier: tierSchema,
  needsOnboarding: z.boolean(),
  role: systemRoleSchema,
  /** The shared demo account: its profile and password cannot be changed. */
  isDemo: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** Login response: the user plus the session token (also set as the `rei_session` cookie). */
export const loginResponseSchema = userSchema.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** PUT /api/users/{id} — the account's display name (Settings → Profile). */
export const updateUserBodySchema = z.object({
  fullName: requiredText('Full name'),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** POST /api/auth/password — the current password must verify; the new one follows the registration rule. */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: (issue) => (issue.input === undefined ? 'Current password is required' : 'Current password must be text') })
    .min(1, 'Current password is required')
    .max(200, 'Current password must be at most 200 characters'),
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
