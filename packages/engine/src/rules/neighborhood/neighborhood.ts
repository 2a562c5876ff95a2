import { EngineInputError } from '../../errors/EngineInputError';
import { boroughCode, type BoroughCode } from '../../domain/borough';
import type { CensusData, CrimeData, SchoolData, SexOffenderData } from '../../domain/neighborhood';

/**
 * The four neighborhood quality meters of the property detail page.
 *
 * Every meter reports a level label, a tone for its colour and a `score` from 0 to 100
 * for the gauge, where 100 is the best reading for an investor (little crime, few
 * offenders, light traffic, very walkable). Levels follow the product's thresholds
 * exactly; the score moves continuously inside each level so that two properties in the
 * same level can still be told apart.
 */

export type MeterTone = 'good' | 'ok' | 'warn' | 'bad';

export interface NeighborhoodMeter<L extends string = string> {
  readonly level: L;
  /** 0 (worst) to 100 (best), whole number. */
  readonly score: number;
  readonly tone: MeterTone;
}

export const CRIME_LEVELS = ['Low Risk', 'Average', 'Moderate Risk', 'High Risk'] as const;
export type CrimeLevel = (typeof CRIME_LEVELS)[number];
export const OFFENDER_LEVELS = ['Low', 'Average', 'Moderate', 'High Alert'] as const;
export type OffenderLevel = (typeof OFFENDER_LEVELS)[number];
export const TRAFFIC_LEVELS = ['Light', 'Moderate', 'Heavy', 'Congested'] as const;
export type TrafficLevel = (typeof TRAFFIC_LEVELS)[number];
export const WALK_LEVELS = ['Excellent', 'Good', 'Limited'] as const;
export type WalkLevel = (typeof WALK_LEVELS)[number];

const TONES_BEST_FIRST: readonly MeterTone[] = ['good', 'ok', 'warn', 'bad'];

/** Crimes a year above which the level worsens: Average, Moderate Risk, High Risk. */
export const CRIME_THRESHOLDS = [400, 800, 1200] as const;
/** Registered offenders above which the level worsens: Average, Moderate, High Alert. */
export const OFFENDER_THRESHOLDS = [5, 10, 20] as const;
/** Population density (people per square mile) above which traffic outside MN/BK/QN is Congested. */
export const CONGESTED_DENSITY = 50_000;

/**
 * Level index (0 best … 3 worst) and a gauge score for a "more is worse" count with
 * three thresholds t1 < t2 < t3: each level spans a quarter of the gauge, from 100 at 0
 * down to 0 at 2·t3 − t2 (one more level width past the last threshold).
 */
function countMeter(value: number, [t1, t2, t3]: readonly [number, number, number], field: string): { index: number; score: number } {
  if (Number.isNaN(value)) throw new EngineInputError('neighborhood meter', [{ field, message: 'must be a number' }]);
  const v = Math.max(0, value);
  const bounds = [0, t1, t2, t3, t3 + (t3 - t2)];
  const index = v > t3 ? 3 : v > t2 ? 2 : v > t1 ? 1 : 0;
  const low = bounds[index] as number;
  const high = bounds[index + 1] as number;
  const within = Math.min(1, (v - low) / (high - low));
  const score = Math.round(100 - 25 * (index + within));
  return { index, score: Math.max(0, score) };
}

/**
 * Crime meter from reported crimes a year around the property: above 1,200 High Risk;
 * above 800 Moderate Risk; above 400 Average; otherwise Low Risk. Score 100 at no crime,
 * 75 at 400, 50 at 800, 25 at 1,200, 0 from 1,600. NaN throws `EngineInputError`.
 *
 * @example
 * crimeMeter(650) // { level: 'Average', score: 59, tone: 'ok' }
 */
export function crimeMeter(totalCrimes: number): NeighborhoodMeter<CrimeLevel> {
  const { index, score } = countMeter(totalCrimes, CRIME_THRESHOLDS, 'totalCrimes');
  return { level: CRIME_LEVELS[index] as CrimeLevel, score, tone: TONES_BEST_FIRST[index] as MeterTone };
}

/**
 * Sex-offender meter from the registered offenders nearby: above 20 High Alert; above 10
 * Moderate; above 5 Average; otherwise Low. Score 100 at none, 75 at 5, 50 at 10, 25 at
 * 20, 0 from 30.
 *
 * @example
 * offenderMeter(3) // { level: 'Low', score: 85, tone: 'good' }
 */
export function offenderMeter(totalOffenders: number): NeighborhoodMeter<OffenderLevel> {
  const { index, score } = countMeter(totalOffenders, OFFENDER_THRESHOLDS, 'totalOffenders');
  return { level: OFFENDER_LEVELS[index] as OffenderLevel, score, tone: TONES_BEST_FIRST[index] as MeterTone };
}

