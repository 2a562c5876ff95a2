/**
 * Subscription tiers, the one plan table, and feature gating.
 *
 * One table (`PLANS`) drives enforcement on the server, the pricing section of the landing
 * page and the dashboard's plan cards. Limits follow the plan table of the product spec
 * (scout 3 properties / no AI summaries; rookie 15 / 5; operator and hunter unlimited);
 * prices are rookie $29, operator $79, hunter $99 a month.
 */
import type { StrategyType } from '../../domain/strategy';

/** Subscription tiers in ascending order (scout is free). */
export const TIERS = ['scout', 'rookie', 'operator', 'hunter'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * Export formats a plan may produce, spelled as the report files are (`POST /api/reports`
 * `format`): `xlsx` is the Excel workbook with live formulas, `pdf-branded` the PDF under the
 * organization's logo, `pdf-premium` the hunter-only due-diligence report (the plan's "Premium
 * reports", feature `premium_reports`), `team-csv` and `team-xlsx` the hunter-only export of a
 * whole organization's portfolio.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf', 'pdf-branded', 'pdf-premium', 'team-csv', 'team-xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How much of the calculator suite a plan opens, from least to most. */
export const CALCULATOR_ACCESS_LEVELS = ['basic', 'all', 'all_custom', 'all_custom_team'] as const;
export type CalculatorAccess = (typeof CALCULATOR_ACCESS_LEVELS)[number];

/** Depth of NYC data enrichment, from least to most. */
export const DATA_ENRICHMENT_LEVELS = ['basic', 'standard', 'advanced'] as const;
export type DataEnrichment = (typeof DATA_ENRICHMENT_LEVELS)[number];

/** A plan's limits. `null` means unlimited. */
export interface PlanLimits {
  /** Properties kept in the portfolio at once; `null` = unlimited. */
  readonly properties: number | null;
  /** AI investment summaries per calendar month; `null` = unlimited. */
  readonly aiSummariesPerMonth: number | null;
  readonly exportFormats: readonly ExportFormat[];
  readonly calculators: CalculatorAccess;
  readonly dataEnrichment: DataEnrichment;
}

/** One row of the plan table. */
export interface Plan {
  readonly id: Tier;
  /** Display name ('Scout'). */
  readonly name: string;
  /** Price in USD per month; 0 for the free plan. */
  readonly monthlyPrice: number;
  /** Marked 'Popular' on the pricing UI. */
  readonly popular: boolean;
  readonly limits: PlanLimits;
  /** Bullet texts for the pricing UI, in display order. */
  readonly features: readonly string[];
}

/** The plan table, in tier order. The only source of prices and limits. */
export const PLANS: readonly Plan[] = [
  {
    id: 'scout',
    name: 'Scout',
    monthlyPrice: 0,
    popular: false,
    limits: { properties: 3, aiSummariesPerMonth: 0, exportFormats: ['csv'], calculators: 'basic', dataEnrichment: 'basic' },
    features: ['Up to 3 properties', 'Basic calculators', 'CSV exports', 'No AI summaries', 'Basic data enrichment'],
  },
  {
    id: 'rookie',
    name: 'Rookie',
    monthlyPrice: 29,
    popular: true,
    limits: { properties: 15, aiSummariesPerMonth: 5, exportFormats: ['csv', 'xlsx', 'pdf'], calculators: 'all', dataEnrichment: 'standard' },
    features: ['Up to 15 properties', 'All strategy calculators', 'PDF, Excel and CSV exports', '5 AI summaries/month', 'Standard enrichment'],
  },
  {
    id: 'operator',
    name: 'Operator',
    monthlyPrice: 79,
    popular: false,
    limits: {
      properties: null,
      aiSummariesPerMonth: null,
      exportFormats: ['csv', 'xlsx', 'pdf', 'pdf-branded'],
      calculators: 'all_custom',
      dataEnrichment: 'advanced',
    },
    features: [
      'Unlimited properties',
      'All calculators plus custom inputs',
      'Branded PDF exports',
      'Unlimited AI summaries',
      'Advanced enrichment',
    ],
  },
  {
    id: 'hunter',
    name: 'Hunter',
    monthlyPrice: 99,
    popular: false,
    limits: {
      properties: null,
      aiSummariesPerMonth: null,
      exportFormats: ['csv', 'xlsx', 'pdf', 'pdf-branded', 'pdf-premium', 'team-csv', 'team-xlsx'],
      calculators: 'all_custom_team',
      dataEnrichment: 'advanced',
    },
    features: [
      'Everything in Operator',
      'Team exports',
      'Team calculators',
      'Premium reports',
      'Bulk operations',
      'API access',
    ],
  },
];

/** Features a tier can unlock. `property_search` is open to everyone. */
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
  'api_access',
  'team_calculators',
] as const;
export type Feature = (typeof FEATURES)[number];

