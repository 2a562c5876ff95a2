import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A lot a person watches: its public record as last seen (`snapshot`: the newest sale, open
 * violations, permits, complaints, eviction filings, tax lien), compared after each import; what
 * changed becomes a notification. One watch per person and lot.
 */
export const watches = pgTable(
  'watches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bbl: text('bbl').notNull(),
    /** The lot's address when it was watched ("30-85 VERNON BOULEVARD, 3C, Queens, NY 11102"). */
    label: text('label').notNull(),
    /** The record as last seen (see `WatchSnapshot` in services/watches.ts). */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('watches_user_bbl_unique').on(t.userId, t.bbl), index('watches_bbl_idx').on(t.bbl)],
);

/** What a person is told in the app: a change to a watched lot's record. Read when `readAt` is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The watch that produced it; null once the watch is removed (the notification stays). */
    watchId: integer('watch_id').references(() => watches.id, { onDelete: 'set null' }),
    bbl: text('bbl').notNull(),
    /** `sale`, `violations`, `permits`, `complaints`, `evictions`, `tax-lien`. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * How a person hears of notifications besides the app: `off` (in the app only), `instant` (a mail
 * after each import or refresh that brings some), or a `daily` / `weekly` digest of them.
 */
export const NOTIFICATION_EMAIL_MODES = ['off', 'instant', 'daily', 'weekly'] as const;
export type NotificationEmailMode = (typeof NOTIFICATION_EMAIL_MODES)[number];

/**
 * A person's notification settings (a row once they change them; none means the defaults). The
 * unsubscribe token is kept as is, not hashed: it goes into every notification mail, and all it can
 * do is turn that mail off — a one-click link must work without signing in.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email', { enum: NOTIFICATION_EMAIL_MODES }).notNull().default('off'),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** When the last digest mail went out (daily / weekly); the next one lists what came after. */
    digestSentAt: timestamp('digest_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_settings_unsubscribe_token_unique').on(t.unsubscribeToken)],
);
