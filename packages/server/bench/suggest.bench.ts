/**
 * Address suggestion benchmark (`pnpm bench:suggest`): loads 100,000 generated NYC addresses
 * (five boroughs, real street names, Queens hyphenated house numbers) into a fresh PGlite folder
 * and, when DATABASE_URL is set, into a fresh PostgreSQL database (created and dropped here),
 * then times GET /api/addresses/suggest through Fastify's `inject` — 1,000 varied prefixes
 * anonymously and 1,000 signed in — and prints p50/p95/p99 and the query plans (the prefix
 * indexes must show).
 *
 * Options (environment): BENCH_ADDRESSES (100000), BENCH_CALLS (1000), DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { createScratchDatabase } from '../src/db/scratchDatabase';
import { nycAddresses } from '../src/db/schema';
import { addressRow } from '../src/nyc/address/addressRow';
import { suggestNycAddresses, suggestionPrefixes, suggestionQuery } from '../src/nyc/address/suggest';
import { BOROUGH_NUMBERS, type BoroughCode } from '@rei/engine';
import { prepareDatabase } from '../src/server';

const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 1_000);
const BATCH = 2_000;

/** A small deterministic generator (mulberry32), so every run loads the same addresses. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const rand = random(20_261_123);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const between = (low: number, high: number) => low + Math.floor(rand() * (high - low + 1));

const NAMED_STREETS: Readonly<Record<BoroughCode, readonly string[]>> = {
  MN: ['BROADWAY', 'AMSTERDAM AVENUE', 'COLUMBUS AVENUE', 'LEXINGTON AVENUE', 'PARK AVENUE', 'MADISON AVENUE', 'RIVERSIDE DRIVE', 'SAINT MARKS PLACE', 'BLEECKER STREET', 'CANAL STREET', 'FREDERICK DOUGLASS BOULEVARD', 'ADAM CLAYTON POWELL JR BOULEVARD', 'FORT WASHINGTON AVENUE', 'AVENUE OF THE AMERICAS'],
  BX: ['GRAND CONCOURSE', 'WEBSTER AVENUE', 'JEROME AVENUE', 'SOUTHERN BOULEVARD', 'FORDHAM ROAD', 'PELHAM PARKWAY', 'BRUCKNER BOULEVARD', 'WHITE PLAINS ROAD', 'UNIVERSITY AVENUE', 'CASTLE HILL AVENUE', 'MORRIS AVENUE', 'TREMONT AVENUE'],
  BK: ['HALSEY STREET', 'FLATBUSH AVENUE', 'BEDFORD AVENUE', 'OCEAN PARKWAY', 'EASTERN PARKWAY', 'ATLANTIC AVENUE', 'NOSTRAND AVENUE', 'KINGS HIGHWAY', 'MYRTLE AVENUE', 'GATES AVENUE', 'PUTNAM AVENUE', 'MACDONOUGH STREET', 'FORT HAMILTON PARKWAY', 'AVENUE J', 'AVENUE U', 'CORTELYOU ROAD'],
  QN: ['DITMARS BOULEVARD', 'NORTHERN BOULEVARD', 'QUEENS BOULEVARD', 'JAMAICA AVENUE', 'ROOSEVELT AVENUE', 'ASTORIA BOULEVARD', 'HILLSIDE AVENUE', 'UNION TURNPIKE', 'MAIN STREET', 'KISSENA BOULEVARD', 'WOODHAVEN BOULEVARD', 'CROSS BAY BOULEVARD', 'STEINWAY STREET'],
  SI: ['RICHMOND TERRACE', 'VICTORY BOULEVARD', 'HYLAN BOULEVARD', 'FOREST AVENUE', 'RICHMOND AVENUE', 'BAY STREET', 'TODT HILL ROAD', 'ARTHUR KILL ROAD', 'AMBOY ROAD', 'MANOR ROAD'],
};
/** Share of the city's addresses per borough (roughly PAD's). */
const BOROUGH_WEIGHTS: readonly [BoroughCode, number][] = [['QN', 0.34], ['BK', 0.28], ['SI', 0.14], ['BX', 0.12], ['MN', 0.12]];

function borough(): BoroughCode {
  let r = rand();
  for (const [code, weight] of BOROUGH_WEIGHTS) {
    r -= weight;
    if (r <= 0) return code;
  }
  return 'QN';
}

/** A street of the borough: a named one, or a numbered one in the borough's style. */
function street(code: BoroughCode): string {
  if (rand() < 0.5) return pick(NAMED_STREETS[code]);
  const n = between(1, code === 'QN' ? 270 : 220);
  if (code === 'QN') return `${n} ${pick(['STREET', 'AVENUE', 'ROAD', 'DRIVE', 'PLACE'])}`;
  if (code === 'SI') return pick(NAMED_STREETS.SI);
  return `${pick(['EAST', 'WEST'])} ${n} STREET`;
}

