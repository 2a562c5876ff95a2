/**
 * The `rei` CLI (DESIGN.md: it belongs to @rei/app).
 *
 *   rei start          build the SPA if dist/ is missing, migrate, seed demo data on an empty
 *                      database, serve the API and the SPA on one port (PORT, default 5000)
 *   rei build          build the SPA
 *   rei migrate | create-admin … | import …   delegated to the @rei/server CLI
 *
 * Runs under tsx with `--conditions=source` (root `pnpm start` / `pnpm rei`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@rei/server/config';
import { DEMO_ACCOUNT } from '@rei/server/seed';
import { webAppContentSecurityPolicy } from '@rei/server/security';
import { startServer } from '@rei/server/server';
import { DEMO_CREDENTIALS } from './demoAccount';

/** The Fastify app `startServer` hands to its `configure` hook. */
type ServerApp = Parameters<NonNullable<NonNullable<Parameters<typeof startServer>[1]>['configure']>>[0];

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_CLI = path.resolve(APP_DIR, '..', 'server', 'src', 'cli.ts');

/** Where the built SPA is read from (REI_WEB_DIST overrides, e.g. for a deployed copy). */
export function distDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.REI_WEB_DIST?.trim() || path.join(APP_DIR, 'dist'));
}

/** Builds the SPA with Vite into dist/. */
export function buildSpa(): void {
  const vite = path.join(APP_DIR, 'node_modules', 'vite', 'bin', 'vite.js');
  console.log('Building the web app…');
  // NODE_ENV=production whatever the caller has (a test runner sets 'test', which would bundle React's development build).
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: APP_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the web app failed (see the output above).');
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Name of the `<meta>` that carries the page's style nonce to the app (read in src/securityRuntime.ts). */
export const CSP_NONCE_META = 'csp-nonce';

/**
 * index.html with a fresh style nonce: a `<meta name="csp-nonce">` at the top of `<head>`,
 * for the library that adds `<style>` elements at run time; the same nonce goes into the
 * page's Content Security Policy, so only this page's own script can use it.
 */
export function withStyleNonce(html: string, nonce: string): string {
  const meta = `<meta name="${CSP_NONCE_META}" content="${nonce}" />`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${meta}`);
  return /^<!doctype html>/i.test(html) ? html.replace(/^<!doctype html>/i, (doctype) => `${doctype}${meta}`) : `${meta}${html}`;
}

/**
 * Serves the built SPA beside the API: files from dist/ (hashed assets cached for a year),
 * every other GET answered with index.html so client routes load, and /api/* left to the API
 * (an unknown /api path stays a JSON 404). The page gets the web app's Content Security
 * Policy with a per-answer style nonce; the server's hooks add the other hardening headers.
 */
export function registerSpa(app: ServerApp, dist: string): void {
  const cache = new Map<string, Buffer>();
  const read = async (file: string): Promise<Buffer> => {
    const hit = cache.get(file);
    if (hit) return hit;
    const body = await readFile(file);
    cache.set(file, body);
    return body;
  };
  const indexFile = path.join(dist, 'index.html');

  app.get('/*', async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply.code(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'NOT_FOUND' });
    }
    const candidate = path.resolve(dist, `.${pathname}`);
    if (candidate.startsWith(dist + path.sep) && candidate !== indexFile) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) {
        const type = CONTENT_TYPES[path.extname(candidate).toLowerCase()] ?? 'application/octet-stream';
        const immutable = pathname.startsWith('/assets/');
        return reply
          .header('Content-Type', type)
          .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .send(await read(candidate));
      }
      // A missing asset is a 404, not the app page.
      if (pathname.startsWith('/assets/') || path.extname(pathname) !== '') {
        return reply.code(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
      }
    }
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', webAppContentSecurityPolicy(nonce))
      .send(withStyleNonce((await read(indexFile)).toString('utf8'), nonce));
  });
}

async function start(): Promise<void> {
  const dist = distDirectory();
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('No built web app yet (first start).');
    buildSpa();
  }
  if (DEMO_ACCOUNT.email !== DEMO_CREDENTIALS.email || DEMO_ACCOUNT.password !== DEMO_CREDENTIALS.password) {
    console.warn('Warning: the demo login shown on the sign-in page differs from the seeded demo account.');
  }
  const config = loadConfig();
  const server = await startServer(config, { configure: (app) => registerSpa(app, dist) });
  const where = server.database.kind === 'postgres' ? `PostgreSQL database ${server.database.location}` : `PGlite in ${server.database.location}`;
  console.log(`REI is running at ${server.url} (${where})`);
  if (server.seed.seeded) console.log('Seeded demo data on the empty database.');
  console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

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

/** Runs the @rei/server CLI for its own commands (migrate, create-admin, …) with this process's loader. */
function delegate(args: readonly string[]): void {
  const child = spawn(process.execPath, [...process.execArgv, SERVER_CLI, ...args], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}

const USAGE = `Usage: rei <command>

Commands:
  start          build the web app if needed, migrate, seed demo data on an empty database,
                 serve the API and the web app on one port
  build          build the web app (packages/app/dist)
  migrate        apply database migrations and exit
  create-admin --email E --password P --name N
  import <dataset> <file…>
                 import NYC public-data files (rei import --help lists the datasets;
                 relative paths are read from the folder pnpm was started in)

Environment: PORT (5000), HOST (127.0.0.1), REI_DATA_DIR (.data), DATABASE_URL, LOG_LEVEL (info)`;

async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return start();
    case 'build':
      return buildSpa();
    case 'migrate':
    case 'create-admin':
    case 'import':
      return delegate([command, ...rest]);
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
