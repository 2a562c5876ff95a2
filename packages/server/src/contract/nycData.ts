/**
 * What the public record says about a lot, as GET /api/properties/search and
 * GET /api/properties/bbl/{bbl} answer it (spec 2 §3: lot facts, owner, assessments, zoning,
 * violations and permits, 311, evictions, liens, last sale, comparables). Every block names
 * the dataset it came from and that dataset's as-of date, so the UI can show provenance.
 * A block the data does not have is null (never invented); an empty list means "looked, none".
 */
import { z } from 'zod';
import { BOROUGH_CODES, propertyResponseSchema } from './properties';

const t = () => z.string().nullable();
const n = () => z.number().nullable();

/** Where a block of data came from. */
export const nycProvenanceSchema = z.object({
  /** Dataset key of `rei import` (`pluto`, `rolling-sales`, …) or `soda:<id>` for the live source. */
  dataset: z.string(),
  /** NYC Open Data id or origin ("64uk-42ks"). */
  sourceId: z.string(),
  /** Human title ("PLUTO", "DOF Rolling Sales"). */
  title: z.string(),
  /** The data's as-of date (YYYY-MM-DD): newest record date in the imported file, or the fetch date. */
  asOf: t(),
  /** When it was imported or fetched (ISO timestamp). */
  retrievedAt: t(),
});
export type NycProvenance = z.infer<typeof nycProvenanceSchema>;

export const nycViolationSchema = z.object({
  /** `hpd`, `ecb` or `dob`. */
  source: z.enum(['hpd', 'ecb', 'dob']),
  id: z.string(),
  violationClass: t(),
  status: z.enum(['open', 'closed']),
  statusDetail: t(),
  issuedDate: t(),
  description: t(),
  balanceDue: n(),
});

export const nycPermitSchema = z.object({
  source: z.enum(['dob-bis', 'dob-now']),
  jobId: z.string(),
  jobType: t(),
  status: t(),
  filedDate: t(),
  description: t(),
  initialCost: n(),
});

/** Spec 2 §3 Comparable, plus where it came from. */
export const nycComparableSchema = z.object({
  address: z.string(),
  bbl: z.string(),
  neighborhood: t(),
  saleDate: z.string(),
  salePrice: z.number(),
  squareFeet: n(),
  pricePerSqFt: n(),
  /** Miles between lot centroids when both have coordinates; else null. */
  distance: n(),
  buildingClass: t(),
  units: n(),
  lotSize: n(),
  taxClass: t(),
  yearBuilt: n(),
});

export const nycComparablesSchema = z.object({
  /** Spec 2 §6 criteria text, as applied (e.g. "same neighbourhood and building class, last 5 years, …"). */
  criteria: z.string(),
  comparables: z.array(nycComparableSchema),
  analysis: z.object({ totalFound: z.number().int(), afterFiltering: z.number().int() }),
  summary: z.object({ avgPricePerSqFt: n(), avgSalePrice: n() }),
  provenance: nycProvenanceSchema,
});

export const nycEvictionDetailsSchema = z.object({
  count: z.number().int(),
  filings: z.array(
    z.object({ executedDate: t(), marshalName: t(), docket: t(), apartmentNumber: t(), status: t() }),
  ),
  provenance: nycProvenanceSchema,
});

/** Spec 2 §3 taxLienDetails from the DOF lien sale lists (newest list first). */
export const nycTaxLienDetailsSchema = z.object({
  /** The lien sale lists do not publish amounts: null. */
  lienAmount: n(),
  filedDate: t(),
  collector: t(),
  taxYear: t(),
  status: z.string(),
  cycle: t(),
  provenance: nycProvenanceSchema,
});

/** Spec 2 §3 WaterLiens: lien-sale entries flagged "Water Debt Only". */
export const nycWaterLienSchema = z.object({ amount: n(), type: z.string(), period: t(), status: z.string() });

/** Spec 2 §3 foreclosureDetails from ACRIS (lis pendens / foreclosure documents on the lot). */
export const nycForeclosureDetailsSchema = z.object({
  creditor: t(),
  debtor: t(),
  lienAmount: n(),
  noticeDate: t(),
  status: z.string(),
  documentType: t(),
  provenance: nycProvenanceSchema,
});

export const nycOwnerSchema = z.object({
  name: z.string(),
  /** Which record named the owner: `pluto`, `hpd-registrations` (registration contact) or `acris` (deed grantee). */
  source: z.string(),
  asOf: t(),
});

/**
 * The newest market sale, with the building facts DOF recorded on it (what a lot without PLUTO
 * data still tells: class, units, areas, year built, tax class at the sale).
 */
export const nycLastSaleSchema = z.object({
  date: z.string(),
  price: z.number(),
  buildingClass: t(),
  neighborhood: t().optional(),
  taxClass: t().optional(),
  totalUnits: n().optional(),
  grossSquareFeet: n().optional(),
  landSquareFeet: n().optional(),
  yearBuilt: n().optional(),
  provenance: nycProvenanceSchema,
});

