import { describe, expect, it } from 'vitest';
import { ORGANIZATION_NAME_MAX_LENGTH, organizationNameProblem } from './organization';
import fc from 'fast-check';
import {
  BOROUGH_ALIASES,
  BOROUGH_CODES,
  BOROUGH_NAMES,
  BOROUGH_NUMBERS,
  NASSAU_LINE_PLACES,
  QUEENS_POSTAL_PLACES,
  boroughCode,
  type BoroughCode,
} from './borough';
import { comparablesSchema, crimeDataSchema, enhancedDataSchema } from './neighborhood';
import { evictionDetailsSchema, probateDetailsSchema } from './legal';
import { propertySchema } from './property';
import { portfolioCardSchema, portfolioItemSchema } from './portfolio';
import { strategySchema } from './strategy';
import { displayName, firstName } from './user';
import {
  ORG_ACTIONS,
  ORG_ROLES,
  assignableRoles,
  canRemoveMember,
  currentOrganization,
  isInvitableRole,
  orgRoleCan,
  type OrganizationMembership,
} from './organization';
import { defaultSubscription, subscriptionSchema } from './subscription';
import { onboardingSchema } from './onboarding';

describe('boroughs', () => {
  it('reads codes, names, county names and BBL digits', () => {
    expect(boroughCode('Brooklyn')).toBe('BK');
    expect(boroughCode(' staten  island ')).toBe('SI');
    // An object's own built-in keys are no borough (fast-check found "__proto__").
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) expect(boroughCode(key)).toBeNull();
    expect(boroughCode('Kings')).toBe('BK');
    expect(boroughCode('4')).toBe('QN');
    expect(boroughCode('mn')).toBe('MN');
    expect(boroughCode('Hoboken')).toBeNull();
    expect(boroughCode(undefined)).toBeNull();
  });

  it('reads every borough word of the two former copies (engine and NYC import) and BBL digits with leading zeros', () => {
    const expected: Record<string, BoroughCode> = {
      MN: 'MN', Manhattan: 'MN', 'New York': 'MN', 'new york county': 'MN', '1': 'MN', '01': 'MN',
      BX: 'BX', BRONX: 'BX', 'The Bronx': 'BX', 'Bronx County': 'BX', '2': 'BX',
      BK: 'BK', Brooklyn: 'BK', Kings: 'BK', 'KINGS COUNTY': 'BK', '3': 'BK', '003': 'BK',
      QN: 'QN', Queens: 'QN', 'Queens County': 'QN', '4': 'QN',
      SI: 'SI', 'Staten Island': 'SI', statenisland: 'SI', Richmond: 'SI', 'Richmond County': 'SI', '5': 'SI',
    };
    for (const [word, code] of Object.entries(expected)) expect(boroughCode(word)).toBe(code);
    for (const word of ['0', '00', '6', '10', 'Jersey City', 'bklyn', '']) expect(boroughCode(word)).toBeNull();
  });

  it('every alias, code and BBL digit names its own borough (law)', () => {
    for (const [alias, code] of Object.entries(BOROUGH_ALIASES)) {
      expect(alias).toBe(alias.trim().toLowerCase());
      expect(boroughCode(alias.toUpperCase())).toBe(code);
    }
    for (const code of BOROUGH_CODES) {
      expect(boroughCode(code)).toBe(code);
      expect(boroughCode(BOROUGH_NUMBERS[code])).toBe(code);
    }
    expect(new Set(Object.values(BOROUGH_NUMBERS)).size).toBe(BOROUGH_CODES.length);
  });

  it('lists each Queens postal place once, lower case, and the Nassau-line places among them', () => {
    expect(new Set(QUEENS_POSTAL_PLACES).size).toBe(QUEENS_POSTAL_PLACES.length);
    for (const place of QUEENS_POSTAL_PLACES) expect(place).toBe(place.trim().toLowerCase());
    for (const place of NASSAU_LINE_PLACES) expect(QUEENS_POSTAL_PLACES).toContain(place);
    for (const place of QUEENS_POSTAL_PLACES) expect(boroughCode(place)).toBeNull();
  });

  it('every code round-trips through its name (law)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOROUGH_CODES), (code) => {
        expect(boroughCode(BOROUGH_NAMES[code])).toBe(code);
      }),
    );
  });
});

