import { describe, expect, it } from 'vitest';
import { requestErrorFromAnswer } from '../api/RequestError';
import { currentOrganization } from '../auth/organizationRules';
import { canOpenAccessTest } from '../routes/accessTestRule';
import { propertySlugParts } from '@rei/engine';
import { calculatorPath, canonicalPropertyPath, failureToast, fullAddress, loginErrorText, loginModeOf, propertyPath, readableSummary } from './pageRules';

describe('sign-in errors: a refused sign-in says the credentials are wrong, any other failure shows why (spec 1 §8)', () => {
  it('turns a 401 into the invalid-credentials sentence', () => {
    expect(loginErrorText(requestErrorFromAnswer(401, 'Unauthorized', '{"message":"Email or password is wrong"}'))).toBe('Invalid credentials. Please try again.');
  });
  it("shows the server's message otherwise, with the fallback when there is none", () => {
    expect(loginErrorText(requestErrorFromAnswer(429, '', '{"message":"Too many attempts. Try again in 15 minutes."}'))).toBe('Too many attempts. Try again in 15 minutes.');
    expect(loginErrorText(new Error(''))).toBe('Failed to login. Please check your credentials.');
  });
});

describe('sign-up link', () => {
  it('"Sign up with email" (/login?mode=signup) opens the registration form; anything else opens sign-in', () => {
    expect(loginModeOf('?mode=signup')).toBe('signup');
    expect(loginModeOf('mode=signup')).toBe('signup');
    expect(loginModeOf('')).toBe('signin');
    expect(loginModeOf('?mode=admin')).toBe('signin');
  });
});

describe('routes', () => {
  it('makes the property slug from the full address and carries the test flag', () => {
    const address = fullAddress({ address: '866 Ninth Avenue', city: 'New York', state: 'NY', zip: '10011' });
    expect(address).toBe('866 Ninth Avenue, New York, NY 10011');
    expect(propertyPath(address, false)).toBe('/property/866-ninth-avenue-new-york-ny-10011');
    expect(propertyPath(address, true)).toBe('/property/866-ninth-avenue-new-york-ny-10011?test=true');
  });

  it('makes a lot\'s canonical link from its address with the unit, then its BBL, which reads back', () => {
    const lot = { address: '30-85 VERNON BOULEVARD, 3C', city: 'Queens', state: 'NY', zip: '11102', bbl: '4005041019' };
    const path = canonicalPropertyPath(lot, false);
    expect(path).toBe('/property/30-85-vernon-boulevard-3c-queens-ny-11102-4005041019');
    expect(propertySlugParts(path.slice('/property/'.length))).toMatchObject({ bbl: '4005041019', apartment: null });
    const coop = canonicalPropertyPath({ address: '311 EAST 3 STREET, APT 16', city: 'Manhattan', state: 'NY', zip: '10009', bbl: '1003730049' }, true);
    expect(coop).toBe('/property/311-east-3-street-apt-16-manhattan-ny-10009-1003730049?test=true');
    expect(propertySlugParts(coop.slice('/property/'.length).split('?')[0]!)).toMatchObject({ bbl: '1003730049', apartment: '16' });
    // Without a BBL (a stored property never resolved): the address slug alone.
    expect(canonicalPropertyPath({ address: '866 Ninth Avenue', city: 'New York', state: 'NY', zip: '10011', bbl: null }, false)).toBe('/property/866-ninth-avenue-new-york-ny-10011');
  });

  it('keeps the property and the test flag when the calculator tab changes', () => {
    expect(calculatorPath('fix-flip', 4, 'test=true')).toBe('/calculator/fix-flip?test=true&propertyId=4');
    expect(calculatorPath('buy-hold', null, 'propertyId=4')).toBe('/calculator/buy-hold');
  });
});

describe('organization selection: the stored choice if accepted, else the first accepted membership (spec 1 §4)', () => {
  const memberships = [
    { organizationId: 1, organizationName: 'Mine', role: 'owner' as const, acceptedAt: '2026-01-01T00:00:00Z' },
    { organizationId: 2, organizationName: 'Invited', role: 'analyst' as const, acceptedAt: null },
    { organizationId: 3, organizationName: 'Team', role: 'admin' as const, acceptedAt: '2026-02-01T00:00:00Z' },
  ];
  it('uses the stored selection when it is accepted', () => {
    expect(currentOrganization(memberships, 3)?.organizationName).toBe('Team');
  });
  it('falls back to the first accepted membership for a pending or unknown selection', () => {
    expect(currentOrganization(memberships, 2)?.organizationId).toBe(1);
    expect(currentOrganization(memberships, null)?.organizationId).toBe(1);
    expect(currentOrganization([memberships[1]!], null)).toBeNull();
  });
});

it('shows an AI summary as plain paragraphs', () => {
  expect(readableSummary('## Investment Thesis\n\nA **7-unit** building.')).toBe('Investment Thesis\n\nA 7-unit building.');
});

describe('failures: a plan limit names the limit and opens the plans, never a bare Error (issue 25)', () => {
  it('says the limit, the figures and the plan that lifts it, with an upgrade action', () => {
    let opened = 0;
    const limited = requestErrorFromAnswer(
      403,
      'Forbidden',
      JSON.stringify({
        message: 'Portfolio limit reached: the Scout plan keeps 3 properties in the portfolio and you have 3.',
        code: 'TIER_LIMIT',
        limit: { feature: 'properties', limit: 3, used: 3, plan: 'scout', upgradeTo: 'rookie', upgradeUrl: '/subscription' },
      }),
    );
    const toast = failureToast(limited, 'Error', 'Failed to add property to portfolio.', () => (opened += 1));
    expect(toast.title).toBe('Plan limit reached (Scout)');
    expect(toast.description).toBe('3 of 3 used. Portfolio limit reached: the Scout plan keeps 3 properties in the portfolio and you have 3.');
    expect(toast.action?.label).toBe('Upgrade to Rookie');
    toast.action?.onClick();
    expect(opened).toBe(1);
  });

  it('leaves other failures as they were', () => {
    const other = failureToast(requestErrorFromAnswer(409, '', '{"message":"Already in the portfolio","code":"CONFLICT"}'), 'Error', 'fallback', () => {});
    expect(other).toEqual({ title: 'Error', description: 'Already in the portfolio', tone: 'destructive' });
    expect(failureToast(new Error(''), 'Error', 'fallback', () => {}).description).toBe('fallback');
  });
});

describe('/access-test is a developer page for system admins only', () => {
  it('opens for a system admin and nobody else', () => {
    expect(canOpenAccessTest({ role: 'admin' })).toBe(true);
    expect(canOpenAccessTest({ role: 'user' })).toBe(false);
    expect(canOpenAccessTest({ role: 'analyst' })).toBe(false);
    expect(canOpenAccessTest(null)).toBe(false);
  });
});
