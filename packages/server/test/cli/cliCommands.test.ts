import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAdminCommand } from '../../src/cli/createAdminCommand';
import { migrateCommand } from '../../src/cli/migrateCommand';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { users } from '../../src/db/schema';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rei-cli-'));
// An embedded database in a folder of its own, whatever DATABASE_URL the test run has.
const config = loadConfig({ REI_DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs a command and returns what it printed. */
async function printed(run: () => Promise<void>): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    await run();
    return log.mock.calls.map((call) => call.join(' ')).join('\n');
  } finally {
    log.mockRestore();
  }
}

describe('rei migrate and rei create-admin', () => {
  it('migrates, creates an admin, then promotes the same account instead of creating another', async () => {
    expect(await printed(() => migrateCommand(config))).toMatch(/^Migrations applied \(pglite: /);
    const created = await printed(() => createAdminCommand(['--email', 'Boss@Example.com', '--password', 'a-long-enough-Passw0rd!', '--name', 'Boss'], config));
    expect(created).toMatch(/^Created system admin boss@example\.com \(user (\d+)\)\.$/);
    const id = /user (\d+)/.exec(created)![1];
    // The operator vouches for the address: the new admin starts confirmed.
    const database = await openDatabase(config);
    try {
      const [row] = await database.db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, Number(id)));
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }
    expect(await printed(() => createAdminCommand(['--email', 'boss@example.com'], config))).toBe(`boss@example.com is now a system admin (user ${id}).`);
  }, 120_000);

  it('refuses a missing email and names the flag of a bad field', async () => {
    await expect(createAdminCommand([], config)).rejects.toThrow('create-admin needs --email with a valid address');
    await expect(createAdminCommand(['--email', 'new@example.com', '--password', 'x', '--name', 'New'], config)).rejects.toThrow(/--password/);
    await expect(createAdminCommand(['--email', 'new@example.com', '--password', 'a-long-enough-Passw0rd!'], config)).rejects.toThrow(/--name/);
  }, 120_000);
});
