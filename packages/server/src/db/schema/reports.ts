import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REPORT_STATES } from '../../contract/reports';
import { users } from './accounts';
import { organizations } from './organizations';
import { strategies } from './strategies';

/** Raw bytes (`bytea`): node-postgres answers a Buffer, PGlite a Uint8Array; both handed on as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A report made for an organization: a deal report of one strategy or a team export. It keeps
 * the data it was rendered from (`data`, with the stamp inside), so rendering it again gives the
 * same numbers, and the rendered file. `state` is `building` while the file is made off the
 * request path, then `ready` (or `failed` with `error`).
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The strategy reported on (deal formats); kept null once that strategy is deleted. */
    strategyId: integer('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),
    propertyId: integer('property_id'),
    strategyType: text('strategy_type'),
    format: text('format').notNull(),
    state: text('state', { enum: REPORT_STATES }).notNull(),
    error: text('error'),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** The DealReportData / TeamReportData the file was rendered from. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The stamp alone (also inside `data`), for lists. */
    stamp: jsonb('stamp').$type<Record<string, unknown>>().notNull(),
    inputsSha256: text('inputs_sha256').notNull(),
    file: bytes('file'),
    sizeBytes: integer('size_bytes'),
    /** Milliseconds the file took to render. */
    buildMs: integer('build_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('reports_organization_created_idx').on(t.organizationId, t.createdAt)],
);

/**
 * A link that shows one report to anyone holding it, without signing in. Only the SHA-256 of
 * the token is kept; `tokenPrefix` (first characters) tells links apart in lists.
 */
export const reportShareLinks = pgTable(
  'report_share_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenSha256: text('token_sha256').notNull(),
    tokenPrefix: text('token_prefix').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    views: integer('views').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('report_share_links_token_idx').on(t.tokenSha256), index('report_share_links_report_idx').on(t.reportId)],
);
