import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProperties } from '../../src/db/queries/properties';
import { insertAiSummary } from '../../src/db/queries/aiSummaries';
import { insertPortfolioItem } from '../../src/db/queries/portfolio';
import { insertStrategy } from '../../src/db/queries/strategies';
import { randomBytes, randomUUID } from 'node:crypto';
import { insertBackgroundJob } from '../../src/db/queries/backgroundJobs';
import { memberships, notifications, nycImports, organizationInvitations, organizations } from '../../src/db/schema';
import { insertWatch } from '../../src/db/queries/watches';
import { ENGINE_VERSION } from '../../src/services/engine';
import { newPropertyValues } from '../../src/services/propertyValues';
import { computeStrategyOutputs, strategyInputsWithDefaults } from '../../src/services/strategies';
import { createReport, createShareLink } from '../../src/services/reports';
import { createDeal } from '../../src/services/deals';
import { createApiKey } from '../../src/services/apiKeys';
import { insertWebhookEndpoint } from '../../src/db/queries/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema';
import { createPreset } from '../../src/services/presets';
import { insertScreen, insertScreenResults } from '../../src/db/queries/screens';
import { startTestServer, TEST_PASSWORD, type TestServer, type TestUser } from '../harness';

/**
 * The authorization matrix: every route the API registers × every kind of caller, relative to
 * one team T. Each cell states the status the caller must get, and every cell of a caller who
 * is not entitled to T's data checks that none of it (the marker address) is in the body.
 * A route registered without a row here fails the test, so a new route must declare who may call it.
 *
 * The rows are dealt into shards (`authorizationMatrix.<n>.test.ts`, one app and database each)
 * so that the test workers share the cells.
 */

/**
 * `unverified` is a pending invitee of T whose account never confirmed its address (someone who
 * registered a colleague's address first): everywhere a pending invitee, but it cannot join.
 */
const ACTORS = ['anonymous', 'outsider', 'pending', 'unverified', 'removed', 'analyst', 'admin', 'owner', 'sysadmin'] as const;
type Actor = (typeof ACTORS)[number];
/** Callers with an accepted membership of T. */
const MEMBERS: readonly Actor[] = ['analyst', 'admin', 'owner'];

/** T's property address: if it shows up in a body, T's data reached the caller. */
const MARKER = '4242 Zqxmarker Avenue';

interface Resources {
  readonly team: number;
  readonly propertyId: number;
  readonly strategyId: number;
  /** Two deals of T on its property (the second for comparisons). */
  readonly dealId: number;
  readonly otherDealId: number;
  /** An organization preset of T (named with the marker). */
  readonly presetId: number;
  readonly portfolioItemId: number;
  readonly ownerId: number;
  /** The removed member: they added a property of T (the marker address) before they were taken off the team. */
  readonly removedId: number;
  /** A member of T added for this cell only (membership removal, role change). */
  readonly victimId: number;
  /** An account with no membership of T, for invitations. */
  readonly inviteeEmail: string;
  /** An open invitation by email to T (revoking twice answers 200 too). */
  readonly invitationId: number;
  /** A CSV report of T's strategy, and an open share link to it (the token). */
  readonly reportId: number;
  readonly shareToken: string;
  /** A (finished) organization audit job and property import job of T. */
  readonly auditJobId: string;
  readonly importJobId: string;
  /** An API key of T made by its owner. */
  readonly apiKeyId: number;
  /** A webhook endpoint of T and one failed delivery of it. */
  readonly webhookId: number;
  readonly webhookDeliveryId: string;
  /** The owner's watch of a lot (the marker as its label) and a notification of it. */
  readonly watchId: number;
  readonly notificationId: number;
  /** A finished screen of T (named with the marker) with one result (the marker address). */
  readonly screenId: number;
  readonly screenBbl: string;
}

type Expectation = number | readonly number[];
interface RouteCase {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered (`/api/properties/:id`), to check every route has a row. */
  readonly route: string;
  readonly url: (r: Resources) => string;
  readonly body?: (r: Resources, actor: Actor) => unknown;
  /** Send `X-Organization-Id: T` (routes that work in the selected organization). */
  readonly inTeam?: boolean;
  /** Changes state: each caller gets fresh resources. */
  readonly mutates?: boolean;
  readonly expect: (actor: Actor) => Expectation;
  /** Callers entitled to see T's data in the answer (default: the members). */
  readonly sees?: readonly Actor[];
}

// Expectation shorthands
const signedIn = (ok: number) => (actor: Actor) => (actor === 'anonymous' ? 401 : ok);
/** T's data for its accepted members; not a member → 404, a pending invitee → 403 (or 404 where the route hides the team). */
const member = (ok: number, roles: readonly Actor[] = MEMBERS, tooLow = 403, pending: Expectation = [403, 404]) => (actor: Actor): Expectation => {
  if (actor === 'anonymous') return 401;
  if (roles.includes(actor)) return ok;
  if (MEMBERS.includes(actor)) return tooLow;
  if (actor === 'pending' || actor === 'unverified') return pending;
  return 404;
};
const systemAdmin = (ok: number) => (actor: Actor) => (actor === 'anonymous' ? 401 : actor === 'sysadmin' ? ok : 403);
/** The owner's own account: the owner, or a system admin; anyone else 403. */
const ownerOrSystemAdmin = (ok: number) => (actor: Actor) =>
  actor === 'anonymous' ? 401 : actor === 'owner' || actor === 'sysadmin' ? ok : 403;
const publicRoute = (ok: Expectation) => () => ok;
/** The owner's own record (a watch, a notification): 404 for every other signed-in caller. */
const ownerOnly = (ok: number) => (actor: Actor) => (actor === 'anonymous' ? 401 : actor === 'owner' ? ok : 404);

/** A tiny SVG logo (base64) for the branding rows. */
const MATRIX_LOGO_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>').toString('base64');