const TRAFFIC_SCORES: Readonly<Record<TrafficLevel, number>> = { Light: 90, Moderate: 60, Heavy: 35, Congested: 15 };
const TRAFFIC_TONES: Readonly<Record<TrafficLevel, MeterTone>> = { Light: 'good', Moderate: 'ok', Heavy: 'warn', Congested: 'bad' };

export interface TrafficInput {
  /** Borough code or name ('MN', 'Brooklyn'). */
  readonly borough?: string | null;
  /** People per square mile. */
  readonly populationDensity?: number | null;
}

/**
 * Traffic meter: Manhattan is Heavy; Brooklyn and Queens Moderate; elsewhere a
 * population density above 50,000 per square mile is Congested, otherwise Light.
 *
 * @example
 * trafficMeter({ borough: 'MN' }).level // 'Heavy'
 * trafficMeter({ borough: 'BX', populationDensity: 60_000 }).level // 'Congested'
 */
export function trafficMeter(input: TrafficInput): NeighborhoodMeter<TrafficLevel> {
  const code = boroughCode(input.borough);
  const density = input.populationDensity ?? 0;
  let level: TrafficLevel;
  if (code === 'MN') level = 'Heavy';
  else if (code === 'BK' || code === 'QN') level = 'Moderate';
  else if (Number.isFinite(density) && density > CONGESTED_DENSITY) level = 'Congested';
  else level = 'Light';
  return { level, score: TRAFFIC_SCORES[level], tone: TRAFFIC_TONES[level] };
}

const WALK_SCORES: Readonly<Record<WalkLevel, number>> = { Excellent: 90, Good: 65, Limited: 30 };
const WALK_TONES: Readonly<Record<WalkLevel, MeterTone>> = { Excellent: 'good', Good: 'ok', Limited: 'warn' };

export interface WalkInput {
  /** Public transit is used in the area (census commuters by transit above 0). */
  readonly hasPublicTransit: boolean;
  /** Borough code or name. */
  readonly borough?: string | null;
  /** School data was found for the area. */
  readonly hasSchoolData: boolean;
}

/**
 * Walkability meter: Excellent needs public transit, a Brooklyn or Manhattan address
 * and school data; Good needs transit or Brooklyn/Manhattan; otherwise Limited.
 *
 * @example
 * walkMeter({ hasPublicTransit: true, borough: 'BK', hasSchoolData: true }).level // 'Excellent'
 */
export function walkMeter(input: WalkInput): NeighborhoodMeter<WalkLevel> {
  const code = boroughCode(input.borough);
  const central = code === 'BK' || code === 'MN';
  let level: WalkLevel;
  if (input.hasPublicTransit && central && input.hasSchoolData) level = 'Excellent';
  else if (input.hasPublicTransit || central) level = 'Good';
  else level = 'Limited';
  return { level, score: WALK_SCORES[level], tone: WALK_TONES[level] };
}

/** What the four meters read from a property's neighborhood data. */
export interface NeighborhoodInput {
  readonly borough?: BoroughCode | string | null;
  readonly censusData?: Pick<CensusData, 'populationDensity' | 'transportation'> | null;
  readonly schools?: readonly Pick<SchoolData, 'name'>[] | null;
  readonly crimeData?: Pick<CrimeData, 'totalCrimes'> | null;
  readonly sexOffenderData?: Pick<SexOffenderData, 'total'> | null;
}

export interface NeighborhoodMeters {
  readonly walk: NeighborhoodMeter<WalkLevel>;
  readonly traffic: NeighborhoodMeter<TrafficLevel>;
  /** `null` when no crime data was found. */
  readonly crime: NeighborhoodMeter<CrimeLevel> | null;
  /** `null` when no offender data was found. */
  readonly offender: NeighborhoodMeter<OffenderLevel> | null;
}

/**
 * All four meters for a property's neighborhood data. Walk and traffic always have a
 * reading (they fall back on the borough); crime and offenders are `null` without data.
 */
export function neighborhoodMeters(data: NeighborhoodInput): NeighborhoodMeters {
  const transit = data.censusData?.transportation?.publicTransit;
  const totalCrimes = data.crimeData?.totalCrimes;
  const offenders = data.sexOffenderData?.total;
  return {
    walk: walkMeter({
      hasPublicTransit: typeof transit === 'number' && transit > 0,
      borough: data.borough,
      hasSchoolData: (data.schools?.length ?? 0) > 0,
    }),
    traffic: trafficMeter({ borough: data.borough, populationDensity: data.censusData?.populationDensity }),
    crime: typeof totalCrimes === 'number' && Number.isFinite(totalCrimes) ? crimeMeter(totalCrimes) : null,
    offender: typeof offenders === 'number' && Number.isFinite(offenders) ? offenderMeter(offenders) : null,
  };
}
