/**
 * E2E harness: starts the app with the `rei` CLI exactly as `pnpm start` does (compiled by
 * the server's bin/run.mjs), on a free port with a fresh REI_DATA_DIR, and drives Debian's Chromium
 * through playwright-core (args from TOOLCHAIN.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APP_DIR = path.join(REPO_ROOT, 'packages', 'app');
// playwright-core is a dev dependency of @rei/app (the e2e folder is not a workspace package).
const { chromium } = createRequire(path.join(APP_DIR, 'package.json'))('playwright-core') as typeof import('playwright-core');
// The `rei` CLI belongs to the server package; it serves the app's build (packages/app/dist).
const SERVER_DIR = path.join(REPO_ROOT, 'packages', 'server');
const RUN = path.join(SERVER_DIR, 'bin', 'run.mjs');
const CLI = path.join(SERVER_DIR, 'src', 'cli.ts');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'e2e', 'screenshots');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function freshDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'rei-e2e-'));
}

/**
 * Live services the product calls by default (NYC Open Data, GeoSearch, Census), pointed at a
 * closed local port: no e2e run reaches the internet, and each sees "unreachable" at once. Port 2,
 * not 9: fetch refuses the spec's "bad ports" (9 among them) before it connects, which is not
 * the refused connection an offline machine sees. A spec with local fakes passes their URLs in `env`.
 */
export const UNREACHABLE_LIVE_SERVICES: Readonly<Record<string, string>> = {
  NYC_OPEN_DATA_BASE_URL: 'http://127.0.0.1:2',
  GEOSEARCH_BASE_URL: 'http://127.0.0.1:2',
  CENSUS_API_BASE: 'http://127.0.0.1:2',
};

function cliProcess(args: readonly string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [RUN, CLI, ...args], {
    cwd: SERVER_DIR,
    // The starter dataset import (89,000 sales) is off unless a spec turns it on (e2e/starter.spec.ts): other specs start fast.
    env: { ...process.env, LOG_LEVEL: 'warn', REI_STARTER_DATA: '0', ...UNREACHABLE_LIVE_SERVICES, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a one-shot CLI command (e.g. create-admin) and resolves with its output. */
export function runCli(args: readonly string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = cliProcess(args, env);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`rei ${args.join(' ')} exited ${code}: ${output}`))));
  });
}

export interface RunningApp {
  readonly url: string;
  readonly output: () => string;
  /** Milliseconds from spawning the CLI to the first successful GET /. */
  readonly startupMs: number;
  stop(): Promise<void>;
}

/**
 * A data folder that one `rei start` already migrated and seeded with the demo data (made once per
 * run by e2e/globalSetup.ts, which names it in this variable). A spec's app starting on an empty
 * folder starts on a copy of it: the same database a first start leaves, without each spec paying
 * for the migrations and the seed again (about 12 of a start's 20 s on this machine).
 */
export const TEMPLATE_DATA_DIR_VARIABLE = 'REI_E2E_TEMPLATE_DATA_DIR';

export interface StartOptions {
  /** false: a real first start on the empty folder (migrations, demo seed), not the prepared copy. */
  readonly fromTemplate?: boolean;
}

/** Copies the prepared data folder into `dataDir` when it is empty and a template exists; answers whether it did. */
function startFromTemplate(dataDir: string, env: Record<string, string>, options: StartOptions): boolean {
  const template = process.env[TEMPLATE_DATA_DIR_VARIABLE];
  // The starter import happens on a first start only, so a spec asking for it gets a real one.
  if (options.fromTemplate === false || env.REI_STARTER_DATA === '1' || !template || !existsSync(template)) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'rei.lock' });
  return true;
}

