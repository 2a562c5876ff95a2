/**
 * Property routes: request schemas check what the client sends; response schemas describe
 * what the server answers, built from the engine's `propertySchema` (spec 2 §3, §7; spec 1 §7).
 *
 * Organization selection (every organization-scoped call): the `X-Organization-Id` header,
 * or an `organizationId` query parameter (or body field on POST), naming an organization
 * the caller has an accepted membership of; absent → the caller's own organization
 * (the first accepted membership where the caller is owner, else the first accepted one).
 * A value naming any other organization answers 403 FORBIDDEN.
 */
import { BOROUGH_CODES, PROPERTY_IMPORT_LISTED_ERRORS, metricsAssumptionSchema, propertySchema } from '@rei/engine';
import { z } from 'zod';
import { idSchema, publicHttpUrlSchema, timestampSchema } from './common';
import { atLeast, atMost, BATHROOMS_MAX, INT4_MAX, MONEY_MAX, MONTHLY_MONEY_MAX, PERCENT_MAX } from './bounds';

/** Path, query or body id of a database row: a positive whole number. */
export const idParam = () => idSchema;

/** Borough codes as PLUTO writes them; the engine holds the list. */
export { BOROUGH_CODES };

/** A database row's id as the API answers it: a positive whole number. */
const entityIdSchema = z.number().int().positive();

export const propertyIdParamsSchema = z.object({ id: idParam() });
export const userIdParamsSchema = z.object({ userId: idParam() });
export const organizationQuerySchema = z.object({ organizationId: idParam().optional() });

/** An empty or blank string means "not given" (forms send '' for an empty input). */
const blankAsNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);
const optionalNumber = (schema: z.ZodNumber) => schema.nullish();
const currentYear = new Date().getUTCFullYear();
// Every number below fits the column it is stored in (bounds.ts holds both sides).
const money = (max: number = MONEY_MAX) => z.number({ error: 'must be a number' }).min(0, 'must be zero or more').max(max, atMost(max));
/** Money that may be negative (a loss), within the column either way. */
const signedMoney = (max: number = MONEY_MAX) => z.number({ error: 'must be a number' }).min(-max, atLeast(-max)).max(max, atMost(max));
const percent = () => z.number({ error: 'must be a number' }).min(-PERCENT_MAX, atLeast(-PERCENT_MAX)).max(PERCENT_MAX, atMost(PERCENT_MAX));
const count = () => z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be zero or more').max(INT4_MAX, atMost(INT4_MAX));

/**
 * Fields a person may write on a property: the add-to-portfolio payload and the
 * new-property form (address, place, type, size, price, rent and the deal figures), plus the
 * NYC record fields a client may carry over from a search result. Metrics (capRate,
 * cashOnCash, …) sent by a client are stored only when price or rent is missing; otherwise
 * the server recomputes them with the engine.
 */
