import * as z from 'zod/mini';

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const INVESTMENT_GOALS = ['cashflow', 'appreciation', 'flipping', 'wholesale'] as const;
export const MARKET_PREFERENCES = ['zip', 'city', 'unsure'] as const;

/** Onboarding answers and progress. `budget` in USD. */
export const onboardingSchema = /* @__PURE__ */ (() => z.object({
  experienceLevel: z.nullish(z.enum(EXPERIENCE_LEVELS)),
  investmentGoal: z.nullish(z.enum(INVESTMENT_GOALS)),
  marketPreference: z._default(z.enum(MARKET_PREFERENCES), 'city'),
  city: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
  budget: z._default(z.number().check(z.minimum(0)), 500_000),
  currentStep: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(4)), 1),
  completed: z._default(z.boolean(), false),
}))();
export type Onboarding = z.infer<typeof onboardingSchema>;
export type OnboardingInput = z.input<typeof onboardingSchema>;

/** Answer of GET /api/onboarding/{userId}. */
export const onboardingStatusSchema = /* @__PURE__ */ (() => z.object({ completed: z.boolean() }))();
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
