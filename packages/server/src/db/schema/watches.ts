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