export const propertyWriteFields = {
  address: z.string({ error: 'Address is required' }).trim().min(1, 'Address is required').max(200, 'must be at most 200 characters'),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100, 'must be at most 100 characters'),
  state: z.string({ error: 'State is required' }).trim().min(1, 'State is required').max(50, 'must be at most 50 characters'),
  zip: blankAsNull(z.string().trim().regex(/^\d{5}(-\d{4})?$/, 'must be a 5-digit ZIP code (or ZIP+4)').nullish()),
  propertyType: z.string().trim().max(100, 'must be at most 100 characters').nullish(),
  units: optionalNumber(count().max(10_000, 'must be at most 10,000')),
  yearBuilt: optionalNumber(
    z.number({ error: 'must be a number' }).int('must be a whole number').min(1600, 'must be 1600 or later').max(currentYear + 5, `must be ${currentYear + 5} or earlier`),
  ),
  squareFeet: optionalNumber(count().max(50_000_000, atMost(50_000_000))),
  purchasePrice: optionalNumber(money()),
  monthlyRent: optionalNumber(money(MONTHLY_MONEY_MAX)),
  annualNOI: optionalNumber(signedMoney()),
  /** The owner's stated monthly cash flow (what the cash-flow audit checks); computed when absent. */
  monthlyNetCashFlow: optionalNumber(signedMoney(MONTHLY_MONEY_MAX)),
  capRate: optionalNumber(percent()),
  cashOnCash: optionalNumber(percent()),
  /** A photo's address: public http(s) only (see `publicHttpUrlSchema`). */
  imageUrl: blankAsNull(publicHttpUrlSchema.nullish()),
  // NYC record fields a client may carry over
  bbl: z.string().trim().regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL (borough, block, lot)').nullish(),
  borough: z.enum(BOROUGH_CODES, { error: `must be one of ${BOROUGH_CODES.join(', ')}` }).nullish(),
  buildingClass: z.string().trim().max(10).nullish(),
  buildingClassDescription: z.string().trim().max(200).nullish(),
  buildingArea: optionalNumber(count()),
  lotArea: optionalNumber(count()),
  numFloors: optionalNumber(z.number().min(0).max(200, atMost(200))),
  bedrooms: optionalNumber(count()),
  bathrooms: optionalNumber(z.number().min(0).max(BATHROOMS_MAX, atMost(BATHROOMS_MAX))),
  ownerName: z.string().trim().max(200).nullish(),
  taxClass: z.string().trim().max(10).nullish(),
  zoneDist1: z.string().trim().max(20).nullish(),
  zoneDist2: z.string().trim().max(20).nullish(),
  landUse: z.string().trim().max(10).nullish(),
  latitude: optionalNumber(z.number().min(-90).max(90)),
  longitude: optionalNumber(z.number().min(-180).max(180)),
  rehabCost: optionalNumber(money()),
  arv: optionalNumber(money()),
  estimatedValue: optionalNumber(money()),
  strategyAdvice: z.string().max(10_000).nullish(),
};

/**
 * The fields an import row carries, under the same rules as the form (lengths, and numbers
 * that fit their columns): the engine reads the row, this decides whether it may be stored.
 */
export const propertyImportRowSchema = z.object({
  address: propertyWriteFields.address,
  city: propertyWriteFields.city,
  state: propertyWriteFields.state,
  zip: propertyWriteFields.zip,
  propertyType: propertyWriteFields.propertyType,
  units: propertyWriteFields.units,
  yearBuilt: propertyWriteFields.yearBuilt,
  squareFeet: propertyWriteFields.squareFeet,
  purchasePrice: propertyWriteFields.purchasePrice,
  monthlyRent: propertyWriteFields.monthlyRent,
});
/** The writable property fields after validation. */
export type PropertyWriteFieldsInput = z.infer<z.ZodObject<typeof propertyWriteFields>>;

/** POST /api/properties body. `userId`, when sent, must be the caller's own id. */
export const propertyCreateBodySchema = z.object({
  ...propertyWriteFields,
  userId: idParam().nullish(),
  organizationId: idParam().nullish(),
});
export type PropertyCreateBody = z.infer<typeof propertyCreateBodySchema>;

/** PUT /api/properties/{id} body: any writable field; at least one. */
export const propertyUpdateBodySchema = z
  .object(propertyWriteFields)
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'Send at least one property field to update' });
export type PropertyUpdateBody = z.infer<typeof propertyUpdateBodySchema>;

/**
 * The Property fields the server stores, and so answers: every field of the engine's
 * `propertySchema` except the structured legal details, the neighbourhood data and the legacy
 * flags, which live elsewhere (the public record answers them as `nycData`).
 */
const STORED_PROPERTY_FIELDS = {
  address: true, city: true, state: true, zip: true, propertyType: true, units: true,
  capRate: true, purchasePrice: true, annualNOI: true, monthlyRent: true, monthlyNetCashFlow: true, cashOnCash: true,
  rehabCost: true, arv: true, profit: true, imageUrl: true, metricsCalculated: true, metricsError: true,
  bbl: true, squareFeet: true, buildingArea: true, estimatedValue: true, yearBuilt: true, marketValue: true, ownerName: true,
  buildingClass: true, buildingClassDescription: true, latitude: true, longitude: true, bldgArea: true, lotArea: true, numFloors: true,
  landUse: true, taxClass: true, assessLand: true, assessTotal: true, exemptLand: true, exemptTotal: true, resArea: true, comArea: true,
  yearAlter1: true, zoneDist1: true, zoneDist2: true, hpdViolations: true, ecbViolations: true, complaints311: true, dobPermits: true,
  bedrooms: true, bathrooms: true, pricePerSqFt: true, borough: true,
  annualNetCashFlow: true, totalCashInvested: true, monthlyExpenses: true, lastSaleDate: true, lastSalePrice: true,
  evictionCount: true, evictionFilings: true,
  taxLienAmount: true, taxLienDate: true, taxLienStatus: true,
  foreclosureStatus: true, foreclosureCreditor: true, foreclosureAmount: true, foreclosureDate: true,
  probateStatus: true, probateCaseNumber: true, probatePetitioner: true, probateDate: true, ownerStatus: true,
  strategyStructured: true, strategyAdvice: true, propertyNarrative: true,
} as const;

