import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { createScratchDatabase } from '../db/scratchDatabase';
import { checkSyntheticTarget, storeSyntheticCity, SYNTHETIC_CITY_LOTS, SYNTHETIC_LOTS_MAX, syntheticLots } from '../nyc/synthetic/syntheticCity';
import { prepareDatabase } from '../server';

export const GENERATE_CITY_USAGE = `Usage: rei generate-city (--database-url <postgres://…> [--create] | --data-dir <folder>)
                         [--lots <count>] [--seed <number>]

Writes a synthetic NYC (PLUTO lots, DOF sales, HPD/DOB/ECB violations, tax lien lists, marshal
evictions, assessment rolls in the real tables' shapes) for benchmarks and demos of screening.
Nothing in it is a public record: every dataset's import reads "rei-synthetic", lots stand on
tax blocks 80000–89999, which no real lot has.

It never writes beside real data: the target must hold no users, no imported public data and no
lots. Name it explicitly (DATABASE_URL and REI_DATA_DIR are not used):
  --database-url URL   a PostgreSQL database; with --create, a new database rei_synthetic_<id>
                       is made on that server (the URL may name any database there, e.g. /postgres)
  --data-dir DIR       an embedded (PGlite) database folder
  --lots N             lots to generate (default ${SYNTHETIC_CITY_LOTS.toLocaleString('en-US')}, at most ${SYNTHETIC_LOTS_MAX.toLocaleString('en-US')})
  --seed S             the generator's seed (default 30): the same seed and count give the same city`;

/**
 * `rei generate-city`: a synthetic city into a scratch database (see the usage above). Answers
 * the exit code: 1 for bad options or a target that holds users, real imports or lots.
 */
export async function runGenerateCityCommand(args: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      create: { type: 'boolean' },
      lots: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(GENERATE_CITY_USAGE);
    return 0;
  }
  const lots = values.lots === undefined ? SYNTHETIC_CITY_LOTS : Number(values.lots);
  const seed = values.seed === undefined ? 30 : Number(values.seed);
  const problems: string[] = [];
  if (!Number.isInteger(lots) || lots < 1 || lots > SYNTHETIC_LOTS_MAX) problems.push(`--lots must be a whole number from 1 to ${SYNTHETIC_LOTS_MAX}, got "${values.lots}"`);
  if (!Number.isInteger(seed)) problems.push(`--seed must be a whole number, got "${values.seed}"`);
  if ((values['database-url'] === undefined) === (values['data-dir'] === undefined)) problems.push('name the target: --database-url or --data-dir (one of them)');
  if (values.create && values['database-url'] === undefined) problems.push('--create makes a PostgreSQL database: give --database-url');
  if (problems.length > 0) {
    console.error(`rei generate-city: ${problems.join('; ')}.\n\n${GENERATE_CITY_USAGE}`);
    return 1;
  }

  let databaseUrl = values['database-url'];
  if (databaseUrl && values.create) {
    databaseUrl = (await createScratchDatabase(databaseUrl, 'rei_synthetic')).url;
    console.log(`Created database ${new URL(databaseUrl).pathname.slice(1)} for the synthetic city.`);
  }
  const database = await openDatabase({ dataDir: values['data-dir'] ?? '', databaseUrl, databasePoolSize: 2 });
  try {
    await prepareDatabase(database);
    const held = await checkSyntheticTarget(database.db);
    const refusals = [
      held.users > 0 ? `${held.users} user account(s)` : '',
      held.realImports > 0 ? `${held.realImports} import(s) of real NYC data` : '',
      held.lots > 0 ? 'lots already (a city, synthetic or real)' : '',
    ].filter(Boolean);
    if (refusals.length > 0) {
      console.error(`Refused (nothing written): the target database holds ${refusals.join(', ')}. A synthetic city goes into a database of its own: use --create, or an empty database.`);
      return 1;
    }
    console.log(`Generating a synthetic city of ${lots.toLocaleString('en-US')} lots (seed ${seed}) into ${database.kind}: ${database.location}`);
    let reported = 0;
    const summary = await storeSyntheticCity(database.db, syntheticLots(lots, seed), {
      label: `seed-${seed}-${lots}-lots`,
      onProgress: (stored) => {
        if (stored - reported >= 50_000 || stored === lots) {
          reported = stored;
          console.log(`  ${stored.toLocaleString('en-US')} lots stored`);
        }
      },
    });
    console.log(`Synthetic city stored in ${summary.seconds.toFixed(1)} s: ${Object.entries(summary.rows).map(([dataset, rows]) => `${dataset} ${rows.toLocaleString('en-US')}`).join(', ')}`);
    if (databaseUrl && values.create) console.log(`DATABASE_URL for it: ${databaseUrl}`);
    return 0;
  } finally {
    await database.close();
  }
}
