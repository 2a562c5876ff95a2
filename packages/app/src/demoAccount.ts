/**
 * The demo login shown on the sign-in page (build-time config). It is the account `rei start`
 * seeds on an empty database (`DEMO_ACCOUNT` in @rei/server/seed); the CLI checks they agree.
 */
export const DEMO_CREDENTIALS = { email: 'demo@rei.local', password: 'demo-investor-2026' } as const;
