/**
 * Deals API contract. A deal is the investor's unit of work: a named analysis under one strategy
 * (buy_hold, fix_flip, wholesale, creative_financing, brrr), tied to a property or standalone.
 * Every save is a new version (time, author, inputs, outputs, engine version); a version is also
 * the saved strategy that reports, share links and AI summaries are built from (`strategyId`).
 *
 * Routes (all scoped to the selected organization, X-Organization-Id):
 * - `POST   /api/deals`                          create (version 1) → 201 DealResponse
 * - `GET    /api/deals`                          paged list (sort, filters) → DealListResponse
 * - `GET    /api/deals/{id}`                     the deal with its current version → DealResponse
 * - `PUT    /api/deals/{id}`                     save a new version (or rename) → DealResponse;
 *                                                 409 STALE_VERSION when `baseVersion` is not current
 * - `DELETE /api/deals/{id}`                     → 204
 * - `POST   /api/deals/{id}/duplicate`           → 201 DealResponse (a new deal, version 1)
 * - `GET    /api/deals/{id}/versions`            every version, newest first → DealVersionListResponse
 * - `GET    /api/deals/{id}/versions/{version}`  one version → DealVersionResponse
 * - `GET    /api/deals/{id}/diff?from=&to=`      what changed between two versions → DealDiffResponse
 * - `GET    /api/deals/{id}/versions/{version}/recompute`  that version's inputs through today's
 *                                                 engine → DealRecomputeResponse
 * - `GET    /api/deals/compare?ids=1,2,3`        2..6 deals side by side → DealCompareResponse
 *
 * `inputs` sent on create/update are exactly the investor's form values for the strategy's
 * calculator (unknown keys → 400 naming `body.inputs.<key>`). The server stores them as
 * `sentInputs` and computes on them plus the calculator's defaults (`inputs`), so reopening shows
 * the investor's own values and saving again never replaces one of them with a default.
 */
import { z } from 'zod';
import { STRATEGY_TYPES } from '@rei/engine';
import { idParam } from './properties';
import { pageQuerySchema, pageResponseSchema } from './paging';
import { BUY_BOX_SCOPES, dealBuyBoxSchema } from './buyBox';

/** Longest deal name. */
export const DEAL_NAME_MAX = 120;
/** Most deals one comparison may hold. */
export const DEAL_COMPARE_MAX = 6;

const dealNameSchema = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(DEAL_NAME_MAX, `is at most ${DEAL_NAME_MAX} characters`);

const strategyTypeSchema = z.enum(STRATEGY_TYPES, { error: `must be one of ${STRATEGY_TYPES.join(', ')}` });

/** Where a pre-filled input came from ("DOF assessment 2023 × class 1 rate", "your input", …). */
export const dealInputSourceSchema = z.object({
  /** A machine word for the kind of source (e.g. `dof-assessment`, `comparables`, `rule`, `investor`, `default`). */
  kind: z.string().trim().min(1).max(40),
  label: z.string().trim().min(1).max(200),
  note: z.string().trim().max(400).nullable(),
});
export type DealInputSource = z.infer<typeof dealInputSourceSchema>;

const inputsSchema = z.record(z.string(), z.unknown(), { error: 'must be an object of calculator inputs' });
const inputSourcesSchema = z.record(z.string(), dealInputSourceSchema).refine((sources) => Object.keys(sources).length <= 100, 'has at most 100 entries');

export const dealCreateBodySchema = z.object({
  name: dealNameSchema,
  /** The property the deal analyses; null or absent for a standalone deal. */
  propertyId: idParam().nullish(),
  strategyType: strategyTypeSchema,
  inputs: inputsSchema,
  inputSources: inputSourcesSchema.nullish(),
  /** A short note on what this version changed ("raised rent to comps"). */
  comment: z.string().trim().max(500).nullish(),
  /** The assumption preset applied (its current version is recorded; its locked fields may not change). */
  presetId: idParam().optional(),
});
export type DealCreateBody = z.infer<typeof dealCreateBodySchema>;

export const dealUpdateBodySchema = z.object({
  /** The version the investor edited; a save over a newer version is refused (409 STALE_VERSION). */
  baseVersion: z.number({ error: 'must be a number' }).int({ error: 'must be a whole version number' }).positive({ error: 'must be a version number: 1 or more' }),
  name: dealNameSchema.optional(),
  /** The full form values; absent means "rename only" (no new version). */
  inputs: inputsSchema.optional(),
  inputSources: inputSourcesSchema.nullish(),
  comment: z.string().trim().max(500).nullish(),
  /**
   * Re-apply this preset at its current version. Left out, a new version keeps the preset (and the
   * version of it) the deal used, with its locked fields.
   */
  presetId: idParam().optional(),
});
export type DealUpdateBody = z.infer<typeof dealUpdateBodySchema>;

export const dealDuplicateBodySchema = z.object({ name: dealNameSchema.optional() });
export const dealIdParamsSchema = z.object({ id: idParam() });
export const dealVersionParamsSchema = z.object({ id: idParam(), version: idParam() });
export const dealDiffQuerySchema = z.object({ from: idParam(), to: idParam() });

