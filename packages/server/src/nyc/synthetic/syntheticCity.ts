/**
 * A synthetic city (issue 30): PLUTO lots, DOF sales, HPD/DOB/ECB violations, tax lien lists,
 * marshal evictions and DOF assessment rolls in the real tables' shapes, from a seeded generator,
 * for the screening benchmark and tests. Nothing in it is a public record, and every piece says so:
 *
 * - each dataset gets a finished `nyc_imports` run with source id `SYNTHETIC_SOURCE_ID` and a
 *   file name starting `synthetic-city`, and every row carries that run's `import_id`;
 * - lots stand on tax blocks 80000–89999 (above any real NYC block, below the demo range), so a
 *   synthetic BBL can never be a real one; record keys start `SYN-`;
 * - PLUTO's version column reads `synthetic`, addresses are on "SYNTHETIC ST".
 *
 * The generator yields one lot at a time and the writer stores a few thousand lots' rows per
 * statement (`BatchWriter`, one array per column), so the whole city (about 860,000 lots,
 * 3 million HPD violations and 1 million sales) is written in modest memory.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { nycAssessments, nycEvictions, nycImports, nycLots, nycSales, nycTaxLiens, nycViolations } from '../../db/schema';
import { BatchWriter, type PendingRow } from '../import/writer';

/** The source id of every import run the generator records: what marks a dataset as synthetic. */
export const SYNTHETIC_SOURCE_ID = 'rei-synthetic';
/** The first tax block of synthetic lots (each block holds 100 lots; 1,000,000 lots end below 90000). */
export const SYNTHETIC_BLOCK_FLOOR = 80_000;
/** The most lots one city may have: the blocks between the floor and the demo range. */
export const SYNTHETIC_LOTS_MAX = 1_000_000;
/** The whole city's size (about PLUTO's lot count). */
export const SYNTHETIC_CITY_LOTS = 860_000;

export type SyntheticBorough = 'MN' | 'BX' | 'BK' | 'QN' | 'SI';

/** One generated lot with every record that stands on it. */
export interface GeneratedLot {
  bbl: string;
  borough: SyntheticBorough;
  zipCode: string;
  buildingClass: string;
  zoning: string;
  ownerType: string;
  ownerName: string;
  units: number;
  yearBuilt: number;
  lotArea: number;
  buildingArea: number;
  assessTotal: number;
  taxClass: string;
  /** Sales, any order; price 0 is a transfer. */
  sales: { date: string; price: number; neighborhood: string }[];
  hpd: { open: boolean; cls: 'A' | 'B' | 'C'; issued: string }[];
  dobOpen: number;
  ecbDue: number[];
  onLienList: boolean;
  evictions: string[];
  /** Whether the lot also has last year's assessment roll (with another tax class). */
  olderRoll: boolean;
}

/** Mulberry32: a small seeded generator, so a seed always builds the same city. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Boroughs with about their share of PLUTO's lots (Queens and Brooklyn hold most). */
const BOROUGH_SHARES: readonly [SyntheticBorough, number][] = [
  ['MN', 0.05],
  ['BX', 0.105],
  ['BK', 0.32],
  ['QN', 0.375],
  ['SI', 0.15],
];
const DIGIT: Record<SyntheticBorough, string> = { MN: '1', BX: '2', BK: '3', QN: '4', SI: '5' };
const ZIPS: Record<SyntheticBorough, readonly string[]> = {
  MN: ['10027', '10031', '10002'],
  BX: ['10454', '10467', '10458'],
  BK: ['11215', '11237', '11221', '11207'],
  QN: ['11103', '11368', '11434', '11385'],
  SI: ['10301', '10314', '10306'],
};
const CLASSES = ['A1', 'A5', 'B1', 'B2', 'B3', 'C0', 'C1', 'C4', 'D1', 'S2', 'K4', 'R4'];
const ZONES = ['R5', 'R6', 'R6A', 'R7-1', 'C4-4A', 'M1-1'];
const HOODS = ['PARK SLOPE', 'BUSHWICK', 'ASTORIA', 'HARLEM', 'MOTT HAVEN'];
const OWNERS = ['SMITH JOHN', 'ACME HOLDINGS LLC', 'NYC HOUSING AUTHORITY', 'GARCIA MARIA', '100% REALTY_CORP'];

