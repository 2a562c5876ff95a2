import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '@rei/server/config';
import { startServer, type RunningServer } from '@rei/server/server';
import { registerSpa } from './cli';

let dist: string;
let server: RunningServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rei-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
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

  it('answers a missing asset with 404 and never leaves the dist folder', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
    const escape = await server.app.inject({ method: 'GET', url: '/../../../etc/passwd' });
    expect(escape.body).not.toContain('root:');
  });
});
