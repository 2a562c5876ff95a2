import { integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** One subscription per user: the tier that drives limits and features. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: ['scout', 'rookie', 'operator', 'hunter'] }).notNull().default('scout'),
    /** active | trialing | past_due | cancelled (the engine decides which statuses grant features). */
    status: text('status').notNull().default('active'),
    /** Which BillingProvider manages it: 'local' now, 'stripe' later. */
    provider: text('provider').notNull().default('local'),
    providerReference: text('provider_reference'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_user_unique').on(t.userId)],
);

/** Metered usage per user and calendar month ('YYYY-MM', UTC). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    aiSummaries: integer('ai_summaries').notNull().default(0),
    pdfExports: integer('pdf_exports').notNull().default(0),
    csvImports: integer('csv_imports').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);