/** `rei start` on `port` with `dataDir`; resolves once GET / answers 200. */
export async function startApp(
  dataDir: string,
  port: number,
  timeoutMs = 240_000,
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningApp> {
  startFromTemplate(dataDir, env, options);
  const started = performance.now();
  const child = cliProcess(['start'], { PORT: String(port), HOST: '127.0.0.1', REI_DATA_DIR: dataDir, ...env });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exitPromise = new Promise<void>((resolve) =>
    child.on('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = started + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`rei start exited early:\n${output}`);
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`rei start did not answer within ${timeoutMs} ms:\n${output}`);
    }
    const ok = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const startupMs = performance.now() - started;
  const running: RunningApp = {
    url,
    startupMs,
    output: () => output,
    async stop() {
      runningApps.delete(running);
      if (exited) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exitPromise;
      clearTimeout(timer);
    },
  };
  runningApps.add(running);
  return running;
}

/** Apps started by {@link startApp} and not yet stopped. */
const runningApps = new Set<RunningApp>();

/** The last `count` lines each running app printed (its request log), for a failed test's report (e2e/setup.ts). */
export function recentAppOutput(count = 40): string[] {
  return [...runningApps].flatMap((app) => {
    const lines = app.output().trimEnd().split('\n').slice(-count);
    return [`last ${lines.length} lines of the app at ${app.url}:`, ...lines.map((line) => `  ${line.slice(0, 400)}`)];
  });
}

/**
 * Confirms a freshly registered account's address as its owner would: waits for the confirmation
 * mail in `<dataDir>/outbox`, takes the /verify-email token from it and posts it (an unconfirmed
 * account cannot join a team).
 */
export async function confirmAddressFromOutbox(baseUrl: string, dataDir: string, email: string, timeoutMs = 20_000): Promise<void> {
  const folder = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
    for (const name of files.sort().reverse()) {
      // Quoted-printable: soft line breaks joined, '=' written as =3D.
      const raw = readFileSync(path.join(folder, name), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
      if (!new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(raw)) continue;
      const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
      if (token) {
        await apiCall(baseUrl, 'POST', '/api/auth/verify-email', { token });
        return;
      }
    }
    if (Date.now() > deadline) throw new Error(`no confirmation mail to ${email} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * One JSON call to the started product's API, outside the browser (set-up steps of a journey):
 * the body as JSON, the session as a bearer token; any non-2xx answer throws with its status and text.
 */
export async function apiCall<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new investor set up through the API the way the product would leave them after their first
 * minutes: registered, onboarded (New York, up to $2M), on `tier` (demo billing switches plans at
 * once; scout keeps the free plan) and with the demo property at `address` in their portfolio.
 * Answers their session token and that property's id.
 */
export async function investorWithDemoProperty(
  baseUrl: string,
  account: { fullName: string; email: string; password: string },
  address: string,
  tier: 'scout' | 'rookie' | 'operator' | 'hunter' = 'scout',
): Promise<{ token: string; propertyId: number }> {
  await apiCall(baseUrl, 'POST', '/api/auth/register', account);
  const login = await apiCall<{ id: number; token: string }>(baseUrl, 'POST', '/api/auth/login', { email: account.email, password: account.password });
  const onboarding = { experienceLevel: 'beginner', investmentGoal: 'cashflow', marketPreference: 'city', city: 'New York', budget: 2_000_000, currentStep: 4, completed: true };
  await apiCall(baseUrl, 'PUT', `/api/onboarding/${login.id}`, onboarding, login.token);
  if (tier !== 'scout') await apiCall(baseUrl, 'PUT', '/api/subscription', { tier }, login.token);
  const found = await apiCall<{ id: number | null }>(baseUrl, 'GET', `/api/properties/search?address=${encodeURIComponent(address)}`, undefined, login.token);
  if (found.id === null) throw new Error(`the demo data has no property at ${address}`);
  await apiCall(baseUrl, 'POST', '/api/portfolio', { propertyId: found.id }, login.token);
  const street = address.split(',')[0];
  const cards = (await apiCall<{ items: Array<{ propertyId: number; address: string }> }>(baseUrl, 'GET', '/api/portfolio', undefined, login.token)).items;
  const propertyId = cards.find((card) => card.address === street)?.propertyId;
  if (propertyId === undefined) throw new Error(`${street} did not reach the portfolio`);
  return { token: login.token, propertyId };
}

export async function launchBrowser(): Promise<{ browser: Browser; userDataDir: string }> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's with 'apt-get update && apt-get install -y chromium' (or set CHROMIUM_PATH).`);
  }
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'rei-chromium-'));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // playwright-core gives every launch a fresh temporary profile (it refuses --user-data-dir
    // outside launchPersistentContext); userDataDir is kept for the downloads folder.
    args: CHROMIUM_ARGS,
    downloadsPath: userDataDir,
  });
  return { browser, userDataDir };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

let shotNumber = 0;

