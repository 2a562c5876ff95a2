import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SYSTEM_ROLES } from '@rei/engine';

/** System roles (who may use the admin panel, distinct from organization roles); the engine declares them. */
export type { SystemRole } from '@rei/engine';

/** People who can sign in. `email` is stored normalised (trimmed, lower-case). */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: SYSTEM_ROLES }).notNull().default('user'),
    /**
     * The shared demo account whose login the product publishes: anyone may sign in with it,
     * so its credentials and profile are read-only (see `assertNotDemoAccount`).
     */
    isDemo: boolean('is_demo').notNull().default(false),
    /**
     * When the owner proved the address is theirs (the verification link, a password reset or an
     * email change mailed to it, or an invitation link used to sign up); null until then. An
     * unverified account uses its own data but cannot join a team (see `acceptInvitation`).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The admin panel's default page (oldest accounts first, id breaking ties) reads this index.
    index('users_created_idx').on(t.createdAt.asc().nullsLast(), t.id.asc().nullsLast()),
  ],
);

/** Opaque session tokens; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Login attempts, for throttling. Kept in the database (not in memory) so that several
 * server instances on one PostgreSQL share the count.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // Login throttling counts failures per (account, address) pair and per address.
    index('login_attempts_email_ip_idx').on(t.email, t.ip, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/**
 * Counters of the generic limiter (`services/rateLimits.ts`): one row per key (e.g.
 * `register:203.0.113.7`) holding the start of its current window and the attempts in it,
 * updated atomically, so several server instances on one database share the count.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_counters_window_start_idx').on(t.windowStart)],
);