describe('property and portfolio schemas', () => {
  it('accepts a sparse property and applies defaults', () => {
    const property = propertySchema.parse({ address: '1457 Grand Concourse', borough: 'BX', capRate: null });
    expect(property.metricsCalculated).toBe(false);
    expect(property.borough).toBe('BX');
  });

  it('accepts a full enrichment record', () => {
    const parsed = propertySchema.safeParse({
      id: 12,
      address: '350 5th Avenue',
      city: 'New York',
      state: 'NY',
      zip: '10118',
      borough: 'MN',
      metricsCalculated: true,
      evictionFilings: [{ executedDate: '2023-01-01', marshalName: 'M', docket: 'D', apartmentNumber: '1', status: 'Executed' }],
      taxLienDetails: { lienAmount: 15000, status: 'Outstanding' },
      censusData: { totalPopulation: 1000, transportation: { publicTransit: 400 } },
      schools: [{ name: 'PS 1' }],
      crimeData: { totalCrimes: 300 },
      sexOffenderData: { total: 1 },
      waterLiens: [{ amount: 1200 }],
      enhancedData: { sources: 3 },
      comparables: { comparables: [{ address: 'x', salePrice: 10 }], analysis: { totalFound: 4 } },
      strategyStructured: { zoningOpportunity: 'R6 upzoning' },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.strategyStructured?.summaryBullets).toEqual([]);
    expect(parsed.data?.enhancedData?.additionalInfo).toEqual([]);
  });

  it('rejects a property without an address or with a bad borough', () => {
    expect(propertySchema.safeParse({ address: '' }).success).toBe(false);
    expect(propertySchema.safeParse({ address: 'x', borough: 'NJ' }).success).toBe(false);
  });

  it('defaults strategy types to buy_hold', () => {
    expect(portfolioCardSchema.parse({ id: 1, address: 'a' }).strategyType).toBe('buy_hold');
    expect(portfolioItemSchema.parse({ id: 1, property: { address: 'a' }, strategy: {} }).strategy?.metricsCalculated).toBe(false);
    expect(strategySchema.parse({ propertyId: 1, userId: 2, inputs: {}, outputs: { capRate: 6 } }).strategyType).toBe('buy_hold');
    expect(strategySchema.safeParse({ propertyId: 1, userId: 2, strategyType: 'timeshare', inputs: {}, outputs: {} }).success).toBe(false);
  });

  it('accepts comparables as a list or wrapped', () => {
    expect(comparablesSchema.safeParse([{ address: 'a', salePrice: 1 }]).success).toBe(true);
    expect(comparablesSchema.safeParse({ comparables: [] }).success).toBe(true);
    expect(crimeDataSchema.safeParse({ totalCrimes: -1 }).success).toBe(false);
    expect(enhancedDataSchema.parse({}).additionalInfo).toEqual([]);
    expect(evictionDetailsSchema.parse({ count: 2 }).filings).toEqual([]);
    expect(probateDetailsSchema.safeParse({ status: 'Pending', source: 'rumour' }).success).toBe(false);
  });
});

describe('users, organizations and admin', () => {
  it('names a user by full name, else the email before the at-sign, else User', () => {
    expect(displayName({ email: 'dana.reyes@example.com' })).toBe('dana.reyes');
    expect(displayName({ email: 'x@y.z', fullName: ' Dana Reyes ' })).toBe('Dana Reyes');
    expect(firstName({ fullName: 'Dana Reyes' })).toBe('Dana');
    expect(displayName(null)).toBe('User');
    expect(firstName({ email: '@nowhere' })).toBe('User');
  });

  it('lets owners and admins invite and remove, never removing an owner', () => {
    expect(ORG_ROLES.filter((role) => orgRoleCan(role, 'invite'))).toEqual(['owner', 'admin']);
    expect(orgRoleCan('analyst', 'manage')).toBe(false);
    expect(orgRoleCan(null, 'invite')).toBe(false);
    expect(canRemoveMember('admin', 'analyst')).toBe(true);
    expect(canRemoveMember('owner', 'owner')).toBe(false);
    expect(canRemoveMember('analyst', 'analyst')).toBe(false);
    expect(isInvitableRole('admin')).toBe(true);
    expect(isInvitableRole('owner')).toBe(false);
    expect(assignableRoles('owner', 'analyst')).toEqual(['owner', 'admin', 'analyst']);
    expect(assignableRoles('admin', 'analyst')).toEqual(['admin', 'analyst']);
    expect(assignableRoles('admin', 'owner')).toEqual([]);
    expect(assignableRoles('analyst', 'analyst')).toEqual([]);
    fc.assert(
      fc.property(fc.constantFrom(...ORG_ROLES), fc.constantFrom(...ORG_ROLES), (actor, target) => {
        // only an owner ever gives or takes the owner role; whoever may change a member may not make an owner unless owner
        if (actor !== 'owner') expect(assignableRoles(actor, target)).not.toContain('owner');
        if (target === 'owner' && actor !== 'owner') expect(assignableRoles(actor, target)).toEqual([]);
        if (!orgRoleCan(actor, 'manage')) expect(assignableRoles(actor, target)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...ORG_ROLES), fc.constantFrom(...ORG_ACTIONS), (role, action) => {
        // an analyst never can what an admin cannot
        if (orgRoleCan('analyst', action)) expect(orgRoleCan(role, action)).toBe(true);
        expect(canRemoveMember(role, 'owner')).toBe(false);
      }),
    );
  });

  it('picks the current organization among accepted memberships', () => {
    const memberships: OrganizationMembership[] = [
      { organizationId: 5, organizationName: 'Pending Co', role: 'analyst', acceptedAt: null },
      { organizationId: 7, organizationName: 'Acme', role: 'owner', acceptedAt: '2026-01-01' },
      { organizationId: 9, organizationName: 'Beta', role: 'admin', acceptedAt: '2026-02-01' },
    ];
    expect(currentOrganization(memberships, 9)?.organizationName).toBe('Beta');
    expect(currentOrganization(memberships, 5)?.organizationName).toBe('Acme');
    expect(currentOrganization(memberships, null)?.organizationId).toBe(7);
    expect(currentOrganization([], 1)).toBeNull();
  });
});

describe('subscription and onboarding schemas', () => {
  it('defaults to an active scout subscription with scout limits', () => {
    const subscription = defaultSubscription();
    expect(subscriptionSchema.parse(subscription)).toEqual({
      tier: 'scout',
      status: 'active',
      limits: { properties: 3, aiSummaries: 0, exportFormats: ['csv'], calculators: 'basic', dataEnrichment: 'basic' },
    });
  });

  it('applies onboarding defaults', () => {
    expect(onboardingSchema.parse({})).toMatchObject({ marketPreference: 'city', budget: 500_000, currentStep: 1, completed: false });
    expect(onboardingSchema.safeParse({ currentStep: 5 }).success).toBe(false);
  });
});

describe('organizationNameProblem', () => {
  it('refuses a blank name and one over the limit, accepts a trimmed one', () => {
    expect(organizationNameProblem('   ')).toBe('Organization name is required');
    expect(organizationNameProblem('x'.repeat(ORGANIZATION_NAME_MAX_LENGTH + 1))).toMatch(/at most 100 characters/);
    expect(organizationNameProblem(`  ${'x'.repeat(ORGANIZATION_NAME_MAX_LENGTH)}  `)).toBeNull();
  });
});
