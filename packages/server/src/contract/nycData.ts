/**
 * What the public record says about a lot, as GET /api/properties/search and
 * GET /api/properties/bbl/{bbl} answer it under `nycData`: lot facts, owners, assessments,
 * zoning, violations and permits, 311 complaints, evictions, liens, the last sale and comparable
 * sales, each block with the dataset it came from and that dataset's as-of date. The shapes are
 * the engine's (`@rei/engine` domain/nycRecord.ts declares them once); a block the data does not
 * have is null, and an empty list means "looked, found none".
 */
import { PROPERTY_SOURCES, nycFreshnessRowSchema, nycRecordSchema, type NycRecord } from '@rei/engine';
import { z } from 'zod';
import { propertyResponseSchema } from './properties';

export {
  nycComparableSchema,
  nycComparablesSchema,
  nycEvictionDetailsSchema,
  nycForeclosureDetailsSchema,
  nycFreshnessRowSchema,
  nycLastSaleSchema,
  nycOwnerSchema,
  nycPermitSchema,
  nycProvenanceSchema,
  nycTaxLienDetailsSchema,
  nycViolationSchema,
  nycWaterLienSchema,
  type NycFreshnessRow,
  type NycProvenance,
} from '@rei/engine';

/** Everything the record holds about one lot (the API's name for the engine's `nycRecordSchema`). */
export const nycPropertyDataSchema = nycRecordSchema;
export type NycPropertyData = NycRecord;

/**
 * GET /api/properties/search and GET /api/properties/bbl/{bbl}: a stored property (id set) or
 * a lot known only from NYC data (id, userId, organizationId null), with its public record.
 */
/**
 * The unit of a lot found: `condo-lot` — the unit is its own tax lot (a condominium unit; the
 * BBL is the unit's); `apartment` — the unit typed is no lot of its own in the data (a co-op or
 * rental apartment; the BBL is the building's). `asked` is the unit typed, null when none was.
 */
export const lotUnitSchema = z.object({
  designator: z.string(),
  kind: z.enum(['condo-lot', 'apartment']),
  asked: z.string().nullable(),
});
export type LotUnit = z.infer<typeof lotUnitSchema>;

export const propertySearchResponseSchema = propertyResponseSchema.extend({
  id: z.number().int().positive().nullable(),
  userId: z.number().int().positive().nullable(),
  organizationId: z.number().int().positive().nullable(),
  /** `portfolio` (the caller's organizations), `demo` (seeded demo data) or `nyc` (public record only). */
  source: z.enum(PROPERTY_SOURCES),
  nycData: z.nullable(nycPropertyDataSchema),
  /** The unit the lot is or the apartment typed (public-record lots only); absent or null when none. */
  unit: lotUnitSchema.nullable().optional(),
});
export type PropertySearchResponse = z.infer<typeof propertySearchResponseSchema>;

/** GET /api/properties/bbl/{bbl} path. */
export const bblParamsSchema = z.object({
  bbl: z.string().trim().regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL: borough 1–5, 5-digit block, 4-digit lot'),
});

/** GET /api/properties/bbl/{bbl} query: the apartment of the building's lot a link names (a condominium unit's own lot names itself). */
export const bblQuerySchema = z.object({
  unit: z.string().trim().regex(/^[A-Za-z0-9-]{1,8}$/, 'must be an apartment of 1 to 8 letters, digits or "-", e.g. 3C').optional(),
});

/** GET /api/nyc/freshness: every dataset of `rei import`, in `--help` order, with its newest finished import. */
export const nycFreshnessResponseSchema = z.array(nycFreshnessRowSchema);
export type NycFreshnessResponse = z.infer<typeof nycFreshnessResponseSchema>;