/** Everything the record holds about one lot. */
export const nycPropertyDataSchema = z.object({
  bbl: z.string(),
  borough: z.enum(BOROUGH_CODES),
  /** PLUTO lot facts; null when the lot is not in the imported PLUTO. */
  lot: z
    .object({
      address: t(), zipCode: t(), buildingClass: t(), buildingClassDescription: t(), landUse: t(),
      lotArea: n(), buildingArea: n(), residentialArea: n(), commercialArea: n(), numFloors: n(),
      unitsResidential: n(), unitsTotal: n(), yearBuilt: n(), yearAltered1: n(),
      assessLand: n(), assessTotal: n(), exemptLand: n(), exemptTotal: n(),
      zoneDist1: t(), zoneDist2: t(), latitude: n(), longitude: n(),
      provenance: nycProvenanceSchema,
    })
    .nullable(),
  owners: z.array(nycOwnerSchema),
  violations: z
    .object({
      hpd: z.object({ open: z.number().int(), closed: z.number().int(), byClass: z.record(z.string(), z.number().int()) }),
      ecb: z.object({ open: z.number().int(), closed: z.number().int(), balanceDue: z.number() }),
      dob: z.object({ open: z.number().int(), closed: z.number().int() }),
      /** Newest first, at most 25. */
      recent: z.array(nycViolationSchema),
      provenance: z.array(nycProvenanceSchema),
    })
    .nullable(),
  permits: z.object({ total: z.number().int(), recent: z.array(nycPermitSchema), provenance: z.array(nycProvenanceSchema) }).nullable(),
  complaints311: z
    .object({
      total: z.number().int(),
      open: z.number().int(),
      /** Most frequent complaint types, count descending, at most 5. */
      topTypes: z.array(z.object({ complaintType: z.string(), count: z.number().int() })),
      provenance: nycProvenanceSchema,
    })
    .nullable(),
  evictionDetails: nycEvictionDetailsSchema.nullable(),
  taxLienDetails: nycTaxLienDetailsSchema.nullable(),
  waterLiens: z.array(nycWaterLienSchema),
  foreclosureDetails: nycForeclosureDetailsSchema.nullable(),
  lastSale: nycLastSaleSchema.nullable(),
  /** Every recorded sale of the lot, newest first (at most 10). */
  salesHistory: z.array(z.object({ date: z.string(), price: z.number(), apartmentNumber: t() })),
  comparables: nycComparablesSchema.nullable(),
  /** Blocks whose dataset has never been imported (and no live source is configured). */
  missingDatasets: z.array(z.string()),
});
export type NycPropertyData = z.infer<typeof nycPropertyDataSchema>;

/**
 * GET /api/properties/search and GET /api/properties/bbl/{bbl}: a stored property (id set) or
 * a lot known only from NYC data (id, userId, organizationId null), with its public record.
 */
export const propertySearchResponseSchema = propertyResponseSchema.extend({
  id: z.number().int().positive().nullable(),
  userId: z.number().int().positive().nullable(),
  organizationId: z.number().int().positive().nullable(),
  /** `portfolio` (the caller's organizations), `demo` (seeded demo data) or `nyc` (public record only). */
  source: z.enum(['portfolio', 'demo', 'nyc']),
  nycData: nycPropertyDataSchema.nullable(),
});
export type PropertySearchResponse = z.infer<typeof propertySearchResponseSchema>;

/** GET /api/properties/bbl/{bbl} path. */
export const bblParamsSchema = z.object({
  bbl: z.string().trim().regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL: borough 1–5, 5-digit block, 4-digit lot'),
});

const count = () => z.number().int().nullable();

/**
 * One dataset of `rei import` with its newest finished import. The run's fields (file, as-of
 * date, row counts, finish time) are all null when the dataset was never imported.
 */
export const nycFreshnessRowSchema = z.object({
  /** Dataset key of `rei import` (`pluto`, `rolling-sales`, …). */
  dataset: z.string(),
  /** Human title, as `rei import --help` lists it. */
  title: z.string(),
  /** NYC Open Data id(s) or origin, as `rei import --help` lists them. */
  sourceId: z.string(),
  /** Base name of the imported file. */
  sourceFile: t(),
  /** The file's as-of date (YYYY-MM-DD). */
  sourceDate: t(),
  rowsRead: count(), rowsInserted: count(), rowsUpdated: count(), rowsRejected: count(),
  /** When the import finished (ISO timestamp); null: never imported. */
  finishedAt: t(),
});
export type NycFreshnessRow = z.infer<typeof nycFreshnessRowSchema>;

/** GET /api/nyc/freshness: every dataset of `rei import`, in `--help` order, with its newest finished import. */
export const nycFreshnessResponseSchema = z.array(nycFreshnessRowSchema);
export type NycFreshnessResponse = z.infer<typeof nycFreshnessResponseSchema>;
