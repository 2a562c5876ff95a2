/**
 * API benchmark (`pnpm bench:api`): starts the server on 127.0.0.1 on PGlite and, when
 * reachable, on PostgreSQL (a fresh database, dropped afterwards), and drives it with
 * autocannon beside a bare Fastify route in its own process on the same machine.
 * Cases: login, portfolio list (GET /api/portfolio, or GET /api/organizations when the
 * portfolio route is absent) and property search: a hit (a stored property), a miss (a lot of the
 * starter sales nobody stored) and a condo unit ("30-85 Vernon Boulevard, 3C"). On PostgreSQL the
 * searches run again with live lookups on and every live service unreachable (a refused port):
 * the local answer must not wait on them, and an address in no local data must fail fast (404).
 * Prints requests/s and
 * p50/p99 latency per case at 50 connections, the machine load at the start and the end, and
 * every figure of the goals (issues 14 and 29) beside its goal. Live NYC lookups are off (NYC_LIVE=off)
 * so the search measures this server and its database, not NYC Open Data's network.
 *
 * Options (environment): BENCH_SECONDS (5), BENCH_CONNECTIONS (50),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchDatabase, postgresReachable } from '../src/db/scratchDatabase';
import { DEMO_ACCOUNT } from '../src/seed';
import { callJson, spawnServer } from '../scripts/serverProcess';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));

interface CaseResult {
  readonly database: string;
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** Waits until the server answers health quickly again (queued work from the last case drained). */
async function waitUntilIdle(baseUrl: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function drive(
  database: string,
  name: string,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; expectStatus?: number } = {},
): Promise<CaseResult> {
  await waitUntilIdle(new URL(url).origin);
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    database,
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // A case that expects another status (a 404 that says why) counts only the other answers as wrong.
    non2xx: options.expectStatus ? result.requests.total - statusCount(result, options.expectStatus) : result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function statusCount(result: autocannon.Result, status: number): number {
  const stats = (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats;
  return stats?.[String(status)]?.count ?? 0;
}

/** The search cases: a stored property (its address read at run time), a starter-sales lot nobody stored, a condo unit. */
const SEARCH_MISS = '1520 Fulton Street, Brooklyn';
const SEARCH_UNIT = '30-85 Vernon Boulevard, 3C, Queens';
/** An address in no local data: with GeoSearch unreachable the answer is a 404 saying so. */
const SEARCH_NOWHERE = '9 Nowhere Plaza, Staten Island';


async function startBareFastify(): Promise<{ url: string; stop: () => void }> {
  const source = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log('listening on ' + url);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { cwd: PACKAGE_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error('bare Fastify exited')));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

/**
 * The ceiling of any request that asks PostgreSQL once (as every signed-in request does, for its
 * session): prepared `select 1` round trips from 20 pooled connections, 50 callers, no HTTP.
 */
async function roundTrips(url: string): Promise<CaseResult> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  const latencies: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      await pool.query({ name: 'bench_round_trip', text: 'select 1' });
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, caller));
  await pool.end();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0);
  return { database: 'postgres', name: 'round trip only (select 1, no HTTP)', requestsPerSecond: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), non2xx: 0, errors: 0 };
}

/** Live lookups on, every live service at an address that refuses the connection at once. */
const UNREACHABLE_LIVE: Record<string, string> = {
  NYC_LIVE: 'on',
  NYC_OPEN_DATA_BASE_URL: 'http://127.91.17.3:2',
  GEOSEARCH_BASE_URL: 'http://127.91.17.3:2',
  CENSUS_API_BASE: 'http://127.91.17.3:2',
};

