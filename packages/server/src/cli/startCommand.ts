import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS } from '../contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { createProgressReporter } from '../nyc/import/progress';
import { importStarterData, type StarterImportResult } from '../nyc/import/starter';
import { startServer } from '../server';
import { registerSpa } from './registerSpa';
import { ensureWebBuild } from './webDirectory';

/** Where the starter import lists rows it cannot read: beside the database, like `rei import`'s. */
function starterRejectsPath(config: ServerConfig): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const folder = config.databaseUrl || config.dataDir.startsWith('memory://') ? tmpdir() : path.resolve(config.dataDir);
  return path.join(folder, 'imports', `starter-rolling-sales-${stamp}.rejects.csv`);
}

/**
 * The starter dataset on the first start (see nyc/import/starter.ts), before the server
 * answers, with a line per file and a progress bar on a terminal; files already imported are
 * skipped, so later starts pass straight through. REI_STARTER_DATA=0 turns it off (null).
 */
export async function importStarterOnStart(
  db: Database,
  config: ServerConfig,
  log: (line: string) => void = (line) => console.log(line),
): Promise<StarterImportResult | null> {
  if (!config.starterData) return null;
  return importStarterData(db, {
    rejectsPath: starterRejectsPath(config),
    log,
    progress: process.stdout.isTTY ? createProgressReporter(process.stdout) : undefined,
  });
}

/**
 * `rei start [--api-only]`: builds the web app if it has no build yet, migrates, seeds demo data
 * on an empty database, imports the starter dataset on the first start, serves the API and the web app on one port, prints the URL and the demo
 * login, and on SIGTERM/SIGINT finishes in-flight requests before closing the database. With
 * `--api-only` it serves the API alone and never builds or reads the web app (server tests,
 * benchmarks, an API-only deployment).
 */
export async function startCommand(args: readonly string[], config: ServerConfig): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { 'api-only': { type: 'boolean', default: false } } });
  const webDir = values['api-only'] ? undefined : ensureWebBuild(config.webDir);
  const server = await startServer(config, {
    configure: async (app) => {
      await importStarterOnStart(app.db, config);
      if (webDir !== undefined) registerSpa(app, webDir);
    },
  });
  const where = server.database.kind === 'postgres' ? `PostgreSQL database ${server.database.location}` : `PGlite in ${server.database.location}`;
  // "listening on <url>" is the line scripts and tests wait for.
  console.log(`REI ${webDir === undefined ? 'API' : 'web app and API'} listening on ${server.url} (${where})`);
  if (server.seed.seeded) console.log('Seeded demo data on the empty database.');
  console.log(`Demo login: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password}`);

  // A promise rejected outside any request (a fire-and-forget task) is logged, not fatal.
  process.on('unhandledRejection', (reason) => server.app.log.error({ err: reason }, 'unhandled rejection'));

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    console.log(`${signal} received: finishing in-flight requests, then closing the database.`);
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
