/**
 * Onboarding API contract: read and save the four-step questionnaire (experience, goal,
 * market, budget) of one user (spec 2 §3–§5; spec 1 §7). The answer choices, the budget
 * bounds and the number of steps are the engine's.
 */
import { z } from 'zod';
import { EXPERIENCE_LEVELS, FORM_MESSAGES, INVESTMENT_GOALS, MARKET_PREFERENCES, ONBOARDING, isCityName } from '@rei/engine';
import { idParam } from './properties';

export const onboardingParamsSchema = z.object({ userId: idParam() });

/**
 * The budget slider's bounds, step and default in USD (50,000 to 2,000,000) and the one value
 * above them, `moreThanMax`, that means "more than $2M"; the engine's `ONBOARDING.budget`.
 */
export const ONBOARDING_BUDGET = ONBOARDING.budget;

const STEP_RANGE = `must be 1 to ${ONBOARDING.totalSteps}`;

/**
 * PUT body: the step fields saved so far, the step the person is on, and whether the
 * wizard is finished. Each step's required answers (spec 2 §5) are checked for every step up to `currentStep`
 * (and all four when `completed`), with the spec's messages.
 */
export const onboardingUpdateBodySchema = z.object({
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'Please select your experience level' }).nullish(),
  investmentGoal: z.enum(INVESTMENT_GOALS, { error: 'Please select your investment goal' }).nullish(),
  marketPreference: z.enum(MARKET_PREFERENCES, { error: `must be one of ${MARKET_PREFERENCES.join(', ')}` }).nullish(),
  city: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .refine((city) => city === '' || isCityName(city), FORM_MESSAGES.onboardingCityNotAName.description)
    .nullish(),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'Please enter a 5-digit ZIP code')
    .nullish(),
  budget: z
    .number({ error: 'must be a number' })
    .min(ONBOARDING_BUDGET.min, `must be at least ${ONBOARDING_BUDGET.min}`)
    .refine(
      (budget) => budget <= ONBOARDING_BUDGET.max || budget === ONBOARDING_BUDGET.moreThanMax,
      `must be at most ${ONBOARDING_BUDGET.max}, or ${ONBOARDING_BUDGET.moreThanMax} for "more than $2M"`,
    )
    .nullish(),
  currentStep: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, STEP_RANGE).max(ONBOARDING.totalSteps, STEP_RANGE),
  completed: z.boolean({ error: 'must be true or false' }).default(false),
});
export type OnboardingUpdateBody = z.infer<typeof onboardingUpdateBodySchema>;

export const onboardingResponseSchema = z.object({
  userId: z.number().int().positive(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullable(),
  investmentGoal: z.enum(INVESTMENT_GOALS).nullable(),
  marketPreference: z.enum(MARKET_PREFERENCES),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  budget: z.number(),
  currentStep: z.number().int().min(1).max(ONBOARDING.totalSteps),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
