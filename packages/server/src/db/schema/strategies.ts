import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { STRATEGY_TYPES } from '@rei/engine';
import { users } from './accounts';
import { organizations } from './organizations';
import { properties } from './properties';
import { presets } from './presets';

/**
 * The assumption preset a deal version was made with, as it was at that version: changing the
 * preset later never changes the saved deal, and its locked fields stay locked in later versions.
 */
export interface DealPresetSnapshot {
  id: number;
  name: string;
  scope: 'personal' | 'organization';
  version: number;
  values: Record<string, unknown>;
  lineItems: unknown[];
  lockedFields: string[];
}

/**
 * A deal: the investor's named analysis under one strategy, in one organization. Each save is a
 * new version, stored as a `strategies` row (`deal_id`, `version`), so reports, share links and
 * AI summaries keep working from a strategy id. `current_version` names the newest.
 */
export const deals = pgTable(
  'deals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who created it; null once that account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The property analysed (a deal's versions are strategies of it). */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    strategyType: text('strategy_type', { enum: STRATEGY_TYPES }).notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deals_organization_updated_idx').on(t.organizationId, t.updatedAt, t.id), index('deals_property_idx').on(t.propertyId)],
);

/** A saved strategy: the inputs and the engine's outputs (recomputed on the server); a deal's version when `deal_id` is set. */
export const strategies = pgTable(
  'strategies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The property analysed; null for a standalone deal's version (no property attached). */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** One of the engine's `STRATEGY_TYPES` (a plain text column: the list types the rows, not the SQL). */
    strategyType: text('strategy_type', { enum: STRATEGY_TYPES }).notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    outputs: jsonb('outputs').$type<Record<string, unknown>>().notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The deal this strategy is a version of (null for none). */
    dealId: integer('deal_id').references((): AnyPgColumn => deals.id, { onDelete: 'cascade' }),
    /** Its version number within the deal (1, 2, …). */
    version: integer('version'),
    /** The inputs exactly as the investor sent them (`inputs` adds the calculator's defaults). */
    sentInputs: jsonb('sent_inputs').$type<Record<string, unknown>>(),
    /** Where pre-filled inputs came from, by input key. */
    inputSources: jsonb('input_sources').$type<Record<string, { kind: string; label: string; note: string | null }>>(),
    /** The investor's note on what this version changed. */
    comment: text('comment'),
    /** The preset this version used (null when none, or once the preset is deleted: `preset` keeps it). */
    presetId: integer('preset_id').references(() => presets.id, { onDelete: 'set null' }),
    /** The preset's version this deal version used. */
    presetVersion: integer('preset_version'),
    /** The preset as it was at that version. */
    preset: jsonb('preset').$type<DealPresetSnapshot>(),
  },
  (t) => [
    index('strategies_organization_property_idx').on(t.organizationId, t.propertyId),
    uniqueIndex('strategies_deal_version_idx').on(t.dealId, t.version),
  ],
);

/** An AI investment summary written for a saved strategy. */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    strategyId: integer('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    /** The three sections (investmentThesis, riskAssessment, neighborhoodInsights). */
    sections: jsonb('sections').$type<{ investmentThesis: string; riskAssessment: string; neighborhoodInsights: string }>().notNull(),
    /** Which SummaryProvider wrote it ('local', 'anthropic', 'openai-compatible'). */
    provider: text('provider').notNull(),
    /** The model that wrote it ('rei-local-v1' for the embedded writer). */
    model: text('model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_summaries_strategy_id_idx').on(t.strategyId), index('ai_summaries_user_created_idx').on(t.userId, t.createdAt)],
);
