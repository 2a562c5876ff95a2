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

/** Creates `<prefix>_<random>` on the server `databaseUrl` names (e.g. prefix `rei_test`). */
export async function createScratchDatabase(databaseUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(databaseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
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
