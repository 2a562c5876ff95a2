import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ORG_ROLES } from '@rei/engine';
import { users } from './accounts';
import { organizations } from './organizations';

/** What a one-time account link does. */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_change', 'email_verification'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * One-time links mailed to a person: a password reset, the confirmation of a new email address
 * (email change), or the verification of a new account's address. Only the SHA-256 of the token is stored; a link works once (`usedAt`) and until
 * `expiresAt`.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to when it is not the account's own: the new one of an email change; for a verification, the address being verified (null for a password reset). */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_tokens_token_hash_unique').on(t.tokenHash), index('account_tokens_user_id_idx').on(t.userId, t.purpose)],
);

/**
 * Invitations by email for people who have no account yet: following the mailed link they
 * register with this email and join the organization with `role`. Only the token's SHA-256 is
 * stored; an invitation is used once (`acceptedAt`), can be revoked and expires.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: ORG_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_token_hash_unique').on(t.tokenHash),
    index('organization_invitations_organization_idx').on(t.organizationId, t.email),
  ],
);