/** The search cases; a case whose first answer is not the expected status is reported and skipped. */
async function searchCases(serverUrl: string, database: string, token: string, auth: Record<string, string>, liveUnreachable: boolean): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  const propertiesList = await callJson(`${serverUrl}/api/properties`, { token });
  const propertyRows: unknown = Array.isArray(propertiesList.data) ? propertiesList.data : propertiesList.data?.items;
  const stored = Array.isArray(propertyRows) ? (propertyRows[0]?.address as string | undefined) : undefined;
  const searches: [string, string | undefined, number][] = liveUnreachable
    ? [
        ['search miss, live unreachable', SEARCH_MISS, 200],
        ['search unit, live unreachable', SEARCH_UNIT, 200],
        ['search not found, live unreachable (404)', SEARCH_NOWHERE, 404],
      ]
    : [
        ['search hit (stored property)', stored, 200],
        ['search miss (starter sales lot)', SEARCH_MISS, 200],
        ['search unit (condo 3C)', SEARCH_UNIT, 200],
      ];
  for (const [name, address, status] of searches) {
    if (!address) {
      console.log(`(${database}) no stored property to search for; "${name}" skipped`);
      continue;
    }
    const searchUrl = `${serverUrl}/api/properties/search?address=${encodeURIComponent(address)}`;
    const probe = await callJson(searchUrl, { token });
    if (probe.status === status) results.push(await drive(database, name, searchUrl, { headers: auth, ...(status === 200 ? {} : { expectStatus: status }) }));
    else console.log(`(${database}) "${name}" answered ${probe.status}, not ${status}; skipped`);
  }
  return results;
}