/**
 * A property as the API answers it: the engine's `propertySchema`, cut to the stored fields,
 * each one always present (null when unknown), plus ownership, the demo mark and the row's
 * timestamps. Money in USD; capRate and cashOnCash in percent units; areas in square feet;
 * dates as ISO strings.
 */
export const propertyResponseSchema = z
  .object(propertySchema.shape)
  .pick(STORED_PROPERTY_FIELDS)
  .required()
  .extend({
    id: entityIdSchema,
    userId: entityIdSchema,
    organizationId: entityIdSchema,
    isDemo: z.boolean(),
    // The answer does not re-check the address (the engine's schema wants it non-empty);
    // the write schemas above decide what may be stored.
    address: z.string(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    /**
     * The inputs the computed metrics rest on (rate, down payment, vacancy, tax, insurance…) and
     * each one's source; empty (or null) when no metrics were computed.
     */
    assumptions: z.array(metricsAssumptionSchema).nullable(),
  });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
export const propertyListResponseSchema = z.array(propertyResponseSchema);

/** GET /api/properties query: the organization (see above) and paging. */
export const propertyListQuerySchema = z.object({
  organizationId: idParam().optional(),
  limit: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 to 1000').max(1000, 'must be 1 to 1000').default(1000),
  offset: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be zero or more').max(INT4_MAX, atMost(INT4_MAX)).default(0),
});

/** DELETE /api/properties/{id} answer. */
export const propertyDeleteResponseSchema = z.object({ id: z.number().int().positive(), deleted: z.literal(true) });

/** GET /api/properties/search query. `_cache` is the client's cache-buster and is ignored. */
export const propertySearchQuerySchema = z.object({
  address: z.string({ error: 'Please enter an address to search.' }).trim().min(1, 'Please enter an address to search.').max(300, 'must be at most 300 characters'),
  _cache: z.string().optional(),
});

/** GET /api/addresses/suggest query. */
export const addressSuggestQuerySchema = z.object({
  q: z.string({ error: 'Type part of an address' }).trim().min(1, 'Type part of an address').max(200, 'must be at most 200 characters'),
  /** Groups one search's keystrokes for Google Places billing (1–36 URL-safe base64 characters). */
  sessionToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,36}$/, 'must be 1 to 36 letters, digits, "-" or "_"')
    .optional(),
});
/** Where a suggestion comes from: a stored property, NYC's address tables, Google Places, or NYC Planning's GeoSearch (live). */
export const addressSuggestionSourceSchema = z.enum(['property', 'nyc', 'places', 'geosearch']);
export const addressSuggestionSchema = z.object({
  /** The stored property at the address (source 'property'), else null. */
  propertyId: z.number().int().positive().nullable(),
  /** The lot (10-digit BBL) when known. */
  bbl: z.string().regex(/^[1-5]\d{9}$/).nullable(),
  source: addressSuggestionSourceSchema,
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  /** "418 Halsey Street, Brooklyn, NY 11233" — what the dropdown shows and the search takes. */
  label: z.string(),
});
export const addressSuggestResponseSchema = z.array(addressSuggestionSchema).max(10);
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/**
 * POST /api/properties/import body as JSON (CSV column names, snake_case or camelCase).
 * `rows` is checked here only for being a non-empty list (constant time): the row limit
 * (`PROPERTY_IMPORT_MAX_ROWS`, 413) and each row are checked by the import, so a huge list
 * is refused before any row is looked at.
 */
