/**
 * Upload benchmark (`pnpm bench:upload`): starts `rei start` (its own process) on PGlite in a
 * temporary folder and, when reachable, on a fresh PostgreSQL database (dropped afterwards),
 * signs up an Operator, and posts property imports while a poller asks
 * GET /api/health every ~20 ms. Prints, per case, the answer's status, size and time, and
 * the health latency (p50 / p99 / max) while the uploads ran. Cases: the 5 MB file of
 * `,,,-1` rows from issue 10 (and health alone as a baseline), a CSV just under the byte limit (refused by the row limit),
 * JSON over the row limit, a 2 MB JSON list, 150 bad rows, and a valid 1,000-row import.
 *
 * Options (environment): BENCH_ROUNDS (3) — how many times each case runs; BENCH_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PROPERTY_IMPORT_MAX_BYTES, PROPERTY_IMPORT_MAX_JSON_BYTES, PROPERTY_IMPORT_MAX_ROWS } from '../src/contract';
import { createScratchDatabase, postgresReachable } from '../src/db/scratchDatabase';
import { callJson, spawnServer } from '../scripts/serverProcess';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function junkCsv(bytes: number): string {
  const header = 'address,city,state,purchase_price\n';
  return header + ',,,-1\n'.repeat(Math.floor((bytes - header.length) / 6));
}

const validCsv = [
  'Address,City,State,Zip,Units,Purchase Price,Monthly Rent',
  ...Array.from({ length: PROPERTY_IMPORT_MAX_ROWS }, (_, i) => `${i + 1} Bench Avenue,Queens,NY,11101,2,${500_000 + i},4200`),
].join('\n');
const badCsv = ['address,city,state,units', ...Array.from({ length: 150 }, (_, i) => `${i + 1} Bad Street,Bronx,NY,two`)].join('\n');
const jsonOverLimit = JSON.stringify({ rows: Array.from({ length: PROPERTY_IMPORT_MAX_ROWS + 200 }, (_, i) => ({ address: `${i} Row St`, city: 'Bronx', state: 'NY' })) });
// The worst JSON body still read: just under the JSON byte limit, all empty rows (the most objects per byte).
const jsonRowsUnderLimit = Math.floor((PROPERTY_IMPORT_MAX_JSON_BYTES - 100) / 3);
const jsonFullOfRows = JSON.stringify({ rows: Array.from({ length: jsonRowsUnderLimit }, () => ({})) });
const jsonTwoMegabytes = JSON.stringify({ rows: Array.from({ length: Math.floor((2 * 1024 * 1024) / 3) }, () => ({})) });

const CASES: readonly { name: string; body: string; type: string }[] = [
  { name: 'no upload (baseline)', body: '', type: '' },
  { name: '5 MB CSV of ,,,-1 rows', body: junkCsv(5 * 1024 * 1024), type: 'text/csv' },
  { name: '2 MB CSV of ,,,-1 rows (row limit)', body: junkCsv(PROPERTY_IMPORT_MAX_BYTES - 1024), type: 'text/csv' },
  { name: 'JSON 1,200 rows (row limit)', body: jsonOverLimit, type: 'application/json' },
  { name: `JSON ${jsonRowsUnderLimit.toLocaleString('en-US')} empty rows (<512 KB)`, body: jsonFullOfRows, type: 'application/json' },
  { name: 'JSON 2 MB of empty rows', body: jsonTwoMegabytes, type: 'application/json' },
  { name: 'CSV 150 bad rows', body: badCsv, type: 'text/csv' },
  { name: 'CSV 1,000 valid rows (inserted)', body: validCsv, type: 'text/csv' },
];

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function run(database: string, env: Record<string, string>): Promise<void> {
  const server = await spawnServer(env);
  try {
    const email = `bench-${Date.now()}@example.test`;
    const password = 'bench-password-2026';
    await callJson(`${server.url}/api/auth/register`, { method: 'POST', body: { fullName: 'Bench Investor', email, password } });
    const { data: login } = await callJson(`${server.url}/api/auth/login`, { method: 'POST', body: { email, password } });
    const token = login.token as string;
    // The valid import needs room for 1,000 properties per round.
    await callJson(`${server.url}/api/subscription`, { method: 'PUT', token, body: { tier: 'operator' } });

    console.log(`upload bench: ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ${ROUNDS} rounds, ${database}`);
    for (const testCase of CASES) {
      const health: number[] = [];
      const failures: number[] = [];
      let running = true;
      const poller = (async () => {
        while (running) {
          const started = performance.now();
          const response = await fetch(`${server.url}/api/health`).catch(() => undefined);
          await response?.arrayBuffer();
          if (response?.status === 200) health.push(performance.now() - started);
          else failures.push(response?.status ?? -1);
          await sleep(20);
        }
      })();
      const times: number[] = [];
      let status = 0;
      let size = 0;
      let message = '';
      for (let round = 0; round < ROUNDS; round += 1) {
        if (testCase.body === '') {
          // Health alone, for comparison under whatever else the machine is running.
          await sleep(500);
          continue;
        }
        const started = performance.now();
        const response = await fetch(`${server.url}/api/properties/import`, {
          method: 'POST',
          headers: { 'content-type': testCase.type, authorization: `Bearer ${token}` },
          body: testCase.body,
        });
        const text = await response.text();
        times.push(performance.now() - started);
        status = response.status;
        size = text.length;
        message = (JSON.parse(text) as { message?: string }).message ?? '';
      }
      running = false;
      await poller;
      console.log(
        `${testCase.name.padEnd(44)} ${(testCase.body.length / 1024 / 1024).toFixed(2)} MB → ${status}, ${size.toLocaleString('en-US')} B, ` +
          `${percentile(times, 50).toFixed(0)} ms (max ${Math.max(0, ...times).toFixed(0)}) | health ${health.length} ok, ${failures.length} failed, ` +
          `p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms` +
          (message ? `\n    "${message}"` : ''),
      );
    }
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'rei-upload-bench-'));
try {
  await run('PGlite', { REI_DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (POSTGRES_URL !== 'none' && (await postgresReachable(POSTGRES_URL))) {
  const scratch = await createScratchDatabase(POSTGRES_URL, 'rei_bench');
  try {
    await run('PostgreSQL', { DATABASE_URL: scratch.url, REI_BILLING: 'demo' });
  } finally {
    await scratch.drop();
  }
}
