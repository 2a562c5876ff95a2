import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { organizations } from './organizations';
import { properties } from './properties';
import { strategies } from './strategies';
import { MONEY_COLUMN, PERCENT_COLUMN } from '../../contract/bounds';

const money = (name: string) => numeric(name, { ...MONEY_COLUMN });
const percent = (name: string) => numeric(name, { ...PERCENT_COLUMN });

/**
 * A property kept in an organization's portfolio, with a snapshot of the strategy numbers
 * shown on its dashboard card (spec 1 §3 Portfolio item).
 */
export const portfolioItems = pgTable(
  'portfolio_items',
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
    strategyId: integer('strategy_id').references(() => strategies.id, { onDelete: 'set null' }),

    strategyType: text('strategy_type').notNull().default('buy_hold'),
    purchasePrice: money('purchase_price'),
    annualNOI: money('annual_noi'),
    monthlyRent: money('monthly_rent'),
    monthlyNetCashFlow: money('monthly_net_cash_flow'),
    cashOnCash: percent('cash_on_cash'),
    capRate: percent('cap_rate'),
    rehabCost: money('rehab_cost'),
    arv: money('arv'),
    profit: money('profit'),
    repairEstimate: money('repair_estimate'),
    assignmentFee: money('assignment_fee'),
    metricsCalculated: boolean('metrics_calculated').notNull().default(false),
    metricsError: text('metrics_error'),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('portfolio_items_organization_property_unique').on(t.organizationId, t.propertyId),
    index('portfolio_items_organization_id_idx').on(t.organizationId),
    // A property's entries: the cascade when a property is deleted, and the portfolio-version trigger on properties.
    index('portfolio_items_property_id_idx').on(t.propertyId),
    // The dashboard's default page (newest first, id breaking ties) reads this index instead of sorting the whole portfolio.
    index('portfolio_items_organization_added_idx').on(t.organizationId, t.createdAt.desc().nullsLast(), t.id.desc().nullsFirst()),
  ],
);
