/**
 * The whole database schema, one file per area under `schema/`. drizzle-kit reads this file
 * to generate `migrations/`.
 */
export * from './schema/accounts';
export * from './schema/organizations';
export * from './schema/billing';
export * from './schema/onboarding';
export * from './schema/properties';
export * from './schema/portfolio';
export * from './schema/strategies';
export * from './schema/audits';
export * from './schema/admin';
export * from './schema/branding';
export * from './schema/reports';
export * from './schema/accountTokens';
export * from './schema/jobs';
export * from './schema/apiKeys';
export * from './schema/watches';
export * from './schema/presets';
export * from './schema/screens';
export * from './schema/buyBoxes';
/** NYC Open Data tables filled by `rei import` (one file per dataset family under `schema/nyc/`), keyed by `bbl`. */
export * from './schema/nyc';
export * from './schema/webhooks';
