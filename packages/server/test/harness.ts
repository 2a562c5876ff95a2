import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { testConfig, type ServerConfig } from '../src/config';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { subscriptions, users, type SystemRole } from '../src/db/schema';
import { prepareDatabase } from '../src/server';
import type { Tier } from '../src/services/tiers';
import { createScratchDatabase } from '../src/db/scratchDatabase';

/** A signed-in test user. */
export interface TestUser {
  readonly id: number;
  readonly email: string;
  readonly password: string;
  readonly fullName: string;
  readonly token: string;
  /** The user's own organization, created at registration. */
  readonly organizationId: number;
  /** `{ authorization: 'Bearer …' }` for `inject`. */
  readonly headers: Record<string, string>;
}

export interface TestServer {
  readonly app: FastifyInstance;
  readonly db: Database;
  readonly database: DatabaseHandle;
  /** Set when started with `{ listen: true }`. */
  readonly baseUrl: string | undefined;
  /** `app.inject` with JSON parsing of the answer. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { body: string; data: any }>;
  /**
   * Registers `name`@example.test (unique per call) and signs in. The address counts as confirmed
   * (as if the mailed link had been followed) unless `verified: false`.
   */
  registerAndLogin(name: string, options?: { tier?: Tier; role?: SystemRole; verified?: boolean }): Promise<TestUser>;
  /** `request`, with the number of statements it sent (`DatabaseHandle.queryCount`). */
  requestCounted(options: InjectOptions & { token?: string }): Promise<{ response: LightMyRequestResponse & { body: string; data: any }; statements: number }>;
  /** Uploads a Brooklyn multi-family property as `user` through the API (throws unless 201) and answers its id. */
  uploadProperty(user: TestUser, address: string): Promise<number>;
  setTier(userId: number, tier: Tier): Promise<void>;
  setSystemRole(userId: number, role: SystemRole): Promise<void>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'correct-horse-battery';
let userCounter = 0;

/**
 * One migrated in-memory cluster per worker, dumped once: every PGlite test server starts from a
 * copy of it (about 0.5 s) rather than from initdb plus every migration (2–3 s). The copy is
 * migrated again as usual, which finds nothing to apply, so a new migration still runs here.
 */
let migratedCluster: Promise<Blob> | undefined;

function migratedPgliteCluster(): Promise<Blob> {
  migratedCluster ??= (async () => {
    const template = await openDatabase(testConfig({}));
    try {
      await prepareDatabase(template);
      return await template.dumpDataDir!();
    } finally {
      await template.close();
    }
  })();
  return migratedCluster;
}


/**
 * Starts the API on a fresh, migrated database: PGlite in memory by default, or a new
 * scratch database on the PostgreSQL server of `DATABASE_URL` (dropped on close), so runs
 * never see each other's data.
 */
export async function startTestServer(
  options: {
    listen?: boolean;
    config?: Partial<ServerConfig>;
    /** Register extra (test-only) routes before the app is ready. */
    beforeReady?: (app: FastifyInstance) => void | Promise<void>;
    /** pino options for the app (e.g. `{ level, stream }` to capture the log); default none. */
    logger?: BuildAppOptions['logger'];
    /** A PostgreSQL server to make the scratch database on, whatever DATABASE_URL says. */
    postgresUrl?: string;
    /** PostgreSQL: make the scratch database as a copy of this database (benchmarks' stored city). */
    postgresTemplate?: string;
  } = {},
): Promise<TestServer> {
  const serverUrl = options.postgresUrl ?? process.env.DATABASE_URL?.trim();
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'rei_test', options.postgresTemplate) : undefined;
  const config = testConfig({ databaseUrl: scratch?.url, databasePoolSize: 5, ...options.config });
  const inMemory = !config.databaseUrl && config.dataDir.startsWith('memory://');
  const database = await openDatabase(inMemory ? { ...config, startFrom: await migratedPgliteCluster() } : config);
  await prepareDatabase(database);
  const app = await buildApp({ db: database.db, config, databaseKind: database.kind, logger: options.logger });
  await options.beforeReady?.(app);
  let baseUrl: string | undefined;
  if (options.listen) {
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  } else {
    await app.ready();
  }

  const request: TestServer['request'] = async ({ token, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    let data: unknown;
    try {
      data = response.body ? JSON.parse(response.body) : undefined;
    } catch {
      data = undefined;
    }
    return Object.assign(response, { data });
  };

  const setTier = async (userId: number, tier: Tier) => {
    await database.db.update(subscriptions).set({ tier, status: 'active' }).where(eq(subscriptions.userId, userId));
  };
  const setSystemRole = async (userId: number, role: SystemRole) => {
    await database.db.update(users).set({ role }).where(eq(users.id, userId));
  };

  return {
    app,
    db: database.db,
    database,
    baseUrl,
    request,
    async requestCounted(options) {
      const before = database.queryCount();
      const response = await request(options);
      return { response, statements: database.queryCount() - before };
    },
    async uploadProperty(user, address) {
      const created = await request({
        method: 'POST',
        url: '/api/properties',
        token: user.token,
        payload: { address, city: 'Brooklyn', state: 'NY', zip: '11206', propertyType: 'multi-family', units: 3, purchasePrice: 900_000, monthlyRent: 7_200 },
      });
      if (created.statusCode !== 201) throw new Error(`property upload failed: ${created.statusCode} ${created.body}`);
      return created.data.id as number;
    },
    setTier,
    setSystemRole,
    async registerAndLogin(name, userOptions = {}) {
      userCounter += 1;
      const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${userCounter}-${randomBytes(3).toString('hex')}@example.test`;
      const fullName = name.charAt(0).toUpperCase() + name.slice(1);
      const registered = await request({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName, email, password: TEST_PASSWORD },
      });
      if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.statusCode} ${registered.body}`);
      if (userOptions.tier) await setTier(registered.data.id, userOptions.tier);
      if (userOptions.role) await setSystemRole(registered.data.id, userOptions.role);
      if (userOptions.verified !== false) {
        await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, registered.data.id));
      }
      const loggedIn = await request({ method: 'POST', url: '/api/auth/login', payload: { email, password: TEST_PASSWORD } });
      if (loggedIn.statusCode !== 200) throw new Error(`login failed: ${loggedIn.statusCode} ${loggedIn.body}`);
      const memberships = await request({ method: 'GET', url: '/api/organizations', token: loggedIn.data.token });
      const own = (memberships.data as { organizationId: number; role: string }[]).find((m) => m.role === 'owner');
      if (!own) throw new Error('registration created no organization');
      return {
        id: registered.data.id,
        email,
        password: TEST_PASSWORD,
        fullName,
        token: loggedIn.data.token,
        organizationId: own.organizationId,
        headers: { authorization: `Bearer ${loggedIn.data.token}` },
      };
    },
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        await scratch?.drop();
      }
    },
  };
}
