/**
 * Small pure rules the pages share (no React, no @rei/ui), kept apart so they are unit-tested in Node.
 */
import { addressToSlug, isTier, planFor, propertySlug } from '@rei/engine';
import { errorStatus, planLimitOf, serverMessage } from '../api/RequestError';

/**
 * The form /login opens on: registration for `?mode=signup` (the landing page's "Sign up with
 * email"), otherwise sign-in.
 */
export function loginModeOf(search: string): 'signin' | 'signup' {
  return new URLSearchParams(search).get('mode') === 'signup' ? 'signup' : 'signin';
}

/**
 * The line shown under the sign-in form when sign-in fails: wrong credentials (401) get the
 * fixed 'Invalid credentials' sentence; any other failure shows the server's message, or a
 * general sentence when there is none (spec 1 §8).
 */
export function loginErrorText(error: unknown): string {
  if (errorStatus(error) === 401) return 'Invalid credentials. Please try again.';
  return serverMessage(error) ?? 'Failed to login. Please check your credentials.';
}

/** Full address of a card or property, as the slug is made from it. */
export function fullAddress(place: { address: string; city?: string | null; state?: string | null; zip?: string | null }): string {
  return [place.address, place.city, [place.state, place.zip].filter(Boolean).join(' ')].filter((part) => part && part.trim() !== '').join(', ');
}

/** The property page's route for an address (its slug), keeping test mode on when it is (spec 2 §2). */
export function propertyPath(address: string, testMode: boolean): string {
  return `/property/${addressToSlug(address)}${testMode ? '?test=true' : ''}`;
}

/**
 * The canonical route of a lot a search or link found: its full address (with the unit) then its
 * BBL (`propertySlug`), so a reload or a shared link opens the same lot; the address slug alone
 * when the answer has no BBL.
 */
export function canonicalPropertyPath(
  found: { address: string; city?: string | null; state?: string | null; zip?: string | null; bbl?: string | null },
  testMode: boolean,
): string {
  return `/property/${propertySlug(fullAddress(found), found.bbl ?? null)}${testMode ? '?test=true' : ''}`;
}

/** The calculator URL for a tab, keeping the selected property and the test flag. */
export function calculatorPath(tab: string, propertyId: number | null, search: string): string {
  const params = new URLSearchParams(search);
  if (propertyId) params.set('propertyId', String(propertyId));
  else params.delete('propertyId');
  const query = params.toString();
  return `/calculator/${tab}${query ? `?${query}` : ''}`;
}

/** The summary as plain paragraphs: the provider writes Markdown headings ('## Risk Assessment'). */
export function readableSummary(markdown: string): string {
  return markdown.replace(/^#{1,6}\s+/gm, '').replace(/\*\*(.+?)\*\*/g, '$1').trim();
}


/** A toast the pages show (the fields of @rei/ui's `ToastOptions` they use). */
export interface FailureToast {
  title: string;
  description: string;
  tone: 'destructive';
  action?: { label: string; altText: string; onClick: () => void };
}

/**
 * The toast for a failed action: a plan limit (TIER_LIMIT with its `limit`) is said as one — 'Plan
 * limit reached', the figures and the server's sentence, and an upgrade action that opens the
 * plans — never a bare 'Error'; anything else gets `title` and the server's message (else `fallback`).
 *
 * @example
 * toast(failureToast(error, 'Failed to add property', 'Please try again.', () => navigate('/subscription')));
 */
export function failureToast(error: unknown, title: string, fallback: string, openPlans: () => void): FailureToast {
  const limit = planLimitOf(error);
  const said = serverMessage(error) ?? fallback;
  if (!limit) return { title, description: said, tone: 'destructive' };
  const planName = (tier: string) => (isTier(tier) ? planFor(tier).name : tier);
  const figures = limit.limit !== null && limit.used !== null ? `${limit.used} of ${limit.limit} used. ` : '';
  return {
    title: `Plan limit reached (${planName(limit.plan)})`,
    description: `${figures}${said}`,
    tone: 'destructive',
    action: {
      label: limit.upgradeTo ? `Upgrade to ${planName(limit.upgradeTo)}` : 'See plans',
      altText: 'Open Subscription to change your plan',
      onClick: openPlans,
    },
  };
}

