import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';
import { properties } from './properties';
import { MONEY_COLUMN, PERCENT_COLUMN, UNIT_SHARE_COLUMN } from '../../contract/bounds';

const money = (name: string) => numeric(name, { ...MONEY_COLUMN });
const percent = (name: string) => numeric(name, { ...PERCENT_COLUMN });

/** A property audit's market rent estimate as stored (USD per month; confidence 0 to 1). */
export interface StoredMarketRent {
  estimate: number;
  low: number;
  high: number;
  method: string;
  valueBasis: string;
  grossRentMultiplier: number;
  comparablesUsed: number;
  confidence: number;
  fallbacksUsed: string[];
  /** Buy & Hold monthly cash flow at the estimated rent; null when no price to compute it. */
  monthlyCashFlow: number | null;
}

/**
 * One property's cash-flow audit (spec 2 §3 Property audit): the stored monthly cash flow
 * against the engine's recomputation, within the organization that ran it.
 */
export const cashFlowAudits = pgTable(
  'cash_flow_audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The organization run this audit was part of; null for a single-property audit. */
    runId: integer('run_id').references(() => cashFlowAuditRuns.id, { onDelete: 'cascade' }),
    riskLevel: text('risk_level').notNull(),
    originalMonthlyRent: money('original_monthly_rent'),
    originalMonthlyCashFlow: money('original_monthly_cash_flow'),
    recomputedMonthlyCashFlow: money('recomputed_monthly_cash_flow'),
    /** Percent units: (recomputed − stored) ÷ |stored| × 100. */
    discrepancyPercentage: percent('discrepancy_percentage').notNull(),
    /** 0 to 1. */
    confidenceScore: numeric('confidence_score', { ...UNIT_SHARE_COLUMN }).notNull(),
    flagged: boolean('flagged').notNull(),
    fallbacksUsed: jsonb('fallbacks_used').$type<string[]>().notNull(),
    flaggedAssets: jsonb('flagged_assets').$type<string[]>().notNull(),
    /** The market rent estimate the audit made (engine `estimateMarketRent`); null when there was no value to estimate from. */
    marketRent: jsonb('market_rent').$type<StoredMarketRent>(),
    engineVersion: text('engine_version').notNull(),
    auditDate: timestamp('audit_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_flow_audits_organization_property_idx').on(t.organizationId, t.propertyId, t.auditDate),
    // A run's rows, in the audit page's default order (largest discrepancy first, property id
    // breaking ties): the first page reads the index instead of sorting the whole run.
    index('cash_flow_audits_run_discrepancy_idx').on(t.runId, t.discrepancyPercentage.desc().nullsLast(), t.propertyId.desc().nullsFirst()),
  ],
);

/** One organization audit run (spec 2 §3 Cash-flow audit result): the tiles of the audit page. */
export const cashFlowAuditRuns = pgTable(
  'cash_flow_audit_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    totalPropertiesAudited: integer('total_properties_audited').notNull(),
    flaggedProperties: integer('flagged_properties').notNull(),
    averageDiscrepancy: percent('average_discrepancy').notNull(),
    /** Percent units; null when nothing was audited. */
    auditAccuracy: percent('audit_accuracy'),
    auditDate: timestamp('audit_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_flow_audit_runs_organization_idx').on(t.organizationId, t.auditDate)],
);

/** A cash-flow forecast of one property (spec 2 §3 Forecast): rent and cash-flow scenarios. */
export const cashFlowForecasts = pgTable(
  'cash_flow_forecasts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    confidenceLevel: numeric('confidence_level', { ...UNIT_SHARE_COLUMN }).notNull(),
    rentHighScenario: money('rent_high_scenario').notNull(),
    rentMedianScenario: money('rent_median_scenario').notNull(),
    rentLowScenario: money('rent_low_scenario').notNull(),
    cashFlowHighScenario: money('cash_flow_high_scenario').notNull(),
    cashFlowMedianScenario: money('cash_flow_median_scenario').notNull(),
    cashFlowLowScenario: money('cash_flow_low_scenario').notNull(),
    updatedCapRate: percent('updated_cap_rate'),
    method: text('method').notNull(),
    generationDate: timestamp('generation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cash_flow_forecasts_organization_property_idx').on(t.organizationId, t.propertyId, t.generationDate)],
);
