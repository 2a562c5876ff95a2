/**
 * Several instances (`pnpm bench:cluster`): N `rei start` processes (default 2) on one scratch
 * PostgreSQL database, in production mode, behind nginx, checked for the state they must not
 * keep of their own. Prints PASS/FAIL per check, then requests/s of an authenticated GET through
 * nginx with 1 instance and with all of them. Exits 1 when a check fails; always stops nginx and
 * the instances and drops the scratch database (and the run's Redis keys).
 *
 * Limits are checked kept in PostgreSQL, then kept in Redis (when Redis answers). In the first
 * round a synthetic city is screened through nginx: how many of the screen's parts each instance
 * ran, and that cancelling a second screen stops its parts on every instance (clusterScreens.ts).
 *
 * Options: --instances N (2); --limits database|redis|both (both when Redis answers, else
 * database); --no-bench (checks only); --no-screens (no screening check). Environment: DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres, where the scratch database is made), REDIS_URL
 * (default redis://127.0.0.1:6379), CLUSTER_BENCH_SECONDS (5), CLUSTER_BENCH_CONNECTIONS (50),
 * CLUSTER_SCREEN_LOTS (50000: the synthetic city screened, in parts of 10,000 lots).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { createScratchDatabase, postgresReachable } from '../src/db/scratchDatabase';
import { DEMO_ACCOUNT } from '../src/seed';
import {
  checkKillUnderLoad,
  checkLoginThrottlingShared,
  checkRegistrationLimitShared,
  checkPortfolioPagesFresh,
  checkSessionsShared,
  signIn,
  type CheckResult,
} from './clusterChecks';
import { startCluster, startNginx, type RunningCluster } from './clusterSetup';
import { checkScreenPartsShared } from './clusterScreens';

const DATABASE_URL = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
const BENCH_SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 5);
const BENCH_CONNECTIONS = Number(process.env.CLUSTER_BENCH_CONNECTIONS ?? 50);
const SCREEN_LOTS = Number(process.env.CLUSTER_SCREEN_LOTS ?? 50_000);

type LimitsMode = 'database' | 'redis';

const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

/** Whether Redis answers PING within 2 s. */
async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** How many keys the run's prefix has. */
async function countRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    return (await redis.keys(`${prefix}*`)).length;
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key of the run's prefix. */
async function dropRedisKeys(url: string, prefix: string): Promise<number> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  let dropped = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) dropped += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return dropped;
}

/** Clock ticks per second of /proc's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux); 0 when unreadable. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // After the command name: state is field 3, utime 14 and stime 15 (1-based over the whole line).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

interface Throughput {
  readonly instances: number;
  /** CPU the instances used per answered request, in ms: the load-independent cost. */
  readonly cpuMsPerRequest: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly errors: number;
  /** What the errors were: each non-2xx status with its count, connection errors and timeouts ('' without errors). */
  readonly errorKinds: string;
  readonly loadBefore: string;
}

/** "2 × 502, 1 connection error (1 timeout)": what an autocannon run's errors were. */
function errorKindsOf(result: autocannon.Result): string {
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, stats]) => `${stats.count ?? 0} × ${status}`);
  const failed = result.errors > 0 ? [`${result.errors} connection error${result.errors === 1 ? '' : 's'} (${result.timeouts} timeout${result.timeouts === 1 ? '' : 's'})`] : [];
  return [...statuses, ...failed].join(', ');
}

/** Drives GET /api/portfolio (the demo account's, five items) through `balancerUrl` with autocannon. */
async function measure(balancerUrl: string, token: string, pids: readonly (number | undefined)[]): Promise<Throughput> {
  const loadBefore = load();
  const cpuBefore = pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0);
  const result = await autocannon({
    url: `${balancerUrl}/api/portfolio`,
    headers: { authorization: `Bearer ${token}` },
    connections: BENCH_CONNECTIONS,
    duration: BENCH_SECONDS,
  });
  const cpuUsed = pids.reduce<number>((sum, pid) => sum + cpuMs(pid), 0) - cpuBefore;
  return {
    instances: pids.length,
    cpuMsPerRequest: result.requests.total > 0 ? cpuUsed / result.requests.total : 0,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    errorKinds: errorKindsOf(result),
    loadBefore,
  };
}

/** req/s through nginx over the first instance only, then over all of them. */
async function throughput(cluster: RunningCluster): Promise<Throughput[]> {
  const token = await signIn(cluster.balancerUrl, DEMO_ACCOUNT);
  const rows: Throughput[] = [];
  const pids = cluster.processes.map((server) => server.child.pid);
  const single = await startNginx(cluster.ports.slice(0, 1));
  try {
    await measure(single.url, token, pids.slice(0, 1)); // warm-up: connections, query plans, JIT
    rows.push(await measure(single.url, token, pids.slice(0, 1)));
  } finally {
    await single.stop();
  }
  await measure(cluster.balancerUrl, token, pids);
  rows.push(await measure(cluster.balancerUrl, token, pids));
  return rows;
}

function printCheck(mode: LimitsMode, result: CheckResult): void {
  console.log(`${result.passed ? 'PASS' : 'FAIL'} [limits in ${mode}] ${result.name}\n       ${result.detail}`);
}

