import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../harness';

let server: TestServer;
let ann: TestUser;
let bob: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  [ann, bob] = await Promise.all([server.registerAndLogin('ann'), server.registerAndLogin('bob')]);
});

afterAll(async () => {
  await server?.close();
});

const put = (user: TestUser, payload: Record<string, unknown>, userId = user.id) =>
  server.request({ method: 'PUT', url: `/api/onboarding/${userId}`, token: user.token, payload });

describe('onboarding', () => {
  it('starts at step 1, not completed, with the spec defaults', async () => {
    const response = await server.request({ method: 'GET', url: `/api/onboarding/${ann.id}`, token: ann.token });
    expect(response.statusCode).toBe(200);
    expect(response.data).toEqual({
      userId: ann.id,
      experienceLevel: null,
      investmentGoal: null,
      marketPreference: 'city',
      city: null,
      zipCode: null,
      budget: 500_000,
      currentStep: 1,
      completed: false,
      completedAt: null,
    });
  });

  it('saves each step, checking the steps already passed with the spec messages', async () => {
    const skipped = await put(ann, { currentStep: 2 });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.data.message).toBe('Please select your experience level');
    expect(skipped.data.fields).toEqual({ 'body.experienceLevel': 'Please select your experience level' });

    expect((await put(ann, { experienceLevel: 'beginner', currentStep: 2 })).statusCode).toBe(200);
    const noGoal = await put(ann, { currentStep: 3 });
    expect(noGoal.data.message).toBe('Please select your investment goal');
    const step3 = await put(ann, { investmentGoal: 'cashflow', currentStep: 3 });
    expect(step3.data).toMatchObject({ experienceLevel: 'beginner', investmentGoal: 'cashflow', currentStep: 3, completed: false });

    const noZip = await put(ann, { marketPreference: 'zip', currentStep: 4 });
    expect(noZip.statusCode).toBe(400);
    expect(noZip.data.message).toBe('Please enter a ZIP code');
    const noCity = await put(ann, { marketPreference: 'city', currentStep: 4 });
    expect(noCity.data.message).toBe('Please enter a city');
    expect((await put(ann, { marketPreference: 'unsure', currentStep: 4 })).statusCode).toBe(200);
  });

  it('rejects out-of-range values from the contract', async () => {
    const response = await put(ann, { currentStep: 5, budget: 10, experienceLevel: 'guru', zipCode: '123' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.budget', 'body.currentStep', 'body.experienceLevel', 'body.zipCode']);
    expect(response.data.fields['body.experienceLevel']).toBe('Please select your experience level');
  });

  it('refuses a city that is only a number, naming the city field', async () => {
    const response = await put(bob, { marketPreference: 'city', city: '1500000', currentStep: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.data.fields).toEqual({ 'body.city': 'City must be a place name such as Brooklyn, not a number' });
  });

  it('stores "more than $2M" as its own value and refuses other budgets above the slider', async () => {
    const above = await put(bob, { budget: 2_010_000, currentStep: 1 });
    expect(above.statusCode).toBe(200);
    expect(above.data.budget).toBe(2_010_000);
    const between = await put(bob, { budget: 2_005_000, currentStep: 1 });
    expect(between.statusCode).toBe(400);
    expect(Object.keys(between.data.fields)).toEqual(['body.budget']);
  });

  it('completing sets completed and the user no longer needs onboarding', async () => {
    const before = await server.request({ method: 'GET', url: `/api/users/${ann.id}`, token: ann.token });
    expect(before.data.needsOnboarding).toBe(true);
    const done = await put(ann, { marketPreference: 'zip', zipCode: '11233', budget: 750_000, currentStep: 4, completed: true });
    expect(done.statusCode).toBe(200);
    expect(done.data).toMatchObject({ completed: true, zipCode: '11233', budget: 750_000 });
    expect(typeof done.data.completedAt).toBe('string');
    const after = await server.request({ method: 'GET', url: `/api/users/${ann.id}`, token: ann.token });
    expect(after.data.needsOnboarding).toBe(false);
    expect((await server.request({ method: 'GET', url: `/api/onboarding/${ann.id}`, token: ann.token })).data.completed).toBe(true);
  });

  it('completing checks every step', async () => {
    const response = await put(bob, { currentStep: 4, completed: true });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.data.fields).sort()).toEqual(['body.city', 'body.experienceLevel', 'body.investmentGoal']);
  });

  it('is self only (403) and needs a session (401)', async () => {
    expect((await server.request({ method: 'GET', url: `/api/onboarding/${ann.id}`, token: bob.token })).statusCode).toBe(403);
    expect((await put(bob, { experienceLevel: 'advanced', currentStep: 1 }, ann.id)).statusCode).toBe(403);
    expect((await server.request({ method: 'GET', url: `/api/onboarding/${ann.id}` })).statusCode).toBe(401);
    expect((await server.request({ method: 'PUT', url: `/api/onboarding/${ann.id}`, payload: { currentStep: 1 } })).statusCode).toBe(401);
    expect((await server.request({ method: 'GET', url: '/api/onboarding/abc', token: ann.token })).statusCode).toBe(400);
  });
});
