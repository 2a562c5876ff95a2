/**
 * Long-list benchmark (`pnpm bench:lists`): seeds 10,000 rows for each paged list — one
 * organization's properties (Legal Status), users (admin), audit log rows (admin) — into
 * PGlite and, when reachable, PostgreSQL, then asks each list's first page, a middle page and a
 * filtered page one request at a time through the whole app (`inject`: routing, session, scope,
 * validation, SQL, serialisation; no socket) and prints p50/p95 beside issue 14's goal
 * (first page <= 200 ms p95 with 10,000 rows), with the machine load.
 *
 * Options (environment): BENCH_ROWS (10000), BENCH_REQUESTS (200 per case),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL).
 */
import { loadavg } from 'node:os';
import { auditLogs, nycEvictions, nycTaxLiens, properties, users } from '../src/db/schema';
import { postgresReachable } from '../src/db/scratchDatabase';
import { newPropertyValues } from '../src/services/propertyValues';
import { startTestServer, type TestServer, type TestUser } from '../test/harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95_MS = 200;
const BATCH = 1_000;

interface CaseResult {
  readonly database: string;
  readonly name: string;
  readonly p50: number;
  readonly p95: number;
  readonly firstPage: boolean;
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** 10,000 properties in the owner's organization (a fifth on lots with records), users and audit rows. */
async function seed(server: TestServer, owner: TestUser, admin: TestUser): Promise<void> {
  const lot = (index: number) => `1${String(index).padStart(9, '0')}`;
  const streets = ['Halsey Street', 'Grand Concourse', 'Atlantic Avenue', 'Broadway', 'Fulton Street'];
  await inBatches(
    Array.from({ length: ROWS }, (_, index) => ({
      ...newPropertyValues(
        { address: `${index + 1} ${streets[index % streets.length]}`, city: 'Brooklyn', state: 'NY', zip: '11233', purchasePrice: 500_000 + index, bbl: lot(index) },
        { userId: owner.id, organizationId: owner.organizationId },
      ),
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    })),
    (batch) => server.db.insert(properties).values(batch),
  );
  const flagged = Array.from({ length: ROWS / 5 }, (_, index) => index * 5);
  await inBatches(flagged, (batch) => server.db.insert(nycEvictions).values(batch.map((index) => ({ evictionKey: `bench-${index}`, bbl: lot(index), executedDate: '2024-05-01' }))));
  await inBatches(
    flagged.filter((index) => index % 10 === 0),
    (batch) => server.db.insert(nycTaxLiens).values(batch.map((index) => ({ lienKey: `bench-${index}`, bbl: lot(index), listMonth: '2024-02-01', waterDebtOnly: index % 20 === 0 }))),
  );
  await inBatches(
    Array.from({ length: ROWS }, (_, index) => ({
      email: `bench-user-${index}@example.test`,
      fullName: `Bench User ${index}`,
      passwordHash: 'not-a-real-hash',
      role: index % 50 === 0 ? ('analyst' as const) : ('user' as const),
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    })),
    (batch) => server.db.insert(users).values(batch),
  );
  const actions = ['auth.login', 'auth.logout', 'property.create', 'organization.invite', 'admin.setting.update'];
  await inBatches(
    Array.from({ length: ROWS }, (_, index) => ({
      actorUserId: index % 3 === 0 ? admin.id : owner.id,
      action: actions[index % actions.length]!,
      resourceType: 'bench',
      resourceId: String(index),
      outcome: index % 7 === 0 ? 'FAILURE' : 'SUCCESS',
      timestamp: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    })),
    (batch) => server.db.insert(auditLogs).values(batch),
  );
}

async function measure(server: TestServer, database: string, name: string, url: string, user: TestUser, firstPage: boolean): Promise<CaseResult> {
  const check = await server.request({ method: 'GET', url, token: user.token });
  if (check.statusCode !== 200) throw new Error(`${name}: ${check.statusCode} ${check.body.slice(0, 300)}`);
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const response = await server.request({ method: 'GET', url, token: user.token });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { database, name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), firstPage };
}

async function run(database: string): Promise<CaseResult[]> {
  const server = await startTestServer();
  try {
    const [owner, admin] = [await server.registerAndLogin('bench-owner', { tier: 'hunter' }), await server.registerAndLogin('bench-admin', { role: 'admin' })];
    const seeding = performance.now();
    await seed(server, owner, admin);
    console.log(`${database}: seeded ${ROWS.toLocaleString('en-US')} properties, users and audit rows in ${Math.round(performance.now() - seeding)} ms (load ${load()})`);
    const middle = Math.floor(ROWS / 2 / 50);
    const cases: ReadonlyArray<readonly [string, string, TestUser, boolean]> = [
      ['legal status: first page (most flags first)', '/api/legal-status', owner, true],
      ['legal status: first page by address', '/api/legal-status?sort=address&pageSize=50', owner, true],
      ['legal status: middle page by address', `/api/legal-status?sort=address&pageSize=50&page=${middle}`, owner, false],
      ['legal status: filtered (text, flagged)', '/api/legal-status?q=halsey&flagged=true', owner, false],
      ['admin users: first page', '/api/admin/users', admin, true],
      ['admin users: middle page by email', `/api/admin/users?sort=email&page=${middle}`, admin, false],
      ['admin users: filtered (text, role)', '/api/admin/users?q=user%201&role=analyst', admin, false],
      ['audit logs: first page', '/api/admin/audit-logs', admin, true],
      ['audit logs: middle page', `/api/admin/audit-logs?page=${middle}`, admin, false],
      ['audit logs: filtered (action, range)', '/api/admin/audit-logs?action=auth.&from=2025-01-02&to=2025-01-04', admin, false],
    ];
    const results: CaseResult[] = [];
    for (const [name, url, user, firstPage] of cases) {
      const result = await measure(server, database, name, url, user, firstPage);
      results.push(result);
      console.log(`  ${name.padEnd(44)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  (load ${load()})`);
    }
    return results;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  console.log(`lists bench: ${ROWS.toLocaleString('en-US')} rows per list, ${REQUESTS} sequential requests per case, load at start ${load()}`);
  const results: CaseResult[] = [];
  delete process.env.DATABASE_URL;
  results.push(...(await run('PGlite')));
  if (POSTGRES_URL !== 'none' && (await postgresReachable(POSTGRES_URL))) {
    process.env.DATABASE_URL = POSTGRES_URL;
    results.push(...(await run('PostgreSQL')));
  } else {
    console.log('PostgreSQL not reachable (or BENCH_DATABASE_URL=none): skipped');
  }
  console.log(`\nGoal (issue 14): first page of each list <= ${GOAL_P95_MS} ms p95 with ${ROWS.toLocaleString('en-US')} rows — load at end ${load()}`);
  console.log('| database | case | p50 ms | p95 ms | goal |');
  console.log('|---|---|---:|---:|---|');
  for (const result of results) {
    const verdict = result.p95 <= GOAL_P95_MS ? 'met' : 'MISSED';
    console.log(`| ${result.database} | ${result.name} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.firstPage ? `<= ${GOAL_P95_MS} p95: ${verdict}` : `(${verdict} at ${GOAL_P95_MS})`} |`);
  }
}

await main();
