/**
 * The correctness checks of the cluster script (`pnpm bench:cluster`), one function each, so the
 * script prints them and test/scripts/cluster.test.ts asserts them. Each takes a running cluster (N
 * instances on one PostgreSQL, a balancer in front) and answers pass/fail with what it saw.
 *
 * Client addresses: the whole 127.0.0.0/8 range is local, so each check speaks from an address
 * of its own (127.0.0.x) and per-address limits of one check never touch another's.
 */
import { request } from 'node:http';
import pg from 'pg';

/** One server instance of the cluster. */
export interface ClusterInstance {
  readonly url: string;
  /** kill -9, resolving once the process is gone. */
  kill(): Promise<void>;
}

/** What the checks need to know about the cluster they run against. */
export interface ClusterUnderTest {
  readonly instances: readonly ClusterInstance[];
  /** The balancer (nginx) in front of every instance. */
  readonly balancerUrl: string;
  /** The database every instance uses, to verify acknowledged writes in it. */
  readonly databaseUrl: string;
  /** LOGIN_MAX_FAILURES of the instances. */
  readonly loginMaxFailures: number;
  /** REGISTRATIONS_PER_ADDRESS_PER_HOUR of the instances. */
  readonly registrationsPerAddress: number;
}

export interface CheckResult {
  readonly name: string;
  readonly passed: boolean;
  readonly detail: string;
}

export interface JsonAnswer {
  /** HTTP status; 0 when the connection failed. */
  readonly status: number;
  readonly data: any;
}

/**
 * One JSON request over a fresh connection from `localAddress` (default 127.0.0.1). A failed
 * connection answers status 0 instead of throwing, so load loops can count it.
 */
export function callFrom(
  url: string,
  init: { method?: string; token?: string; body?: unknown; localAddress?: string; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        localAddress: init.localAddress ?? '127.0.0.1',
        agent: false,
        timeout: init.timeoutMs ?? 15_000,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let data: unknown = text;
          try {
            data = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON (an nginx error page): keep the text
          }
          resolve({ status: res.statusCode ?? 0, data });
        });
        res.on('error', () => resolve({ status: 0, data: undefined }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, data: undefined }));
    req.end(body);
  });
}

let accountCounter = 0;

/** A fresh account's credentials, unique per run and per call. */
export function newAccount(label: string) {
  accountCounter += 1;
  const tag = `${label}-${process.pid}-${Date.now().toString(36)}-${accountCounter}`;
  return { fullName: `Cluster ${label}`, email: `${tag}@example.test`, password: 'cluster-check-password-2026' };
}

