import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { registerSpa, withStyleNonce } from '../../src/cli/registerSpa';
import { DEFAULT_WEB_DIR, ensureWebBuild, hasWebBuild, sourceNewerThanBuild, webDirectory } from '../../src/cli/webDirectory';
import { PACKAGE_ROOT } from '../paths';

let dist: string;
let server: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rei-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><p>offline</p>');
  server = await startServer(testConfig(), { seed: false, configure: (app) => registerSpa(app, dist) });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('the API and the web app on one port', () => {
  it('answers client routes with index.html', async () => {
    for (const url of ['/', '/dashboard', '/property/866-ninth-avenue-new-york-ny-10011?test=true']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves built assets with a long cache', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps /api JSON: real routes work and unknown ones are a JSON 404', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const missing = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends the web app with a strict Content Security Policy and the other hardening headers', async () => {
    for (const url of ['/', '/dashboard']) {
      const response = await server.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' https: data:", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    // The style nonce: in the policy and in the page's <meta>, fresh for every answer.
    const nonces: (string | undefined)[] = [];
    for (let i = 0; i < 2; i += 1) {
      const page = await server.app.inject({ method: 'GET', url: '/dashboard' });
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.body).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
      expect(page.body).toContain('<div id="root">');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const api = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('puts the style nonce at the top of <head>', () => {
    expect(withStyleNonce('<!doctype html><html><head><title>x</title></head></html>', 'abc')).toBe(
      '<!doctype html><html><head>\n    <meta name="csp-nonce" content="abc" /><title>x</title></head></html>',
    );
  });

  it('revalidates the build\'s other files, and answers /index.html as the app page with its nonce', async () => {
    const icon = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
    const page = await server.app.inject({ method: 'GET', url: '/offline.html' });
    expect(page.body).toContain('offline');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const index = await server.app.inject({ method: 'GET', url: '/index.html' });
    expect(index.body).toContain('<meta name="csp-nonce"');
  });

  it('answers a revalidation of an unchanged asset with 304', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(first.headers.etag).toBeTruthy();
    const again = await server.app.inject({ method: 'GET', url: '/assets/index-abc.js', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers a missing asset with 404 and never leaves the dist folder', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    const escape = await server.app.inject({ method: 'GET', url: '/../../../etc/passwd' });
    expect(escape.body).not.toContain('root:');
    for (const url of ['/assets/..%2f..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/%2e%2e/etc/hostname.txt']) {
      const encoded = await server.app.inject({ method: 'GET', url });
      expect(encoded.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(encoded.body, url).not.toContain('root:');
    }
  });
});

describe('where rei start finds the built web app', () => {
  it('defaults to the workspace app build and follows REI_WEB_DIR', () => {
    expect(webDirectory(undefined)).toBe(DEFAULT_WEB_DIR);
    expect(DEFAULT_WEB_DIR.split(path.sep).slice(-3)).toEqual(['packages', 'app', 'dist']);
    expect(webDirectory(dist)).toBe(dist);
  });

  it('serves a REI_WEB_DIR that has a build and refuses one that has none', () => {
    expect(hasWebBuild(dist)).toBe(true);
    expect(ensureWebBuild(dist)).toBe(dist);
    const empty = mkdtempSync(path.join(tmpdir(), 'rei-empty-dist-'));
    try {
      expect(hasWebBuild(empty)).toBe(false);
      expect(() => ensureWebBuild(empty)).toThrow(/holds no built web app/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('rei start rebuilds a web app older than its sources', () => {
  it('names the newest source changed after the build, and none when the build is newer', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rei-stale-'));
    try {
      const build = path.join(root, 'dist');
      const sources = path.join(root, 'src');
      mkdirSync(build);
      mkdirSync(path.join(sources, 'screens'), { recursive: true });
      writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
      writeFileSync(path.join(sources, 'main.tsx'), 'export {};');
      writeFileSync(path.join(sources, 'screens', 'Deal.tsx'), 'export {};');
      const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);
      at(path.join(build, 'index.html'), 2_000_000_000);
      at(path.join(sources, 'main.tsx'), 1_900_000_000);
      at(path.join(sources, 'screens', 'Deal.tsx'), 1_900_000_000);
      expect(sourceNewerThanBuild(build, [sources])).toBeNull();
      // A pull or an edit after the build: the newest changed file is named.
      at(path.join(sources, 'main.tsx'), 2_000_000_100);
      at(path.join(sources, 'screens', 'Deal.tsx'), 2_000_000_200);
      expect(sourceNewerThanBuild(build, [sources])).toBe(path.join(sources, 'screens', 'Deal.tsx'));
      // A folder that does not exist is no source.
      expect(sourceNewerThanBuild(build, [path.join(root, 'missing')])).toBeNull();
      // REI_WEB_DIR is a deployed copy: served as it is, never rebuilt here.
      let built = 0;
      expect(ensureWebBuild(build, [sources], () => (built += 1))).toBe(build);
      expect(built).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('rei start with a setting that cannot be right', () => {
  it('stops before opening anything, naming each bad variable and its value', () => {
    const result = spawnSync(process.execPath, ['bin/run.mjs', 'src/cli.ts', 'start', '--api-only'], {
      cwd: PACKAGE_ROOT,
      env: { ...process.env, PORT: 'abc', REI_SESSION_CACHE: 'maybe', REI_DATA_DIR: 'memory://' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT must be an integer 0–65535, got "abc"');
    expect(result.stderr).toContain('REI_SESSION_CACHE must be on or off (also 1/0, true/false, yes/no), got "maybe"');
    expect(result.stdout).not.toContain('listening on');
  }, 60_000);
});
