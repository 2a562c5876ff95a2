import { z } from 'zod';
import { emailSchema, requiredText } from './common';

export const SYSTEM_ROLE_VALUES = ['user', 'admin', 'analyst'] as const;
export const systemRoleSchema = z.enum(SYSTEM_ROLE_VALUES, { error: 'Role must be user, admin or analyst' });
export const TIER_VALUES = ['scout', 'rookie', 'operator', 'hunter'] as const;
export const tierSchema = z.enum(TIER_VALUES, { error: 'Tier must be scout, rookie, operator or hunter' });

/** Minimum password length accepted at registration. */
export const MIN_PASSWORD_LENGTH = 10;

/** POST /api/auth/register */
export const registerBodySchema = z.object({
  fullName: requiredText('Full name'),
  email: emailSchema,
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
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
  newPassword: z
    .string({ error: (issue) => (issue.input === undefined ? 'New password is required' : 'New password must be text') })
    .min(MIN_PASSWORD_LENGTH, `New password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'New password must be at most 200 characters'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