export const DEAL_SORT_KEYS = ['updatedAt', 'createdAt', 'name', 'strategyType'] as const;
export const dealListQuerySchema = pageQuerySchema({
  sortKeys: DEAL_SORT_KEYS,
  defaultSort: 'updatedAt',
  defaultDirection: 'desc',
  defaultPageSize: 25,
  filters: {
    propertyId: idParam().optional(),
    strategyType: strategyTypeSchema.optional(),
    /** Only deals that pass (or fail) the buy box (issue 32); needs a stored buy box the plan uses. */
    buyBox: z.enum(['pass', 'fail'], { error: 'must be pass or fail' }).optional(),
    /** Which buy box tests the deals: the caller's own or the organization's. Left out: the caller's when they stored one, else the organization's. */
    buyBoxScope: z.enum(BUY_BOX_SCOPES, { error: `must be one of ${BUY_BOX_SCOPES.join(', ')}` }).optional(),
  },
});
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

export const dealCompareQuerySchema = z.object({
  ids: z
    .string({ error: 'must be a comma-separated list of deal ids' })
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of deal ids')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    // an id past the database's integer range names no deal: refused here, not at the SQL
    .refine((ids) => ids.every((id) => id <= 2_147_483_647), 'has an id that is too large')
    .refine((ids) => ids.length >= 2 && ids.length <= DEAL_COMPARE_MAX, `must name 2 to ${DEAL_COMPARE_MAX} different deals`),
});

const personSchema = z.object({ id: z.number().int().positive(), name: z.string() });
const dealPropertySchema = z.object({
  id: z.number().int().positive(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
});

/** The preset a deal version used, as it was at that version (`id` null once the preset was deleted). */
export const dealPresetSchema = z.object({
  id: z.number().int().positive().nullable(),
  name: z.string(),
  scope: z.enum(['personal', 'organization']),
  version: z.number().int().positive(),
  values: z.record(z.string(), z.unknown()),
  lineItems: z.array(z.unknown()),
  lockedFields: z.array(z.string()),
});
export type DealPreset = z.infer<typeof dealPresetSchema>;

export const dealVersionResponseSchema = z.object({
  dealId: z.number().int().positive(),
  version: z.number().int().positive(),
  /** The saved strategy behind this version: reports, share links and AI summaries use it. */
  strategyId: z.number().int().positive(),
  /** Null when the author's account is gone. */
  author: personSchema.nullable(),
  createdAt: z.string(),
  comment: z.string().nullable(),
  /** The values the investor set, exactly as sent. */
  sentInputs: z.record(z.string(), z.unknown()),
  /** Every input the calculation ran on (sent values plus the calculator's defaults). */
  inputs: z.record(z.string(), z.unknown()),
  inputSources: z.record(z.string(), dealInputSourceSchema),
  outputs: z.record(z.string(), z.unknown()),
  /** @rei/engine version that computed the outputs. */
  engineVersion: z.string(),
  /** The assumption preset this version used, as it was then (null: none). */
  preset: dealPresetSchema.nullable().optional(),
});
export type DealVersionResponse = z.infer<typeof dealVersionResponseSchema>;

/** A headline figure of a deal (list, comparison): what it is, its value and unit. */
export const dealHeadlineSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  unit: z.enum(['money', 'percent', 'ratio', 'months', 'years', 'count']),
});
export type DealHeadline = z.infer<typeof dealHeadlineSchema>;

export const dealSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  strategyType: z.enum(STRATEGY_TYPES),
  property: dealPropertySchema.nullable(),
  createdBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  currentVersion: z.number().int().positive(),
  headlines: z.array(dealHeadlineSchema),
  /** The deal checked against the buy box in force (null: no buy box stored, or the plan does not use it). */
  buyBox: dealBuyBoxSchema.nullable().optional(),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealResponseSchema = dealSummarySchema.extend({
  current: dealVersionResponseSchema,
  /** Whether the caller may save, rename or delete it: an analyst only their own deals, an owner or admin any. */
  canEdit: z.boolean(),
});
export type DealResponse = z.infer<typeof dealResponseSchema>;

export const dealListResponseSchema = pageResponseSchema(dealSummarySchema);
export type DealListResponse = z.infer<typeof dealListResponseSchema>;

export const dealVersionListResponseSchema = z.array(
  dealVersionResponseSchema.pick({ dealId: true, version: true, strategyId: true, author: true, createdAt: true, comment: true, engineVersion: true }),
);
export type DealVersionListResponse = z.infer<typeof dealVersionListResponseSchema>;

/** One changed field between two versions (or between saved and recomputed outputs). */
export const dealFieldChangeSchema = z.object({
  field: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  /** `to − from` when both are numbers, else null. */
  difference: z.number().nullable(),
});
export type DealFieldChange = z.infer<typeof dealFieldChangeSchema>;

export const dealDiffResponseSchema = z.object({
  dealId: z.number().int().positive(),
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  /** Inputs whose value differs (sent or computed-on), in field order. */
  inputs: z.array(dealFieldChangeSchema),
  /** Headline outputs whose value differs. */
  outputs: z.array(dealFieldChangeSchema),
});
export type DealDiffResponse = z.infer<typeof dealDiffResponseSchema>;

export const dealRecomputeResponseSchema = z.object({
  dealId: z.number().int().positive(),
  version: z.number().int().positive(),
  savedEngineVersion: z.string(),
  currentEngineVersion: z.string(),
  /** True when any output differs from the saved one. */
  moved: z.boolean(),
  /** Every output that moved (saved → now). */
  changes: z.array(dealFieldChangeSchema),
  outputs: z.record(z.string(), z.unknown()),
});
export type DealRecomputeResponse = z.infer<typeof dealRecomputeResponseSchema>;

export const dealCompareResponseSchema = z.object({ deals: z.array(dealResponseSchema) });
export type DealCompareResponse = z.infer<typeof dealCompareResponseSchema>;
