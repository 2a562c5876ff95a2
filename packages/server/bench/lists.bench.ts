/**
 * Long-list benchmark (`pnpm bench:lists`): seeds 10,000 rows for each paged list — one
 * organization's properties (Legal Status) and portfolio, a cash-flow audit run over those
 * properties, users (admin), audit log rows (admin) — into PGlite and, when reachable,
 * PostgreSQL, then asks each list's first page (default order, each sort key, and the filters a
 * first page is opened with), a middle page and a text-filtered page one request at a time
 * through the whole app (`inject`: routing, session, scope, validation, SQL, serialisation; no
 * socket) and prints p50/p95 beside issue 14's goal (first page <= 200 ms p95 with 10,000 rows),
 * met or NOT met, with the machine load.
 *
 * The machine may be shared, so each first page also gets figures that do not move with load:
 * the statements one request runs, and the EXPLAIN ANALYZE plan of its paged statement — how it
 * reads the rows (which index) and whether it sorts the whole list (a Sort over more than a page).
 *
 * Options (environment): BENCH_ROWS (10000), BENCH_REQUESTS (100 per case),
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; 'none' skips PostgreSQL).
 */
import { loadavg } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import { auditLogs, cashFlowAuditRuns, cashFlowAudits, nycEvictions, nycTaxLiens, portfolioItems, properties, users } from '../src/db/schema';
import { postgresReachable } from '../src/db/scratchDatabase';
import { newPropertyValues } from '../src/services/propertyValues';
import { startTestServer, type TestServer, type TestUser } from '../test/harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GOAL_P95_MS = 200;
const BATCH = 1_000;

interface CaseResult {
  readonly database: string;
  readonly name: string;
  /** The first request's time (nothing cached yet), ms. */
  readonly cold: number;
  readonly p50: number;
  readonly p95: number;
  readonly firstPage: boolean;
  /** Statements the first request runs. */
  readonly statements: number;
  /** How the paged statement reads its rows (first pages only). */
  readonly plan: string;
  /** Whether that plan sorts more rows than a page (the whole list) instead of reading an index in order. */
  readonly sortsList: boolean;
}

