import { PLANS as PLAN_TABLE } from '@rei/engine';

/**
 * The plan and tier rules the server enforces, from `@rei/engine` (rules/tiers): one `PLANS`
 * table drives enforcement here, the pricing page and the dashboard. Server modules import
 * them from this file so the source can be swapped in one place.
 */
export {
  FEATURES,
  PLANS,
  TIERS,
  canAddProperty,
  canGenerateAiSummary,
  effectiveTier,
  featureMinimumTier,
  hasFeature,
  isTier,
  planFor,
  tierLimits,
  tierRank,
  type Feature,
  type Plan,
  type PlanLimits,
  type SubscriptionLike,
  type Tier,
} from '@rei/engine';

/**
 * The cheapest plan whose count limit `key` allows `needed` (unlimited counts), or null when none
 * does: the plan a TIER_LIMIT answer names as the upgrade.
 *
 * @example
 * planAllowing('properties', 4) // 'rookie' (15 properties)
 */
export function planAllowing(key: 'properties' | 'aiSummariesPerMonth', needed: number): (typeof PLAN_TABLE)[number]['id'] | null {
  return PLAN_TABLE.find((plan) => plan.limits[key] === null || plan.limits[key] >= needed)?.id ?? null;
}
