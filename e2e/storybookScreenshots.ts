/**
 * Screenshots of the key screens from the built Storybook, at desktop (1440 px) and phone
 * (390 px) widths, for people to look at: `pnpm screenshots:stories` (builds Storybook first).
 * Images land in e2e/screenshots/storybook/ (git-ignored with the other screenshots).
 */
import { createReadStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { REPO_ROOT, SCREENSHOT_DIR, launchBrowser, removeDir } from './harness';

const STATIC_DIR = path.join(REPO_ROOT, 'storybook-static');
const OUT_DIR = path.join(SCREENSHOT_DIR, 'storybook');
const WIDTHS = [1440, 390] as const;
const STORIES = [
  'screens-dashboard--rookie-loaded',
  'screens-propertydetail--overview',
  'screens-propertydetail--investment-tab',
  'screens-propertydetail--neighborhood-tab',
  'screens-propertydetail--nyc-data-tab',
  'screens-propertydetail--summary-tab',
  'screens-calculatorsuite--buy-hold-rookie',
  'screens-calculatorsuite--brrrr-tab',
  'screens-organization--owner',
  'screens-organization--analyst',
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

/** Serves the built Storybook folder on a loopback port. */
function serveStatic(): Promise<{ url: string; close: () => void }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(STATIC_DIR, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(STATIC_DIR) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

async function main(): Promise<void> {
  if (!existsSync(path.join(STATIC_DIR, 'iframe.html'))) {
    throw new Error('No built Storybook: run `pnpm build-storybook` first.');
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const site = await serveStatic();
  const { browser, userDataDir } = await launchBrowser();
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const id of STORIES) {
        await page.goto(`${site.url}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'networkidle' });
        await page.waitForSelector('#storybook-root > *', { timeout: 15_000 });
        // Let play functions and transitions settle before the picture.
        await page.waitForTimeout(600);
        const file = path.join(OUT_DIR, `${id.replace(/^screens-/, '')}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`saved ${path.relative(REPO_ROOT, file)}`);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    removeDir(userDataDir);
    site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
