import type { SubscriptionProvider, SubscriptionStatus } from '@rei/engine';
import type { Database } from '../db/client';
import { aiSummariesCounted, findBillingRow, findSubscriptionRow, incrementAiSummaries } from '../db/queries/subscriptions';
import type { BillingMode, ChangeSubscriptionResult, Subscription } from '../contract';
import { notFound, tierLimit } from '../errors';
import { countPlanPropertiesOf } from '../db/queries/properties';
import type { Actor } from './audit';
import { DEMO_PROVIDER_NAME, type BillingAccount, type BillingProvider } from './billing';
import {
  FEATURES,
  canAddProperty,
  canGenerateAiSummary,
  effectiveTier,
  featureMinimumTier,
  hasFeature,
  planAllowing,
  planFor,
  tierLimits,
  type Feature,
  type Tier,
} from './tiers';

/** The calendar month usage is counted in, 'YYYY-MM' in UTC. */
export function usageMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/** The subscription row of a user, or the default for a user without one: scout, active. */
export async function findSubscription(db: Database, userId: number): Promise<{
  tier: Tier;
  status: SubscriptionStatus;
  provider: SubscriptionProvider;
  currentPeriodEnd: Date | null;
  providerCustomerId: string | null;
}> {
  const row = await findSubscriptionRow(db, userId);
  return row ?? { tier: 'scout', status: 'active', provider: DEMO_PROVIDER_NAME, currentPeriodEnd: null, providerCustomerId: null };
}

/** The tier whose limits apply now (an inactive subscription counts as scout). */
export async function effectiveTierOf(db: Database, userId: number): Promise<Tier> {
  return effectiveTier(await findSubscription(db, userId));
}

/** Each caller's plan, read once per caller object (one request's session user). */
const tierOfCaller = new WeakMap<object, Promise<Tier>>();

/**
 * The plan whose enrichment level a caller sees (`ENRICHMENT_BLOCKS`): a visitor's is Scout's.
 * Read once for a caller object, so the parts of one answer that limit the record cost one read.
 */
export function enrichmentTierOf(db: Database, caller: { readonly id: number } | null): Promise<Tier> {
  if (!caller) return Promise.resolve('scout');
  let tier = tierOfCaller.get(caller);
  if (!tier) {
    tier = effectiveTierOf(db, caller.id);
    tierOfCaller.set(caller, tier);
  }
  return tier;
}

/** AI summaries the user has generated this month. */
export async function aiSummariesUsedThisMonth(db: Database, userId: number, now = new Date()): Promise<number> {
  return aiSummariesCounted(db, userId, usageMonth(now));
}

/**
 * Properties that count against the user's plan, each once: those they added (demo data
 * never counts) and those they keep in a portfolio (see `countPlanPropertiesOf`).
 */
export async function propertiesOwnedBy(db: Database, userId: number): Promise<number> {
  return countPlanPropertiesOf(db, userId);
}

/** GET /api/subscription: tier, status, limits, features, usage this month and the billing mode. */
export async function describeSubscription(db: Database, userId: number, billingMode: BillingMode): Promise<Subscription> {
  const subscription = await findSubscription(db, userId);
  const tier = effectiveTier(subscription);
  const limits = tierLimits(tier);
  const [aiSummaries, ownedProperties] = await Promise.all([
    aiSummariesUsedThisMonth(db, userId),
    propertiesOwnedBy(db, userId),
  ]);
  return {
    tier: subscription.tier,
    status: subscription.status,
    provider: subscription.provider,
    currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
    limits: {
      properties: limits.properties,
      aiSummaries: limits.aiSummariesPerMonth,
      exportFormats: [...limits.exportFormats],
      calculators: limits.calculators,
      dataEnrichment: limits.dataEnrichment,
    },
    usage: { month: usageMonth(), properties: ownedProperties, aiSummaries },
    features: Object.fromEntries(FEATURES.map((feature) => [feature, hasFeature(tier, feature)])),
    billing: { mode: billingMode, canManage: billingMode === 'stripe' && subscription.providerCustomerId !== null },
  };
}

