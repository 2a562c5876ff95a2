import * as z from 'zod/mini';
import { TIERS } from '../rules/tiers/tiers';
import { entityId, isoDate } from './fields';

/** System roles: only `admin` may use the admin panel. */
export const SYSTEM_ROLES = ['user', 'admin', 'analyst'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];
export const systemRoleSchema = /* @__PURE__ */ (() => z.enum(SYSTEM_ROLES))();

export const tierSchema = /* @__PURE__ */ (() => z.enum(TIERS))();

/** The signed-in user as the client keeps it. */
export const userSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  email: z.email(),
  /** Falls back to the part of the email before the at-sign (see `displayName`). */
  fullName: z.nullish(z.string()),
  subscriptionTier: z._default(tierSchema, 'scout'),
  needsOnboarding: z._default(z.boolean(), false),
  role: z._default(systemRoleSchema, 'user'),
}))();
export type User = z.infer<typeof userSchema>;

/** Answer of POST /api/auth/login. */
export const loginResponseSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  email: z.email(),
  fullName: z.nullish(z.string()),
  subscriptionTier: z._default(tierSchema, 'scout'),
  token: z.string().check(z.minLength(1)),
}))();
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** One row of the admin panel's user list. */
export const adminUserRowSchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  fullName: z.nullish(z.string()),
  email: z.email(),
  subscriptionTier: tierSchema,
  role: systemRoleSchema,
}))();
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** A system feature flag the admin can toggle. */
export const systemSettingSchema = /* @__PURE__ */ (() => z.object({
  key: z.string().check(z.minLength(1)),
  description: z.nullish(z.string()),
  value: z.boolean(),
}))();
export type SystemSetting = z.infer<typeof systemSettingSchema>;

/** One line of the admin audit log. `outcome` is 'SUCCESS' or a failure word. */
export const auditLogEntrySchema = /* @__PURE__ */ (() => z.object({
  id: entityId(),
  action: z.string(),
  resourceType: z.string(),
  outcome: z.string(),
  timestamp: isoDate(),
  userId: z.nullish(entityId()),
  resourceId: z.nullish(z.string()),
  /** Who acted: their email and name (null for a visitor or a deleted account). */
  actorUserId: z.nullish(entityId()),
  actorEmail: z.nullish(z.string()),
  actorName: z.nullish(z.string()),
  /** Whom it was done to (a member removed, invited, given a role), when anyone. */
  targetUserId: z.nullish(entityId()),
  targetEmail: z.nullish(z.string()),
  targetName: z.nullish(z.string()),
  /** The organization it happened in, when it happened in one. */
  organizationId: z.nullish(entityId()),
  organizationName: z.nullish(z.string()),
}))();
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

/**
 * The name to greet a user by: their full name, else the part of the email before
 * the at-sign, else 'User'.
 *
 * @example
 * displayName({ email: 'dana@example.com', fullName: null }) // 'dana'
 */
export function displayName(user: { email?: string | null; fullName?: string | null } | null | undefined): string {
  const fullName = user?.fullName?.trim();
  if (fullName) return fullName;
  const local = user?.email?.split('@')[0]?.trim();
  return local ? local : 'User';
}

/** First word of `displayName` ('Welcome back, Dana'). */
export function firstName(user: { email?: string | null; fullName?: string | null } | null | undefined): string {
  return displayName(user).split(/\s+/)[0] ?? 'User';
}
