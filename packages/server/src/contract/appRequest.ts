// No zod here: the web app imports this into its first chunk, which must not build schemas before
// its CSP runtime settings (packages/app/src/securityRuntime.ts) have run.

/**
 * The header the REI web app sends with every request (value `1`). A cross-site form cannot set a
 * custom header, so the server's request-forgery check accepts a cookie-authenticated change that
 * carries it. HTTP header names are case-insensitive; Node reads them lower-cased.
 */
export const APP_REQUEST_HEADER = 'X-REI-Request';

/**
 * The header that selects the organization a signed-in call works in (a positive whole number; an
 * API key always acts in its own). The app sets it from the selected organization; the server reads
 * it (routes/requestScope.ts), lower-cased as Node gives header names.
 */
export const ORGANIZATION_HEADER = 'X-Organization-Id';