/**
 * The lowest tier that has each feature, read off `PLANS` so that what a plan's pricing
 * card promises is what enforcement grants:
 * - `ai_summary`, `pdf_export`: rookie (5 summaries, PDF export);
 * - `all_calculators`, `strategy_calculators`: rookie ('All strategy calculators');
 * - `branded_export`, `custom_calculators`, `advanced_enrichment`: operator;
 * - `premium_reports`, `bulk_operations`, `api_access` (API keys), `team_calculators` (organisation presets): hunter (team features).
 *
 * The spec's fallback list (used by the old client only when no subscription service
 * existed) put all_calculators, strategy_calculators and advanced_enrichment at hunter;
 * that contradicts the plan table a customer pays for, so the plan table wins.
 */
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
  api_access: 'hunter',
  team_calculators: 'hunter',
};

/** Subscription statuses that still grant the plan's features. */
export const ENTITLED_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** What `hasFeature` and friends need of a subscription object. */
export interface SubscriptionLike {
  readonly tier: string;
  readonly status: string;
}

/** The five calculator tabs of the calculator suite, as they appear in `/calculator/{tab}`. */
export const CALCULATOR_TABS = ['buy-hold', 'fix-flip', 'wholesale', 'creative-financing', 'rehab-reinvest'] as const;
export type CalculatorTab = (typeof CALCULATOR_TABS)[number];

/** The strategy each calculator tab runs and saves its deals under (BRRRR's tab is `rehab-reinvest`, its strategy `brrr`). */
export const CALCULATOR_TAB_STRATEGIES: Readonly<Record<CalculatorTab, StrategyType>> = {
  'buy-hold': 'buy_hold',
  'fix-flip': 'fix_flip',
  wholesale: 'wholesale',
  'creative-financing': 'creative_financing',
  'rehab-reinvest': 'brrr',
};

/** True when `value` is one of the four tier ids. */
export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/** True when `value` is one of the feature ids. */
export function isFeature(value: unknown): value is Feature {
  return typeof value === 'string' && (FEATURES as readonly string[]).includes(value);
}

/** True when `value` is one of the five calculator tabs. */
export function isCalculatorTab(value: unknown): value is CalculatorTab {
  return typeof value === 'string' && (CALCULATOR_TABS as readonly string[]).includes(value);
}

/**
 * Position of a tier in the ascending order scout < rookie < operator < hunter.
 *
 * @example
 * tierRank('scout') // 0
 * tierRank('hunter') // 3
 */
export function tierRank(tier: Tier): number {
  return TIERS.indexOf(tier);
}

/**
 * The tier whose features a subscription (or a bare tier) actually grants.
 *
 * A tier string is taken as is. A subscription grants its tier only while its status is
 * active, trialing or past_due (the billing provider's grace period); a cancelled,
 * unpaid, incomplete or otherwise inactive subscription falls back to scout, as does an
 * unknown tier id (data from outside is never trusted to unlock anything).
 *
 * @example
 * effectiveTier({ tier: 'operator', status: 'cancelled' }) // 'scout'
 */
export function effectiveTier(subscriptionOrTier: Tier | SubscriptionLike | string | null | undefined): Tier {
  if (subscriptionOrTier == null) return 'scout';
  if (typeof subscriptionOrTier === 'string') return isTier(subscriptionOrTier) ? subscriptionOrTier : 'scout';
  const entitled = (ENTITLED_SUBSCRIPTION_STATUSES as readonly string[]).includes(subscriptionOrTier.status);
  return entitled && isTier(subscriptionOrTier.tier) ? subscriptionOrTier.tier : 'scout';
}

/** The plan row of a tier. */
export function planFor(tier: Tier): Plan {
  // PLANS lists every tier exactly once, in TIERS order.
  return PLANS[tierRank(tier)] as Plan;
}

/**
 * The lowest tier that has `feature`.
 *
 * @example
 * featureMinimumTier('ai_summary') // 'rookie'
 */
export function featureMinimumTier(feature: Feature): Tier {
  return FEATURE_MINIMUM_TIER[feature];
}

/**
 * Whether a tier, or a subscription, grants `feature`: its effective tier ranks at or
 * above the feature's minimum tier. `property_search` is always granted. See
 * `effectiveTier` for how an inactive subscription is treated (as scout).
 *
 * @example
 * hasFeature('rookie', 'ai_summary') // true
 * hasFeature({ tier: 'hunter', status: 'cancelled' }, 'ai_summary') // false
 */
export function hasFeature(subscriptionOrTier: Tier | SubscriptionLike | string | null | undefined, feature: Feature): boolean {
  if (feature === 'property_search') return true;
  return tierRank(effectiveTier(subscriptionOrTier)) >= tierRank(featureMinimumTier(feature));
}

