import { ACCESS_TEST_FEATURES, TIERS, type AccessTestFeature, type Feature, type Tier } from '@rei/engine';

/**
 * What the Feature Testing Dashboard shows for each feature the engine lists in
 * `ACCESS_TEST_FEATURES`: its label and the route its Navigate button opens.
 */
const FEATURE_LINKS: Readonly<Record<AccessTestFeature, { label: string; route: string }>> = {
  property_search: { label: 'Property Search', route: '/property-search' },
  basic_analysis: { label: 'Basic Analysis', route: '/calculator/buy-hold' },
  ai_summary: { label: 'AI Summary', route: '/ai-summaries' },
  pdf_export: { label: 'PDF Export', route: '/calculator' },
  branded_export: { label: 'Branded Export', route: '/calculator' },
  custom_calculators: { label: 'Custom Calculators', route: '/calculator/creative-financing' },
  advanced_enrichment: { label: 'Advanced Enrichment', route: '/property-search' },
  premium_reports: { label: 'Premium Reports', route: '/cash-flow-audit' },
  bulk_operations: { label: 'Bulk Operations', route: '/screening' },
};

/** The dashboard's rows in the engine's order: feature, label and route (spec 1 §2). */
export const ACCESS_TEST_ROWS: ReadonlyArray<{ feature: AccessTestFeature; label: string; route: string }> = ACCESS_TEST_FEATURES.map(
  (feature) => ({ feature, ...FEATURE_LINKS[feature] }),
);

/**
 * The alert shown when a locked feature is clicked; it names the feature key:
 * 'Feature "{key}" is not accessible with current role or is disabled.' (spec 1 §8).
 */
export function lockedFeatureMessage(feature: Feature): string {
  return `Feature "${feature}" is not accessible with current role or is disabled.`;
}

/** The developer override choices: none, or any tier. */
export const DEVELOPER_ROLE_OPTIONS: ReadonlyArray<{ value: Tier | 'none'; label: string }> = [
  { value: 'none', label: 'No override' },
  ...TIERS.map((tier) => ({ value: tier, label: tier })),
];
