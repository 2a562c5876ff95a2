import { boolean, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';

/**
 * Raw bytes (PostgreSQL `bytea`). node-postgres answers a Buffer, PGlite a Uint8Array;
 * both are handed on as a Buffer.
 */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * How an organization's branded reports look: colours, a contact line and a logo. One row
 * per organization, made on the first save; no row means the default look. The logo is kept
 * in the database (at most a few hundred kilobytes, already checked and sanitised), so every
 * server instance renders the same report.
 */
export const organizationBranding = pgTable('organization_branding', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** `#rrggbb`, lower-case; null = the default. */
  primaryColor: text('primary_color'),
  accentColor: text('accent_color'),
  contactLine: text('contact_line'),
  /** image/png, image/jpeg or image/svg+xml, found from the file's own bytes. */
  logoMediaType: text('logo_media_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml'] }),
  logo: bytes('logo'),
  logoSha256: text('logo_sha256'),
  logoFileName: text('logo_file_name'),
  /** True when the uploaded SVG had something removed by the sanitiser. */
  logoSanitized: boolean('logo_sanitized').notNull().default(false),
  logoWidth: integer('logo_width'),
  logoHeight: integer('logo_height'),
  logoUpdatedAt: timestamp('logo_updated_at', { withTimezone: true }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