/**
 * Saves a numbered screenshot of the page as e2e/screenshots/<spec>-<NN>-<name>.png and answers
 * its path. The folder is emptied once per run, by the global setup, so the specs' shots sit side
 * by side whatever order (or how many at once) the specs run in.
 */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const spec = path.basename(expect.getState().testPath ?? 'e2e').replace(/\.spec\.ts$/, '');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  shotNumber += 1;
  const file = path.join(SCREENSHOT_DIR, `${spec}-${String(shotNumber).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  return file;
}

/**
 * Waits until a toast whose text contains `title` is shown, then closes it. Older toasts ahead
 * of it in the queue (one is visible at a time) are closed along the way.
 */
export async function expectToast(page: Page, title: string, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  while (Date.now() < deadline) {
    const toasts = page.locator('li[data-state="open"]');
    const count = await toasts.count();
    for (let index = 0; index < count; index += 1) {
      const toast = toasts.nth(index);
      const text = (await toast.textContent().catch(() => null)) ?? '';
      if (text.includes(title)) {
        await toast.getByRole('button', { name: 'Close notification' }).click().catch(() => undefined);
        return text;
      }
      if (text && !seen.includes(text)) seen.push(text);
    }
    if (count > 0 && Date.now() + 1_000 < deadline) {
      // Someone else's toast is in front: close it so the queue moves on.
      await toasts.first().getByRole('button', { name: 'Close notification' }).click().catch(() => undefined);
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`No toast containing "${title}" within ${timeoutMs} ms; saw: ${seen.join(' | ') || 'none'}`);
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (counted from this call, so
 * call it before the action whose requests it waits for); throws after `timeoutMs`.
 */
export function quietNetwork(page: Page, quietMs = 500, timeoutMs = 20_000): { settled: () => Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async settled() {
      const deadline = Date.now() + timeoutMs;
      try {
        while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
          if (Date.now() > deadline) throw new Error(`${inFlight.size} request(s) still in flight after ${timeoutMs} ms`);
          await page.waitForTimeout(50);
        }
      } finally {
        page.off('request', started);
        page.off('requestfinished', ended);
        page.off('requestfailed', ended);
      }
    },
  };
}

/**
 * Signs in through the sign-in form as a person would, and returns once the signed-in app has
 * settled: the address has left /login (for `/dashboard` or `/onboarding`), the toast (when one is
 * named) has been seen, the session is in local storage, and no request has been in flight for half
 * a second (the user refresh that follows a sign-in writes local storage too). Opening another
 * address sooner raced those writes: about one run in forty, Chromium's next document read no
 * session and showed the sign-in page. Returns the toast's text ('' without one).
 */
export async function signInThroughForm(page: Page, baseUrl: string, account: { email: string; password: string }, options: { toast?: string } = {}): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^\s*Email\s*\*?\s*$/).fill(account.email);
  await page.getByLabel(/^\s*Password\s*\*?\s*$/).fill(account.password);
  const network = quietNetwork(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const toast = options.toast ? await expectToast(page, options.toast) : '';
  await network.settled();
  const stored = await page.evaluate(() => ['authToken', 'user'].filter((key) => window.localStorage.getItem(key) !== null));
  if (stored.length !== 2) throw new Error(`signed in as ${account.email} but local storage holds only [${stored.join(', ')}] of authToken and user`);
  return toast;
}

/** The last things the browser reported, kept so a failed test can print them (e2e/setup.ts). */
const browserLog: string[] = [];
const BROWSER_LOG_LINES = 120;
/** The contexts opened by {@link newPage}, so a failed test can say where each page stood. */
const watchedContexts = new Set<BrowserContext>();

function noteInBrowserLog(line: string): void {
  browserLog.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (browserLog.length > BROWSER_LOG_LINES) browserLog.splice(0, browserLog.length - BROWSER_LOG_LINES);
}

/** Takes the browser log gathered since the last call: console errors and warnings, page errors, answers of 400 and up. */
export function takeBrowserLog(): string[] {
  return browserLog.splice(0, browserLog.length);
}

/** Records what the pages of `context` report that could explain a failed step. */
function watchContext(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') noteInBrowserLog(`console.${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => noteInBrowserLog(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    // Every API answer is noted (a page stuck without an error is explained by what it did get).
    if (response.status() >= 400 || response.url().includes('/api/')) noteInBrowserLog(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('request', (request) => {
    if (request.url().includes('/api/')) noteInBrowserLog(`sent ${request.method()} ${request.url()}`);
  });
  context.on('page', (page) => {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) noteInBrowserLog(`navigated to ${frame.url()}`);
    });
  });
  context.on('close', () => watchedContexts.delete(context));
  watchedContexts.add(context);
  context.on('requestfailed', (request) => noteInBrowserLog(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
}

/**
 * Where each open page stands: its address and the start of its text, with a screenshot saved as
 * e2e/screenshots/failed-{label}-{n}.png. Called when a test fails (e2e/setup.ts).
 */
export async function describeOpenPages(label: string): Promise<string[]> {
  const lines: string[] = [];
  const pages = [...watchedContexts].flatMap((context) => context.pages());
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const directory = SCREENSHOT_DIR;
  const safeLabel = label.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60);
  for (const [index, page] of pages.entries()) {
    const file = path.join(directory, `failed-${safeLabel}-${index + 1}.png`);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(no text: ${String(error)})`);
    const storage = await page
      .evaluate(() => Object.keys(window.localStorage).sort().join(', '))
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    await page.screenshot({ path: file }).catch(() => undefined);
    lines.push(`page ${index + 1} at ${page.url()} (screenshot ${path.relative(REPO_ROOT, file)}; local storage keys: ${storage || 'none'}): ${text.replace(/\s+/g, ' ').slice(0, 400)}`);
  }
  return lines;
}

export async function newPage(browser: Browser, width = 1280, height = 900): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  watchContext(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}
