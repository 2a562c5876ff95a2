import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STRATEGY_TYPES } from '@rei/engine';
import { users } from './accounts';
import { organizations } from './organizations';
import { properties } from './properties';

/** A saved strategy: the inputs and the engine's outputs (recomputed on the server). */
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
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** One of the engine's `STRATEGY_TYPES` (a plain text column: the list types the rows, not the SQL). */
    strategyType: text('strategy_type', { enum: STRATEGY_TYPES }).notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    outputs: jsonb('outputs').$type<Record<string, unknown>>().notNull(),
    engineVersion: text('engine_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('strategies_organization_property_idx').on(t.organizationId, t.propertyId)],
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
