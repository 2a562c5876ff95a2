/** Onboarding API contract (spec 2 §3–§5; spec 1 §7). */
import { z } from 'zod';
import { idParam } from './properties';

/** Answer choices (same lists as @rei/engine's domain/onboarding). */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const INVESTMENT_GOALS = ['cashflow', 'appreciation', 'flipping', 'wholesale'] as const;
export const MARKET_PREFERENCES = ['zip', 'city', 'unsure'] as const;

export const onboardingParamsSchema = z.object({ userId: idParam() });

/** Budget slider bounds (spec 2 §9). */
export const ONBOARDING_BUDGET = { min: 50_000, max: 2_000_000, step: 10_000, default: 500_000 } as const;

/**
 * PUT body: the step fields saved so far, the step the person is on, and whether the
 * wizard is finished. Step rules (spec 2 §5) are checked for every step up to `currentStep`
 * (and all four when `completed`), with the spec's messages.
 */
export const onboardingUpdateBodySchema = z.object({
  experienceLevel: z.enum(EXPERIENCE_LEVELS, { error: 'Please select your experience level' }).nullish(),
  investmentGoal: z.enum(INVESTMENT_GOALS, { error: 'Please select your investment goal' }).nullish(),
  marketPreference: z.enum(MARKET_PREFERENCES, { error: `must be one of ${MARKET_PREFERENCES.join(', ')}` }).nullish(),
  city: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  zipCode: z
    .string()
    .trim()
    .regex(/^(\d{5})?$/, 'Please enter a 5-digit ZIP code')
    .nullish(),
  budget: z
    .number({ error: 'must be a number' })
    .min(ONBOARDING_BUDGET.min, `must be at least ${ONBOARDING_BUDGET.min}`)
    .max(ONBOARDING_BUDGET.max, `must be at most ${ONBOARDING_BUDGET.max}`)
    .nullish(),
  currentStep: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 4').max(4, 'must be 1 to 4'),
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
  currentStep: z.number().int().min(1).max(4),
  completed: z.boolean(),
  completedAt: z.string().nullable(),
});
export type OnboardingResponse = z.infer<typeof onboardingResponseSchema>;
