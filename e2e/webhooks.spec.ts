/**
 * Webhooks (issue 33) in a real browser: a Hunter owner adds an endpoint on the Team page and
 * sees its signing secret once; saving a deal POSTs a signed `deal.saved` to a local receiver
 * (checked here with the Standard Webhooks scheme, not REI's signer); a target that keeps
 * failing shows "Failed" with its answer in the delivery log, and "Resend" delivers it.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { verifyStandardWebhook } from '../packages/server/test/fakes/standardWebhooks';
import { apiCall, freePort, freshDataDir, investorWithDemoProperty, launchBrowser, newPage, removeDir, shot, signInThroughForm, startApp, type RunningApp } from './harness';

const OWNER = { fullName: 'Wren Webhook', email: 'wren@example.com', password: 'wren-password-12' };
const ADDRESS = '866 Ninth Avenue, New York, NY 10011';

let app: RunningApp;
let dataDir: string;
let browser: Browser;
let userDataDir: string;
let page: Page;
let receiver: Server;
let hookUrl: string;
let token: string;
let propertyId: number;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];


beforeAll(async () => {
  // The receiver fails the first two attempts (500), then accepts.
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      if (received.length <= 2) response.writeHead(500, { 'content-type': 'text/plain' }).end('receiver is down');
      else response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rei-events`;
  dataDir = freshDataDir();
  // A local receiver is a private target: allowed for this run; one retry a second after the first failure.
  app = await startApp(dataDir, await freePort(), undefined, { REI_WEBHOOKS_ALLOW_PRIVATE: '1', REI_WEBHOOK_RETRY_SECONDS: '1' });
  ({ token, propertyId } = await investorWithDemoProperty(app.url, OWNER, ADDRESS, 'hunter'));
  ({ browser, userDataDir } = await launchBrowser());
  ({ page } = await newPage(browser, 1440, 900));
  await signInThroughForm(page, app.url, OWNER, { toast: 'Login successful' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  if (userDataDir) removeDir(userDataDir);
  if (dataDir) removeDir(dataDir);
});

/** The Team page with the endpoint's delivery log open: the log's text. */
async function deliveryLog(): Promise<string> {
  await page.goto(`${app.url}/organization`);
  const open = page.getByRole('button', { name: `Deliveries to ${hookUrl}` });
  await expect.poll(() => open.isVisible(), { timeout: 20_000 }).toBe(true);
  await open.click();
  const log = page.getByRole('region', { name: `Deliveries to ${hookUrl}` });
  await expect.poll(() => log.getByRole('table').isVisible(), { timeout: 20_000 }).toBe(true);
  return (await log.textContent()) ?? '';
}

describe('webhooks on the Team page', () => {
  test('add an endpoint, see its secret once, get a signed deal.saved, see the failures in the log and resend', async () => {
    await page.goto(`${app.url}/organization`);
    const url = page.getByLabel(/Endpoint URL/);
    await expect.poll(() => url.isVisible(), { timeout: 20_000 }).toBe(true);
    await url.fill(hookUrl);
    await page.getByRole('checkbox', { name: 'Deal saved' }).check();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const shown = page.getByLabel('The signing secret');
    await expect.poll(() => shown.isVisible(), { timeout: 20_000 }).toBe(true);
    const secret = ((await shown.textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    await shot(page, 'webhook-created');
    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await page.getByText(secret).count()).toBe(0);

    // Saving a deal is the event: two attempts fail (the first and its retry a second later).
    const deal = await apiCall<{ id: number }>(app.url, 'POST', '/api/deals', { name: 'Hooked hold', propertyId, strategyType: 'buy_hold', inputs: { purchasePrice: 1_000_000, grossMonthlyRent: 9_000, propertyTax: 14_000, insurance: 3_000 } }, token);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    const first = received[0]!;
    expect(verifyStandardWebhook(secret, first.headers, first.body)).toBe(true);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'deal.saved', data: { dealId: deal.id } });
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);

    await expect.poll(deliveryLog, { timeout: 30_000 }).toContain('Failed');
    expect(await deliveryLog()).toContain('Answered 500');
    await shot(page, 'webhook-delivery-failed');

    await page.getByRole('button', { name: /^Resend the Deal saved event/ }).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    expect(verifyStandardWebhook(secret, received[2]!.headers, received[2]!.body)).toBe(true);
    await expect.poll(deliveryLog, { timeout: 30_000 }).toContain('Delivered');
    await shot(page, 'webhook-delivery-resent');
  });
});
