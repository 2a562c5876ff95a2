/**
 * Crime around a lot from NYPD Complaint Data Historic (qgea-i56i on NYC Open Data): complaints
 * whose location lies within a radius of the lot's centroid (SoQL `within_circle` on `lat_lon`),
 * by year and law category, for the last full calendar years. The newest year with any
 * complaint is the figure; the historic file is published a few months after a year closes.
 */
import type { SodaClient } from '../soda/client';

export const NYPD_HISTORIC = { id: 'qgea-i56i', title: 'NYPD Complaint Data Historic' } as const;

/** A quarter mile in metres (what `within_circle` takes). */
export const CRIME_RADIUS_MILES = 0.25;
const METRES_PER_MILE = 1609.344;

export interface CrimeCounts {
  readonly year: number;
  readonly totalCrimes: number;
  readonly felonies: number;
  readonly misdemeanors: number;
  readonly violations: number;
}

/** Coordinates as a SoQL number literal: finite and inside the valid range, or an error. */
function coordinate(value: number, limit: number, name: string): string {
  if (!Number.isFinite(value) || Math.abs(value) > limit) throw new Error(`${name} ${value} is not a coordinate`);
  return value.toFixed(6);
}

/**
 * Complaints within `radiusMiles` of the point in the newest of the two calendar years before
 * `today`'s year that has any, or null when neither has one.
 */
export async function complaintsAround(
  soda: SodaClient,
  point: { latitude: number; longitude: number },
  today: Date,
  radiusMiles = CRIME_RADIUS_MILES,
): Promise<{ counts: CrimeCounts | null; fetchedAt: Date }> {
  const lastYear = today.getUTCFullYear() - 1;
  const firstYear = lastYear - 1;
  const metres = Math.round(radiusMiles * METRES_PER_MILE);
  const answer = await soda.query(NYPD_HISTORIC.id, {
    select: 'date_extract_y(cmplnt_fr_dt) AS year, law_cat_cd, count(*) AS total',
    where:
      `within_circle(lat_lon, ${coordinate(point.latitude, 90, 'latitude')}, ${coordinate(point.longitude, 180, 'longitude')}, ${metres}) ` +
      `AND cmplnt_fr_dt >= '${firstYear}-01-01T00:00:00' AND cmplnt_fr_dt < '${lastYear + 1}-01-01T00:00:00'`,
    group: 'year, law_cat_cd',
    limit: 50,
  });
  const byYear = new Map<number, { felonies: number; misdemeanors: number; violations: number; total: number }>();
  for (const row of answer.rows) {
    const year = Number(row.year);
    const total = Number(row.total);
    if (!Number.isInteger(year) || !Number.isFinite(total) || total < 0) continue;
    const entry = byYear.get(year) ?? { felonies: 0, misdemeanors: 0, violations: 0, total: 0 };
    const category = String(row.law_cat_cd ?? '').toUpperCase();
    if (category === 'FELONY') entry.felonies += total;
    else if (category === 'MISDEMEANOR') entry.misdemeanors += total;
    else if (category === 'VIOLATION') entry.violations += total;
    entry.total += total;
    byYear.set(year, entry);
  }
  const year = [...byYear.keys()].filter((y) => y >= firstYear && y <= lastYear && byYear.get(y)!.total > 0).sort((a, b) => b - a)[0];
  if (year === undefined) return { counts: null, fetchedAt: answer.fetchedAt };
  const entry = byYear.get(year)!;
  return {
    counts: { year, totalCrimes: entry.total, felonies: entry.felonies, misdemeanors: entry.misdemeanors, violations: entry.violations },
    fetchedAt: answer.fetchedAt,
  };
}
