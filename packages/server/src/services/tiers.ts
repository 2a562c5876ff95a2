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
