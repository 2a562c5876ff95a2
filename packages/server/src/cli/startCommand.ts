import { parseArgs } from 'node:util';
import { DEMO_CREDENTIALS } from '../contract';
import { loadConfig } from '../config';
import { startServer } from '../server';
import { registerSpa } from './registerSpa';
import { ensureWebBuild } from './webDirectory';

/**
 * `rei start [--api-only]`: builds the web app if it has no build yet, migrates, seeds demo data
 * on an empty database, serves the API and the web app on one port, prints the URL and the demo
 * login, and on SIGTERM/SIGINT finishes in-flight requests before closing the database. With
 * `--api-only` it serves the API alone and never builds or reads the web app (server tests,
 * benchmarks, an API-only deployment).
 */
export async function startCommand(args: readonly string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const { values } = parseArgs({ args: [...args], options: { 'api-only': { type: 'boolean', default: false } } });
  const webDir = values['api-only'] ? undefined : ensureWebBuild(env);
  const server = await startServer(loadConfig(env), webDir === undefined ? {} : { configure: (app) => registerSpa(app, webDir) });
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
