import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { organizations } from './organizations';

/**
 * An assumption preset (issue 32): a named, versioned set of calculator inputs and custom lines
 * for one strategy. `personal` presets belong to their creator (`owner_user_id`) inside an
 * organization; `organization` presets ("team calculators") belong to the organization, are
 * managed by its owners and admins and used by every member, and may lock fields. Every change
 * raises `version`.
 */
export const presets = pgTable(
  'presets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['personal', 'organization'] }).notNull(),
    /** The creator of a personal preset (null for an organization preset). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    strategyType: text('strategy_type').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    lineItems: jsonb('line_items').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    lockedFields: jsonb('locked_fields').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('presets_organization_idx').on(t.organizationId, t.scope),
    check('presets_personal_has_owner', sql`(${t.scope} = 'personal') = (${t.ownerUserId} IS NOT NULL)`),
  ],
);
