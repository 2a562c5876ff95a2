import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { DatabaseLockedError, openDatabase } from '../../src/db/client';
import { organizations, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/server';
import { PACKAGE_ROOT } from '../paths';

const folders: string[] = [];
function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'rei-db-test-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

// Opening a new PGlite folder runs initdb (seconds, more on a busy machine).
const FOLDER_TEST_TIMEOUT = 180_000;

describe('PGlite data folder', () => {
  // One folder for the three tests below: initdb of a new folder is the slow part.
  const sharedFolder = tempFolder();

  it('keeps data across a restart on the same folder', async () => {
    const dataDir = sharedFolder;
    const config = testConfig({ dataDir, databaseUrl: undefined });
    const first = await openDatabase(config);
    await prepareDatabase(first);
    const app = await buildApp({ db: first.db, config });
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Persistent Pat', email: 'pat@example.test', password: 'long-enough-pw' },
    });
    expect(registered.statusCode).toBe(201);
    await app.close();
    await first.close();
    expect(existsSync(join(dataDir, 'rei.lock'))).toBe(false);

    const second = await openDatabase(config);
    try {
      await prepareDatabase(second);
      const appAgain = await buildApp({ db: second.db, config });
      const login = await appAgain.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'pat@example.test', password: 'long-enough-pw' } });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ fullName: 'Persistent Pat' });
      const [user] = await second.db.select().from(users).where(eq(users.email, 'pat@example.test'));
      const owned = await second.db.select().from(organizations).where(eq(organizations.createdBy, user!.id));
      expect(owned.map((o) => o.name)).toEqual(["Persistent Pat's Organization"]);
      await appAgain.close();
    } finally {
      await second.close();
    }
  }, FOLDER_TEST_TIMEOUT);

  it('refuses a second open of a folder in use with a clear error, and opens once it is free', async () => {
    const dataDir = sharedFolder;
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already in use by another REI server \(process \d+\)/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  }, FOLDER_TEST_TIMEOUT);

  it('takes over a lock left by a process that no longer exists (kill -9)', async () => {
    const dataDir = sharedFolder;
    writeFileSync(join(dataDir, 'rei.lock'), '2147483646\n');
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(existsSync(join(dataDir, 'rei.lock'))).toBe(false);
  }, FOLDER_TEST_TIMEOUT);
});

describe('rei start', () => {
  it('serves health, seeds the demo login, and exits 0 on SIGTERM after closing the database', async () => {
    const dataDir = tempFolder();
    const packageRoot = PACKAGE_ROOT;
    const child = spawn(process.execPath, ['bin/run.mjs', 'src/cli.ts', 'start', '--api-only'], {
      cwd: packageRoot,
      env: { ...process.env, PORT: '0', REI_DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const started = Date.now();
      while (!/listening on (http:\/\/\S+)/.test(output)) {
        if (Date.now() - started > 150_000) throw new Error(`server did not start:\n${output}`);
        if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const url = /listening on (http:\/\/\S+)/.exec(output)![1]!;
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect(output).toContain('Demo login: demo@rei.local / demo-investor-2026');
      const login = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@rei.local', password: 'demo-investor-2026' }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ subscriptionTier: 'rookie' });
      expect(existsSync(join(dataDir, 'rei.lock'))).toBe(true);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(existsSync(join(dataDir, 'rei.lock'))).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, FOLDER_TEST_TIMEOUT);
});
