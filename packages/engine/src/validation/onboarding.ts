import { formError, type FormError } from './messages';

/** Onboarding wizard constants. Budget in USD. */
export const ONBOARDING = {
  totalSteps: 4,
  budget: { min: 50_000, max: 2_000_000, step: 10_000, default: 500_000 },
  defaultMarketPreference: 'city',
} as const;

/** The answers a step may check. */
export interface OnboardingAnswers {
  readonly experienceLevel?: string | null;
  readonly investmentGoal?: string | null;
  readonly marketPreference?: string | null;
  readonly city?: string | null;
  readonly zipCode?: string | null;
}

function blank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * Checks one onboarding step before Next: step 1 needs an experience level, step 2 an
 * investment goal, step 3 a ZIP code when the market is 'zip' or a city when it is
 * 'city' (the default); 'unsure' and step 4 (budget, always set by the slider) need
 * nothing. Returns the error to show, or `null` when the step may advance.
 *
 * @example
 * validateOnboardingStep(1, {})?.description // 'Please select your experience level'
 * validateOnboardingStep(3, { marketPreference: 'unsure' }) // null
 */
export function validateOnboardingStep(step: number, data: OnboardingAnswers): FormError | null {
  switch (step) {
    case 1:
      return blank(data.experienceLevel) ? formError('onboardingExperience', ['experienceLevel']) : null;
    case 2:
      return blank(data.investmentGoal) ? formError('onboardingGoal', ['investmentGoal']) : null;
    case 3: {
      const market = data.marketPreference ?? ONBOARDING.defaultMarketPreference;
      if (market === 'zip' && blank(data.zipCode)) return formError('onboardingZip', ['zipCode']);
      if (market === 'city' && blank(data.city)) return formError('onboardingCity', ['city']);
      return null;
    }
    default:
      return null;
  }
}

/** The step after Next (never past the last) or Previous (never below 1). */
export function onboardingStepAfter(step: number, direction: 'next' | 'previous'): number {
  const target = direction === 'next' ? step + 1 : step - 1;
  return Math.min(Math.max(target, 1), ONBOARDING.totalSteps);
}

/** Progress text and fraction: 'n of 4 Steps'. */
export function onboardingProgress(step: number): { label: string; percent: number } {
  const current = Math.min(Math.max(Math.trunc(step), 1), ONBOARDING.totalSteps);
  return { label: `${current} of ${ONBOARDING.totalSteps} Steps`, percent: (current / ONBOARDING.totalSteps) * 100 };
}

/** A budget snapped to the slider: within 50,000–2,000,000, on a 10,000 step. */
export function clampBudget(budget: number): number {
  const { min, max, step, default: fallback } = ONBOARDING.budget;
  if (!Number.isFinite(budget)) return fallback;
  return Math.min(Math.max(Math.round(budget / step) * step, min), max);
}