export const propertyImportJsonBodySchema = z.object({
  organizationId: idParam().nullish(),
  /** Import the valid rows and skip the invalid ones (listed in the answer); default all or nothing. */
  skipInvalid: z.boolean({ error: 'must be true or false' }).optional(),
  csv: z.string().min(1, 'The CSV text is empty').optional(),
  rows: z
    .custom<unknown[]>((value) => Array.isArray(value), 'must be a list of rows')
    .refine((rows) => rows.length > 0, 'Send at least one row')
    .optional(),
}).refine((b) => (b.csv === undefined) !== (b.rows === undefined), {
  message: 'Send CSV text (Content-Type: text/csv), or JSON with either csv (text) or rows (array)',
  path: ['csv'],
});

/**
 * POST /api/properties/import query: `skipInvalid=true` imports the valid rows and skips the
 * invalid ones (the way to ask for it with a text/csv body); without it, all or nothing.
 */
export const propertyImportQuerySchema = z.object({
  skipInvalid: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** Import limits (rows, bytes, listed problems); @rei/engine holds them and their reasons. */
export {
  PROPERTY_IMPORT_LISTED_ERRORS,
  PROPERTY_IMPORT_MAX_BYTES,
  PROPERTY_IMPORT_MAX_JSON_BYTES,
  PROPERTY_IMPORT_MAX_ROWS,
} from '@rei/engine';

export const importRowErrorSchema = z.object({
  /** CSV line number (header is line 1) or, for JSON rows, the row index + 2 (as if a header came first). */
  line: z.number().int(),
  /** The CSV column, '(row)' for the whole row or '(file)' for the whole file. */
  field: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;
/**
 * Import answer. All-or-nothing by default: when any row is invalid nothing is inserted (400,
 * `inserted: 0`); otherwise every row is inserted in one transaction (201). With `skipInvalid`
 * the valid rows are inserted (201) and the invalid ones are listed in `errors` and counted in
 * `skipped`; with no valid row, or a problem with the file itself, it is still a 400. Only the first
 * `PROPERTY_IMPORT_LISTED_ERRORS` problems are listed, in line order, so the answer stays
 * small whatever the file; `errorCount` counts them all and `errorsTruncated` says some were
 * left out. An import over the byte or row limit answers 413 `PAYLOAD_TOO_LARGE` with a
 * message stating the limit and what was sent.
 */
export const propertyImportResponseSchema = z.object({
  /** On 400: what went wrong, and `code: 'IMPORT_INVALID'`. */
  message: z.string().optional(),
  code: z.string().optional(),
  inserted: z.number().int().min(0),
  errors: z.array(importRowErrorSchema).max(PROPERTY_IMPORT_LISTED_ERRORS),
  /** Every problem found, listed or not. */
  errorCount: z.number().int().min(0),
  /** True when `errors` lists only the first problems of `errorCount`. */
  errorsTruncated: z.boolean(),
  /** Rows left out of a `skipInvalid` import because they have a problem (0 otherwise). */
  skipped: z.number().int().min(0).optional(),
  ids: z.array(z.number().int().positive()).optional(),
});
export type PropertyImportResponse = z.infer<typeof propertyImportResponseSchema>;

/**
 * POST /api/properties/{id}/move and POST /api/properties/{id}/copy: the organization to put the
 * property in (one of the caller's, where their role may add properties; another → 404).
 */
export const propertyTransferBodySchema = z.object({
  targetOrganizationId: z
    .number({ error: (issue) => (issue.input === undefined ? 'targetOrganizationId is required' : 'targetOrganizationId must be a number') })
    .int('targetOrganizationId must be a whole number')
    .positive('targetOrganizationId must be a positive number')
    .max(2_147_483_647, 'targetOrganizationId is too large'),
});
export type PropertyTransferBody = z.infer<typeof propertyTransferBodySchema>;

/** What a move or copy made: the property's new id in the target, and what went with it. */
export const propertyTransferResponseSchema = z.object({
  mode: z.enum(['move', 'copy']),
  /** The property in the target organization. */
  propertyId: z.number(),
  fromPropertyId: z.number(),
  fromOrganizationId: z.number(),
  organizationId: z.number(),
  /** Saved strategies (deals) copied with it, their AI summaries included. */
  strategies: z.number(),
  /** Reports handed to the target with their share links (move only; a copy leaves them). */
  reportsMoved: z.number(),
});
export type PropertyTransferResponse = z.infer<typeof propertyTransferResponseSchema>;
