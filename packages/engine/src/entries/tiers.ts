/** @rei/engine/tiers — the subscription tiers and their limits. */
export * from '../rules/tiers';
