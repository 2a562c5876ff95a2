import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORG_ROLES } from '@rei/engine';
import { users } from './accounts';

/** An organization role (owner, admin, analyst in decreasing power); the engine declares them. */
export type { OrgRole as OrganizationRole } from '@rei/engine';

/** A team. Every user owns one from registration on. */
export const organizations = pgTable('organizations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Raised by the database (triggers of migration 0018) in the same transaction as any change to
   * what the organization's portfolio page shows: its entries, their properties, their saved
   * strategies. Read with each session, it keys the servers' cached portfolio pages.
   */
  portfolioVersion: integer('portfolio_version').notNull().default(0),
});

/** A user's place in an organization. `acceptedAt` null means a pending invitation. */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_organization_user_unique').on(t.organizationId, t.userId),
    index('memberships_user_id_idx').on(t.userId),
  ],
);
