/**
 * Adapter over the engine's tiers rules (`@rei/engine` rules/tiers). Until the engine's
 * public index exports them, this file mirrors the few the server needs with the same
 * names and meaning; then it becomes a plain re-export and every server module keeps
 * importing from here.
 */
export const TIERS = ['scout', 'rookie', 'operator', 'hunter'] as const;
export type Tier = (typeof TIERS)[number];

export const FEATURES = [
  'property_search',
  'basic_analysis',
  'ai_summary',
  'pdf_export',
  'branded_export',
  'custom_calculators',
  'advanced_enrichment',
  'all_calculators',
  'strategy_calculators',
  'premium_reports',
  'bulk_operations',
] as const;
export type Feature = (typeof FEATURES)[number];

/** A plan's limits; `null` means unlimited. */
export interface PlanLimits {
  readonly properties: number | null;
  readonly aiSummariesPerMonth: number | null;
  readonly exportFormats: readonly string[];
  readonly calculators: string;
  readonly dataEnrichment: string;
}

export interface Plan {
  readonly id: Tier;
  readonly name: string;
  readonly monthlyPrice: number;
  readonly limits: PlanLimits;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'scout',
    name: 'Scout',
    monthlyPrice: 0,
    limits: { properties: 3, aiSummariesPerMonth: 0, exportFormats: ['csv'], calculators: 'basic', dataEnrichment: 'basic' },
  },
  {
    id: 'rookie',
    name: 'Rookie',
    monthlyPrice: 29,
    limits: { properties: 15, aiSummariesPerMonth: 5, exportFormats: ['csv', 'pdf'], calculators: 'all', dataEnrichment: 'standard' },
  },
  {
    id: 'operator',
    name: 'Operator',
    monthlyPrice: 79,
    limits: {
      properties: null,
      aiSummariesPerMonth: null,
      exportFormats: ['csv', 'pdf', 'branded_pdf'],
      calculators: 'all_custom',
      dataEnrichment: 'advanced',
    },
  },
  {
    id: 'hunter',
    name: 'Hunter',
    monthlyPrice: 99,
    limits: {
      properties: null,
      aiSummariesPerMonth: null,
      exportFormats: ['csv', 'pdf', 'branded_pdf', 'team'],
      calculators: 'all_custom_team',
      dataEnrichment: 'advanced',
    },
  },
];

const FEATURE_MINIMUM_TIER: Readonly<Record<Feature, Tier>> = {
  property_search: 'scout',
  basic_analysis: 'scout',
  ai_summary: 'rookie',
  pdf_export: 'rookie',
  all_calculators: 'rookie',
  strategy_calculators: 'rookie',
  branded_export: 'operator',
  custom_calculators: 'operator',
  advanced_enrichment: 'operator',
  premium_reports: 'hunter',
  bulk_operations: 'hunter',
};

const ENTITLED_SUBSCRIPTION_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];

export interface SubscriptionLike {
  readonly tier: string;
  readonly status: string;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

export function effectiveTier(subscriptionOrTier: Tier | SubscriptionLike | string | null | undefined): Tier {
  if (subscriptionOrTier == null) return 'scout';
  if (typeof subscriptionOrTier === 'string') return isTier(subscriptionOrTier) ? subscriptionOrTier : 'scout';
  const entitled = ENTITLED_SUBSCRIPTION_STATUSES.includes(subscriptionOrTier.status);
  return entitled && isTier(subscriptionOrTier.tier) ? subscriptionOrTier.tier : 'scout';
}

export function planFor(tier: Tier): Plan {
  return PLANS[tierRank(tier)] as Plan;
}

export function featureMinimumTier(feature: Feature): Tier {
  return FEATURE_MINIMUM_TIER[feature];
}

export function hasFeature(subscriptionOrTier: Tier | SubscriptionLike | string | null | undefined, feature: Feature): boolean {
  if (feature === 'property_search') return true;
  return tierRank(effectiveTier(subscriptionOrTier)) >= tierRank(featureMinimumTier(feature));
}

export function tierLimits(tier: Tier): PlanLimits {
  return planFor(tier).limits;
}

function withinLimit(limit: number | null, used: number): boolean {
  if (!Number.isFinite(used)) return false;
  return limit === null || used < limit;
}

export function canAddProperty(tier: Tier, currentCount: number): boolean {
  return withinLimit(tierLimits(tier).properties, currentCount);
}

export function canGenerateAiSummary(tier: Tier, usedThisMonth: number): boolean {
  return withinLimit(tierLimits(tier).aiSummariesPerMonth, usedThisMonth);
}
