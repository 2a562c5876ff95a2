import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { emailSchema, registerBodySchema } from './contract';
import { DEMO_ACCOUNT } from './seed';
import { prepareDatabase, startServer } from './server';
import { createAccount } from './services/users';
import { runImportCommand } from './nyc/import/command';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';

const USAGE = `Usage: rei <command>

Commands:
  start                                   migrate, seed demo data on an empty database, serve the API
  migrate                                 apply database migrations and exit
  create-admin --email E --password P --name N
                                          create a system admin (or promote an existing account)
  import <dataset> <file…>                import NYC public-data files (rei import --help lists the datasets)

Environment: PORT (5000), HOST (127.0.0.1), REI_DATA_DIR (.data), DATABASE_URL, LOG_LEVEL (info)`;

async function start(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const where = server.database.kind === 'postgres' ? `PostgreSQL database ${server.database.location}` : `PGlite in ${server.database.location}`;
  console.log(`REI API listening on ${server.url} (${where})`);
  if (server.seed.seeded) console.log('Seeded demo data on the empty database.');
  console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);

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

async function migrate(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    console.log(`Migrations applied (${database.kind}: ${database.location}).`);
  } finally {
    await database.close();
  }
}

async function createAdmin(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error('create-admin needs --email with a valid address');
  const database = await openDatabase(loadConfig());
  try {
    await prepareDatabase(database);
    const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.data));
    if (existing) {
      await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      console.log(`${email.data} is now a system admin (user ${existing.id}).`);
      return;
    }
    const account = registerBodySchema.safeParse({ email: email.data, password: values.password, fullName: values.name });
    if (!account.success) {
      const problems = account.error.issues.map((issue) => `--${issue.path.join('.') === 'fullName' ? 'name' : issue.path.join('.')}: ${issue.message}`);
      throw new Error(`create-admin: ${problems.join('; ')}`);
    }
    const created = await createAccount(database.db, { ...account.data, role: 'admin' });
    console.log(`Created system admin ${created.email} (user ${created.id}).`);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'start':
      return start();
    case 'migrate':
      return migrate();
    case 'create-admin':
      return createAdmin(rest);
    case 'import':
      process.exitCode = await runImportCommand(rest, loadConfig());
      return;
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
