/**
 * A small generated city for the screening tests: lots, sales, violations, liens, evictions and
 * assessment rolls in the tables' real shapes, from a seeded generator, with the same facts kept
 * in memory so each test can compute the answer a count must give. Blocks 80000–80999: inside
 * the real range (below the demo floor) and far above any real NYC block, so no starter sale
 * ever lands on them.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { nycAssessments, nycEvictions, nycImports, nycLots, nycSales, nycTaxLiens, nycViolations } from '../src/db/schema';

export interface GeneratedLot {
  bbl: string;
  borough: 'MN' | 'BX' | 'BK' | 'QN' | 'SI';
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
  hpd: { open: boolean; cls: 'A' | 'B' | 'C' }[];
  dobOpen: number;
  ecbDue: number[];
  onLienList: boolean;
  evictions: string[];
}

/** Mulberry32: a small seeded generator, so every run builds the same city. */
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

const BOROUGHS = ['MN', 'BX', 'BK', 'QN', 'SI'] as const;
const DIGIT = { MN: '1', BX: '2', BK: '3', QN: '4', SI: '5' } as const;
const CLASSES = ['A1', 'A5', 'B1', 'B2', 'B3', 'C0', 'C1', 'C4', 'D1', 'S2', 'K4', 'R4'];
const ZONES = ['R5', 'R6', 'R6A', 'R7-1', 'C4-4A', 'M1-1'];
const HOODS = ['PARK SLOPE', 'BUSHWICK', 'ASTORIA', 'HARLEM', 'MOTT HAVEN'];
const OWNERS = ['SMITH JOHN', 'ACME HOLDINGS LLC', 'NYC HOUSING AUTHORITY', 'GARCIA MARIA', '100% REALTY_CORP'];

export function generateCity(count: number, seed = 30): GeneratedLot[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const day = (fromYear: number, toYear: number) => `${int(fromYear, toYear)}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`;
  const lots: GeneratedLot[] = [];
  for (let index = 0; index < count; index += 1) {
    const borough = pick(BOROUGHS);
    const buildingClass = pick(CLASSES);
    const units = buildingClass.startsWith('A') ? 1 : buildingClass.startsWith('B') ? int(2, 3) : int(2, 40);
    const sales = Array.from({ length: int(0, 3) }, () => ({ date: day(2005, 2025), price: next() < 0.2 ? 0 : int(200, 4000) * 1000, neighborhood: pick(HOODS) }));
    lots.push({
      // Block 80000 + index / 100, lot 1–100: unique BBLs for up to 1,000,000 lots, all below the demo floor.
      bbl: `${DIGIT[borough]}${String(80000 + Math.floor(index / 100)).padStart(5, '0')}${String((index % 100) + 1).padStart(4, '0')}`,
      borough,
      zipCode: pick(['10027', '11215', '11237', '11103', '10454', '10301']),
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
      hpd: Array.from({ length: int(0, 5) }, () => ({ open: next() < 0.6, cls: pick(['A', 'B', 'C'] as const) })),
      dobOpen: next() < 0.3 ? int(1, 3) : 0,
      ecbDue: Array.from({ length: int(0, 2) }, () => (next() < 0.5 ? 0 : int(1, 50) * 100)),
      onLienList: next() < 0.15,
      evictions: Array.from({ length: next() < 0.2 ? int(1, 2) : 0 }, () => day(2017, 2025)),
    });
  }
  return lots;
}

/** The lot's last market sale (newest at a price of at least $1), as the screen reads it. */
export function lastSaleOf(lot: GeneratedLot): { date: string; price: number } | null {
  const market = lot.sales.filter((sale) => sale.price >= 1).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return market[0] ?? null;
}

const BATCH = 1_000;
async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Stores the city and one finished import per dataset it fills (in batches of 1,000 rows). */
export async function storeCity(db: Database, lots: readonly GeneratedLot[]): Promise<void> {
  const datasets = ['pluto', 'rolling-sales', 'hpd-violations', 'ecb-violations', 'dob-violations', 'tax-liens', 'evictions', 'dof-assessments'];
  await db.insert(nycImports).values(datasets.map((dataset) => ({ dataset, sourceId: 'generated', sourceFile: `generated-${dataset}.csv`, sourceDate: '2025-06-30', status: 'finished', finishedAt: new Date() })));
  await inBatches(
    lots.map((lot) => ({
      bbl: lot.bbl,
      borough: lot.borough,
      block: Number(lot.bbl.slice(1, 6)),
      lot: Number(lot.bbl.slice(6)),
      address: `${lot.bbl.slice(6)} GENERATED STREET`,
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
      latitude: 40.6 + Number(lot.bbl.slice(3, 6)) / 10_000,
      longitude: -73.95,
    })),
    (batch) => db.insert(nycLots).values(batch),
  );
  const sales = lots.flatMap((lot) =>
    lot.sales.map((sale, index) => ({
      saleKey: `${lot.bbl}-${index}`,
      bbl: lot.bbl,
      borough: lot.borough,
      block: Number(lot.bbl.slice(1, 6)),
      lot: Number(lot.bbl.slice(6)),
      neighborhood: sale.neighborhood,
      salePrice: String(sale.price),
      saleDate: sale.date,
      dataset: 'rolling-sales',
    })),
  );
  await inBatches(sales, (batch) => db.insert(nycSales).values(batch));
  const violations = lots.flatMap((lot) => [
    ...lot.hpd.map((v, index) => ({ source: 'hpd', violationId: `${lot.bbl}-h${index}`, bbl: lot.bbl, violationClass: v.cls, status: v.open ? 'open' : 'closed' })),
    ...Array.from({ length: lot.dobOpen }, (_, index) => ({ source: 'dob', violationId: `${lot.bbl}-d${index}`, bbl: lot.bbl, status: 'open' })),
    ...lot.ecbDue.map((due, index) => ({ source: 'ecb', violationId: `${lot.bbl}-e${index}`, bbl: lot.bbl, status: due > 0 ? 'open' : 'closed', balanceDue: String(due) })),
  ]);
  await inBatches(violations, (batch) => db.insert(nycViolations).values(batch));
  const liens = lots.filter((lot) => lot.onLienList).map((lot) => ({ lienKey: `${lot.bbl}-2024`, bbl: lot.bbl, listMonth: '2024-05-01', waterDebtOnly: false }));
  await inBatches(liens, (batch) => db.insert(nycTaxLiens).values(batch));
  const evictions = lots.flatMap((lot) => lot.evictions.map((date, index) => ({ evictionKey: `${lot.bbl}-${index}`, bbl: lot.bbl, executedDate: date })));
  await inBatches(evictions, (batch) => db.insert(nycEvictions).values(batch));
  await inBatches(
    lots.flatMap((lot) => [
      // An older roll with another class: only the newest roll counts.
      { bbl: lot.bbl, fiscalYear: '2023', period: '3', taxClass: '4' },
      { bbl: lot.bbl, fiscalYear: '2024', period: '3', taxClass: lot.taxClass },
    ]),
    (batch) => db.insert(nycAssessments).values(batch),
  );
  await db.execute(sql`analyze`);
}
