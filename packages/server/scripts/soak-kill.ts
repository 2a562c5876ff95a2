/**
 * Crash soak (`pnpm soak:kill`): 20 rounds of start the server on one temporary PGlite
 * folder, stream acknowledged writes (POST /api/organizations) from several clients,
 * `kill -9` at a random moment, restart, and check that every write the server acknowledged
 * (answered 201) is there. Prints a tally; exits 1 if any acknowledged write is missing.
 *
 * Options (environment): SOAK_ROUNDS (20), SOAK_CLIENTS (4), SOAK_MIN_MS (300), SOAK_MAX_MS (2500).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { callJson, spawnServer } from './serverProcess';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 20);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 4);
const MIN_MS = Number(process.env.SOAK_MIN_MS ?? 300);
const MAX_MS = Number(process.env.SOAK_MAX_MS ?? 2500);
const ACCOUNT = { fullName: 'Soak Tester', email: 'soak@example.test', password: 'soak-password-2026' };

async function signIn(url: string): Promise<string> {
  const login = await callJson(`${url}/api/auth/login`, { method: 'POST', body: { email: ACCOUNT.email, password: ACCOUNT.password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.data)}`);
  return login.data.token as string;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rei-soak-'));
  const acknowledged = new Map<string, number>(); // organization name → id the server returned
  let attempted = 0;
  let inFlightAtKill = 0;
  let presentButUnacknowledged = 0;
  let missingTotal = 0;
  const startupTimes: number[] = [];
  console.log(`Soak: ${ROUNDS} rounds, ${CLIENTS} writers, kill -9 after ${MIN_MS}-${MAX_MS} ms, data in a temp folder`);

  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      // The soak's writes are organizations, far more than a person's daily limit: lift it here.
      const server = await spawnServer({ REI_DATA_DIR: dataDir, DATABASE_URL: '', ORGANIZATIONS_PER_USER_PER_DAY: '1000000' });
      startupTimes.push(server.startupMs);
      if (round === 1) {
        const registered = await callJson(`${server.url}/api/auth/register`, { method: 'POST', body: ACCOUNT });
        if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
      }
      const token = await signIn(server.url);

      // Verify everything acknowledged in earlier rounds survived the kill.
      const listed = await callJson(`${server.url}/api/organizations`, { token });
      const present = new Map<string, number>((listed.data as { organizationName: string; organizationId: number }[]).map((m) => [m.organizationName, m.organizationId]));
      const missing = [...acknowledged].filter(([name, id]) => present.get(name) !== id);
      missingTotal += missing.length;
      const extra = [...present.keys()].filter((name) => name.startsWith('soak-') && !acknowledged.has(name));
      presentButUnacknowledged += extra.length;
      for (const name of extra) acknowledged.set(name, present.get(name)!); // committed just before the kill
      console.log(
        `round ${String(round).padStart(2)}: started in ${server.startupMs} ms; ${acknowledged.size - extra.length} acknowledged so far, ` +
          `${missing.length} missing${extra.length ? `, ${extra.length} committed but unacknowledged (in flight at the kill)` : ''}`,
      );
      if (missing.length) console.log(`  missing: ${missing.map(([name]) => name).join(', ')}`);

      // Stream writes, then kill -9 at a random moment.
      let stop = false;
      let sequence = 0;
      let pending = 0;
      const writer = async (client: number) => {
        while (!stop) {
          const name = `soak-r${round}-c${client}-${sequence++}`;
          attempted += 1;
          pending += 1;
          try {
            const created = await callJson(`${server.url}/api/organizations`, { method: 'POST', token, body: { name } });
            if (created.status === 201) acknowledged.set(name, created.data.organizationId as number);
          } catch {
            // connection cut by the kill: not acknowledged
          } finally {
            pending -= 1;
          }
        }
      };
      const writers = Array.from({ length: CLIENTS }, (_, client) => writer(client));
      await new Promise((resolve) => setTimeout(resolve, MIN_MS + Math.random() * (MAX_MS - MIN_MS)));
      stop = true; // no new writes after the kill; only those in flight now are cut
      inFlightAtKill += pending;
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);
    }

    // Final check after the last kill.
    const server = await spawnServer({ REI_DATA_DIR: dataDir, DATABASE_URL: '' });
    const token = await signIn(server.url);
    const listed = await callJson(`${server.url}/api/organizations`, { token });
    const present = new Map<string, number>((listed.data as { organizationName: string; organizationId: number }[]).map((m) => [m.organizationName, m.organizationId]));
    const missing = [...acknowledged].filter(([name, id]) => present.get(name) !== id);
    missingTotal += missing.length;
    server.child.kill('SIGTERM');
    const exitCode = await server.exited;

    const sorted = [...startupTimes].sort((a, b) => a - b);
    console.log('\nTally');
    console.log(`  rounds (kill -9):                 ${ROUNDS}`);
    console.log(`  writes attempted:                 ${attempted}`);
    console.log(`  writes acknowledged (201):        ${acknowledged.size}`);
    console.log(`  in flight at the kills:           ${inFlightAtKill}`);
    console.log(`  committed but not acknowledged:   ${presentButUnacknowledged}`);
    console.log(`  acknowledged writes missing:      ${missingTotal}`);
    console.log(`  restart time (median / max):      ${sorted[Math.floor(sorted.length / 2)]} ms / ${sorted[sorted.length - 1]} ms`);
    console.log(`  final graceful shutdown exit:     ${exitCode}`);
    console.log(missingTotal === 0 ? 'PASS: every acknowledged write survived.' : 'FAIL: acknowledged writes were lost.');
    if (missingTotal > 0 || exitCode !== 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
