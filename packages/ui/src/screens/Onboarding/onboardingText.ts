import type { EXPERIENCE_LEVELS, INVESTMENT_GOALS, MARKET_PREFERENCES } from '@rei/engine';

type Option<T extends string> = { readonly value: T; readonly label: string; readonly description: string };

/** Onboarding texts; the option lists below pair each profile value the server stores with the label a person reads (spec 2 §3). */
export const ONBOARDING_TEXT = {
  title: 'Set up your investor profile',
  subtitle: 'Four quick questions so the analysis fits how you invest.',
  progressLabel: 'Onboarding progress',
  steps: {
    1: { title: 'What is your investing experience?', legend: 'Experience level' },
    2: { title: 'What is your main investment goal?', legend: 'Investment goal' },
    3: { title: 'Where do you want to invest?', legend: 'Market preference' },
    4: { title: 'What is your budget?', legend: 'Budget' },
  },
  city: 'City',
  cityPlaceholder: 'Brooklyn',
  zipCode: 'ZIP code',
  zipPlaceholder: '11216',
  budget: 'Investment budget',
  budgetHint: 'From $50K to $2M, in steps of $10K. You can change it later.',
  budgetMoreThanMax: 'More than $2M',
  budgetMoreThanMaxHint: 'My budget is above the slider’s range',
  budgetMoreThanMaxValue: 'More than $2,000,000',
  previous: 'Previous',
  next: 'Next',
  finish: 'Complete Setup',
  saving: 'Saving...',
} as const;

export const EXPERIENCE_OPTIONS: readonly Option<(typeof EXPERIENCE_LEVELS)[number]>[] = [
  { value: 'beginner', label: 'Beginner', description: 'New to real estate investing' },
  { value: 'intermediate', label: 'Intermediate', description: 'A few deals done' },
  { value: 'advanced', label: 'Advanced', description: 'An experienced investor with a portfolio' },
];

export const GOAL_OPTIONS: readonly Option<(typeof INVESTMENT_GOALS)[number]>[] = [
  { value: 'cashflow', label: 'Cash Flow', description: 'Monthly income from rentals' },
  { value: 'appreciation', label: 'Appreciation', description: 'Long-term growth in value' },
  { value: 'flipping', label: 'Fix & Flip', description: 'Renovate and resell' },
  { value: 'wholesale', label: 'Wholesale', description: 'Contract and assign deals' },
];

export const MARKET_OPTIONS: readonly Option<(typeof MARKET_PREFERENCES)[number]>[] = [
  { value: 'zip', label: 'A ZIP code', description: 'Focus on one neighborhood' },
  { value: 'city', label: 'A city', description: 'Search across a city or borough' },
  { value: 'unsure', label: 'Not sure yet', description: 'Explore before deciding' },
];