const ROUTES: readonly RouteCase[] = [
  { method: 'GET', route: '/api/health', url: () => '/api/health', expect: publicRoute(200), sees: [] },
  { method: 'GET', route: '/api/openapi.json', url: () => '/api/openapi.json', expect: publicRoute(200), sees: [] },
  { method: 'GET', route: '/api/docs', url: () => '/api/docs', expect: publicRoute(200), sees: [] },
  { method: 'GET', route: '/api/docs/start.js', url: () => '/api/docs/start.js', expect: publicRoute(200), sees: [] },
  { method: 'GET', route: '/api/docs/scalar.js', url: () => '/api/docs/scalar.js', expect: publicRoute(200), sees: [] },
  // The MCP endpoint takes API keys only (test/mcp/mcp.test.ts): a session, or none, is 401 whoever it is.
  { method: 'POST', route: '/api/mcp', url: () => '/api/mcp', body: () => ({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), expect: () => 401, sees: [] },
  { method: 'GET', route: '/api/mcp', url: () => '/api/mcp', expect: () => 401, sees: [] },
  { method: 'DELETE', route: '/api/mcp', url: () => '/api/mcp', expect: () => 401, sees: [] },
  { method: 'GET', route: '/api/features', url: () => '/api/features', expect: publicRoute(200), sees: [] },
  // Watches and notifications are each person's own: the lists answer every signed-in caller theirs (only the owner's hold the marker).
  { method: 'POST', route: '/api/watches', url: () => '/api/watches', mutates: true, body: () => ({ bbl: '2031440001' }), expect: signedIn(404), sees: [] },
  { method: 'GET', route: '/api/watches', url: () => '/api/watches', expect: signedIn(200), sees: ['owner'] },
  { method: 'DELETE', route: '/api/watches/:id', url: (r) => `/api/watches/${r.watchId}`, mutates: true, expect: ownerOnly(204), sees: [] },
  { method: 'GET', route: '/api/notifications', url: () => '/api/notifications', expect: signedIn(200), sees: ['owner'] },
  { method: 'POST', route: '/api/notifications/read-all', url: () => '/api/notifications/read-all', mutates: true, expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/notification-settings', url: () => '/api/notification-settings', expect: signedIn(200), sees: [] },
  { method: 'PUT', route: '/api/notification-settings', url: () => '/api/notification-settings', mutates: true, body: () => ({ email: 'off' }), expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/notification-settings/unsubscribe', url: () => `/api/notification-settings/unsubscribe?token=${'u'.repeat(32)}`, expect: publicRoute(404), sees: [] },
  { method: 'POST', route: '/api/notifications/:id/read', url: (r) => `/api/notifications/${r.notificationId}/read`, mutates: true, expect: ownerOnly(200), sees: ['owner'] },
  { method: 'POST', route: '/api/auth/register', url: () => '/api/auth/register', mutates: true, body: () => ({ fullName: 'Matrix Newcomer', email: `new-${Math.random().toString(36).slice(2)}@example.test`, password: TEST_PASSWORD }), expect: publicRoute(201), sees: [] },
  { method: 'POST', route: '/api/auth/login', url: () => '/api/auth/login', body: (_r, actor) => ({ email: `${actor}-matrix@example.test`, password: 'not-the-password-1' }), expect: publicRoute(401), sees: [] },
  { method: 'POST', route: '/api/auth/logout', url: () => '/api/auth/logout', mutates: true, expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/auth/me', url: () => '/api/auth/me', expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/auth/installation', url: () => '/api/auth/installation', expect: publicRoute(200), sees: [] },
  { method: 'POST', route: '/api/auth/password', url: () => '/api/auth/password', body: () => ({ currentPassword: 'wrong-current-password', newPassword: 'a brand new long passphrase' }), expect: signedIn(400), sees: [] },
  { method: 'GET', route: '/api/subscription', url: () => '/api/subscription', expect: signedIn(200), sees: [] },
  { method: 'PUT', route: '/api/subscription', url: () => '/api/subscription', body: () => ({ tier: 'hunter' }), expect: signedIn(200), sees: [] },
  // Demo billing has no portal to open (409); with Stripe it answers the portal's URL.
  { method: 'POST', route: '/api/billing/portal', url: () => '/api/billing/portal', expect: (a) => (a === 'anonymous' ? 401 : [200, 409]), sees: [] },
  { method: 'GET', route: '/api/nyc/freshness', url: () => '/api/nyc/freshness', expect: signedIn(200), sees: [] },

  { method: 'GET', route: '/api/users/:id', url: (r) => `/api/users/${r.ownerId}`, expect: ownerOrSystemAdmin(200), sees: ['owner', 'sysadmin'] },
  { method: 'PUT', route: '/api/users/:id', url: (r) => `/api/users/${r.ownerId}`, body: () => ({ fullName: 'Team Owner' }), expect: ownerOrSystemAdmin(200), sees: ['owner', 'sysadmin'] },
  { method: 'GET', route: '/api/onboarding/:userId', url: (r) => `/api/onboarding/${r.ownerId}`, expect: (a) => (a === 'anonymous' ? 401 : a === 'owner' ? 200 : 403), sees: ['owner'] },
  { method: 'PUT', route: '/api/onboarding/:userId', url: (r) => `/api/onboarding/${r.ownerId}`, body: () => ({ currentStep: 2, experienceLevel: 'beginner' }), expect: (a) => (a === 'anonymous' ? 401 : a === 'owner' ? 200 : 403), sees: ['owner'] },
  { method: 'GET', route: '/api/properties/:userId', url: (r) => `/api/properties/${r.ownerId}`, expect: ownerOrSystemAdmin(200), sees: ['owner', 'sysadmin'] },
  // The row that was missing (issue 25): the removed member asks for their own properties. They added T's marker
  // property while a member; once removed, the list answers without it (nobody sees T's data here).
  {
    method: 'GET',
    route: '/api/properties/:userId',
    url: (r) => `/api/properties/${r.removedId}`,
    expect: (a) => (a === 'anonymous' ? 401 : a === 'removed' || a === 'sysadmin' ? 200 : 403),
    sees: [],
  },

  { method: 'GET', route: '/api/organizations', url: () => '/api/organizations', expect: signedIn(200), sees: [] },
  { method: 'POST', route: '/api/organizations', url: () => '/api/organizations', mutates: true, body: (_r, actor) => ({ name: `${actor} side project` }), expect: signedIn(201), sees: [] },
  { method: 'GET', route: '/api/organizations/:id/members', url: (r) => `/api/organizations/${r.team}/members`, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/organizations/:id/invite', url: (r) => `/api/organizations/${r.team}/invite`, mutates: true, body: (r) => ({ email: r.inviteeEmail }), expect: member(201, ['owner', 'admin']), sees: MEMBERS },
  {
    method: 'POST',
    route: '/api/organizations/:id/invitations/accept',
    url: (r) => `/api/organizations/${r.team}/invitations/accept`,
    mutates: true,
    // An invitee who never confirmed the address is refused (403 EMAIL_NOT_VERIFIED), however the membership came about.
    expect: (a) => (a === 'anonymous' ? 401 : a === 'pending' ? 200 : a === 'unverified' ? 403 : MEMBERS.includes(a) ? 409 : 404),
    sees: [...MEMBERS, 'pending'],
  },
  // Accounts by mail (routes/accounts.ts). The public ones answer everyone alike; a made-up token is a 400.
  // None changes memberships, and revoking twice answers 200 again, so they share one set of resources.
  { method: 'POST', route: '/api/auth/password-reset/request', url: () => '/api/auth/password-reset/request', body: (_r, actor) => ({ email: `${actor}-reset@example.test` }), expect: publicRoute(200), sees: [] },
  { method: 'POST', route: '/api/auth/password-reset/check', url: () => '/api/auth/password-reset/check', body: () => ({ token: 'A'.repeat(43) }), expect: publicRoute(400), sees: [] },
  { method: 'POST', route: '/api/auth/password-reset/confirm', url: () => '/api/auth/password-reset/confirm', body: () => ({ token: 'A'.repeat(43), password: 'a brand new long passphrase' }), expect: publicRoute(400), sees: [] },
  { method: 'GET', route: '/api/auth/email-change', url: () => '/api/auth/email-change', expect: signedIn(200), sees: [] },
  { method: 'POST', route: '/api/auth/email-change', url: () => '/api/auth/email-change', body: () => ({ newEmail: 'matrix-move@example.test', currentPassword: 'wrong-current-password' }), expect: signedIn(400), sees: [] },
  { method: 'DELETE', route: '/api/auth/email-change', url: () => '/api/auth/email-change', expect: signedIn(200), sees: [] },
  { method: 'POST', route: '/api/auth/email-change/confirm', url: () => '/api/auth/email-change/confirm', body: () => ({ token: 'A'.repeat(43) }), expect: publicRoute(400), sees: [] },
  { method: 'POST', route: '/api/auth/verify-email', url: () => '/api/auth/verify-email', body: () => ({ token: 'A'.repeat(43) }), expect: publicRoute(400), sees: [] },
  // Only an unconfirmed account has a link to ask for again; a confirmed one is told so (409).
  { method: 'POST', route: '/api/auth/verify-email/resend', url: () => '/api/auth/verify-email/resend', expect: (a) => (a === 'anonymous' ? 401 : a === 'unverified' ? 200 : 409), sees: [] },
  { method: 'GET', route: '/api/organizations/:id/invitations', url: (r) => `/api/organizations/${r.team}/invitations`, expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'POST', route: '/api/organizations/:id/invitations', url: (r) => `/api/organizations/${r.team}/invitations`, body: () => ({ email: `matrix-invite-${Math.random().toString(36).slice(2)}@example.test`, role: 'analyst' }), expect: member(201, ['owner', 'admin']), sees: MEMBERS },
  { method: 'DELETE', route: '/api/organizations/:id/invitations/:invitationId', url: (r) => `/api/organizations/${r.team}/invitations/${r.invitationId}`, expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'POST', route: '/api/invitations/lookup', url: () => '/api/invitations/lookup', body: () => ({ token: 'A'.repeat(43) }), expect: publicRoute(400), sees: [] },
  { method: 'POST', route: '/api/invitations/register', url: () => '/api/invitations/register', body: () => ({ token: 'A'.repeat(43), fullName: 'Matrix Invitee', password: 'a brand new long passphrase' }), expect: publicRoute(400), sees: [] },
  { method: 'DELETE', route: '/api/organizations/:id/members/:userId', url: (r) => `/api/organizations/${r.team}/members/${r.victimId}`, mutates: true, expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'PUT', route: '/api/organizations/:id/members/:userId/role', url: (r) => `/api/organizations/${r.team}/members/${r.victimId}/role`, mutates: true, body: () => ({ role: 'admin' }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  // Any member may leave T; its only owner may not (409).
  { method: 'POST', route: '/api/organizations/:id/leave', url: (r) => `/api/organizations/${r.team}/leave`, mutates: true, expect: (a) => (a === 'owner' ? 409 : member(200)(a)), sees: MEMBERS },
  // Branding: members read it, owners and admins change it. T is the same team in every cell, so the
  // logo the PUT row stores is there for the GET row after it (and the DELETE row comes last).
  { method: 'GET', route: '/api/organizations/:id/branding', url: (r) => `/api/organizations/${r.team}/branding`, expect: member(200), sees: MEMBERS },
  { method: 'PUT', route: '/api/organizations/:id/branding', url: (r) => `/api/organizations/${r.team}/branding`, mutates: true, body: () => ({ contactLine: 'Zqx Holdings · 212-555-0100' }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'PUT', route: '/api/organizations/:id/branding/logo', url: (r) => `/api/organizations/${r.team}/branding/logo`, mutates: true, body: () => ({ data: MATRIX_LOGO_SVG }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'GET', route: '/api/organizations/:id/branding/logo', url: (r) => `/api/organizations/${r.team}/branding/logo`, expect: member(200), sees: MEMBERS },
  { method: 'DELETE', route: '/api/organizations/:id/branding/logo', url: (r) => `/api/organizations/${r.team}/branding/logo`, mutates: true, expect: member(200, ['owner', 'admin']), sees: MEMBERS },

  { method: 'GET', route: '/api/portfolio', url: () => '/api/portfolio', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/legal-status', url: () => '/api/legal-status', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/portfolio', url: () => '/api/portfolio', inTeam: true, mutates: true, body: (r) => ({ propertyId: r.propertyId }), expect: member(409), sees: MEMBERS },
  { method: 'GET', route: '/api/portfolio/:propertyId/status', url: (r) => `/api/portfolio/${r.propertyId}/status`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'DELETE', route: '/api/portfolio/:id', url: (r) => `/api/portfolio/${r.portfolioItemId}`, mutates: true, expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'POST', route: '/api/portfolio/remove', url: () => '/api/portfolio/remove', mutates: true, body: (r) => ({ ids: [r.portfolioItemId] }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },

  { method: 'GET', route: '/api/properties', url: () => '/api/properties', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/properties', url: () => '/api/properties', inTeam: true, mutates: true, body: () => ({ address: '9 Matrix Street', city: 'Queens', state: 'NY', zip: '11101', purchasePrice: 500_000 }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/properties/import/jobs/:jobId', url: (r) => `/api/properties/import/jobs/${r.importJobId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/properties/import', url: () => '/api/properties/import', inTeam: true, mutates: true, body: () => ({ rows: [{ address: '10 Matrix Street', city: 'Queens', state: 'NY', zip: '11101', purchasePrice: 400000 }] }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/properties/detail/:id', url: (r) => `/api/properties/detail/${r.propertyId}`, expect: member(200), sees: MEMBERS },
  // What changed on the lot: read as the property is (the answer names the lot and its events, not the property).
  { method: 'GET', route: '/api/properties/:id/events', url: (r) => `/api/properties/${r.propertyId}/events?since=2026-01-01`, expect: member(200), sees: [] },
  { method: 'PUT', route: '/api/properties/:id', url: (r) => `/api/properties/${r.propertyId}`, mutates: true, body: () => ({ monthlyRent: 9_100 }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'DELETE', route: '/api/properties/:id', url: (r) => `/api/properties/${r.propertyId}`, mutates: true, expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  // Move or copy T's property into another organization of the caller's (their own; the owner's side project):
  // members of T may copy it, owner and admin move it (the analyst did not add it); anyone else learns nothing (404).
  { method: 'POST', route: '/api/properties/:id/copy', url: (r) => `/api/properties/${r.propertyId}/copy`, mutates: true, body: (_r, actor) => ({ targetOrganizationId: targetOrganizationOf(actor) }), expect: member(201, MEMBERS, 403, 404), sees: MEMBERS },
  { method: 'POST', route: '/api/properties/:id/move', url: (r) => `/api/properties/${r.propertyId}/move`, mutates: true, body: (_r, actor) => ({ targetOrganizationId: targetOrganizationOf(actor) }), expect: member(201, ['owner', 'admin'], 403, 404), sees: MEMBERS },
  // Public look-ups: answer everyone, but a team's own property only to its members.
  { method: 'GET', route: '/api/properties/search', url: () => `/api/properties/search?address=${encodeURIComponent(`${MARKER}, Queens, NY 11101`)}`, expect: (a) => (MEMBERS.includes(a) ? 200 : [200, 404]), sees: MEMBERS },
  { method: 'GET', route: '/api/properties/bbl/:bbl', url: () => '/api/properties/bbl/4004370001', expect: publicRoute([200, 404]), sees: [] },
  { method: 'GET', route: '/api/owners/search', url: () => '/api/owners/search?name=zqx%20holdings', expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/properties/bbl/:bbl/related-owners', url: () => '/api/properties/bbl/4004370001/related-owners', expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/properties/bbl/:bbl/neighborhood', url: () => '/api/properties/bbl/4004370001/neighborhood', expect: signedIn(200), sees: [] },
  { method: 'GET', route: '/api/addresses/suggest', url: () => `/api/addresses/suggest?q=${encodeURIComponent('4242 Zqxmarker')}`, expect: publicRoute(200), sees: MEMBERS },

  { method: 'POST', route: '/api/strategies', url: () => '/api/strategies', inTeam: true, mutates: true, body: (r) => ({ propertyId: r.propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/strategies', url: (r) => `/api/strategies?propertyId=${r.propertyId}`, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/strategies/:id/report-preview', url: (r) => `/api/strategies/${r.strategyId}/report-preview`, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/strategies/calculate', url: () => '/api/strategies/calculate', body: () => ({ strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500 } }), expect: signedIn(200), sees: [] },
  { method: 'POST', route: '/api/ai-summaries', url: () => '/api/ai-summaries', mutates: true, body: (r) => ({ strategyId: r.strategyId }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/ai-summaries', url: (r) => `/api/ai-summaries?strategyId=${r.strategyId}`, expect: member(200), sees: MEMBERS },
  // Deals (routes/deals.ts): every member of T works on T's deals in T; anyone else learns nothing.
  { method: 'POST', route: '/api/deals', url: () => '/api/deals', inTeam: true, mutates: true, body: (r) => ({ name: 'Matrix deal', propertyId: r.propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/deals', url: () => '/api/deals', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/deals/compare', url: (r) => `/api/deals/compare?ids=${r.dealId},${r.otherDealId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/deals/:id', url: (r) => `/api/deals/${r.dealId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  // An analyst changes only the deals they created (the owner created these): 403 for them.
  { method: 'PUT', route: '/api/deals/:id', url: (r) => `/api/deals/${r.dealId}`, inTeam: true, mutates: true, body: () => ({ baseVersion: 1, inputs: { purchasePrice: 900_000, grossMonthlyRent: 8_500, propertyTax: 9_000, insurance: 2_400 } }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'DELETE', route: '/api/deals/:id', url: (r) => `/api/deals/${r.dealId}`, inTeam: true, mutates: true, expect: member(204, ['owner', 'admin']), sees: MEMBERS },
  { method: 'POST', route: '/api/deals/:id/duplicate', url: (r) => `/api/deals/${r.dealId}/duplicate`, inTeam: true, mutates: true, body: () => ({}), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/presets', url: () => '/api/presets', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/presets', url: () => '/api/presets', inTeam: true, mutates: true, body: () => ({ name: 'Matrix preset', scope: 'organization', strategyType: 'buy_hold', values: { vacancyRate: 6 }, lockedFields: ['vacancyRate'] }), expect: member(201, ['owner', 'admin']), sees: MEMBERS },
  { method: 'GET', route: '/api/presets/:id', url: (r) => `/api/presets/${r.presetId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'PUT', route: '/api/presets/:id', url: (r) => `/api/presets/${r.presetId}`, inTeam: true, mutates: true, body: () => ({ name: 'Matrix preset v2', values: { vacancyRate: 7 } }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'DELETE', route: '/api/presets/:id', url: (r) => `/api/presets/${r.presetId}`, inTeam: true, mutates: true, expect: member(204, ['owner', 'admin']), sees: MEMBERS },
  // Buy boxes (routes/buyBox.ts): every member reads T's; owners and admins change it (an analyst gets 403).
  { method: 'GET', route: '/api/buy-box', url: () => '/api/buy-box?scope=organization', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'PUT', route: '/api/buy-box', url: () => '/api/buy-box', inTeam: true, mutates: true, body: () => ({ scope: 'organization', criteria: { capRate: 5, dscr: 1.2 } }), expect: member(200, ['owner', 'admin']), sees: MEMBERS },
  { method: 'GET', route: '/api/deals/:id/versions', url: (r) => `/api/deals/${r.dealId}/versions`, inTeam: true, expect: member(200), sees: [] },
  { method: 'GET', route: '/api/deals/:id/versions/:version', url: (r) => `/api/deals/${r.dealId}/versions/1`, inTeam: true, expect: member(200), sees: [] },
  { method: 'GET', route: '/api/deals/:id/diff', url: (r) => `/api/deals/${r.dealId}/diff?from=1&to=1`, inTeam: true, expect: member(200), sees: [] },
  { method: 'GET', route: '/api/deals/:id/versions/:version/recompute', url: (r) => `/api/deals/${r.dealId}/versions/1/recompute`, inTeam: true, expect: member(200), sees: [] },
  // API keys (routes/apiKeys.ts): T's owner and admin manage them; an analyst is refused; anyone else learns nothing.
  { method: 'POST', route: '/api/api-keys', url: () => '/api/api-keys', inTeam: true, mutates: true, body: () => ({ name: 'Matrix key', scope: 'read' }), expect: member(201, ['owner', 'admin']), sees: ['owner', 'admin'] },
  { method: 'GET', route: '/api/api-keys', url: () => '/api/api-keys', inTeam: true, expect: member(200, ['owner', 'admin']), sees: ['owner', 'admin'] },
  { method: 'DELETE', route: '/api/api-keys/:id', url: (r) => `/api/api-keys/${r.apiKeyId}`, inTeam: true, mutates: true, expect: member(200, ['owner', 'admin']), sees: [] },
  // Webhooks (routes/webhooks.ts): like API keys, T's owner and admin manage them.
  { method: 'POST', route: '/api/webhooks', url: () => '/api/webhooks', inTeam: true, mutates: true, body: () => ({ url: 'https://hooks.example.com/matrix', events: ['screen.completed'] }), expect: member(201, ['owner', 'admin']), sees: [] },
  { method: 'GET', route: '/api/webhooks', url: () => '/api/webhooks', inTeam: true, expect: member(200, ['owner', 'admin']), sees: ['owner', 'admin'] },
  { method: 'PATCH', route: '/api/webhooks/:id', url: (r) => `/api/webhooks/${r.webhookId}`, inTeam: true, mutates: true, body: () => ({ enabled: false }), expect: member(200, ['owner', 'admin']), sees: ['owner', 'admin'] },
  { method: 'DELETE', route: '/api/webhooks/:id', url: (r) => `/api/webhooks/${r.webhookId}`, inTeam: true, mutates: true, expect: member(200, ['owner', 'admin']), sees: [] },
  { method: 'GET', route: '/api/webhooks/:id/deliveries', url: (r) => `/api/webhooks/${r.webhookId}/deliveries`, inTeam: true, expect: member(200, ['owner', 'admin']), sees: ['owner', 'admin'] },
  { method: 'POST', route: '/api/webhooks/:id/deliveries/:deliveryId/resend', url: (r) => `/api/webhooks/${r.webhookId}/deliveries/${r.webhookDeliveryId}/resend`, inTeam: true, mutates: true, expect: member(202, ['owner', 'admin']), sees: ['owner', 'admin'] },
  // Reports (routes/reports.ts): members of T create, list, download and share T's reports; the
  // share link's page and file answer anyone who holds the token, signed in or not.
  { method: 'POST', route: '/api/reports', url: () => '/api/reports', inTeam: true, mutates: true, body: (r) => ({ strategyId: r.strategyId, format: 'csv' }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/reports', url: () => '/api/reports', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/reports/:id', url: (r) => `/api/reports/${r.reportId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/reports/:id/file', url: (r) => `/api/reports/${r.reportId}/file`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/reports/:id/share', url: (r) => `/api/reports/${r.reportId}/share`, inTeam: true, mutates: true, body: () => ({ expiresInDays: 3 }), expect: member(201), sees: MEMBERS },
  { method: 'GET', route: '/api/reports/:id/share-links', url: (r) => `/api/reports/${r.reportId}/share-links`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'DELETE', route: '/api/share-links/:token', url: (r) => `/api/share-links/${r.shareToken}`, inTeam: true, mutates: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/r/:token', url: (r) => `/r/${r.shareToken}`, expect: publicRoute(200), sees: ACTORS },
  { method: 'GET', route: '/r/:token/file', url: (r) => `/r/${r.shareToken}/file`, expect: publicRoute(200), sees: ACTORS },

  // Bulk screening (routes/screens.ts): counting is open to every signed-in plan in its organization; screens are T's members' (all Hunter here).
  { method: 'POST', route: '/api/screens/count', url: () => '/api/screens/count', inTeam: true, body: () => ({ filters: { boroughs: ['BK'] } }), expect: member(200), sees: [] },
  { method: 'POST', route: '/api/screens', url: () => '/api/screens', inTeam: true, mutates: true, body: () => ({ name: 'Matrix screen', filters: { boroughs: ['BK'] }, strategyType: 'buy_hold' }), expect: member(202), sees: [] },
  { method: 'GET', route: '/api/screens', url: () => '/api/screens', inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/screens/:id', url: (r) => `/api/screens/${r.screenId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/screens/:id/export', url: (r) => `/api/screens/${r.screenId}/export?format=csv`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/screens/:id/run', url: (r) => `/api/screens/${r.screenId}/run`, inTeam: true, mutates: true, expect: member(202), sees: MEMBERS },
  { method: 'POST', route: '/api/screens/:id/cancel', url: (r) => `/api/screens/${r.screenId}/cancel`, inTeam: true, mutates: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/screens/:id/add-to-portfolio', url: (r) => `/api/screens/${r.screenId}/add-to-portfolio`, inTeam: true, mutates: true, body: (r) => ({ bbls: [r.screenBbl] }), expect: member(200), sees: MEMBERS },
  { method: 'DELETE', route: '/api/screens/:id', url: (r) => `/api/screens/${r.screenId}`, inTeam: true, mutates: true, expect: member(204), sees: [] },

  { method: 'GET', route: '/api/cash-flow-audit/organization/:organizationId', url: (r) => `/api/cash-flow-audit/organization/${r.team}`, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/cash-flow-audit/organization', url: () => '/api/cash-flow-audit/organization', inTeam: true, mutates: true, expect: member(202), sees: MEMBERS },
  { method: 'GET', route: '/api/cash-flow-audit/jobs/:jobId', url: (r) => `/api/cash-flow-audit/jobs/${r.auditJobId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/cash-flow-audit/organization/:organizationId/properties', url: (r) => `/api/cash-flow-audit/organization/${r.team}/properties`, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/cash-flow-audit/property/:propertyId', url: (r) => `/api/cash-flow-audit/property/${r.propertyId}`, inTeam: true, expect: member(200), sees: MEMBERS },
  { method: 'POST', route: '/api/cash-flow-audit/property/:propertyId', url: (r) => `/api/cash-flow-audit/property/${r.propertyId}`, inTeam: true, mutates: true, expect: member(200), sees: MEMBERS },
  { method: 'GET', route: '/api/cash-flow-forecast/property/:propertyId', url: (r) => `/api/cash-flow-forecast/property/${r.propertyId}`, inTeam: true, expect: member(200), sees: MEMBERS },

  { method: 'GET', route: '/api/admin/users', url: () => '/api/admin/users', expect: systemAdmin(200), sees: ['sysadmin'] },
  { method: 'PUT', route: '/api/admin/users/:id/role', url: (r) => `/api/admin/users/${r.victimId}/role`, mutates: true, body: () => ({ role: 'analyst' }), expect: systemAdmin(200), sees: ['sysadmin'] },
  { method: 'GET', route: '/api/admin/settings', url: () => '/api/admin/settings', expect: systemAdmin(200), sees: ['sysadmin'] },
  { method: 'PUT', route: '/api/admin/settings/:key', url: () => '/api/admin/settings/maintenance_banner', body: () => ({ value: false }), expect: systemAdmin(200), sees: ['sysadmin'] },
  // PAD is not on NYC Open Data's API: the admin's request is refused naming the field, after the role check.
  { method: 'POST', route: '/api/admin/nyc/refresh', url: () => '/api/admin/nyc/refresh', body: () => ({ dataset: 'pad' }), expect: systemAdmin(400), sees: [] },
  // A refresh job no one started: the admin is told it is not found, everyone else is refused first.
  { method: 'GET', route: '/api/admin/nyc/refresh/jobs/:jobId', url: () => '/api/admin/nyc/refresh/jobs/00000000-0000-4000-8000-000000000000', expect: systemAdmin(404), sees: [] },
  { method: 'GET', route: '/api/admin/audit-logs', url: () => '/api/admin/audit-logs', expect: systemAdmin(200), sees: ['sysadmin'] },
];

/**
 * Routes whose caller is not a signed-in person at all (a payment provider's webhook): every
 * caller gets the same answer, which must not be a success without the provider's signature.
 */
const MACHINE_ROUTES: ReadonlyMap<string, Expectation> = new Map([['POST /api/billing/webhook', [400, 401, 403, 404]]]);

let server: TestServer;
const users = new Map<Actor, TestUser>();
let team = 0;
let owner: TestUser;
let spareUsers: TestUser[] = [];
let removedId = 0;
/** An organization of the owner's other than T, for the move and copy rows. */
let ownerSideOrganization = 0;

/** Where the move and copy rows ask to put T's property: the caller's own organization (the owner's other one). */
function targetOrganizationOf(actor: Actor): number {
  if (actor === 'owner') return ownerSideOrganization;
  return users.get(actor)?.organizationId ?? 1;
}

async function login(user: TestUser): Promise<string> {
  const response = await server.request({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: user.password } });
  expect(response.statusCode).toBe(200);
  return response.data.token as string;
}

/** T's memberships exactly as the actors need them (a mutating cell may have changed them). */
async function resetMemberships(): Promise<void> {
  const ids = ACTORS.flatMap((actor) => (users.get(actor) && actor !== 'owner' ? [users.get(actor)!.id] : []));
  await server.db.delete(memberships).where(and(eq(memberships.organizationId, team), inArray(memberships.userId, ids)));
  const now = new Date();
  await server.db.insert(memberships).values([
    { organizationId: team, userId: users.get('admin')!.id, role: 'admin', acceptedAt: now, invitedBy: owner.id },
    { organizationId: team, userId: users.get('analyst')!.id, role: 'analyst', acceptedAt: now, invitedBy: owner.id },
    { organizationId: team, userId: users.get('pending')!.id, role: 'analyst', acceptedAt: null, invitedBy: owner.id },
    { organizationId: team, userId: users.get('unverified')!.id, role: 'analyst', acceptedAt: null, invitedBy: owner.id },
  ]);
}

/** A property of T (added by the owner) with a saved strategy, a portfolio entry and an AI summary. */
async function freshResources(): Promise<Resources> {
  const [property] = await insertProperties(server.db, [
    newPropertyValues(
      { address: MARKER, city: 'Queens', state: 'NY', zip: '11101', propertyType: 'multi-family', units: 3, purchasePrice: 1_100_000, monthlyRent: 8_200 } as Parameters<typeof newPropertyValues>[0],
      { userId: owner.id, organizationId: team },
    ),
  ]);
  const inputs = strategyInputsWithDefaults('buy_hold', property!, {});
  const strategy = await insertStrategy(server.db, {
    organizationId: team,
    userId: owner.id,
    propertyId: property!.id,
    strategyType: 'buy_hold',
    inputs,
    outputs: computeStrategyOutputs('buy_hold', inputs),
    engineVersion: ENGINE_VERSION,
  });
  const item = await insertPortfolioItem(server.db, { organizationId: team, userId: owner.id, propertyId: property!.id, strategyId: strategy.id });
  await insertAiSummary(server.db, {
    strategyId: strategy.id,
    userId: owner.id,
    organizationId: team,
    summary: `${MARKER} summary`,
    sections: { investmentThesis: MARKER, riskAssessment: 'r', neighborhoodInsights: 'n' },
    provider: 'local',
    model: 'test',
  });
  const victim = spareUsers.pop()!;
  await server.db.insert(memberships).values({ organizationId: team, userId: victim.id, role: 'analyst', acceptedAt: new Date(), invitedBy: owner.id }).onConflictDoNothing();
  const invitee = spareUsers.pop()!;
  const [invitation] = await server.db
    .insert(organizationInvitations)
    .values({ organizationId: team, email: `open-invite-${invitee.id}@example.test`, role: 'analyst', tokenHash: randomBytes(32).toString('hex'), invitedBy: owner.id, expiresAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: organizationInvitations.id });
  const reportDeps = { db: server.db, soda: null, publicUrl: undefined };
  const ownerScope = { organizationId: team, role: 'owner' as const };
  const report = await createReport(reportDeps, owner, ownerScope, { strategyId: strategy.id, format: 'csv' });
  const share = await createShareLink(reportDeps, owner, ownerScope, report.id, undefined);
  const dealBody = { name: `${MARKER} deal`, propertyId: property!.id, strategyType: 'buy_hold' as const, inputs: { purchasePrice: 900_000, grossMonthlyRent: 6_500, propertyTax: 9_000, insurance: 2_400 } };
  const ownerViewer = { id: owner.id, role: 'user' as const };
  const deal = await createDeal(server.db, ownerViewer, ownerScope, dealBody);
  const otherDeal = await createDeal(server.db, ownerViewer, ownerScope, dealBody);
  const preset = await createPreset(server.db, { userId: owner.id, ip: null }, ownerScope, { name: `${MARKER} preset`, scope: 'organization', strategyType: 'buy_hold', values: { vacancyRate: 5 } });
  const finishedJob = { organizationId: team, userId: owner.id, state: 'failed' as const, error: 'finished', input: {} };
  const auditJob = await insertBackgroundJob(server.db, { ...finishedJob, id: randomUUID(), kind: 'organization-audit' });
  const importJob = await insertBackgroundJob(server.db, { ...finishedJob, id: randomUUID(), kind: 'property-import' });
  const apiKey = await createApiKey(server.db, { userId: owner.id, ip: null }, ownerScope, { name: `${MARKER} key`, scope: 'read' });
  // Straight into the table. T's cap of endpoints must leave room for the POST cells, so only the
  // oldest (the shared resources' one, read by the cells that change nothing) is kept.
  const [oldestHook] = await server.db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.organizationId, team)).orderBy(webhookEndpoints.id).limit(1);
  if (oldestHook) await server.db.delete(webhookEndpoints).where(and(eq(webhookEndpoints.organizationId, team), ne(webhookEndpoints.id, oldestHook.id)));
  const webhook = await insertWebhookEndpoint(server.db, { organizationId: team, createdBy: owner.id, url: 'https://hooks.example.com/zqxmarker', events: ['screen.completed'], description: `${MARKER} hook`, secret: `whsec_${randomBytes(32).toString('base64')}` });
  const [webhookDelivery] = await server.db
    .insert(webhookDeliveries)
    .values({ id: randomUUID(), endpointId: webhook.id, organizationId: team, eventType: 'screen.completed', payload: { type: 'screen.completed' }, state: 'failed', attempts: 7, lastError: MARKER })
    .returning({ id: webhookDeliveries.id });
  const watchedBbl = `4${String(900_000 + Math.floor(Math.random() * 99_999)).padStart(9, '0')}`;
  const { row: watch } = await insertWatch(server.db, { userId: owner.id, bbl: watchedBbl, label: MARKER, snapshot: {} });
  const [notification] = await server.db
    .insert(notifications)
    .values({ userId: owner.id, watchId: watch.id, bbl: watchedBbl, kind: 'sale', title: `New sale: ${MARKER}`, body: 'Sold.' })
    .returning({ id: notifications.id });
  const screenBbl = `3${String(80_000 + Math.floor(Math.random() * 9_999)).padStart(5, '0')}0001`;
  const screen = await insertScreen(server.db, { organizationId: team, userId: owner.id, name: `${MARKER} screen`, filters: { boroughs: ['BK'] }, strategyType: 'buy_hold', state: 'completed', matched: 1, screened: 1 });
  await insertScreenResults(server.db, screen.id, [
    { bbl: screenBbl, address: MARKER, borough: 'BK', latitude: null, longitude: null, facts: { units: 2 }, inputs: {}, outputs: { cashOnCashReturn: 5 }, skipped: null, passes: null, checks: [] },
  ]);
  return {
    team,
    propertyId: property!.id,
    strategyId: strategy.id,
    dealId: deal.id,
    otherDealId: otherDeal.id,
    presetId: preset.id,
    portfolioItemId: item.id,
    ownerId: owner.id,
    removedId,
    victimId: victim.id,
    inviteeEmail: invitee.email,
    invitationId: invitation!.id,
    reportId: report.id,
    shareToken: share.token,
    auditJobId: auditJob.id,
    importJobId: importJob.id,
    apiKeyId: apiKey.id,
    webhookId: webhook.id,
    webhookDeliveryId: webhookDelivery!.id,
    watchId: watch.id,
    notificationId: notification!.id,
    screenId: screen.id,
    screenBbl,
  };
}

/** Declares shard `shard` (1-based) of `shards`: the rows whose position falls to it; the first shard also checks that every route has a row and calls the machine routes. */
export function describeAuthorizationMatrix(shard: number, shards: number): void {
  const rows = ROUTES.filter((_, index) => index % shards === shard - 1);
  const first = shard === 1;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await server.registerAndLogin('owner-matrix', { tier: 'hunter' });
    team = owner.organizationId;
    await server.db.insert(nycImports).values({ dataset: 'pluto', sourceId: 'matrix', sourceFile: 'matrix.csv', status: 'finished', finishedAt: new Date() });
    await server.db.update(organizations).set({ name: 'Zqx Holdings' }).where(eq(organizations.id, team));
    users.set('owner', owner);
    for (const actor of ['outsider', 'pending', 'removed', 'analyst', 'admin'] as const) users.set(actor, await server.registerAndLogin(`${actor}-matrix`, { tier: 'hunter' }));
    users.set('sysadmin', await server.registerAndLogin('sysadmin-matrix', { tier: 'hunter', role: 'admin' }));
    users.set('unverified', await server.registerAndLogin('unverified-matrix', { tier: 'hunter', verified: false }));
    // The removed member was an analyst of T who added a property to it, then was taken off the team.
    removedId = users.get('removed')!.id;
    await server.db.insert(memberships).values({ organizationId: team, userId: removedId, role: 'analyst', acceptedAt: new Date(), invitedBy: owner.id });
    await insertProperties(server.db, [
      newPropertyValues({ address: MARKER, city: 'Queens', state: 'NY', zip: '11101', purchasePrice: 640_000 } as Parameters<typeof newPropertyValues>[0], { userId: removedId, organizationId: team }),
    ]);
    // T has a logo from the start, so its GET row finds one whichever shard the PUT row fell to.
    const logo = await server.request({ method: 'PUT', url: `/api/organizations/${team}/branding/logo`, token: owner.token, payload: { data: MATRIX_LOGO_SVG } });
    expect(logo.statusCode).toBe(200);
    const side = await server.request({ method: 'POST', url: '/api/organizations', token: owner.token, payload: { name: 'Owner side project' } });
    expect(side.statusCode).toBe(201);
    ownerSideOrganization = side.data.organizationId;
    const removal = await server.request({ method: 'DELETE', url: `/api/organizations/${team}/members/${users.get('removed')!.id}`, token: owner.token });
    expect(removal.statusCode).toBe(200);
    // Spare accounts for cells that invite someone or remove a member (two per mutating cell).
    const needed = rows.filter((r) => r.mutates).length * ACTORS.length * 2 + rows.length * 2;
    spareUsers = [];
    for (let i = 0; i < needed; i += 1) {
      spareUsers.push({ ...(await insertBareUser(i)) });
    }
    await resetMemberships();
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  describe(`authorization matrix, shard ${shard} of ${shards}`, () => {
    if (first) it('has a row for every route the API registers', () => {
      const covered = new Set([...ROUTES.map((r) => `${r.method} ${r.route}`), ...MACHINE_ROUTES.keys()]);
      const registered = server.app.registeredRoutes;
      const missing = registered.map((r) => `${r.method} ${r.url}`).filter((key) => !covered.has(key));
      expect(missing).toEqual([]);
      const stale = [...covered].filter((key) => !registered.some((r) => `${r.method} ${r.url}` === key));
      expect(stale).toEqual([]);
    });

    it('answers every route × caller with the declared status and no foreign data', async () => {
      let cells = 0;
      const failures: string[] = [];
      let shared: Resources | undefined;
      for (const route of rows) {
        for (const actor of ACTORS) {
          const resources = route.mutates || !shared ? await freshResources() : shared;
          if (!route.mutates) shared = resources;
          const user = users.get(actor);
          // Logging out ends the session used: give that cell a session of its own.
          const token = user ? (route.method === 'POST' && route.route === '/api/auth/logout' ? await login(user) : user.token) : undefined;
          const response = await server.request({
            method: route.method,
            url: route.url(resources),
            ...(token ? { token } : {}),
            headers: route.inTeam ? { 'x-organization-id': String(team) } : {},
            ...(route.body ? { payload: route.body(resources, actor) as Record<string, unknown> } : {}),
          });
          cells += 1;
          const expected = [route.expect(actor)].flat();
          const label = `${route.method} ${route.route} as ${actor}`;
          if (!expected.includes(response.statusCode)) failures.push(`${label}: ${response.statusCode} (expected ${expected.join(' or ')}) ${response.body.slice(0, 160)}`);
          if (!(route.sees ?? MEMBERS).includes(actor) && response.body.includes('Zqxmarker')) failures.push(`${label}: the body shows T's property`);
          if (route.mutates) await resetMemberships();
        }
      }
      for (const [key, expectation] of first ? MACHINE_ROUTES : new Map()) {
        const [method, url] = key.split(' ') as ['POST', string];
        for (const actor of ACTORS) {
          const token = users.get(actor)?.token;
          const response = await server.request({ method, url, ...(token ? { token } : {}), payload: { id: 'evt_forged', type: 'checkout.session.completed' } });
          cells += 1;
          if (![expectation].flat().includes(response.statusCode)) failures.push(`${key} as ${actor}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      console.log(`authorization matrix, shard ${shard}/${shards}: ${rows.length + (first ? MACHINE_ROUTES.size : 0)} routes × ${ACTORS.length} callers = ${cells} cells on ${server.database.kind}, ${failures.length} wrong`);
      expect(cells).toBe((rows.length + (first ? MACHINE_ROUTES.size : 0)) * ACTORS.length);
      expect(failures).toEqual([]);
    }, 240_000);
  });
}

/** An account made straight in the database (no password hashing per spare account), its address confirmed so it can be invited. */
async function insertBareUser(i: number): Promise<TestUser> {
  const { users: usersTable } = await import('../../src/db/schema');
  const email = `spare-${i}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const [row] = await server.db
    .insert(usersTable)
    .values({ email, fullName: `Spare ${i}`, passwordHash: 'unusable', emailVerifiedAt: new Date() })
    .returning({ id: usersTable.id });
  return { id: row!.id, email, password: '', fullName: `Spare ${i}`, token: '', organizationId: 0, headers: {} };
}