/**
 * The lots of a synthetic city, one at a time, the same for the same seed and count. Lot `i`
 * stands on block 80000 + i / 100 (lot 1–100 of it), so BBLs are unique up to 1,000,000 lots.
 * On average a lot has 3.5 HPD violations and 1.16 sales (PLUTO's 860,000 lots: about 3 million
 * violations and 1 million sales).
 *
 * @example
 * [...syntheticLots(2, 30)].map((lot) => lot.bbl) // e.g. ['4800000001', '3800000002']
 */
export function* syntheticLots(count: number, seed = 30): Generator<GeneratedLot> {
  if (!Number.isInteger(count) || count < 0 || count > SYNTHETIC_LOTS_MAX) throw new RangeError(`A synthetic city has 0 to ${SYNTHETIC_LOTS_MAX} lots, not ${count}.`);
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const day = (fromYear: number, toYear: number) => `${int(fromYear, toYear)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const borough = (): SyntheticBorough => {
    let roll = next();
    for (const [code, share] of BOROUGH_SHARES) {
      if (roll < share) return code;
      roll -= share;
    }
    return 'SI';
  };
  for (let index = 0; index < count; index += 1) {
    const where = borough();
    const buildingClass = pick(CLASSES);
    const units = buildingClass.startsWith('A') ? 1 : buildingClass.startsWith('B') ? int(2, 3) : int(2, 40);
    const sales = Array.from({ length: next() < 0.42 ? 0 : int(1, 3) }, () => ({ date: day(2005, 2025), price: next() < 0.2 ? 0 : int(200, 4000) * 1000, neighborhood: pick(HOODS) }));
    yield {
      bbl: `${DIGIT[where]}${String(SYNTHETIC_BLOCK_FLOOR + Math.floor(index / 100)).padStart(5, '0')}${String((index % 100) + 1).padStart(4, '0')}`,
      borough: where,
      zipCode: pick(ZIPS[where]),
      buildingClass,
      zoning: pick(ZONES),
      ownerType: pick(['P', 'P', 'P', 'C', 'X']),
      ownerName: pick(OWNERS),
      units,
      yearBuilt: next() < 0.05 ? 0 : int(1880, 2020),
      lotArea: int(1000, 10000),
      buildingArea: int(800, 60000),
      assessTotal: int(20, 3000) * 1000,
      taxClass: pick(['1', '1A', '2', '2A', '2C', '4']),
      sales,
      hpd: Array.from({ length: next() < 0.5 ? 0 : int(1, 13) }, () => ({ open: next() < 0.6, cls: pick(['A', 'B', 'C'] as const), issued: day(2010, 2025) })),
      dobOpen: next() < 0.3 ? int(1, 3) : 0,
      ecbDue: Array.from({ length: int(0, 2) }, () => (next() < 0.5 ? 0 : int(1, 50) * 100)),
      onLienList: next() < 0.15,
      evictions: Array.from({ length: next() < 0.2 ? int(1, 2) : 0 }, () => day(2017, 2025)),
      olderRoll: next() < 0.25,
    };
  }
}

/** The lot's last market sale (newest at a price of at least $1), as a screen reads it. */
export function lastSaleOf(lot: GeneratedLot): { date: string; price: number } | null {
  const market = lot.sales.filter((sale) => sale.price >= 1).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return market[0] ?? null;
}

/** The datasets a synthetic city fills, with the table each one writes (and its natural key). */
const DATASETS = {
  pluto: { table: nycLots, key: [nycLots.bbl] },
  'rolling-sales': { table: nycSales, key: [nycSales.saleKey] },
  'hpd-violations': { table: nycViolations, key: [nycViolations.source, nycViolations.violationId] },
  'dob-violations': { table: nycViolations, key: [nycViolations.source, nycViolations.violationId] },
  'ecb-violations': { table: nycViolations, key: [nycViolations.source, nycViolations.violationId] },
  'tax-liens': { table: nycTaxLiens, key: [nycTaxLiens.lienKey] },
  evictions: { table: nycEvictions, key: [nycEvictions.evictionKey] },
  'dof-assessments': { table: nycAssessments, key: [nycAssessments.bbl, nycAssessments.fiscalYear, nycAssessments.period] },
} satisfies Record<string, { table: PgTable; key: PgColumn[] }>;
type SyntheticDataset = keyof typeof DATASETS;
export const SYNTHETIC_DATASETS = Object.keys(DATASETS) as SyntheticDataset[];

/** The as-of date every synthetic dataset states. */
const SYNTHETIC_AS_OF = '2025-06-30';
const CLASS_CATEGORY: Record<string, string> = { A: '01 ONE FAMILY DWELLINGS', B: '02 TWO FAMILY DWELLINGS', C: '07 RENTALS - WALKUP APARTMENTS', D: '08 RENTALS - ELEVATOR APARTMENTS' };

/** Every row one lot adds, by dataset. */
function rowsOf(lot: GeneratedLot): Record<SyntheticDataset, Record<string, unknown>[]> {
  const block = Number(lot.bbl.slice(1, 6));
  const lotNumber = Number(lot.bbl.slice(6));
  const address = `${lotNumber} SYNTHETIC ST`;
  return {
    pluto: [
      {
        bbl: lot.bbl,
        borough: lot.borough,
        block,
        lot: lotNumber,
        address,
        zipCode: lot.zipCode,
        buildingClass: lot.buildingClass,
        ownerName: lot.ownerName,
        ownerType: lot.ownerType,
        lotArea: lot.lotArea,
        buildingArea: lot.buildingArea,
        unitsResidential: lot.units,
        unitsTotal: lot.units,
        yearBuilt: lot.yearBuilt,
        assessTotal: String(lot.assessTotal),
        zoneDist1: lot.zoning,
        latitude: 40.6 + (block - SYNTHETIC_BLOCK_FLOOR) / 100_000,
        longitude: -73.95 + lotNumber / 10_000,
        plutoVersion: 'synthetic',
      },
    ],
    'rolling-sales': lot.sales.map((sale, index) => ({
      saleKey: `SYN-${lot.bbl}-${index}`,
      bbl: lot.bbl,
      borough: lot.borough,
      block,
      lot: lotNumber,
      neighborhood: sale.neighborhood,
      buildingClassCategory: CLASS_CATEGORY[lot.buildingClass[0]!] ?? null,
      buildingClassAtPresent: lot.buildingClass,
      buildingClassAtSale: lot.buildingClass,
      taxClassAtPresent: lot.taxClass,
      taxClassAtSale: lot.taxClass,
      address,
      zipCode: lot.zipCode,
      residentialUnits: lot.units,
      totalUnits: lot.units,
      landSquareFeet: lot.lotArea,
      grossSquareFeet: lot.buildingArea,
      yearBuilt: lot.yearBuilt,
      salePrice: String(sale.price),
      saleDate: sale.date,
      dataset: 'rolling-sales',
    })),
    'hpd-violations': lot.hpd.map((violation, index) => ({
      source: 'hpd',
      violationId: `SYN-${lot.bbl}-H${index}`,
      bbl: lot.bbl,
      violationClass: violation.cls,
      status: violation.open ? 'open' : 'closed',
      statusDetail: violation.open ? 'NOV SENT OUT' : 'VIOLATION CLOSED',
      issuedDate: violation.issued,
      description: `synthetic class ${violation.cls} housing-code violation`,
    })),
    'dob-violations': Array.from({ length: lot.dobOpen }, (_, index) => ({ source: 'dob', violationId: `SYN-${lot.bbl}-D${index}`, bbl: lot.bbl, status: 'open' })),
    'ecb-violations': lot.ecbDue.map((due, index) => ({
      source: 'ecb',
      violationId: `SYN-${lot.bbl}-E${index}`,
      bbl: lot.bbl,
      status: due > 0 ? 'open' : 'closed',
      balanceDue: String(due),
    })),
    'tax-liens': lot.onLienList ? [{ lienKey: `SYN-${lot.bbl}-2024`, bbl: lot.bbl, listMonth: '2024-05-01', waterDebtOnly: false, address, zipCode: lot.zipCode }] : [],
    evictions: lot.evictions.map((date, index) => ({ evictionKey: `SYN-${lot.bbl}-${index}`, bbl: lot.bbl, borough: lot.borough, executedDate: date, address })),
    'dof-assessments': [
      // An older roll with another class: only the newest roll counts.
      ...(lot.olderRoll ? [{ bbl: lot.bbl, fiscalYear: '2023', period: '3', taxClass: '4' }] : []),
      { bbl: lot.bbl, fiscalYear: '2024', period: '3', taxClass: lot.taxClass, assessedValueTotal: String(lot.assessTotal), buildingClass: lot.buildingClass, ownerName: lot.ownerName },
    ],
  };
}

/** What storing a city wrote. */
export interface SyntheticCitySummary {
  readonly lots: number;
  readonly rows: Readonly<Record<SyntheticDataset, number>>;
  readonly seconds: number;
}

/** Lots whose rows go to the database together (about 10,000 rows at the city's averages). */
const LOTS_PER_BATCH = 1_500;

/**
 * Stores the lots (any iterable: `syntheticLots(…)` streams them) with one finished import run
 * per dataset marked synthetic (`SYNTHETIC_SOURCE_ID`, a `synthetic-city-…` file name), then
 * analyses the tables. It writes into whatever database it is given: callers keep it away from
 * real data (`rei generate-city` checks the target; tests and benchmarks use scratch databases).
 */
export async function storeSyntheticCity(
  db: Database,
  lots: Iterable<GeneratedLot>,
  options: { label?: string; onProgress?: (lots: number) => void } = {},
): Promise<SyntheticCitySummary> {
  const started = performance.now();
  const label = options.label ?? 'generated';
  const runs = await db
    .insert(nycImports)
    .values(SYNTHETIC_DATASETS.map((dataset) => ({ dataset, sourceId: SYNTHETIC_SOURCE_ID, sourceFile: `synthetic-city-${label}-${dataset}`, sourceDate: SYNTHETIC_AS_OF, status: 'running' })))
    .returning({ id: nycImports.id, dataset: nycImports.dataset });
  const writers = {} as Record<SyntheticDataset, BatchWriter>;
  for (const run of runs) {
    const dataset = run.dataset as SyntheticDataset;
    writers[dataset] = new BatchWriter(db, DATASETS[dataset].table, DATASETS[dataset].key, run.id, 100_000);
  }
  const rows = Object.fromEntries(SYNTHETIC_DATASETS.map((dataset) => [dataset, 0])) as Record<SyntheticDataset, number>;
  let pending = Object.fromEntries(SYNTHETIC_DATASETS.map((dataset) => [dataset, [] as PendingRow[]])) as Record<SyntheticDataset, PendingRow[]>;
  let batchLots = 0;
  let stored = 0;
  const flush = async () => {
    for (const dataset of SYNTHETIC_DATASETS) {
      const batch = pending[dataset];
      if (batch.length === 0) continue;
      const outcome = await writers[dataset].write(batch);
      if (outcome.failed.length > 0) throw new Error(`synthetic ${dataset} rows refused: ${outcome.failed[0]!.reason}`);
      rows[dataset] += outcome.inserted + outcome.updated;
    }
    pending = Object.fromEntries(SYNTHETIC_DATASETS.map((dataset) => [dataset, [] as PendingRow[]])) as Record<SyntheticDataset, PendingRow[]>;
    stored += batchLots;
    batchLots = 0;
    options.onProgress?.(stored);
  };
  for (const lot of lots) {
    const byDataset = rowsOf(lot);
    for (const dataset of SYNTHETIC_DATASETS) for (const row of byDataset[dataset]) pending[dataset].push({ line: stored + batchLots + 1, row, addresses: [] });
    batchLots += 1;
    if (batchLots >= LOTS_PER_BATCH) await flush();
  }
  await flush();
  for (const run of runs) {
    const written = rows[run.dataset as SyntheticDataset];
    await db.execute(sql`update nyc_imports set status = 'finished', finished_at = now(), rows_read = ${written}, rows_inserted = ${written} where id = ${run.id}`);
  }
  // Fresh statistics (and, on PostgreSQL, a visibility map for index-only scans) before anything reads the city.
  await db.execute(sql`vacuum analyze nyc_lots, nyc_sales, nyc_violations, nyc_tax_liens, nyc_evictions, nyc_assessments`);
  return { lots: stored, rows, seconds: (performance.now() - started) / 1000 };
}

/** What in a database would be mixed with a synthetic city: its users, real imports, lots already there. */
export interface SyntheticTargetCheck {
  readonly users: number;
  readonly realImports: number;
  readonly lots: number;
}

/** Counts what `rei generate-city` refuses to write beside. */
export async function checkSyntheticTarget(db: Database): Promise<SyntheticTargetCheck> {
  const result = await db.execute<{ users: number; real_imports: number; lots: number }>(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from nyc_imports where source_id <> ${SYNTHETIC_SOURCE_ID}) as real_imports,
    (select count(*)::int from (select 1 from nyc_lots limit 1) any_lot) as lots`);
  const row = ((result as unknown as { rows: { users: number; real_imports: number; lots: number }[] }).rows ?? [])[0];
  return { users: Number(row?.users ?? 0), realImports: Number(row?.real_imports ?? 0), lots: Number(row?.lots ?? 0) };
}

/** Whether an import run is one of a synthetic city's (its data is not a public record). */
export function isSyntheticImport(run: { sourceId: string }): boolean {
  return run.sourceId === SYNTHETIC_SOURCE_ID;
}
