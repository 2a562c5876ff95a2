import * as z from 'zod/mini';
import { TIERS, type Tier } from '../rules/tiers/tiers';

/** System roles: only `admin` may use the admin panel. */
export const SYSTEM_ROLES = ['user', 'admin', 'analyst'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];

export const tierSchema = /* @__PURE__ */ (() => z.enum(TIERS))();

/** One row of the admin panel's user list. */
export interface AdminUserRow {
  id: number;
  fullName?: string | null | undefined;
  email: string;
  subscriptionTier: Tier;
  role: SystemRole;
}

/** A system feature flag the admin can toggle. */
export interface SystemSetting {
  key: string;
  description?: string | null | undefined;
  value: boolean;
}

/** One line of the admin audit log. `outcome` is 'SUCCESS' or a failure word. */
export interface AuditLogEntry {
  id: number;
  action: string;
  resourceType: string;
  outcome: string;
  /** ISO 8601. */
  timestamp: string;
  userId?: number | null | undefined;
  resourceId?: string | null | undefined;
  /** Who acted: their email and name (null for a visitor or a deleted account). */
  actorUserId?: number | null | undefined;
  actorEmail?: string | null | undefined;
  actorName?: string | null | undefined;
  /** Whom it was done to (a member removed, invited, given a role), when anyone. */
  targetUserId?: number | null | undefined;
  targetEmail?: string | null | undefined;
  targetName?: string | null | undefined;
  /** The organization it happened in, when it happened in one. */
  organizationId?: number | null | undefined;
  organizationName?: string | null | undefined;
}

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