const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** 10,000 properties in the owner's organization (a fifth on lots with records), kept in its portfolio and audited once; users and audit rows. */
async function seed(server: TestServer, owner: TestUser, admin: TestUser): Promise<void> {
  const lot = (index: number) => `1${String(index).padStart(9, '0')}`;
  const streets = ['Halsey Street', 'Grand Concourse', 'Atlantic Avenue', 'Broadway', 'Fulton Street'];
  // The records go in first for half the lots and after the properties for the rest, so the
  // counts come both from a property taking its lot's count and from an import recounting lots.
  const flagged = Array.from({ length: ROWS / 5 }, (_, index) => index * 5);
  const insertEvictions = (indexes: number[]) =>
    inBatches(indexes, (batch) => server.db.insert(nycEvictions).values(batch.map((index) => ({ evictionKey: `bench-${index}`, bbl: lot(index), executedDate: '2024-05-01' }))));
  await insertEvictions(flagged.filter((index) => index % 2 === 0));
  await inBatches(
    Array.from({ length: ROWS }, (_, index) => ({
      ...newPropertyValues(
        { address: `${index + 1} ${streets[index % streets.length]}`, city: 'Brooklyn', state: 'NY', zip: '11233', purchasePrice: 500_000 + index, monthlyRent: 2_000 + (index % 700), bbl: lot(index) },
        { userId: owner.id, organizationId: owner.organizationId },
      ),
      createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
    })),
    (batch) => server.db.insert(properties).values(batch),
  );
  await insertEvictions(flagged.filter((index) => index % 2 === 1));
  await inBatches(
    flagged.filter((index) => index % 10 === 0),
    (batch) => server.db.insert(nycTaxLiens).values(batch.map((index) => ({ lienKey: `bench-${index}`, bbl: lot(index), listMonth: '2024-02-01', waterDebtOnly: index % 20 === 0 }))),
  );
  const owned = await server.db.select({ id: properties.id, createdAt: properties.createdAt }).from(properties).where(eq(properties.organizationId, owner.organizationId));
  await inBatches(owned, (batch) =>
    server.db.insert(portfolioItems).values(batch.map((row) => ({ organizationId: owner.organizationId, userId: owner.id, propertyId: row.id, createdAt: row.createdAt }))),
  );
  const [run] = await server.db
    .insert(cashFlowAuditRuns)
    .values({ organizationId: owner.organizationId, userId: owner.id, totalPropertiesAudited: owned.length, flaggedProperties: Math.floor(owned.length / 4), averageDiscrepancy: '12.5' })
    .returning({ id: cashFlowAuditRuns.id });
  const risks = ['low', 'medium', 'high'];
  await inBatches(owned, (batch) =>
    server.db.insert(cashFlowAudits).values(
      batch.map((row) => ({
        organizationId: owner.organizationId,
        propertyId: row.id,
        userId: owner.id,
        runId: run!.id,
        riskLevel: risks[row.id % risks.length]!,
        discrepancyPercentage: String(((row.id * 7919) % 20_000) / 100 - 100),
        confidenceScore: '0.8',
        flagged: row.id % 4 === 0,
        fallbacksUsed: [],
        flaggedAssets: [],
        marketRent: { estimate: 1_500 + (row.id % 1_000), low: 1_400, high: 1_600, method: 'bench', valueBasis: 'bench', grossRentMultiplier: 120, comparablesUsed: 0, confidence: 0.5, fallbacksUsed: [], monthlyCashFlow: null },
        engineVersion: 'bench',
      })),
    ),
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
  await server.db.execute(sql`analyze`);
}

interface Statement {
  readonly text: string;
  readonly params: unknown[];
}

/** What EXPLAIN (FORMAT JSON) answers for one plan node (the fields read here). */
interface PlanNode {
  readonly 'Node Type': string;
  readonly 'Index Name'?: string;
  readonly 'Relation Name'?: string;
  readonly 'Actual Rows'?: number;
  readonly 'Actual Loops'?: number;
  readonly Plans?: PlanNode[];
}

/**
 * Records the statements the app runs while `during` runs: the handle's Drizzle logger (the
 * statement counter) is called with each statement's text and parameters.
 */
async function captureStatements(server: TestServer, during: () => Promise<unknown>): Promise<Statement[]> {
  const logger = (server.db as unknown as { session: { logger: { logQuery(text: string, params: unknown[]): void } } }).session.logger;
  const count = logger.logQuery.bind(logger);
  const seen: Statement[] = [];
  logger.logQuery = (text, params) => {
    seen.push({ text, params });
    count(text, params);
  };
  try {
    await during();
  } finally {
    logger.logQuery = count;
  }
  return seen;
}

/** The plan's nodes, depth first, as "Node [index] (rows)"; and the largest number of rows a Sort node sorted. */
function describePlan(root: PlanNode): { text: string; sortedRows: number } {
  const parts: string[] = [];
  let sortedRows = 0;
  const visit = (node: PlanNode) => {
    const type = node['Node Type'];
    const on = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
    const rows = (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1);
    parts.push(`${type}${on} (${rows} rows)`);
    if (type === 'Sort' || type === 'Incremental Sort') sortedRows = Math.max(sortedRows, ...(node.Plans ?? []).map((child) => (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1)));
    for (const child of node.Plans ?? []) visit(child);
  };
  visit(root);
  return { text: parts.join(' > '), sortedRows };
}

/** A statement's LIMIT (a literal or a parameter), or 0 without one. */
function limitOf(statement: Statement): number {
  const match = /\blimit (\$?)(\d+)\s*(?:offset|$)/i.exec(statement.text);
  if (!match) return 0;
  return Number(match[1] ? statement.params[Number(match[2]) - 1] : match[2]);
}

/** EXPLAIN ANALYZE of the request's paged statement (the one with the largest LIMIT: the page's). */
async function pagePlan(server: TestServer, statements: readonly Statement[]): Promise<{ text: string; sortedRows: number }> {
  const paged = [...statements].sort((a, b) => limitOf(b) - limitOf(a))[0];
  if (!paged || limitOf(paged) <= 1) return { text: 'no paged statement (answered without SQL)', sortedRows: 0 };
  const client = (server.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } }).$client;
  const result = await client.query(`explain (analyze, costs off, timing off, format json) ${paged.text}`, paged.params);
  const raw = Object.values(result.rows[0]!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return describePlan(plan[0]!.Plan);
}

