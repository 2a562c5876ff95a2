import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';

/** System-wide feature toggles, switched in the admin panel. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  description: text('description').notNull(),
  value: boolean('value').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per privileged action or sign-in attempt. Never updated, never deleted by the app. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The organization the action happened in (migration 0023), when it happened in one. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The person the action was done to (removed, invited, given a role), when there is one. */
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: text('resource_id'),
    /** SUCCESS, FAILURE, DENIED or THROTTLED. */
    outcome: text('outcome').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_timestamp_idx').on(t.timestamp.desc(), t.id.desc()),
    index('audit_logs_organization_idx').on(t.organizationId, t.timestamp),
  ],
);