/** One round: a scratch database, the cluster, every check, the benchmark when asked. */
async function round(mode: LimitsMode, instances: number, bench: boolean, screens: boolean): Promise<{ results: CheckResult[]; throughput: Throughput[] }> {
  const scratch = await createScratchDatabase(DATABASE_URL, 'rei_cluster');
  const redisKeyPrefix = mode === 'redis' ? `rei-cluster-${randomBytes(4).toString('hex')}:` : undefined;
  let cluster: RunningCluster | undefined;
  const results: CheckResult[] = [];
  let rows: Throughput[] = [];
  try {
    console.log(`\n== ${instances} instances, limits kept in ${mode === 'redis' ? `Redis (${REDIS_URL}, keys ${redisKeyPrefix}*)` : 'PostgreSQL'} ==`);
    cluster = await startCluster({ instances, databaseUrl: scratch.url, redisUrl: mode === 'redis' ? REDIS_URL : undefined, redisKeyPrefix });
    console.log(`instances: ${cluster.instances.map((instance) => instance.url).join(', ')}; nginx: ${cluster.balancerUrl}`);
    console.log(`started in ${cluster.processes.map((server) => `${server.startupMs} ms`).join(', ')}`);
    for (const check of [checkSessionsShared, checkPortfolioPagesFresh, checkLoginThrottlingShared, checkRegistrationLimitShared]) {
      const result = await check(cluster);
      results.push(result);
      printCheck(mode, result);
    }
    if (screens) {
      const result = await checkScreenPartsShared(cluster, SCREEN_LOTS).catch((error: unknown): CheckResult => ({
        name: "a screen's parts run on every instance, and cancelling it stops them on every instance",
        passed: false,
        detail: error instanceof Error ? error.message : String(error),
      }));
      results.push(result);
      printCheck(mode, result);
    }
    if (bench) rows = await throughput(cluster);
    // Last: it kills an instance.
    const { result } = await checkKillUnderLoad(cluster);
    results.push(result);
    printCheck(mode, result);
    if (redisKeyPrefix) {
      // The counts must really be in Redis, not in the database the store falls back to.
      const keys = await countRedisKeys(REDIS_URL, redisKeyPrefix);
      const inRedis: CheckResult = {
        name: 'the limits were counted in Redis',
        passed: keys > 0,
        detail: `${keys} keys under ${redisKeyPrefix}*`,
      };
      results.push(inRedis);
      printCheck(mode, inRedis);
    }
  } finally {
    await cluster?.stop();
    await scratch.drop();
    if (redisKeyPrefix) await dropRedisKeys(REDIS_URL, redisKeyPrefix);
  }
  return { results, throughput: rows };
}

async function main(): Promise<void> {
  // `pnpm bench:cluster -- --limits redis` passes the separator through; it is not an argument.
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const { values } = parseArgs({
    args,
    options: {
      instances: { type: 'string', default: '2' },
      limits: { type: 'string' },
      'no-bench': { type: 'boolean', default: false },
      'no-screens': { type: 'boolean', default: false },
    },
  });
  const instances = Number(values.instances);
  if (!Number.isInteger(instances) || instances < 2) throw new Error('--instances must be a whole number of at least 2');
  if (!(await postgresReachable(DATABASE_URL))) throw new Error(`PostgreSQL does not answer at ${new URL(DATABASE_URL).host}; the cluster needs it`);
  const redisUp = await redisReachable(REDIS_URL);
  const wanted = values.limits ?? (redisUp ? 'both' : 'database');
  if (!['database', 'redis', 'both'].includes(wanted)) throw new Error('--limits must be database, redis or both');
  if (wanted !== 'database' && !redisUp) throw new Error(`Redis does not answer at ${REDIS_URL}`);
  const modes: LimitsMode[] = wanted === 'both' ? ['database', 'redis'] : [wanted as LimitsMode];
  if (!redisUp) console.log(`Redis does not answer at ${REDIS_URL}: limits are checked kept in PostgreSQL only.`);
  console.log(`machine: ${cpus().length} CPUs, load average ${load()} (1/5/15 min)`);

  const all: CheckResult[] = [];
  let rows: Throughput[] = [];
  for (const [index, mode] of modes.entries()) {
    const outcome = await round(mode, instances, !values['no-bench'] && index === 0, !values['no-screens'] && index === 0);
    all.push(...outcome.results);
    if (outcome.throughput.length) rows = outcome.throughput;
  }

  if (rows.length) {
    console.log(`\nThroughput: GET /api/portfolio (demo account, 5 items) through nginx, autocannon ${BENCH_CONNECTIONS} connections, ${BENCH_SECONDS} s each`);
    console.log('| instances | req/s | p50 ms | p99 ms | errors | instance CPU ms / request | load before (1/5/15 min) |');
    console.log('|---:|---:|---:|---:|---:|---:|---|');
    for (const row of rows) {
      console.log(
        `| ${row.instances} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.errors}${row.errorKinds ? ` (${row.errorKinds})` : ''} | ${row.cpuMsPerRequest.toFixed(2)} | ${row.loadBefore} |`,
      );
    }
    const [one, many] = rows;
    if (one && many && one.requestsPerSecond > 0) {
      console.log(
        `${many.instances} instances: ${(many.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× the req/s of 1 on ${cpus().length} CPUs ` +
          '(nginx, PostgreSQL, autocannon and the instances share them).',
      );
      console.log(
        'Instance CPU per request is the load-independent figure: equal for 1 and N instances means the instances add no ' +
          'cost to each other, so req/s grows with the cores given to them until PostgreSQL or nginx saturates.',
      );
    }
  }
  const failed = all.filter((result) => !result.passed);
  console.log(`\n${all.length - failed.length}/${all.length} checks passed${failed.length ? `; FAILED: ${failed.map((f) => f.name).join('; ')}` : ''}. load average ${load()}`);
  if (failed.length) process.exitCode = 1;
}

let finishing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Let the finally blocks stop nginx and the instances and drop the database: the first signal
  // is noted by the children too (same process group), the round's clean-up runs as they exit.
  process.on(signal, () => {
    if (finishing) process.exit(130);
    finishing = true;
    process.exitCode = 130;
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
