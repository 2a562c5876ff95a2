/**
 * Schools near a lot from the DOE's school locations on NYC Open Data (wg9x-4ke6, "2019 - 2020
 * School Locations": `location_name`, `primary_address_line_1`, `grades_final_text`,
 * `location_category_description`, `latitude`, `longitude`). SODA is asked for a box around the
 * lot; the distance is measured here and only schools inside the radius are kept, nearest first.
 */
import { distanceMiles } from '@rei/engine';
import type { SodaClient } from '../soda/client';

export const DOE_SCHOOLS = { id: 'wg9x-4ke6', title: 'DOE 2019–2020 School Locations' } as const;

export const SCHOOL_RADIUS_MILES = 0.5;
/** Most schools listed. */
export const SCHOOLS_SHOWN = 6;

export interface NearbySchool {
  readonly name: string;
  readonly address: string | null;
  readonly grades: string | null;
  readonly type: string | null;
  readonly distanceMiles: number;
}

const text = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
};

/** The schools within `radiusMiles` of the point, nearest first (at most `SCHOOLS_SHOWN`). */
export async function schoolsNear(
  soda: SodaClient,
  point: { latitude: number; longitude: number },
  radiusMiles = SCHOOL_RADIUS_MILES,
): Promise<{ schools: NearbySchool[]; fetchedAt: Date }> {
  if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) throw new Error('the lot has no coordinates');
  // Degrees of latitude are ~69 miles; of longitude ~69·cos(latitude).
  const dLat = radiusMiles / 69;
  const dLon = radiusMiles / (69 * Math.cos((point.latitude * Math.PI) / 180));
  const answer = await soda.query(DOE_SCHOOLS.id, {
    select: 'location_name, primary_address_line_1, grades_final_text, location_category_description, latitude, longitude',
    where:
      `latitude between ${(point.latitude - dLat).toFixed(6)} and ${(point.latitude + dLat).toFixed(6)} ` +
      `AND longitude between ${(point.longitude - dLon).toFixed(6)} and ${(point.longitude + dLon).toFixed(6)}`,
    limit: 200,
  });
  const schools: NearbySchool[] = [];
  for (const row of answer.rows) {
    const name = text(row.location_name);
    const latitude = Number(row.latitude);
    const longitude = Number(row.longitude);
    if (!name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const distance = distanceMiles(point, { latitude, longitude });
    if (distance > radiusMiles) continue;
    schools.push({
      name,
      address: text(row.primary_address_line_1),
      grades: text(row.grades_final_text),
      type: text(row.location_category_description),
      distanceMiles: Math.round(distance * 100) / 100,
    });
  }
  schools.sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name));
  return { schools: schools.slice(0, SCHOOLS_SHOWN), fetchedAt: answer.fetchedAt };
}