const FEATURE_LABELS: Readonly<Record<Feature, string>> = {
  property_search: 'property search',
  basic_analysis: 'basic analysis',
  ai_summary: 'AI investment summaries',
  pdf_export: 'PDF export',
  branded_export: 'branded PDF export',
  custom_calculators: 'custom inputs (itemised income, expense and cost lines)',
  advanced_enrichment: 'advanced data enrichment',
  all_calculators: 'all strategy calculators (fix & flip, wholesale, creative financing)',
  strategy_calculators: 'strategy calculators',
  premium_reports: 'premium reports',
  bulk_operations: 'bulk operations',
  api_access: 'API access (API keys)',
  team_calculators: 'team calculators (organisation presets)',
};

/** Throws 403 TIER_LIMIT unless the user's plan includes `feature`. */
export async function assertFeature(db: Database, userId: number, feature: Feature): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  if (hasFeature(tier, feature)) return;
  const needed = planFor(featureMinimumTier(feature)).name;
  throw tierLimit(
    `The ${planFor(tier).name} plan does not include ${FEATURE_LABELS[feature]} (feature ${feature}). Upgrade to ${needed} or higher.`,
    { feature, limit: null, used: null, plan: tier, upgradeTo: featureMinimumTier(feature) },
  );
}

/** Throws 403 TIER_LIMIT when the user already holds as many properties as the plan allows. */
export async function assertCanAddProperty(db: Database, userId: number): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  const owned = await propertiesOwnedBy(db, userId);
  if (canAddProperty(tier, owned)) return;
  const plan = planFor(tier);
  throw tierLimit(
    `Property limit reached: the ${plan.name} plan allows ${plan.limits.properties} properties and you have ${owned}. Upgrade to add more.`,
    { feature: 'properties', limit: plan.limits.properties, used: owned, plan: tier, upgradeTo: planAllowing('properties', owned + 1) },
  );
}

/** Throws 403 TIER_LIMIT when this month's AI summaries are used up. */
export async function assertCanGenerateAiSummary(db: Database, userId: number): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  const used = await aiSummariesUsedThisMonth(db, userId);
  if (canGenerateAiSummary(tier, used)) return;
  const plan = planFor(tier);
  throw tierLimit(
    plan.limits.aiSummariesPerMonth === 0
      ? `AI summaries per month: the ${plan.name} plan includes none. Upgrade to Rookie or higher.`
      : `AI summaries per month: the ${plan.name} plan allows ${plan.limits.aiSummariesPerMonth} and you have used ${used} this month.`,
    { feature: 'aiSummariesPerMonth', limit: plan.limits.aiSummariesPerMonth, used, plan: tier, upgradeTo: planAllowing('aiSummariesPerMonth', used + 1) },
  );
}

/** Counts one AI summary against this month (call inside the transaction that stores it). */
export async function recordAiSummaryUsage(db: Database, userId: number, now = new Date()): Promise<void> {
  await incrementAiSummaries(db, userId, usageMonth(now));
}

/** A user's billing record (with the email Checkout is pre-filled with). */
export async function billingAccountOf(db: Database, userId: number): Promise<BillingAccount> {
  const row = await findBillingRow(db, userId);
  if (!row) throw notFound('User not found');
  return {
    userId,
    email: row.email,
    tier: row.tier ?? 'scout',
    status: row.status ?? 'active',
    provider: row.provider ?? DEMO_PROVIDER_NAME,
    providerReference: row.providerReference,
    providerCustomerId: row.providerCustomerId,
  };
}

/**
 * PUT /api/subscription: hands the change to the billing provider. Demo billing applies it at
 * once; Stripe billing answers where to send the browser (Checkout or the Billing Portal) and
 * leaves the tier as it is until its webhook confirms the payment. The provider audits what it does.
 */
export async function changeSubscription(
  db: Database,
  billing: BillingProvider,
  actor: Actor,
  tier: Tier,
): Promise<ChangeSubscriptionResult> {
  const account = await billingAccountOf(db, actor.userId);
  const redirect = await billing.changePlan(db, actor, account, tier);
  return { ...(await describeSubscription(db, actor.userId, billing.mode)), redirect };
}

/** POST /api/billing/portal: a Billing Portal session for the caller (stripe billing only). */
export async function openBillingPortal(db: Database, billing: BillingProvider, actor: Actor): Promise<{ url: string }> {
  const account = await billingAccountOf(db, actor.userId);
  const { url } = await billing.openPortal(db, actor, account);
  return { url };
}
