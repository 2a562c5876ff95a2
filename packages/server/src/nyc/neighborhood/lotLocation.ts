/**
 * Where a lot is: its centroid and census tract from PLUTO — the imported row (`nyc_lots`,
 * with `bct2020` / `ct2010` among the columns kept as published) or, when the lot was never
 * imported, NYC Open Data's PLUTO (64uk-42ks) live.
 */
import { eq } from 'drizzle-orm';
import { nycDataset, type BoroughCode } from '@rei/engine';
import type { Database } from '../../db/client';
import { nycLots } from '../../db/schema';
import { boroughOfBbl } from '../enrichment/bbl';
import type { SodaClient } from '../soda/client';
import { tractFromPluto, type CensusTract } from './tract';

export interface LotLocation {
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly tract: CensusTract | null;
  /** Where the location came from. */
  readonly from: 'imported' | 'live' | 'none';
}

const numberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed !== 0 ? parsed : null;
};

/** The lot's centroid and tract, imported first, else live; `from: 'none'` when neither knows the lot. */
export async function lotLocation(db: Database, soda: SodaClient | null, bbl: string): Promise<LotLocation> {
  const borough = boroughOfBbl(bbl) as BoroughCode;
  const [row] = await db
    .select({ latitude: nycLots.latitude, longitude: nycLots.longitude, extra: nycLots.extra })
    .from(nycLots)
    .where(eq(nycLots.bbl, bbl));
  if (row && row.latitude !== null && row.longitude !== null) {
    const extra = row.extra ?? {};
    const pick = (...names: string[]) => names.map((name) => extra[name]).find((value) => value !== undefined) ?? null;
    return {
      latitude: row.latitude,
      longitude: row.longitude,
      tract: tractFromPluto({ borough, bct2020: pick('bct2020', 'BCT2020'), ct2010: pick('ct2010', 'CT2010') }),
      from: 'imported',
    };
  }
  if (!soda) return { latitude: null, longitude: null, tract: null, from: 'none' };
  const answer = await soda.query(nycDataset('pluto').sodaIds[0]!, {
    select: 'latitude, longitude, bct2020, ct2010',
    filters: { borough, block: String(Number(bbl.slice(1, 6))), lot: String(Number(bbl.slice(6))) },
    limit: 1,
  });
  const live = answer.rows[0];
  if (!live) return { latitude: null, longitude: null, tract: null, from: 'none' };
  const asText = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    latitude: numberOrNull(live.latitude),
    longitude: numberOrNull(live.longitude),
    tract: tractFromPluto({ borough, bct2020: asText(live.bct2020), ct2010: asText(live.ct2010) }),
    from: 'live',
  };
}
