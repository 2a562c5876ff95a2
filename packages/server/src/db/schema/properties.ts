import { boolean, date, doublePrecision, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';
import type { EvictionFiling, StrategyStructured } from '@rei/engine';
import { BATHROOMS_COLUMN, FLOORS_COLUMN, MONEY_COLUMN, PERCENT_COLUMN } from '../../contract/bounds';

/** Currency in dollars with cents. Read back as a string: convert at the service boundary. */
const money = (name: string) => numeric(name, { ...MONEY_COLUMN });
/** Percent units (8.55 means 8.55 %) or ratios, 4 decimals as the engine rounds them. */
const percent = (name: string) => numeric(name, { ...PERCENT_COLUMN });


/**
 * A property, with every Property field of spec 2 §3 as its own column. It belongs to the
 * user who added it and to an organization; every query is scoped by `organization_id`.
 */
export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),

    address: text('address').notNull(),
    /**
     * `nycStreetText(address)`, the NYC canonical street ("866 9 avenue"): what search and
     * suggestions match on. Set by the property services; an empty key is refilled at start.
     */
    addressNormalized: text('address_normalized').notNull().default(''),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    propertyType: text('property_type'),
    units: integer('units'),
    capRate: percent('cap_rate'),
    purchasePrice: money('purchase_price'),
    annualNOI: money('annual_noi'),
    monthlyRent: money('monthly_rent'),
    monthlyNetCashFlow: money('monthly_net_cash_flow'),
    cashOnCash: percent('cash_on_cash'),
    rehabCost: money('rehab_cost'),
    arv: money('arv'),
    profit: money('profit'),
    imageUrl: text('image_url'),
    metricsCalculated: boolean('metrics_calculated').notNull().default(false),
    metricsError: text('metrics_error'),

    bbl: text('bbl'),
    /**
     * Kinds of legal record the lot `bbl` has in the imported public record (eviction, tax lien,
     * water lien, foreclosure deed): 0..4, 0 without a lot. Kept by the database, never written by
     * the app: triggers recount it when the property's lot changes and when an import (or any
     * write) changes those records (migration 0017), so Legal Status sorts and filters by an
     * indexed column instead of counting every property's records on each read.
     */
    legalFlagCount: smallint('legal_flag_count').notNull().default(0),
    squareFeet: integer('square_feet'),
    buildingArea: integer('building_area'),
    estimatedValue: money('estimated_value'),
    yearBuilt: integer('year_built'),
    marketValue: money('market_value'),
    ownerName: text('owner_name'),
    buildingClass: text('building_class'),
    buildingClassDescription: text('building_class_description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    bldgArea: integer('bldg_area'),
    lotArea: integer('lot_area'),
    numFloors: numeric('num_floors', { ...FLOORS_COLUMN }),
    landUse: text('land_use'),
    taxClass: text('tax_class'),
    assessLand: money('assess_land'),
    assessTotal: money('assess_total'),
    exemptLand: money('exempt_land'),
    exemptTotal: money('exempt_total'),
    resArea: integer('res_area'),
    comArea: integer('com_area'),
    yearAlter1: integer('year_alter1'),
    zoneDist1: text('zone_dist1'),
    zoneDist2: text('zone_dist2'),
    hpdViolations: integer('hpd_violations'),
    ecbViolations: integer('ecb_violations'),
    complaints311: integer('complaints_311'),
    dobPermits: integer('dob_permits'),
    bedrooms: integer('bedrooms'),
    bathrooms: numeric('bathrooms', { ...BATHROOMS_COLUMN }),
    pricePerSqFt: money('price_per_sq_ft'),
    /** Borough code: MN, BX, BK, QN, SI. */
    borough: text('borough'),
    annualNetCashFlow: money('annual_net_cash_flow'),
    totalCashInvested: money('total_cash_invested'),
    monthlyExpenses: money('monthly_expenses'),
    lastSaleDate: date('last_sale_date'),
    lastSalePrice: money('last_sale_price'),

    evictionCount: integer('eviction_count'),
    /** Marshal eviction filings (spec 2 §3 evictionDetails.filings). */
    evictionFilings: jsonb('eviction_filings').$type<EvictionFiling[]>(),
    taxLienAmount: money('tax_lien_amount'),
    taxLienDate: date('tax_lien_date'),
    taxLienStatus: text('tax_lien_status'),
    foreclosureStatus: text('foreclosure_status'),
    foreclosureCreditor: text('foreclosure_creditor'),
    foreclosureAmount: money('foreclosure_amount'),
    foreclosureDate: date('foreclosure_date'),
    probateStatus: text('probate_status'),
    probateCaseNumber: text('probate_case_number'),
    probatePetitioner: text('probate_petitioner'),
    probateDate: date('probate_date'),
    ownerStatus: text('owner_status'),

    strategyStructured: jsonb('strategy_structured').$type<StrategyStructured>(),
    strategyAdvice: text('strategy_advice'),
    propertyNarrative: text('property_narrative'),

    /** Generated demo data, never a real listing. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No index on organization_id alone: the composite ones below start with it (migration 0021).
    index('properties_user_id_idx').on(t.userId),
    index('properties_bbl_idx').on(t.bbl),
    // Legal Status's first pages read these in order instead of sorting the organization: one
    // index per sort key and direction, as `pageOrder` writes them (nulls last both ways, id
    // breaking ties). The flags ones also serve the "only lots with records" filter.
    index('properties_organization_legal_flags_idx').on(t.organizationId, t.legalFlagCount.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('properties_organization_legal_flags_asc_idx').on(t.organizationId, t.legalFlagCount.asc().nullsLast(), t.id.asc().nullsLast()),
    index('properties_organization_address_idx').on(t.organizationId, t.address.asc().nullsLast(), t.id.asc().nullsLast()),
    index('properties_organization_address_desc_idx').on(t.organizationId, t.address.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('properties_organization_added_idx').on(t.organizationId, t.createdAt.asc().nullsLast(), t.id.asc().nullsLast()),
    index('properties_organization_added_desc_idx').on(t.organizationId, t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // text_pattern_ops: prefix LIKE ('418 hal%') uses the index whatever the collation
    index('properties_address_normalized_idx').using('btree', t.addressNormalized.op('text_pattern_ops')),
    index('properties_is_demo_idx').on(t.isDemo),
  ],
);
