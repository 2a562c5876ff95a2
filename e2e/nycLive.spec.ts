/**
 * Issue 12 item 2's browser proof: the app started as `pnpm start` does, with live lookups on
 * (the default) and NYC Open Data pointed at a local fake answering in SODA's JSON format. A lot
 * no import knows (BBL 3012340056) opens on its property page with its PLUTO facts, violations
 * and owner (and managing agent) from the live datasets, each block with its provenance line
 * ("… (wvxf-dwi5) · retrieved YYYY-MM-DD HH:MM"); the one dataset the fake fails (311) is named
 * in the page's notice. No request leaves the machine: every live service is local or closed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeGeoSearch, geoSearchAnswer } from '../packages/server/test/fakes/fakeGeoSearch';
import { FakeSoda, LIVE_LOT, liveLotAnswer } from '../packages/server/test/fakes/fakeSoda';
import { apiCall, shot, freePort, freshDataDir, launchBrowser, newPage, removeDir, signInThroughForm, startApp, type RunningApp } from './harness';


const OPERATOR = { fullName: 'Olga Operator', email: 'olga.operator@example.com', password: 'operator-password-1' };

describe('a lot known only to NYC Open Data, live', () => {
  const soda = new FakeSoda();
  const geoSearch = new FakeGeoSearch();
  let dataDir = '';
  let app: RunningApp;
  let browser: Browser;
  let browserDir = '';
  let context: BrowserContext;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    await soda.start();
    await geoSearch.start();
    geoSearch.reply = (request) => ({
      status: 200,
      body: geoSearchAnswer(request.text ?? '', /president/i.test(request.text ?? '')
        ? [{ houseNumber: '1000', street: 'PRESIDENT STREET', borough: 'Brooklyn', zip: '11225', bbl: LIVE_LOT.bbl, bin: LIVE_LOT.bin }]
        : []),
    });
    // 311 is down upstream; every other dataset answers the lot's rows.
    soda.reply = (request) => (request.dataset === 'erm2-nwe9' ? { status: 500, body: { message: 'Internal error' } } : liveLotAnswer(request));
    dataDir = freshDataDir();
    app = await startApp(dataDir, await freePort(), 240_000, {
      NYC_OPEN_DATA_BASE_URL: soda.baseUrl,
      GEOSEARCH_BASE_URL: geoSearch.baseUrl,
      NYC_OPEN_DATA_RETRIES: '0',
      REI_STARTER_DATA: '0',
    });
    ({ browser, userDataDir: browserDir } = await launchBrowser());
    ({ context, page } = await newPage(browser));
    // Owners and evictions are advanced enrichment: an Operator reads the whole record.
    await apiCall(app.url, 'POST', '/api/auth/register', OPERATOR);
    const login = await apiCall<{ id: number; token: string }>(app.url, 'POST', '/api/auth/login', { email: OPERATOR.email, password: OPERATOR.password });
    token = login.token;
    const onboarding = { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'Brooklyn', budget: 2_000_000, currentStep: 4, completed: true };
    await apiCall(app.url, 'PUT', `/api/onboarding/${login.id}`, onboarding, token);
    await apiCall(app.url, 'PUT', '/api/subscription', { tier: 'operator' }, token);
    await signInThroughForm(page, app.url, OPERATOR);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.stop();
    await soda.stop();
    await geoSearch.stop();
    if (dataDir) removeDir(dataDir);
    if (browserDir) removeDir(browserDir);
  });

  test('shows PLUTO facts, violations and owner with their provenance, and names the dataset that could not be reached', async () => {
    await page.goto(`${app.url}/property/bbl/${LIVE_LOT.bbl}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/1000 PRESIDENT STREET/i);

    // The notice names the one dataset the fake failed.
    const notice = page.getByRole('status').filter({ hasText: 'NYC Open Data could not be reached' });
    await expect.poll(() => notice.textContent()).toContain('311 Service Requests (311)');

    // Owner of record from PLUTO, and the managing agent from the HPD registration.
    const owners = page.getByRole('region', { name: 'Owners of Record' });
    await expect.poll(() => owners.textContent()).toContain('PRESIDENT HOLDINGS LLC');
    await expect.poll(() => owners.textContent()).toMatch(/CROWN SAMPLE MANAGEMENT CORP\s*· Managing agent/);
    await shot(page, 'overview', { fullPage: true });

    await page.getByRole('tab', { name: 'NYC Data' }).click();
    const lotFacts = page.getByRole('region', { name: 'Lot Facts (PLUTO)' });
    await expect.poll(() => lotFacts.textContent()).toContain('C4');
    await expect.poll(() => lotFacts.textContent()).toMatch(/Source: PLUTO \(64uk-42ks\) · retrieved \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

    const violations = page.getByRole('region', { name: 'Violations' });
    await expect.poll(() => violations.textContent()).toContain('PROVIDE HOT WATER AT ALL HOURS');
    const violationsText = (await violations.textContent()) ?? '';
    expect(violationsText).toMatch(/Source: HPD Housing Maintenance Code Violations \(wvxf-dwi5\) · retrieved \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(violationsText).toMatch(/Source: DOB ECB Violations \(6bgk-3dad\) · retrieved/);
    expect(violationsText).toMatch(/Source: DOB Violations \(3h2n-5cm9\) · retrieved/);
    // The 311 block says why it is empty.
    await expect.poll(() => page.getByText(/could not be reached for 311 Service Requests \(311\) just now/).count()).toBeGreaterThan(0);
    await shot(page, 'nyc-data', { fullPage: true });

    // Every request went to the local fake, by BBL or block and lot, for the datasets of the page.
    const asked = new Set(soda.received.map((request) => request.dataset));
    for (const id of ['64uk-42ks', 'wvxf-dwi5', '6bgk-3dad', '3h2n-5cm9', 'ic3t-wcy2', 'w9ak-ipjd', 'erm2-nwe9', '6z8x-wfk4', '9rz4-mjek', 'tesw-yqqr', 'feu5-w2e2', '8h5j-fqxa', 'bnx9-e6tj', '636b-3b5g']) {
      expect(asked.has(id), id).toBe(true);
    }
  });

  test('an address GeoSearch resolves to the lot answers with the same live record', async () => {
    const response = await fetch(`${app.url}/api/properties/search?address=${encodeURIComponent('1000 President Street, Brooklyn')}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { bbl: string | null; nycData: { lot: { provenance: { dataset: string } } | null; owners: { name: string }[] } | null };
    expect(body.bbl).toBe(LIVE_LOT.bbl);
    expect(body.nycData?.lot?.provenance.dataset).toBe('soda:64uk-42ks');
    expect(body.nycData?.owners.map((owner) => owner.name)).toContain('PRESIDENT HOLDINGS LLC');
    expect(geoSearch.received.some((request) => request.endpoint === 'search')).toBe(true);
  });
});
