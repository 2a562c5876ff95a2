import { formError, type FormError } from './messages';

/**
 * Onboarding wizard constants. Budget in USD: the slider runs from `min` to `max` (the spec's
 * range); `moreThanMax` is the one value above it, stored when the person picks "More than $2M"
 * (a budget with no upper bound, not a figure of 2,010,000).
 */
export const ONBOARDING = {
  totalSteps: 4,
  budget: { min: 50_000, max: 2_000_000, step: 10_000, default: 500_000, moreThanMax: 2_010_000 },
  defaultMarketPreference: 'city',
} as const;

/** A city is a place name: it has at least one letter ("1500000" is a budget typed in the wrong field). */
export function isCityName(city: string): boolean {
  return /\p{L}/u.test(city);
}

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
 * 'city' (the default) — a city with at least one letter; 'unsure' and step 4 (budget, always set by the slider) need
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
      if (market === 'city' && !isCityName(data.city ?? '')) return formError('onboardingCityNotAName', ['city']);
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

/**
 * A budget snapped to the slider: within 50,000–2,000,000, on a 10,000 step; any budget above
 * the slider's range is "more than $2M" (`ONBOARDING.budget.moreThanMax`).
 */
export function clampBudget(budget: number): number {
  const { min, max, step, default: fallback, moreThanMax } = ONBOARDING.budget;
  if (!Number.isFinite(budget)) return fallback;
  if (budget > max) return moreThanMax;
  return Math.max(Math.round(budget / step) * step, min);
}

/** Whether a budget is the open-ended "more than $2M" choice rather than a slider figure. */
export function isBudgetMoreThanMax(budget: number): boolean {
  return budget > ONBOARDING.budget.max;
}