async function benchServer(database: string, env: Record<string, string>, options: { liveUnreachable?: boolean } = {}): Promise<CaseResult[]> {
  const liveUnreachable = options.liveUnreachable ?? false;
  const server = await spawnServer(liveUnreachable ? { ...env, ...UNREACHABLE_LIVE } : { NYC_LIVE: 'off', ...env });
  const results: CaseResult[] = [];
  try {
    const login = await callJson(`${server.url}/api/auth/login`, { method: 'POST', body: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } });
    if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
    const token = login.data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    if (liveUnreachable) return await searchCases(server.url, database, token, auth, true);

    const portfolio = await callJson(`${server.url}/api/portfolio`, { token });
    const listUrl = portfolio.status === 200 ? '/api/portfolio' : '/api/organizations';
    const listed: unknown = Array.isArray(portfolio.data) ? portfolio.data : portfolio.data?.items;
    const listSize = Array.isArray(listed) ? ` (${listed.length} items)` : '';
    results.push(await drive(database, `list ${listUrl}${portfolio.status === 200 ? listSize : ' (no portfolio route)'}`, `${server.url}${listUrl}`, { headers: auth }));
    results.push(...(await searchCases(server.url, database, token, auth, false)));
    // Login last: scrypt keeps the CPU busy after the run while queued requests drain.
    results.push(
      await drive(database, 'login (scrypt)', `${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
      }),
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return results;
}

function printTable(rows: CaseResult[]): void {
  const header = ['database', 'case', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const lines = rows.map((row) => [row.database, row.name, String(row.requestsPerSecond), String(row.p50), String(row.p99), String(row.non2xx), String(row.errors)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main(): Promise<void> {
  console.log(`autocannon: ${CONNECTIONS} connections, ${SECONDS} s per case, 127.0.0.1`);
  const loadAtStart = loadavg();
  console.log(`machine: ${cpus().length} CPUs, load average ${formatLoad(loadAtStart)} (1/5/15 min) at start\n`);
  const results: CaseResult[] = [];
  const bare = await startBareFastify();
  try {
    results.push(await drive('-', 'bare Fastify GET /bare', `${bare.url}/bare`));
  } finally {
    bare.stop();
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'rei-bench-'));
  try {
    results.push(...(await benchServer('pglite', { REI_DATA_DIR: dataDir, DATABASE_URL: '' })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  if (POSTGRES_URL !== 'none' && (await postgresReachable(POSTGRES_URL))) {
    const scratch = await createScratchDatabase(POSTGRES_URL, 'rei_bench');
    try {
      results.push(await roundTrips(scratch.url));
      // With DATABASE_URL the server runs demo billing only when asked for explicitly.
      const postgresEnv = { DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20', REI_BILLING: 'demo' };
      results.push(...(await benchServer('postgres', postgresEnv)));
      results.push(...(await benchServer('postgres', postgresEnv, { liveUnreachable: true })));
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL not reachable; PostgreSQL cases skipped.');
  }

  const loadAtEnd = loadavg();
  console.log(`\nload average at the end: ${loadAtEnd.map((l) => l.toFixed(1)).join(' / ')}`);
  printTable(results);
  printGoals(results, { start: loadAtStart, end: loadAtEnd });
}

const formatLoad = (load: readonly number[]) => load.map((l) => l.toFixed(1)).join(' / ');

/** Every figure of the API goals (issues 14, 29) beside its goal, with met / NOT met. */
function printGoals(results: CaseResult[], load: { start: readonly number[]; end: readonly number[] }): void {
  const bare = results.find((row) => row.name.startsWith('bare'));
  const find = (database: string, prefix: string) => results.find((row) => row.database === database && row.name.startsWith(prefix));
  const pgList = find('postgres', 'list');
  const pgSearches = results.filter((row) => row.database === 'postgres' && row.name.startsWith('search'));
  const pgliteList = find('pglite', 'list');
  const lines: [string, string, string, boolean | null][] = [];
  if (pgList && bare && bare.requestsPerSecond > 0) {
    const share = (pgList.requestsPerSecond / bare.requestsPerSecond) * 100;
    lines.push(['PostgreSQL list req/s, share of bare', `${pgList.requestsPerSecond} = ${share.toFixed(1)} % of ${bare.requestsPerSecond}`, '>= 30 %', share >= 30]);
    lines.push(['PostgreSQL list p99', `${pgList.p99} ms`, '<= 50 ms', pgList.p99 <= 50]);
  } else {
    lines.push(['PostgreSQL list', 'not measured', '>= 30 % of bare, p99 <= 50 ms', null]);
  }
  const ceiling = find('postgres', 'round trip');
  if (ceiling && bare && bare.requestsPerSecond > 0) {
    const share = (ceiling.requestsPerSecond / bare.requestsPerSecond) * 100;
    lines.push(['(ceiling: one PostgreSQL round trip, no HTTP)', `${ceiling.requestsPerSecond} = ${share.toFixed(1)} % of bare`, 'context, no goal', null]);
  }
  if (pgSearches.length === 0) lines.push(['PostgreSQL search p99', 'not measured', '<= 100 ms', null]);
  for (const search of pgSearches) lines.push([`PostgreSQL ${search.name} p99`, `${search.p99} ms`, '<= 100 ms', search.p99 <= 100 && search.non2xx === 0 && search.errors === 0]);
  if (pgliteList) {
    lines.push(['PGlite list req/s', String(pgliteList.requestsPerSecond), '>= 1,000', pgliteList.requestsPerSecond >= 1000]);
    lines.push(['PGlite list p99', `${pgliteList.p99} ms`, '<= 100 ms', pgliteList.p99 <= 100]);
  }
  const failed = results.filter((row) => row.non2xx > 0 || row.errors > 0);
  const widths = [0, 1, 2].map((i) => Math.max(...lines.map((line) => String(line[i]).length)));
  console.log(`\nGoals (issues 14 and 29), ${CONNECTIONS} connections, ${SECONDS} s a case; load ${formatLoad(load.start)} at start, ${formatLoad(load.end)} at end (${cpus().length} CPUs):`);
  for (const [name, measured, goal, met] of lines) {
    const verdict = met === null ? '' : met ? 'met' : 'NOT met';
    console.log(`  ${name.padEnd(widths[0]!)}  ${measured.padStart(widths[1]!)}  goal ${goal.padEnd(widths[2]!)}  ${verdict}`);
  }
  if (failed.length > 0) console.log(`  (non-2xx answers or errors in: ${failed.map((row) => `${row.database} ${row.name}`).join(', ')} — those figures do not count)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