/** A house number: Queens "31-15" on numbered streets, plain elsewhere, some with a letter. */
function house(code: BoroughCode, streetName: string): { low: string; high: string } {
  if (code === 'QN' && /^\d/.test(streetName)) {
    const block = between(1, 250);
    const low = between(1, 60) * 2 - (rand() < 0.5 ? 1 : 0);
    const range = rand() < 0.3 ? 2 * between(1, 4) : 0;
    const format = (n: number) => `${block}-${String(n).padStart(2, '0')}`;
    return { low: format(low), high: format(low + range) };
  }
  const low = between(1, 2_400);
  if (rand() < 0.05) {
    const withLetter = `${low}${pick(['A', 'B', 'C'])}`;
    return { low: withLetter, high: withLetter };
  }
  const range = rand() < 0.3 ? 2 * between(1, 6) : 0;
  return { low: String(low), high: String(low + range) };
}

function generate(count: number) {
  const rows: ReturnType<typeof addressRow>[] = [];
  for (let i = 0; i < count; i += 1) {
    const code = borough();
    const streetName = street(code);
    const { low, high } = house(code, streetName);
    const bbl = `${BOROUGH_NUMBERS[code]}${String(1 + (i % 99_999)).padStart(5, '0')}${String(1 + Math.floor(i / 99_999)).padStart(4, '0')}`;
    const zip = { MN: '100', BX: '104', BK: '112', QN: '113', SI: '103' }[code] + String(between(1, 99)).padStart(2, '0');
    rows.push(addressRow({ bbl, borough: code, houseLow: low, houseHigh: high, streetName, zipCode: zip, dataset: rand() < 0.8 ? 'pad' : 'pluto' }));
  }
  return rows;
}

/** What people type: a house number alone, house and part of the street, a street, with a borough. */
function queries(rows: readonly ReturnType<typeof addressRow>[], count: number): string[] {
  const boroughWord: Readonly<Record<string, string>> = { MN: 'Manhattan', BX: 'Bronx', BK: 'Brooklyn', QN: 'Queens', SI: 'Staten Island' };
  return Array.from({ length: count }, () => {
    const row = pick(rows);
    const street = row.streetName.toLowerCase().replace(/ street$/, ' st').replace(/ avenue$/, ' ave');
    const kind = rand();
    if (kind < 0.15) return row.houseLow!.slice(0, between(1, row.houseLow!.length));
    if (kind < 0.6) return `${row.houseLow} ${street.slice(0, between(1, street.length))}`;
    if (kind < 0.8) return street.slice(0, between(3, street.length));
    return `${row.houseLow} ${street}, ${boroughWord[row.borough]}`;
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (p: number) => `${percentile(sorted, p).toFixed(2)} ms`;
  return `p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, max ${sorted.at(-1)!.toFixed(2)} ms`;
}

async function explain(db: Database, typed: string): Promise<string> {
  const { rows } = (await db.execute(sql`explain ${suggestionQuery(suggestionPrefixes(typed), 20)!}`)) as unknown as { rows: Record<string, string>[] };
  return rows.map((row) => `    ${Object.values(row)[0]}`).join('\n');
}

async function run(kind: string, databaseUrl: string | undefined, dataDir: string, rows: ReturnType<typeof generate>, typed: readonly string[]) {
  const config = testConfig({ dataDir, databaseUrl });
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database);
    const loadStarted = performance.now();
    for (let i = 0; i < rows.length; i += BATCH) await database.db.insert(nycAddresses).values(rows.slice(i, i + BATCH));
    await database.db.execute(sql`analyze nyc_addresses`);
    console.log(`${kind}: loaded ${rows.length.toLocaleString('en-US')} addresses in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

    const app = await buildApp({ db: database.db, config, databaseKind: database.kind });
    await app.ready();
    try {
      const account = { fullName: 'Bench', email: `bench-${randomBytes(4).toString('hex')}@example.test`, password: 'correct-horse-battery' };
      await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password } });
      const token = login.json().token as string;
      for (const [who, headers] of [['anonymous', {}], ['signed in', { authorization: `Bearer ${token}` }]] as const) {
        for (const q of typed.slice(0, 50)) await app.inject({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent(q)}`, headers });
        const times: number[] = [];
        let answered = 0;
        for (const q of typed) {
          const started = performance.now();
          const response = await app.inject({ method: 'GET', url: `/api/addresses/suggest?q=${encodeURIComponent(q)}`, headers });
          times.push(performance.now() - started);
          if (response.statusCode !== 200) throw new Error(`suggest "${q}" answered ${response.statusCode}: ${response.body}`);
          if (response.json().length > 0) answered += 1;
        }
        console.log(`${kind}, ${who}: ${typed.length} calls, ${summary(times)}; ${answered} with suggestions`);
      }
      const queryTimes: number[] = [];
      for (const q of typed) {
        const started = performance.now();
        await suggestNycAddresses(database.db, q, 10);
        queryTimes.push(performance.now() - started);
      }
      console.log(`${kind}, NYC address query alone: ${summary(queryTimes)}`);
      console.log(`${kind}: plan of "31-15 ditm":\n${await explain(database.db, '31-15 ditm')}`);
      console.log(`${kind}: plan of "grand conc":\n${await explain(database.db, 'grand conc')}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const rows = generate(ADDRESSES);
  const typed = queries(rows, CALLS);
  const folder = mkdtempSync(join(tmpdir(), 'rei-suggest-bench-'));
  try {
    await run('PGlite', undefined, folder, rows, typed);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set DATABASE_URL to include it)');
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'rei_bench');
  try {
    await run('PostgreSQL', scratch.url, folder, rows, typed);
  } finally {
    await scratch.drop();
  }
}

await main();
