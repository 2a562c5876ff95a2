import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmail, validateInvite, validateLogin, validateRegister, validateSearchQuery } from './forms';
import { formErrorText } from './messages';
import { ONBOARDING, clampBudget, isBudgetMoreThanMax, onboardingProgress, onboardingStepAfter, validateOnboardingStep } from './onboarding';

describe('search, login, register and invite validation', () => {
  it('needs a non-blank search query', () => {
    expect(validateSearchQuery('  ')?.description).toBe('Please enter an address to search.');
    expect(validateSearchQuery(null)?.fields).toEqual(['address']);
    expect(validateSearchQuery('12 Main St')).toBeNull();
  });

  it('needs both login fields, titled by the form', () => {
    expect(validateLogin({ email: 'a@b.co', password: '' })).toEqual({
      title: 'Missing credentials',
      description: 'Please enter both email and password',
      fields: ['password'],
    });
    expect(validateLogin({}, 'dashboard')).toMatchObject({ title: 'Missing fields', fields: ['email', 'password'] });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toBeNull();
  });

  it('checks registration in order: fields, email, match, length', () => {
    const good = { fullName: 'Dana Reyes', email: 'dana@example.com', password: 'correct-horse', confirmPassword: 'correct-horse' };
    expect(validateRegister(good)).toBeNull();
    expect(validateRegister({ ...good, fullName: ' ' })).toMatchObject({ title: 'Missing fields', description: 'Please fill all fields', fields: ['fullName'] });
    expect(validateRegister({ ...good, email: 'dana' })?.title).toBe('Invalid email');
    expect(validateRegister({ ...good, confirmPassword: 'correct-horsE' })).toMatchObject({
      title: "Passwords don't match",
      description: 'Please make sure your passwords match',
    });
    expect(validateRegister({ ...good, password: 'short12', confirmPassword: 'short12' })?.description).toBe(
      'Password must be at least 10 characters.',
    );
    // exactly 10 characters is enough
    expect(validateRegister({ ...good, password: '0123456789', confirmPassword: '0123456789' })).toBeNull();
  });

  it('checks invitations', () => {
    expect(validateInvite({ email: '' })).toMatchObject({ title: 'Email required', description: 'Please enter an email address.' });
    expect(validateInvite({ email: 'not-an-email' })?.title).toBe('Invalid email');
    expect(validateInvite({ email: 'a@b.co', role: 'owner' })?.fields).toEqual(['role']);
    expect(validateInvite({ email: 'a@b.co' })).toBeNull();
    expect(validateInvite({ email: 'a@b.co', role: 'admin' })).toBeNull();
  });

  it('recognises email shapes', () => {
    expect(isEmail(' a.b@c.nyc ')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(formErrorText({ title: 'T', description: 'D.' })).toBe('T: D.');
  });
});

describe('onboarding', () => {
  it('has the wizard constants', () => {
    expect(ONBOARDING).toEqual({
      totalSteps: 4,
      budget: { min: 50_000, max: 2_000_000, step: 10_000, default: 500_000, moreThanMax: 2_010_000 },
      defaultMarketPreference: 'city',
    });
  });

  it('checks each step with the spec messages', () => {
    expect(validateOnboardingStep(1, {})?.description).toBe('Please select your experience level');
    expect(validateOnboardingStep(1, { experienceLevel: 'beginner' })).toBeNull();
    expect(validateOnboardingStep(2, { investmentGoal: '' })?.description).toBe('Please select your investment goal');
    expect(validateOnboardingStep(2, { investmentGoal: 'cashflow' })).toBeNull();
    expect(validateOnboardingStep(3, { marketPreference: 'zip', city: 'Brooklyn' })?.description).toBe('Please enter a ZIP code');
    expect(validateOnboardingStep(3, { marketPreference: 'zip', zipCode: '11201' })).toBeNull();
    expect(validateOnboardingStep(3, {})?.description).toBe('Please enter a city');
    expect(validateOnboardingStep(3, { marketPreference: 'city', city: 'Queens' })).toBeNull();
    expect(validateOnboardingStep(3, { marketPreference: 'unsure' })).toBeNull();
  });

  it('refuses a city that is only digits, naming the City field', () => {
    const refused = validateOnboardingStep(3, { marketPreference: 'city', city: '1500000' });
    expect(refused).toEqual({ title: 'Invalid city', description: 'City must be a place name such as Brooklyn, not a number', fields: ['city'] });
    expect(validateOnboardingStep(3, { marketPreference: 'city', city: ' 10001 ' })?.fields).toEqual(['city']);
    expect(validateOnboardingStep(3, { marketPreference: 'city', city: 'Hastings-on-Hudson' })).toBeNull();
    expect(validateOnboardingStep(3, { marketPreference: 'city', city: 'Bogotá' })).toBeNull();
    // A ZIP market never looks at a stale city.
    expect(validateOnboardingStep(3, { marketPreference: 'zip', zipCode: '11201', city: '1500000' })).toBeNull();
    expect(validateOnboardingStep(4, {})).toBeNull();
  });

  it('moves between steps within 1..4 and reports progress', () => {
    expect(onboardingStepAfter(1, 'previous')).toBe(1);
    expect(onboardingStepAfter(2, 'next')).toBe(3);
    expect(onboardingStepAfter(4, 'next')).toBe(4);
    expect(onboardingProgress(2)).toEqual({ label: '2 of 4 Steps', percent: 50 });
    expect(onboardingProgress(9).label).toBe('4 of 4 Steps');
  });

  it('snaps budgets onto the slider, and any budget above it is "more than $2M" (law)', () => {
    expect(clampBudget(Number.NaN)).toBe(500_000);
    expect(clampBudget(123_456)).toBe(120_000);
    expect(clampBudget(2_000_000)).toBe(2_000_000);
    expect(clampBudget(ONBOARDING.budget.moreThanMax)).toBe(ONBOARDING.budget.moreThanMax);
    expect(isBudgetMoreThanMax(clampBudget(5_000_000))).toBe(true);
    expect(isBudgetMoreThanMax(2_000_000)).toBe(false);
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e8, noNaN: true }), (budget) => {
        const snapped = clampBudget(budget);
        expect(snapped).toBeGreaterThanOrEqual(50_000);
        if (budget > 2_000_000) expect(snapped).toBe(ONBOARDING.budget.moreThanMax);
        else {
          expect(snapped).toBeLessThanOrEqual(2_000_000);
          expect(snapped % 10_000).toBe(0);
        }
      }),
    );
  });
});
