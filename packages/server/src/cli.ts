/**
 * The `rei` CLI, the one entry point that runs the product (root `pnpm start` / `pnpm rei`,
 * compiled by `bin/run.mjs`, which calls `main`; `tsx src/cli.ts` runs it from the sources too):
 *
 *   rei start          build the web app if it has no build yet, migrate, seed demo data on an
 *                      empty database, serve the API and the web app on one port (PORT, default 5000);
 *                      `--api-only` serves the API alone
 *   rei build          build the web app (packages/app/dist)
 *   rei migrate        apply database migrations and exit
 *   rei create-admin   create a system admin or promote an existing account
 *   rei import         load NYC public-data files
 *   rei refresh        bring imported NYC datasets up to date from NYC Open Data
 *   rei mcp            the MCP server on stdio for an API key (REI_API_KEY or --key)
 *   rei generate-city  a synthetic city (issue 30's benchmark data) into a scratch database
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { runImportCommand } from './cli/importCommand';
import { runRefreshCommand } from './cli/refreshCommand';
import { createAdminCommand } from './cli/createAdminCommand';
import { runGenerateCityCommand } from './cli/generateCityCommand';
import { mcpCommand } from './cli/mcpCommand';
import { migrateCommand } from './cli/migrateCommand';
import { startCommand } from './cli/startCommand';
import { buildWebApp } from './cli/webDirectory';

const USAGE = `Usage: rei <command>

Commands:
  start [--api-only]
                 build the web app if needed, migrate, seed demo data on an empty database,
                 serve the API and the web app on one port (--api-only: the API alone)
  build          build the web app (packages/app/dist)
  migrate        apply database migrations and exit
  create-admin --email E --password P --name N
                 create a system admin (or promote an existing account)
  import <dataset> <file…>
                 import NYC public-data files (rei import --help lists the datasets;
                 relative paths are read from the folder pnpm was started in)
  refresh <dataset|all> [--since YYYY-MM-DD]
                 bring imported NYC datasets up to date from NYC Open Data (rei refresh --help)
  mcp [--key rei_…]
                 the MCP server on stdin/stdout for an assistant, acting with an API key
                 (--key or REI_API_KEY); the embedded database must not be open in \`rei start\`
  generate-city (--database-url URL [--create] | --data-dir DIR) [--lots N] [--seed S]
                 a synthetic city (marked synthetic, never beside real data) for benchmarks
                 (rei generate-city --help)

Environment: PORT (5000), HOST (127.0.0.1), REI_DATA_DIR (.data), DATABASE_URL, LOG_LEVEL (info),
REI_WEB_DIR (built web app to serve, default packages/app/dist), REI_API_KEY (rei mcp)`;

/**
 * Runs one `rei` command; an unknown command prints the usage and sets a failing exit code.
 * This entry is the one place outside src/config that touches `process.env`: each command gets
 * the settings `loadConfig` read from it (a bad value stops the command, naming the variable).
 */
export async function main(argv: readonly string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return startCommand(rest, loadConfig(process.env));
    case 'build':
      return buildWebApp();
    case 'migrate':
      return migrateCommand(loadConfig(process.env));
    case 'create-admin':
      return createAdminCommand(rest, loadConfig(process.env));
    case 'mcp':
      return mcpCommand(rest, loadConfig(process.env));
    case 'import':
      process.exitCode = await runImportCommand(rest, loadConfig(process.env));
      return;
    case 'generate-city':
      process.exitCode = await runGenerateCityCommand(rest);
      return;
    case 'refresh':
      process.exitCode = await runRefreshCommand(rest, loadConfig(process.env));
      return;
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