async function measure(server: TestServer, database: string, benchCase: BenchCase): Promise<CaseResult> {
  const { name, url, user, firstPage } = benchCase;
  const request = () => server.request({ method: 'GET', url, token: user.token });
  // The first request is the cold one (no cached page or record yet): its statements and plan are the list's own cost.
  const coldStarted = performance.now();
  let check: Awaited<ReturnType<typeof request>> | undefined;
  const statements = await captureStatements(server, async () => {
    check = await request();
  });
  const cold = performance.now() - coldStarted;
  if (check?.statusCode !== 200) throw new Error(`${name}: ${check?.statusCode} ${check?.body.slice(0, 300)}`);
  const { text: plan, sortedRows } = firstPage ? await pagePlan(server, statements) : { text: '', sortedRows: 0 };
  const times: number[] = [];
  for (let index = 0; index < REQUESTS; index += 1) {
    const started = performance.now();
    const response = await request();
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return { database, name, cold, p50: percentile(times, 0.5), p95: percentile(times, 0.95), firstPage, statements: statements.length, plan, sortsList: sortedRows > 200 };
}

interface BenchCase {
  readonly name: string;
  readonly url: string;
  readonly user: TestUser;
  readonly firstPage: boolean;
}

function casesFor(owner: TestUser, admin: TestUser, runOrganization: number): BenchCase[] {
  const middle = Math.floor(ROWS / 2 / 50);
  const first = (name: string, url: string, user: TestUser): BenchCase => ({ name, url, user, firstPage: true });
  const later = (name: string, url: string, user: TestUser): BenchCase => ({ name, url, user, firstPage: false });
  const audit = `/api/cash-flow-audit/organization/${runOrganization}/properties`;
  return [
    first('legal status: first page (most flags first)', '/api/legal-status', owner),
    first('legal status: first page, fewest flags first', '/api/legal-status?sort=flags&direction=asc', owner),
    first('legal status: first page, only lots with records', '/api/legal-status?flagged=true', owner),
    first('legal status: first page, only lots without records', '/api/legal-status?flagged=false', owner),
    first('legal status: first page by address (z-a)', '/api/legal-status?sort=address', owner),
    first('legal status: first page by address (a-z)', '/api/legal-status?sort=address&direction=asc', owner),
    first('legal status: first page, newest added', '/api/legal-status?sort=addedAt', owner),
    first('legal status: first page, oldest added', '/api/legal-status?sort=addedAt&direction=asc', owner),
    first('legal status: first page by address, with records', '/api/legal-status?sort=address&direction=asc&flagged=true', owner),
    later('legal status: middle page by address', `/api/legal-status?sort=address&pageSize=50&page=${middle}`, owner),
    later('legal status: filtered (text, flagged)', '/api/legal-status?q=halsey&flagged=true', owner),
    first('cash-flow audit: first page (largest discrepancy)', audit, owner),
    first('cash-flow audit: first page by address', `${audit}?sort=address&direction=asc`, owner),
    first('cash-flow audit: first page by risk', `${audit}?sort=riskLevel`, owner),
    first('cash-flow audit: first page by market rent', `${audit}?sort=marketRentEstimate`, owner),
    first('cash-flow audit: first page, flagged only', `${audit}?flagged=true`, owner),
    first('portfolio: first page (newest added)', '/api/portfolio', owner),
    first('admin users: first page', '/api/admin/users', admin),
    first('admin users: first page by email', '/api/admin/users?sort=email&direction=asc', admin),
    later('admin users: middle page by email', `/api/admin/users?sort=email&page=${middle}`, admin),
    later('admin users: filtered (text, role)', '/api/admin/users?q=user%201&role=analyst', admin),
    first('audit logs: first page', '/api/admin/audit-logs', admin),
    later('audit logs: middle page', `/api/admin/audit-logs?page=${middle}`, admin),
    later('audit logs: filtered (action, range)', '/api/admin/audit-logs?action=auth.&from=2025-01-02&to=2025-01-04', admin),
  ];
}

async function run(database: string): Promise<CaseResult[]> {
  const server = await startTestServer();
  try {
    const [owner, admin] = [await server.registerAndLogin('bench-owner', { tier: 'hunter' }), await server.registerAndLogin('bench-admin', { role: 'admin' })];
    const seeding = performance.now();
    await seed(server, owner, admin);
    console.log(`${database}: seeded ${ROWS.toLocaleString('en-US')} properties, portfolio entries, audit rows, users and audit log rows in ${Math.round(performance.now() - seeding)} ms (load ${load()})`);
    const results: CaseResult[] = [];
    for (const benchCase of casesFor(owner, admin, owner.organizationId)) {
      const result = await measure(server, database, benchCase);
      results.push(result);
      const verdict = result.firstPage ? (result.p95 <= GOAL_P95_MS ? 'met' : 'NOT met') : 'not a first page';
      console.log(
        `  ${result.name.padEnd(52)} cold ${result.cold.toFixed(1).padStart(7)} ms  p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  goal <= ${GOAL_P95_MS}: ${verdict.padEnd(16)} ${String(result.statements).padStart(3)} statements  (load ${load()})`,
      );
      if (result.firstPage) console.log(`      plan: ${result.sortsList ? 'SORTS THE LIST: ' : ''}${result.plan}`);
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
  console.log('| database | case | first (cold) ms | p50 ms | p95 ms | goal | statements (cold) | reads the page by |');
  console.log('|---|---|---:|---:|---:|---|---:|---|');
  for (const result of results) {
    const verdict = result.p95 <= GOAL_P95_MS ? 'met' : 'NOT met';
    const goal = result.firstPage ? `<= ${GOAL_P95_MS} p95: ${verdict}` : `(${verdict} at ${GOAL_P95_MS}; not a first page)`;
    const reads = result.firstPage ? (result.sortsList ? 'a sort of the whole list' : 'index order') : '';
    console.log(`| ${result.database} | ${result.name} | ${result.cold.toFixed(1)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${goal} | ${result.statements} | ${reads} |`);
  }
  const missed = results.filter((result) => result.firstPage && result.p95 > GOAL_P95_MS);
  console.log(missed.length === 0 ? `Every first page met the goal.` : `First pages NOT meeting the goal: ${missed.map((result) => `${result.database} ${result.name}`).join('; ')}`);
}

await main();
