import { TIERS, effectiveTier, hasFeature, type Feature, type SubscriptionLike, type Tier } from '@rei/engine';

/** The nine features of the Feature Testing Dashboard (spec 1 §2), with the route each opens. */
export const ACCESS_TEST_FEATURES: ReadonlyArray<{ feature: Feature; label: string; route: string }> = [
  { feature: 'property_search', label: 'Property Search', route: '/property-search' },
  { feature: 'basic_analysis', label: 'Basic Analysis', route: '/calculator/buy-hold' },
  { feature: 'ai_summary', label: 'AI Summary', route: '/ai-summaries' },
  { feature: 'pdf_export', label: 'PDF Export', route: '/calculator' },
  { feature: 'branded_export', label: 'Branded Export', route: '/calculator' },
  { feature: 'custom_calculators', label: 'Custom Calculators', route: '/calculator/creative-financing' },
  { feature: 'advanced_enrichment', label: 'Advanced Enrichment', route: '/property-search' },
  { feature: 'premium_reports', label: 'Premium Reports', route: '/cash-flow-audit' },
  { feature: 'bulk_operations', label: 'Bulk Operations', route: '/property-upload' },
];

/** Local on/off toggles per feature; a feature missing here is on. */
export type FeatureToggles = Partial<Record<Feature, boolean>>;

/**
 * Whether the access-test page opens a feature: property_search always; a hunter developer
 * override bypasses every check; otherwise the role (override, else the user's tier) must
 * have the feature (engine `hasFeature`) and its local toggle must be on. This changes
 * client routing only — the server never grants anything because of it.
 */
export function isFeatureAccessible(
  feature: Feature,
  tier: Tier | SubscriptionLike | string | null | undefined,
  developerRole: Tier | null | undefined,
  toggles: FeatureToggles,
): boolean {
  if (feature === 'property_search') return true;
  if (developerRole === 'hunter') return true;
  return hasFeature(developerRole ?? tier, feature) && toggles[feature] !== false;
}

/** The role the page acts as: the developer override, else the effective tier. */
export function accessTestRole(tier: Tier | SubscriptionLike | string | null | undefined, developerRole: Tier | null | undefined): Tier {
  return developerRole ?? effectiveTier(tier);
}

/** 'Feature "{name}" is not accessible with current role or is disabled.' (spec 1 §8). */
export function lockedFeatureMessage(feature: Feature): string {
  return `Feature "${feature}" is not accessible with current role or is disabled.`;
}

export const DEVELOPER_ROLE_OPTIONS: ReadonlyArray<{ value: Tier | 'none'; label: string }> = [
  { value: 'none', label: 'No override' },
  ...TIERS.map((tier) => ({ value: tier, label: tier })),
];
