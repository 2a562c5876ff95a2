/**
 * GET /api/properties/bbl/{bbl}/neighborhood: the lot's neighbourhood from public sources —
 * NYPD complaints around the lot, DOE schools nearby, the census tract's ACS figures — each
 * with its source and date, or the reason it is missing. The meters are the engine's.
 */
import { nycProvenanceSchema } from '@rei/engine';
import { z } from 'zod';

/** A figure's source: which service and dataset, and whether it answered. */
export const neighborhoodSourceSchema = z.object({
  /** "NYPD Complaint Data Historic (qgea-i56i)". */
  title: z.string(),
  /** `answered`; `not-reachable` (timed out, refused, broken answer); `off` (live lookups off); `no-location` (the lot has no coordinates or tract). */
  status: z.enum(['answered', 'not-reachable', 'off', 'no-location']),
  /** A sentence for the page when status is not `answered`. */
  problem: z.string().nullable(),
  provenance: z.nullable(nycProvenanceSchema),
});
export type NeighborhoodSource = z.infer<typeof neighborhoodSourceSchema>;

export const neighborhoodCrimeSchema = z.object({
  /** Complaints within the radius in `year` (a full calendar year), all law categories. */
  totalCrimes: z.number().int().min(0),
  felonies: z.number().int().min(0),
  misdemeanors: z.number().int().min(0),
  violations: z.number().int().min(0),
  year: z.number().int(),
  /** Radius around the lot's centroid, in miles. */
  radiusMiles: z.number(),
});

export const neighborhoodSchoolSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  grades: z.string().nullable(),
  type: z.string().nullable(),
  /** Straight-line distance from the lot's centroid, in miles. */
  distanceMiles: z.number(),
});

export const neighborhoodCensusSchema = z.object({
  /** "Census Tract 837, Queens County, New York". */
  tractName: z.string(),
  /** ACS 5-year vintage (2022 = 2018–2022). */
  year: z.number().int(),
  totalPopulation: z.number().nullable(),
  /** USD a year. */
  medianIncome: z.number().nullable(),
  totalHousingUnits: z.number().nullable(),
  /** Residents 25 and over with a bachelor's degree or higher, in percent units. */
  bachelorsDegree: z.number().nullable(),
});

const meterSchema = z.object({ level: z.string(), score: z.number(), tone: z.enum(['good', 'ok', 'warn', 'bad']) });

export const neighborhoodResponseSchema = z.object({
  bbl: z.string(),
  borough: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  crime: z.object({ data: neighborhoodCrimeSchema.nullable(), source: neighborhoodSourceSchema }),
  schools: z.object({ data: z.array(neighborhoodSchoolSchema).nullable(), radiusMiles: z.number(), source: neighborhoodSourceSchema }),
  census: z.object({ data: neighborhoodCensusSchema.nullable(), source: neighborhoodSourceSchema }),
  /** No public source lists registered sex offenders by location in NYC data; said so instead of a number. */
  sexOffenders: z.object({ data: z.null(), note: z.string() }),
  /** The engine's meters from these figures; a meter without its figure is null. */
  meters: z.object({
    walk: meterSchema,
    traffic: meterSchema,
    crime: meterSchema.nullable(),
    offender: meterSchema.nullable(),
  }),
  /** What each meter assumed, in a sentence per meter. */
  assumptions: z.array(z.string()),
});
export type NeighborhoodResponse = z.infer<typeof neighborhoodResponseSchema>;
