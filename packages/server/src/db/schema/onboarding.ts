import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { MONEY_COLUMN } from '../../contract/bounds';

/** The onboarding questionnaire, one row per user (spec 2 §3 Onboarding). */
export const onboarding = pgTable('onboarding', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  experienceLevel: text('experience_level'),
  investmentGoal: text('investment_goal'),
  marketPreference: text('market_preference'),
  city: text('city'),
  zipCode: text('zip_code'),
  budget: numeric('budget', { ...MONEY_COLUMN }),
  /** The wizard step the person is on, 1 to 4. */
  currentStep: integer('current_step').notNull().default(1),
  completed: boolean('completed').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
