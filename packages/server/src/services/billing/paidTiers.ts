import { TIERS, type Tier } from '../tiers';

/** The tiers that are paid for: every tier but scout, the free plan everyone falls back to. */
export type PaidTier = Exclude<Tier, 'scout'>;

/** The paid tiers in TIERS order. */
export const PAID_TIERS: readonly PaidTier[] = TIERS.filter((tier): tier is PaidTier => tier !== 'scout');

/** True when `tier` is paid for. */
export function isPaidTier(tier: Tier): tier is PaidTier {
  return tier !== 'scout';
}
