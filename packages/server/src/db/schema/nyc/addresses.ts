import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every known address of a lot: PAD address ranges plus the addresses PLUTO, sales and HPD
 * registrations carry. Address resolution (free text → BBL) and suggestions read this table.
 * `search_text` is the normalised "HOUSE STREET BOROUGH" form (see the address normaliser);
 * prefix queries on it use the `text_pattern_ops` index.
 */
export const nycAddresses = pgTable(
  'nyc_addresses',
  {
    /** Hash of BBL + house range + street: one row per distinct address of a lot. */
    addressKey: text('address_key').primaryKey(),
    bbl: text('bbl').notNull(),
    bin: text('bin'),
    /** MN, BX, BK, QN, SI. */
    borough: text('borough').notNull(),
    houseLow: text('house_low'),
    houseHigh: text('house_high'),
    /** House numbers as sortable integers (Queens "148-11" → 148011) for range matching. */
    houseLowNumber: integer('house_low_number'),
    houseHighNumber: integer('house_high_number'),
    streetName: text('street_name').notNull(),
    zipCode: text('zip_code'),
    /** What a person reads: "148-11 58 AVENUE, Queens, NY 11355". */
    displayAddress: text('display_address').notNull(),
    searchText: text('search_text').notNull(),
    /** The normalised street alone, for queries without a house number. */
    streetText: text('street_text').notNull(),
    /** The dataset that contributed the address (`pad`, `pluto`, `rolling-sales`, …). */
    dataset: text('dataset').notNull(),
    importId: integer('import_id'),
  },
  (t) => [
    index('nyc_addresses_search_idx').on(t.searchText.op('text_pattern_ops')),
    index('nyc_addresses_street_idx').on(t.streetText.op('text_pattern_ops'), t.houseLowNumber),
    index('nyc_addresses_bbl_idx').on(t.bbl),
  ],
);

/** Cached NYC Open Data (SODA) answers of the live enrichment source, keyed by request URL. */
export const nycSodaCache = pgTable('nyc_soda_cache', {
  cacheKey: text('cache_key').primaryKey(),
  body: jsonb('body').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