/**
 * Whether a calculator tab may be opened. Buy & Hold and the BRRRR tab (`rehab-reinvest`)
 * are open to every tier; Fix & Flip, Wholesale and Creative Financing need
 * `all_calculators` (rookie and up). BRRRR stays open to scout because the spec blocks
 * only fix-flip, wholesale and creative-financing for scout users.
 *
 * @example
 * canUseCalculator('scout', 'fix-flip') // false
 * canUseCalculator('scout', 'rehab-reinvest') // true
 */
export function canUseCalculator(subscriptionOrTier: Tier | SubscriptionLike | string | null | undefined, tab: CalculatorTab): boolean {
  if (tab === 'buy-hold' || tab === 'rehab-reinvest') return true;
  return hasFeature(subscriptionOrTier, 'all_calculators');
}

/** The limits of a tier's plan (`null` = unlimited). */
export function tierLimits(tier: Tier): PlanLimits {
  return planFor(tier).limits;
}

/**
 * Whether one more property may be added when `currentCount` are already kept.
 * True below the plan's limit or on an unlimited plan; a non-finite count is refused.
 *
 * @example
 * canAddProperty('scout', 2) // true  (the third of 3)
 * canAddProperty('scout', 3) // false
 */
export function canAddProperty(tier: Tier, currentCount: number): boolean {
  return withinLimit(tierLimits(tier).properties, currentCount);
}

/**
 * Whether one more AI summary may be generated when `usedThisMonth` were generated
 * this calendar month. Scout's limit is 0, so it never may.
 *
 * @example
 * canGenerateAiSummary('rookie', 4) // true  (the fifth of 5)
 * canGenerateAiSummary('rookie', 5) // false
 */
export function canGenerateAiSummary(tier: Tier, usedThisMonth: number): boolean {
  return withinLimit(tierLimits(tier).aiSummariesPerMonth, usedThisMonth);
}

/**
 * Whether a tier's plan includes an export format.
 *
 * @example
 * canExport('rookie', 'pdf') // true
 * canExport('rookie', 'pdf-branded') // false
 */
export function canExport(tier: Tier, format: ExportFormat): boolean {
  return tierLimits(tier).exportFormats.includes(format);
}

/**
 * Price text for a plan card: 'Free' for $0, otherwise '$29/month'.
 */
export function planPriceLabel(plan: Plan): string {
  return plan.monthlyPrice === 0 ? 'Free' : `$${plan.monthlyPrice}/month`;
}

function withinLimit(limit: number | null, used: number): boolean {
  if (!Number.isFinite(used)) return false;
  return limit === null || used < limit;
}

/** The nine features listed on the Feature Testing Dashboard (/access-test), in display order. */
export const ACCESS_TEST_FEATURES = [
  'property_search',
  'basic_analysis',
  'ai_summary',
  'pdf_export',
  'branded_export',
  'custom_calculators',
  'advanced_enrichment',
  'premium_reports',
  'bulk_operations',
] as const satisfies readonly Feature[];

export type AccessTestFeature = (typeof ACCESS_TEST_FEATURES)[number];

/** The access-test page's local on/off switch per feature; a feature without an entry is on. */
export type FeatureToggles = Partial<Record<Feature, boolean>>;

/** What the access-test page knows about the visitor. */
export interface AccessTestContext {
  /** The signed-in user's tier or subscription. */
  readonly subscription: Tier | SubscriptionLike | string | null | undefined;
  /** Local on/off toggles per feature; a feature without an entry is on. */
  readonly toggles?: FeatureToggles;
  /** A developer override tier; 'hunter' bypasses every check, any other tier replaces the user's. */
  readonly developerOverride?: Tier | null;
}

/**
 * Whether the access-test page opens a feature: `property_search` always; with the
 * developer override 'hunter' everything; otherwise the (overridden or real) tier must
 * have the feature and its local toggle must be on. Client routing only: the server
 * never grants anything because of an override or toggle.
 *
 * @example
 * accessTestAllows({ subscription: 'rookie', toggles: { ai_summary: false } }, 'ai_summary') // false
 * accessTestAllows({ subscription: 'scout', developerOverride: 'hunter' }, 'bulk_operations') // true
 */
export function accessTestAllows(context: AccessTestContext, feature: Feature): boolean {
  if (feature === 'property_search') return true;
  if (context.developerOverride === 'hunter') return true;
  const tier = context.developerOverride ?? context.subscription;
  return hasFeature(tier, feature) && context.toggles?.[feature] !== false;
}

/**
 * The tier the access-test page acts as: the developer override when one is set, else the
 * tier the subscription actually grants (`effectiveTier`).
 *
 * @example
 * accessTestRole('rookie', 'operator') // 'operator'
 * accessTestRole({ tier: 'hunter', status: 'cancelled' }, null) // 'scout'
 */
export function accessTestRole(subscription: AccessTestContext['subscription'], developerOverride: Tier | null | undefined): Tier {
  return developerOverride ?? effectiveTier(subscription);
}
