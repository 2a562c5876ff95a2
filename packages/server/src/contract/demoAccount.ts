/**
 * The published demo login: the account `rei start` seeds on an empty database and the
 * credentials the sign-in page offers. One constant serves both, so they cannot drift apart.
 */
export const DEMO_CREDENTIALS = { email: 'demo@rei.local', password: 'demo-investor-2026' } as const;
