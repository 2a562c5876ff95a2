import { z } from 'zod';
import { systemRoleSchema, tierSchema } from './auth';
import { timestampSchema } from './common';
import { FILTER_TEXT_MAX, pageQuerySchema, pageResponseSchema, queryDateFromSchema, queryDateToSchema } from './paging';

/** GET /api/admin/users row. */
export const adminUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  subscriptionTier: tierSchema,
  role: systemRoleSchema,
  createdAt: timestampSchema,
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/admin/users?page=&pageSize=&sort=&direction=&q=&role= — `q` matches name or email. */
export const ADMIN_USER_SORT_KEYS = ['createdAt', 'email', 'fullName', 'role'] as const;
export const adminUserQuerySchema = pageQuerySchema({
  sortKeys: ADMIN_USER_SORT_KEYS,
  defaultSort: 'createdAt',
  defaultDirection: 'asc',
  filters: { role: systemRoleSchema.optional() },
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export const adminUserPageSchema = pageResponseSchema(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** PUT /api/admin/users/{id}/role */
export const updateUserRoleBodySchema = z.object({ role: systemRoleSchema });

/** GET /api/admin/settings row. */
export const systemSettingSchema = z.object({
  key: z.string(),
  description: z.string(),
  value: z.boolean(),
  updatedAt: timestampSchema,
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;
export const systemSettingListSchema = z.array(systemSettingSchema);

export const settingParamsSchema = z.object({
  key: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Setting key is lower-case letters, digits and underscores'),
});

/** PUT /api/admin/settings/{key} */
export const updateSettingBodySchema = z.object({
  value: z.boolean({ error: (issue) => (issue.input === undefined ? 'Value is required' : 'Value must be true or false') }),
});

/** Text filters of the audit log: at most this many characters. */
const auditFilterText = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(FILTER_TEXT_MAX, `${label} is at most ${FILTER_TEXT_MAX} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

/**
 * GET /api/admin/audit-logs?page=&pageSize=&sort=&direction=&q=&action=&actor=&from=&to= — newest
 * first by default. `action` is an action prefix ('auth.' or 'auth.login'), `actor` part of the
 * actor's email, `q` part of the action, resource, actor, target or organization name; `from`/`to` bound the time (an ISO
 * date or date-time, both inclusive; `to` as a date includes that whole day). The total is in the answer and,
 * as before, in the X-Total-Count header.
 */
export const AUDIT_LOG_SORT_KEYS = ['timestamp', 'action', 'actor', 'outcome'] as const;
export const auditLogQuerySchema = pageQuerySchema({
  sortKeys: AUDIT_LOG_SORT_KEYS,
  defaultSort: 'timestamp',
  defaultDirection: 'desc',
  filters: {
    action: auditFilterText('Action'),
    actor: auditFilterText('Actor'),
    from: queryDateFromSchema.optional(),
    /** Parsed to the exclusive upper bound (see `queryDateToSchema`). */
    to: queryDateToSchema.optional(),
  },
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogEntrySchema = z.object({
  id: z.number(),
  actorUserId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The person the action was done to (member removed, invited, given a role), when there is one. */
  targetUserId: z.number().nullable(),
  targetEmail: z.string().nullable(),
  targetName: z.string().nullable(),
  /** The organization the action happened in, when it happened in one. */
  organizationId: z.number().nullable(),
  organizationName: z.string().nullable(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  outcome: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  timestamp: timestampSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogListSchema = z.array(auditLogEntrySchema);
export const auditLogPageSchema = pageResponseSchema(auditLogEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
