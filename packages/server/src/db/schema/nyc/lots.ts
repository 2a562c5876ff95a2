import { doublePrecision, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { demoLotCondition } from '../../queries/demoLots';
import { nycMoney } from './common';

/**
 * One tax lot from PLUTO (every layout: the Socrata export, DCP releases, the 2017 CamelCase
 * files). Keyed by BBL; a newer PLUTO version overwrites the row (upsert).
 */
export const nycLots = pgTable(
  'nyc_lots',
  {
    /** 10 digits: borough code, 5-digit block, 4-digit lot. */
    bbl: text('bbl').primaryKey(),
    /** MN, BX, BK, QN, SI. */
    borough: text('borough').notNull(),
    block: integer('block').notNull(),
    lot: integer('lot').notNull(),
    address: text('address'),
    zipCode: text('zip_code'),
    buildingClass: text('building_class'),
    landUse: text('land_use'),
    ownerName: text('owner_name'),
    ownerType: text('owner_type'),
    lotArea: integer('lot_area'),
    buildingArea: integer('building_area'),
    commercialArea: integer('commercial_area'),
    residentialArea: integer('residential_area'),
    numFloors: numeric('num_floors', { precision: 6, scale: 2 }),
    unitsResidential: integer('units_residential'),
    unitsTotal: integer('units_total'),
    yearBuilt: integer('year_built'),
    yearAltered1: integer('year_altered1'),
    assessLand: nycMoney('assess_land'),
    assessTotal: nycMoney('assess_total'),
    exemptLand: nycMoney('exempt_land'),
    exemptTotal: nycMoney('exempt_total'),
    zoneDist1: text('zone_dist1'),
    zoneDist2: text('zone_dist2'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** PLUTO version, e.g. 25v2.1. */
    plutoVersion: text('pluto_version'),
    importId: integer('import_id'),
    /** Source columns not mapped above, as published. */
    extra: jsonb('extra').$type<Record<string, string>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('nyc_lots_borough_block_idx').on(t.borough, t.block),
    // Screens (issue 30): the whole city's count reads this narrow index alone (an index-only scan)…
    index('nyc_lots_real_bbl_idx').on(t.bbl).where(demoLotCondition(t.bbl, false)),
    // …and the usual lot criteria (borough, class, units, year) are answered from this one without the table.
    index('nyc_lots_screen_idx').on(t.borough, t.buildingClass, t.unitsTotal, t.yearBuilt, t.bbl),
  ],
);
