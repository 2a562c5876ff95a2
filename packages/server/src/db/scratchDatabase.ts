/**
 * Throw-away PostgreSQL databases for the test harness and the benchmarks: each run makes its
 * own database on the server a URL names and drops it afterwards, so runs never share state.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database made for one run: its URL and how to drop it. */
export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function withClient<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates `<prefix>_<random>` on the server `databaseUrl` names (e.g. prefix `rei_test`), empty
 * or as a copy of `template` (a database on the same server nobody is connected to, e.g. a
 * synthetic city made once by `rei generate-city --create`).
 */
export async function createScratchDatabase(databaseUrl: string, prefix: string, template?: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z_][a-z0-9_]*$/.test(template)) throw new Error(`Not a database name: ${template}`);
  await withClient(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withClient(databaseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Whether a PostgreSQL server answers at `databaseUrl` within 2 s. */
export async function postgresReachable(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
