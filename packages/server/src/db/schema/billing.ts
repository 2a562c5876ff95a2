import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_PROVIDERS, SUBSCRIPTION_STATUSES, TIERS } from '@rei/engine';
import { users } from './accounts';

/** One subscription per user: the tier that drives limits and features. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: TIERS }).notNull().default('scout'),
    /** One of the engine's `SUBSCRIPTION_STATUSES` (active, trialing, past_due, cancelled …); the engine decides which grant features. */
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    /** Which billing manages it: 'local' (demo billing, or never paid) or 'stripe'. */
    provider: text('provider', { enum: SUBSCRIPTION_PROVIDERS }).notNull().default('local'),
    /** The provider's subscription id (Stripe `sub_…`), set from a verified webhook. */
    providerReference: text('provider_reference'),
    /** The provider's customer id (Stripe `cus_…`), reused for the next Checkout and the Billing Portal. */
    providerCustomerId: text('provider_customer_id'),
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

/**
 * Billing webhook events already applied, by the provider's event id: a replayed or
 * re-delivered event finds its id here and changes nothing.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    type: text('type').notNull(),
    /** The object the event is about (Stripe subscription `sub_…`), to order its events. */
    objectId: text('object_id'),
    /** When the provider created the event (Stripe `created`); an event older than one applied to the same object is stale. */
    eventCreatedAt: timestamp('event_created_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('billing_events_object_idx').on(t.objectId, t.eventCreatedAt)],
);
