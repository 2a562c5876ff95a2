import { z } from 'zod';
import { systemRoleSchema, tierSchema } from './auth';
import { timestampSchema } from './common';

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

/** GET /api/admin/audit-logs?page=&pageSize= — newest first; total in the X-Total-Count header. */
export const auditLogQuerySchema = z.object({
  // page × pageSize stays a valid SQL offset
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page starts at 1').max(1_000_000, 'Page is at most 1,000,000').default(1),
  pageSize: z.coerce.number().int('Page size must be a whole number').min(1).max(200, 'Page size is at most 200').default(50),
});

export const auditLogEntrySchema = z.object({
  id: z.number(),
  actorUserId: z.number().nullable(),
  actorEmail: z.string().nullable(),
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
