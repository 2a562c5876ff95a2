/**
 * Every screen of @rei/ui. Two sections, one per author, so concurrent edits don't collide.
 */

// ---- U2: account, team and dashboard screens ------------------------------------------
export * from './AppShell';
export * from './NotFound';
export * from './Dashboard';
export * from './Organization';
export * from './Login';
export * from './Onboarding';
export * from './Admin';
export * from './Landing';
export * from './AccessTest';
export * from './Subscription';
export * from './Settings';
export * from './AiSummaries';
export * from './Accounts';

// ---- U3: property, calculator and review screens ----------------------------------------
export * from './Deals';
export * from './Screening';
export * from './ApiKeys';
