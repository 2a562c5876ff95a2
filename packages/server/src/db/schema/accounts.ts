import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
 * The rate limiter's counters (`plugins/rateLimit.ts`, `RateLimiterPostgres` of
 * rate-limiter-flexible): one row per limit and subject (`register:203.0.113.7`) with the points
 * used and when they expire (epoch milliseconds), updated in one upsert, so every instance on one
 * database shares the count. The shape is the library's own; it is created here, never at run time.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  // Pruning deletes by expiry.
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