/** Registers an account through `url` from `localAddress`; throws unless 201. */
export async function registerAccount(url: string, account: ReturnType<typeof newAccount>, localAddress = '127.0.0.1'): Promise<void> {
  const answer = await callFrom(`${url}/api/auth/register`, { method: 'POST', body: account, localAddress });
  if (answer.status !== 201) throw new Error(`registering ${account.email} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
}

/** Signs in through `url`; throws unless 200. */
export async function signIn(url: string, account: { email: string; password: string }, localAddress = '127.0.0.1'): Promise<string> {
  const answer = await callFrom(`${url}/api/auth/login`, { method: 'POST', body: { email: account.email, password: account.password }, localAddress });
  if (answer.status !== 200) throw new Error(`signing in ${account.email} answered ${answer.status}: ${JSON.stringify(answer.data)}`);
  return answer.data.token as string;
}

const pass = (name: string, detail: string): CheckResult => ({ name, passed: true, detail });
const fail = (name: string, detail: string): CheckResult => ({ name, passed: false, detail });

/**
 * A session made on the first instance works on every other; signing out on the last one ends
 * it on the first (sessions live in the database, not in an instance).
 */
export async function checkSessionsShared(cluster: ClusterUnderTest): Promise<CheckResult> {
  const name = 'a session made on one instance works on the others, and signing out anywhere ends it everywhere';
  const [first, ...others] = cluster.instances;
  const last = others.at(-1);
  if (!first || !last) return fail(name, 'needs at least two instances');
  const account = newAccount('session');
  await registerAccount(first.url, account);
  const token = await signIn(first.url, account);
  const seen: string[] = [];
  for (const instance of others) {
    const me = await callFrom(`${instance.url}/api/auth/me`, { token });
    seen.push(`${me.status}`);
    if (me.status !== 200 || me.data?.email !== account.email) return fail(name, `GET /api/auth/me on ${instance.url} answered ${me.status}`);
  }
  const logout = await callFrom(`${last.url}/api/auth/logout`, { method: 'POST', token });
  if (logout.status >= 300) return fail(name, `logout on ${last.url} answered ${logout.status}`);
  const after = await callFrom(`${first.url}/api/auth/me`, { token });
  if (after.status !== 401) return fail(name, `after logout on ${last.url}, ${first.url} still answered ${after.status}`);
  return pass(name, `signed in on ${first.url}; /api/auth/me answered ${seen.join(', ')} on the others; after logout on ${last.url}: 401 on ${first.url}`);
}

/**
 * A page an instance keeps is never older than the request reading it: each instance reads the
 * portfolio twice (so each has the page cached), then a property uploaded through one instance
 * and renamed through another shows on every instance's very next read.
 */
export async function checkPortfolioPagesFresh(cluster: ClusterUnderTest, localAddress = '127.0.0.31'): Promise<CheckResult> {
  const name = "a change made on one instance shows on every other instance's next portfolio read";
  const [first, ...others] = cluster.instances;
  const last = others.at(-1);
  if (!first || !last) return fail(name, 'needs at least two instances');
  const account = newAccount('pages');
  await registerAccount(first.url, account, localAddress);
  const token = await signIn(first.url, account, localAddress);
  const addresses = async (url: string) => {
    const page = await callFrom(`${url}/api/portfolio`, { token });
    return page.status === 200 ? (page.data.items as { address: string }[]).map((card) => card.address) : [`status ${page.status}`];
  };
  for (const instance of cluster.instances) for (let read = 0; read < 2; read += 1) await addresses(instance.url);

  const created = await callFrom(`${first.url}/api/properties`, {
    method: 'POST',
    token,
    body: { address: '41 Fresh Page Street', city: 'Brooklyn', state: 'NY', zip: '11211', propertyType: 'multi-family', units: 2, purchasePrice: 800_000, monthlyRent: 5_000 },
  });
  if (created.status !== 201) return fail(name, `uploading a property on ${first.url} answered ${created.status}`);
  for (const instance of others) {
    const seen = await addresses(instance.url);
    if (!seen.includes('41 Fresh Page Street')) return fail(name, `after the upload on ${first.url}, ${instance.url} listed ${JSON.stringify(seen)}`);
  }
  const renamed = await callFrom(`${last.url}/api/properties/${created.data.id as number}`, { method: 'PUT', token, body: { address: '43 Fresh Page Street' } });
  if (renamed.status !== 200) return fail(name, `renaming on ${last.url} answered ${renamed.status}`);
  const seenOnFirst = await addresses(first.url);
  if (!seenOnFirst.includes('43 Fresh Page Street') || seenOnFirst.includes('41 Fresh Page Street')) {
    return fail(name, `after the rename on ${last.url}, ${first.url} listed ${JSON.stringify(seenOnFirst)}`);
  }
  return pass(name, `pages read twice on each instance; the upload on ${first.url} showed on the others, the rename on ${last.url} showed on ${first.url}`);
}

/**
 * Login throttling is shared: wrong passwords for one account from one address, spread round
 * the instances, reach the one limit (LOGIN_MAX_FAILURES); the next attempt is refused with 429
 * on every instance and through the balancer (which passes the client address in X-Forwarded-For).
 */
export async function checkLoginThrottlingShared(cluster: ClusterUnderTest, localAddress = '127.0.0.11'): Promise<CheckResult> {
  const name = 'login throttling is shared: failures spread over the instances reach one limit';
  const { instances } = cluster;
  const account = newAccount('throttle');
  await registerAccount(instances[0]!.url, account);
  const statuses: number[] = [];
  for (let i = 0; i < cluster.loginMaxFailures; i += 1) {
    const instance = instances[i % instances.length]!;
    const answer = await callFrom(`${instance.url}/api/auth/login`, {
      method: 'POST',
      body: { email: account.email, password: 'wrong-password-for-the-check' },
      localAddress,
    });
    statuses.push(answer.status);
  }
  if (statuses.some((status) => status !== 401)) return fail(name, `the ${cluster.loginMaxFailures} wrong passwords answered ${statuses.join(', ')} (expected 401 each)`);
  const refused: string[] = [];
  for (const url of [...instances.map((instance) => instance.url), cluster.balancerUrl]) {
    // The right password: still refused, since the limit is reached for this (account, address).
    const answer = await callFrom(`${url}/api/auth/login`, { method: 'POST', body: { email: account.email, password: account.password }, localAddress });
    refused.push(`${answer.status}`);
    if (answer.status !== 429) return fail(name, `after ${cluster.loginMaxFailures} failures spread over the instances, ${url} answered ${answer.status}, not 429`);
  }
  // The owner from another address is not locked out.
  const owner = await callFrom(`${cluster.balancerUrl}/api/auth/login`, { method: 'POST', body: { email: account.email, password: account.password }, localAddress: '127.0.0.12' });
  if (owner.status !== 200) return fail(name, `the owner from another address answered ${owner.status}, not 200`);
  return pass(name, `${cluster.loginMaxFailures} failures alternating over ${instances.length} instances; then 429 on ${refused.length} (every instance and nginx); another address: 200`);
}

/**
 * Other limits are shared: registrations from one address (REGISTRATIONS_PER_ADDRESS_PER_HOUR)
 * spread round the instances reach the one limit; the next is refused on every instance.
 */
export async function checkRegistrationLimitShared(cluster: ClusterUnderTest, localAddress = '127.0.0.21'): Promise<CheckResult> {
  const name = 'the registration limit per address is shared by the instances';
  const { instances } = cluster;
  const statuses: number[] = [];
  for (let i = 0; i < cluster.registrationsPerAddress; i += 1) {
    const instance = instances[i % instances.length]!;
    const answer = await callFrom(`${instance.url}/api/auth/register`, { method: 'POST', body: newAccount('signup'), localAddress });
    statuses.push(answer.status);
  }
  if (statuses.some((status) => status !== 201)) return fail(name, `the first ${cluster.registrationsPerAddress} registrations answered ${statuses.join(', ')} (expected 201 each)`);
  const refused: string[] = [];
  for (const url of [...instances.map((instance) => instance.url), cluster.balancerUrl]) {
    const answer = await callFrom(`${url}/api/auth/register`, { method: 'POST', body: newAccount('signup'), localAddress });
    refused.push(`${answer.status}`);
    if (answer.status !== 429) return fail(name, `registration ${cluster.registrationsPerAddress + 1} on ${url} answered ${answer.status}, not 429`);
  }
  return pass(name, `${cluster.registrationsPerAddress} sign-ups alternating over ${instances.length} instances: 201; the next on each instance and nginx: ${refused.join(', ')}`);
}

/** The tally of the kill -9 check, printed by the script. */
export interface KillTally {
  readonly attempted: number;
  readonly acknowledged: number;
  readonly missing: number;
  readonly writesAfterKill: number;
  readonly writeErrorsAfterKill: number;
  readonly readsAfterKill: number;
  readonly readErrorsAfterKill: number;
  /** Requests under way at the kill that failed (not acknowledged; expected). */
  readonly failedInFlight: number;
}

/**
 * kill -9 of one instance under a write load through the balancer: writers create organizations
 * (201 = acknowledged) and readers list them; one instance is killed mid-way. Passes when every
 * acknowledged write is in the database afterwards and every request sent after the kill was
 * answered without a 5xx (nginx moves to the survivors).
 */
export async function checkKillUnderLoad(
  cluster: ClusterUnderTest,
  options: { victim?: number; writers?: number; readers?: number; beforeKillMs?: number; afterKillMs?: number } = {},
): Promise<{ result: CheckResult; tally: KillTally }> {
  const name = 'kill -9 of an instance under write load: no acknowledged write lost, nginx keeps answering';
  const victim = cluster.instances[options.victim ?? cluster.instances.length - 1]!;
  const writers = options.writers ?? 6;
  const readers = options.readers ?? 2;
  const account = newAccount('writer');
  await registerAccount(cluster.instances[0]!.url, account);
  const token = await signIn(cluster.instances[0]!.url, account);
  const prefix = `cluster-${process.pid}-${Date.now().toString(36)}`;

  const acknowledged = new Map<string, number>();
  let attempted = 0;
  let killedAt = Number.POSITIVE_INFINITY;
  let stop = false;
  const after = { writes: 0, writeErrors: 0, reads: 0, readErrors: 0, failedInFlight: 0 };
  const errorStatuses = new Map<number, number>();
  const note = (status: number) => errorStatuses.set(status, (errorStatuses.get(status) ?? 0) + 1);
  let sequence = 0;

  const writer = async (client: number) => {
    while (!stop) {
      const orgName = `${prefix}-w${client}-${sequence++}`;
      const sentAt = Date.now();
      attempted += 1;
      const answer = await callFrom(`${cluster.balancerUrl}/api/organizations`, { method: 'POST', token, body: { name: orgName } });
      if (answer.status === 201) acknowledged.set(orgName, answer.data.organizationId as number);
      const failed = answer.status === 0 || answer.status >= 500;
      if (sentAt >= killedAt) {
        after.writes += 1;
        if (failed) {
          after.writeErrors += 1;
          note(answer.status);
        }
      } else if (failed) {
        after.failedInFlight += 1;
      }
    }
  };
  const reader = async () => {
    while (!stop) {
      const sentAt = Date.now();
      const answer = await callFrom(`${cluster.balancerUrl}/api/organizations`, { token });
      if (sentAt >= killedAt) {
        after.reads += 1;
        if (answer.status !== 200) {
          after.readErrors += 1;
          note(answer.status);
        }
      } else if (answer.status === 0 || answer.status >= 500) {
        after.failedInFlight += 1;
      }
    }
  };
  const load = [...Array.from({ length: writers }, (_, i) => writer(i)), ...Array.from({ length: readers }, () => reader())];
  await new Promise((resolve) => setTimeout(resolve, options.beforeKillMs ?? 1500));
  await victim.kill();
  killedAt = Date.now();
  await new Promise((resolve) => setTimeout(resolve, options.afterKillMs ?? 2000));
  stop = true;
  await Promise.all(load);

  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  let missing: string[];
  try {
    const { rows } = await client.query<{ id: number; name: string }>('select id, name from organizations where name like $1', [`${prefix}-%`]);
    const stored = new Map(rows.map((row) => [row.name, Number(row.id)]));
    missing = [...acknowledged].filter(([orgName, id]) => stored.get(orgName) !== id).map(([orgName]) => orgName);
  } finally {
    await client.end();
  }

  const tally: KillTally = {
    attempted,
    acknowledged: acknowledged.size,
    missing: missing.length,
    writesAfterKill: after.writes,
    writeErrorsAfterKill: after.writeErrors,
    readsAfterKill: after.reads,
    readErrorsAfterKill: after.readErrors,
    failedInFlight: after.failedInFlight,
  };
  const problems: string[] = [];
  if (acknowledged.size === 0) problems.push('no write was acknowledged');
  if (missing.length > 0) problems.push(`${missing.length} acknowledged writes missing (${missing.slice(0, 3).join(', ')})`);
  if (after.writes === 0 || after.reads === 0) problems.push('no request was sent after the kill');
  if (after.writeErrors + after.readErrors > 0) {
    problems.push(`errors after the kill: ${[...errorStatuses].map(([status, n]) => `${n} × ${status || 'connection failed'}`).join(', ')}`);
  }
  const detail =
    `${attempted} writes, ${acknowledged.size} acknowledged, ${missing.length} missing in the database; after the kill ` +
    `${after.writes} writes (${after.writeErrors} errors) and ${after.reads} reads (${after.readErrors} errors); ` +
    `${after.failedInFlight} failed in flight at the kill`;
  return { result: problems.length ? fail(name, `${problems.join('; ')} — ${detail}`) : pass(name, detail), tally };
}
