/**
 * The cluster's screening check (`pnpm bench:cluster`, issue 30): a synthetic city in the
 * cluster's scratch database, a screen started through the balancer whose parts the instances'
 * workers share (how many parts each instance ran, from `screen_parts.ran_on`), then a second
 * screen cancelled while its parts run, which must stop them on every instance.
 */
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { storeSyntheticCity, syntheticLots } from '../src/nyc/synthetic/syntheticCity';
import { callFrom, newAccount, registerAccount, signIn, type CheckResult, type ClusterUnderTest } from './clusterChecks';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface PartRow {
  part: number;
  state: string;
  screened: number;
  ran_on: string | null;
}

/** Polls until `ready` answers a value, or throws naming `what` after `timeoutMs`. */
async function until<T>(what: string, timeoutMs: number, ready: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await ready();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** "host:101 3, host:102 2": parts per instance. */
function tally(parts: readonly PartRow[]): Map<string, number> {
  const byInstance = new Map<string, number>();
  for (const part of parts) if (part.ran_on) byInstance.set(part.ran_on, (byInstance.get(part.ran_on) ?? 0) + 1);
  return byInstance;
}

/**
 * A screen of the whole synthetic city (`lots`, cut into parts of 10,000) through the balancer:
 * passes when it completes with every lot screened and its parts ran on at least two instances,
 * and when a second screen cancelled mid-run leaves no part running anywhere and stores nothing
 * more afterwards.
 */
export async function checkScreenPartsShared(cluster: ClusterUnderTest, lots = 50_000): Promise<CheckResult> {
  const name = "a screen's parts run on every instance, and cancelling it stops them on every instance";
  const fail = (detail: string): CheckResult => ({ name, passed: false, detail });
  const database = await openDatabase({ dataDir: '', databaseUrl: cluster.databaseUrl, databasePoolSize: 2 });
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const stored = await storeSyntheticCity(database.db, syntheticLots(lots, 30), { label: 'cluster' });
    const account = newAccount('screens');
    await registerAccount(cluster.balancerUrl, account, '127.0.0.41');
    await client.query(`update subscriptions set tier = 'hunter', status = 'active' where user_id = (select id from users where email = $1)`, [account.email]);
    const token = await signIn(cluster.balancerUrl, account, '127.0.0.41');
    const partsOf = async (id: number) => (await client.query<PartRow>('select part, state, screened, ran_on from screen_parts where screen_id = $1 order by part', [id])).rows;
    const start = async () => {
      const answer = await callFrom(`${cluster.balancerUrl}/api/screens`, { method: 'POST', token, body: { filters: {}, strategyType: 'buy_hold', buyBox: { cashOnCash: 5 } }, localAddress: '127.0.0.41' });
      if (answer.status !== 202) throw new Error(`POST /api/screens answered ${answer.status}: ${JSON.stringify(answer.data)}`);
      return answer.data.id as number;
    };
    const screenOf = async (id: number) => (await callFrom(`${cluster.balancerUrl}/api/screens/${id}?pageSize=1`, { token, localAddress: '127.0.0.41' })).data.screen;

    const began = Date.now();
    const first = await start();
    const done = await until('the screen to finish', 10 * 60_000, async () => {
      const screen = await screenOf(first);
      return screen && ['completed', 'failed', 'cancelled'].includes(screen.state) ? screen : undefined;
    });
    const seconds = (Date.now() - began) / 1000;
    const parts = await partsOf(first);
    const perInstance = tally(parts);
    const shares = [...perInstance].map(([instance, count]) => `${instance} ran ${count}`).join(', ');
    const ran = `${stored.lots.toLocaleString('en-US')} lots in ${parts.length} parts, ${done.state} in ${seconds.toFixed(1)} s; ${shares}`;
    if (done.state !== 'completed' || done.screened !== lots) return fail(`${ran}; screened ${done.screened} of ${lots} (${done.error ?? ''})`);
    if (perInstance.size < Math.min(2, cluster.instances.length)) return fail(`${ran}: the parts did not spread over the instances`);

    const second = await start();
    await until('a part of the second screen to run', 60_000, async () => ((await partsOf(second)).some((part) => part.state === 'running' && part.screened > 0) ? true : undefined));
    const cancelled = await callFrom(`${cluster.balancerUrl}/api/screens/${second}/cancel`, { method: 'POST', token, localAddress: '127.0.0.41' });
    if (cancelled.status !== 200 || cancelled.data.state !== 'cancelled') return fail(`${ran}; cancel answered ${cancelled.status} ${JSON.stringify(cancelled.data)}`);
    const settled = await until('the cancelled parts to stop', 60_000, async () => {
      const now = await partsOf(second);
      return now.some((part) => part.state === 'running' || part.state === 'queued') ? undefined : now;
    });
    const count = async () => Number((await client.query<{ n: number }>('select count(*)::int as n from screen_results where screen_id = $1', [second])).rows[0]!.n);
    const afterStop = await count();
    await sleep(3_000);
    const later = await count();
    const states = [...new Set(settled.map((part) => part.state))].join('/');
    const stopped = `cancelled a second screen after ${afterStop.toLocaleString('en-US')} of ${lots.toLocaleString('en-US')} lots: parts ${states} on ${tally(settled).size} instance(s), ${later - afterStop} results stored after`;
    if (later !== afterStop || afterStop >= lots || settled.some((part) => !['cancelled', 'completed'].includes(part.state))) return fail(`${ran}; ${stopped}`);
    return { name, passed: true, detail: `${ran}; ${stopped}` };
  } finally {
    await client.end();
    await database.close();
  }
}
