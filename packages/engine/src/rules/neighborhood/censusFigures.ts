import { dec, decZero, toPercent } from '../../money/decimal';

/** The ACS education counts (table B15003) of the population 25 and over. */
export interface EducationCounts {
  /** B15003_001E: everyone 25 and over. */
  readonly population25Plus: number | null;
  /** B15003_022E … 025E: bachelor's, master's, professional school and doctorate degrees. */
  readonly bachelors: number | null;
  readonly masters: number | null;
  readonly professional: number | null;
  readonly doctorate: number | null;
}

/**
 * Share of residents 25 and over holding a bachelor's degree or higher, in percent units
 * (4 decimals): (bachelor's + master's + professional + doctorate) ÷ population 25+ × 100.
 * Null when the population is missing or zero or a degree count is missing (no estimate is
 * better than a wrong one). Counts above the population are capped at 100 %.
 *
 * @example
 * bachelorsOrHigherShare({ population25Plus: 2000, bachelors: 500, masters: 200, professional: 40, doctorate: 10 }) // 37.5
 */
export function bachelorsOrHigherShare(counts: EducationCounts): number | null {
  const { population25Plus, bachelors, masters, professional, doctorate } = counts;
  const parts = [bachelors, masters, professional, doctorate];
  if (population25Plus === null || !(population25Plus > 0) || parts.some((part) => part === null || !Number.isFinite(part))) return null;
  const degrees = parts.reduce((sum, part) => sum.plus(Math.max(0, part!)), decZero);
  const share = degrees.div(dec(population25Plus));
  return toPercent(share.greaterThan(1) ? 1 : share);
}

/** A point on the earth in degrees. */
export interface LatLon {
  readonly latitude: number;
  readonly longitude: number;
}

/** Mean radius of the earth in miles. */
const EARTH_RADIUS_MILES = 3958.8;

/**
 * Great-circle distance between two points in miles (haversine formula), rounded to
 * 4 decimals; used for "schools within half a mile" and "complaints within a quarter mile".
 *
 * @example
 * distanceMiles({ latitude: 40.7484, longitude: -73.9857 }, { latitude: 40.7527, longitude: -73.9772 }) // ≈ 0.5224
 */
export function distanceMiles(from: LatLon, to: LatLon): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(miles * 10_000) / 10_000;
}
