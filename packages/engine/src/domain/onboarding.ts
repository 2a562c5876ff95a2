import { z } from 'zod';

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const INVESTMENT_GOALS = ['cashflow', 'appreciation', 'flipping', 'wholesale'] as const;
export const MARKET_PREFERENCES = ['zip', 'city', 'unsure'] as const;

/** Onboarding answers and progress. `budget` in USD. */
export const onboardingSchema = z.object({
  experienceLevel: z.enum(EXPERIENCE_LEVELS).nullish(),
  investmentGoal: z.enum(INVESTMENT_GOALS).nullish(),
  marketPreference: z.enum(MARKET_PREFERENCES).default('city'),
  city: z.string().nullish(),
  zipCode: z.string().nullish(),
  budget: z.number().min(0).default(500_000),
  currentStep: z.number().int().min(1).max(4).default(1),
  completed: z.boolean().default(false),
});
export type Onboarding = z.infer<typeof onboardingSchema>;
export type OnboardingInput = z.input<typeof onboardingSchema>;

/** Answer of GET /api/onboarding/{userId}. */
export const onboardingStatusSchema = z.object({ completed: z.boolean() });
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
