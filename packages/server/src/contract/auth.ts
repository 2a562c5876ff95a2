import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, SYSTEM_ROLES, TIERS } from '@rei/engine';
import { passwordProblem } from '../auth/passwordRule';
import { emailSchema, requiredText } from './common';

/** "a, b or c" for the 400 message that lists the accepted values. */
function oneOf(values: readonly string[]): string {
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/** A system role; the engine's `SYSTEM_ROLES` is the list. */
export const systemRoleSchema = z.enum(SYSTEM_ROLES, { error: `Role must be ${oneOf(SYSTEM_ROLES)}` });
/** A subscription tier; the engine's `TIERS` is the list. */
export const tierSchema = z.enum(TIERS, { error: `Tier must be ${oneOf(TIERS)}` });

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
  /** True when this sign-up was the installation's first real account and so became its system admin. */
  becameAdmin: z.boolean().optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * GET /api/auth/installation (public): whether a real system admin exists (the demo account
 * never counts), and whether the next sign-up becomes the admin (no real account exists yet).
 */
export const installationStatusResponseSchema = z.object({
  hasAdmin: z.boolean(),
  firstAccountBecomesAdmin: z.boolean(),
});
export type InstallationStatusResponse = z.infer<typeof installationStatusResponseSchema>;

/** POST /api/auth/login — only presence is checked; a malformed email simply fails to sign in. */
export const loginBodySchema = z.object({
  email: requiredText('Email', 254).toLowerCase(),
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** The signed-in user as the client keeps it: profile, tier, onboarding flag, system role, demo flag and whether the address is confirmed (spec 1 §3 User). */
export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  subscriptionTier: tierSchema,
  needsOnboarding: z.boolean(),
  role: systemRoleSchema,
  /** The shared demo account: its profile and password cannot be changed. */
  isDemo: z.boolean(),
  /**
   * The account proved its address is its own (the mailed link). Until then it works on its own
   * data but cannot join a team; the app shows a banner with a resend button.
   */
  emailVerified: z.boolean(),
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
    .max(MAX_PASSWORD_LENGTH, `Current password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  newPassword: newPasswordSchema('New password'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
