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
// NYC datasets (a later issue): lot data (PLUTO), HPD and ECB violations, DOB permits, 311
// complaints, marshal evictions, rolling sales and tax liens — one file per dataset under
// `schema/nyc/`, each table keyed and indexed by `bbl` (text, 10 digits) and re-exported here.
