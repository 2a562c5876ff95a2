import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';

/**
 * A buy box (issue 32): the thresholds a deal must meet, as the engine's `buyBoxSchema` states
 * them (cap rate ≥, cash-on-cash ≥, DSCR ≥, monthly cash flow ≥, price ≤, cost ÷ ARV ≤ …). One
 * per organization (`organization`, set by its owners and admins) and one per member in it
 * (`personal`).
 */
export const buyBoxes = pgTable(
  'buy_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['personal', 'organization'] }).notNull(),
    /** The member a personal buy box belongs to (null for the organization's). */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    criteria: jsonb('criteria').$type<Record<string, number>>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('buy_boxes_organization_uq').on(t.organizationId).where(sql`${t.scope} = 'organization'`),
    uniqueIndex('buy_boxes_personal_uq').on(t.organizationId, t.ownerUserId).where(sql`${t.scope} = 'personal'`),
    check('buy_boxes_personal_has_owner', sql`(${t.scope} = 'personal') = (${t.ownerUserId} IS NOT NULL)`),
  ],
);
