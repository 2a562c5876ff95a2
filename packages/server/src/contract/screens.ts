/**
 * Bulk screening (issue 30): build a list of NYC lots by criteria, count it for free, and screen
 * every lot through one of the engine's calculators (Hunter: feature `bulk_operations`).
 *
 * - `POST   /api/screens/count`             `{ filters }` → `{ count, datasets }` (every plan; no engine)
 * - `POST   /api/screens`                   `{ name?, filters, strategyType, presetId?, buyBox? }` → 202, a screen whose job runs
 * - `GET    /api/screens`                   the selected organization's screens, newest first
 * - `GET    /api/screens/{id}`              the screen, its progress and one page of results, sortable by any output
 * - `POST   /api/screens/{id}/run`          runs a saved screen again (its results are replaced)
 * - `POST   /api/screens/{id}/cancel`       stops a queued or running screen at its next batch
 * - `DELETE /api/screens/{id}`              removes the screen and its results (a running one stops)
 * - `GET    /api/screens/{id}/export`       `?format=csv|xlsx`
 * - `POST   /api/screens/{id}/add-to-portfolio` `{ bbls: [...] }` or `{ bbls: 'passing' }`
 *
 * Every criterion names the dataset it rests on (`SCREEN_CRITERIA`). A criterion whose dataset is
 * not imported into this installation is refused (400 naming it and why), never treated as true or
 * false. Filters are strict: an unknown key is a 400 naming it.
 */
import { z } from 'zod';
import { BOROUGH_CODES, BUY_BOX_METRIC_KEYS, STRATEGY_TYPES, type NycDatasetKey } from '@rei/engine';
import { buyBoxSchema } from '@rei/engine';
import { pageNumberSchema, pageSizeSchema, SORT_DIRECTIONS } from './paging';

/** Most criteria one list may combine. */
export const SCREEN_CRITERIA_MAX = 20;
/** Most lots one screen may run through the engine. */
export const SCREEN_LOTS_MAX = 1_000_000;
/** Most values one list criterion (boroughs, ZIP codes, classes…) may hold. */
export const SCREEN_LIST_MAX = 200;
/** Longest screen name. */
export const SCREEN_NAME_MAX = 120;

/**
 * Where a criterion's facts come from: every dataset listed must be imported (`all`), or any one
 * of them (`any`: sales come from the rolling-sales files or DOF's Socrata sales). A dataset this
 * installation has no importer for is `unavailable`, with the reason.
 */
export type CriterionSource =
  | { readonly kind: 'all' | 'any'; readonly datasets: readonly NycDatasetKey[] }
  | { readonly kind: 'unavailable'; readonly dataset: string; readonly reason: string };

const pluto = { kind: 'all', datasets: ['pluto'] } as const satisfies CriterionSource;
const sales = { kind: 'any', datasets: ['rolling-sales', 'dof-sales'] } as const satisfies CriterionSource;

/** Every criterion: what it tests, in words, and the dataset it rests on. */
export const SCREEN_CRITERIA = {
  boroughs: { label: 'Borough', source: pluto },
  zipCodes: { label: 'ZIP code', source: pluto },
  neighborhoods: { label: 'Neighbourhood (DOF sales)', source: sales },
  buildingClasses: { label: 'Building class (prefix)', source: pluto },
  zoning: { label: 'Zoning district (prefix)', source: pluto },
  ownerTypes: { label: 'Owner type (PLUTO code)', source: pluto },
  ownerName: { label: 'Owner name contains', source: pluto },
  unitsMin: { label: 'Units at least', source: pluto },
  unitsMax: { label: 'Units at most', source: pluto },
  yearBuiltMin: { label: 'Built in or after', source: pluto },
  yearBuiltMax: { label: 'Built in or before', source: pluto },
  lotAreaMin: { label: 'Lot area at least (sq ft)', source: pluto },
  lotAreaMax: { label: 'Lot area at most (sq ft)', source: pluto },
  buildingAreaMin: { label: 'Building area at least (sq ft)', source: pluto },
  buildingAreaMax: { label: 'Building area at most (sq ft)', source: pluto },
  assessedValueMin: { label: 'Assessed value at least', source: pluto },
  assessedValueMax: { label: 'Assessed value at most', source: pluto },
  taxClasses: { label: 'Tax class (DOF roll)', source: { kind: 'all', datasets: ['dof-assessments'] } },
  lastSaleAfter: { label: 'Last sale on or after', source: sales },
  lastSaleBefore: { label: 'Last sale before', source: sales },
  lastSalePriceMin: { label: 'Last sale price at least', source: sales },
  lastSalePriceMax: { label: 'Last sale price at most', source: sales },
  hpdOpenViolationsMin: { label: 'Open HPD violations at least', source: { kind: 'all', datasets: ['hpd-violations'] } },
  hpdOpenClassCMin: { label: 'Open HPD class C violations at least', source: { kind: 'all', datasets: ['hpd-violations'] } },
  ecbPenaltyDueMin: { label: 'ECB penalties due at least', source: { kind: 'all', datasets: ['ecb-violations'] } },
  dobOpenViolationsMin: { label: 'Open DOB violations at least', source: { kind: 'all', datasets: ['dob-violations'] } },
  onTaxLienList: { label: 'On a tax lien sale list', source: { kind: 'all', datasets: ['tax-liens'] } },
  evictionSince: { label: 'Marshal eviction on or after', source: { kind: 'all', datasets: ['evictions'] } },
  mortgageRecordedSince: { label: 'Mortgage recorded on or after (ACRIS)', source: { kind: 'all', datasets: ['acris-master', 'acris-legals'] } },
  vacateOrder: {
    label: 'HPD vacate order',
    source: { kind: 'unavailable', dataset: 'HPD Vacate Orders (tb8q-a3ar)', reason: 'this installation has no importer for HPD vacate orders yet' },
  },
  rentStabilized: {
    label: 'Rent-stabilised units',
    source: { kind: 'unavailable', dataset: 'DOF rent stabilization unit counts', reason: 'this installation has no importer for rent-stabilised unit counts yet' },
  },
  lisPendens: {
    label: 'Lis pendens',
    source: {
      kind: 'unavailable',
      dataset: 'County Clerk notices of pendency',
      reason: 'ACRIS records no lis pendens (notices of pendency are filed with the County Clerk), and no County Clerk data is imported',
    },
  },
} as const satisfies Readonly<Record<string, { label: string; source: CriterionSource }>>;

export type ScreenCriterion = keyof typeof SCREEN_CRITERIA;
export const SCREEN_CRITERION_KEYS = Object.keys(SCREEN_CRITERIA) as ScreenCriterion[];

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, 'must list at least one value').max(SCREEN_LIST_MAX, `at most ${SCREEN_LIST_MAX} values`);
const code = (pattern: RegExp, words: string) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .toUpperCase()
    .regex(pattern, words);
const count = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be zero or more').max(1_000_000, 'is at most 1,000,000');
const area = z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be zero or more').max(100_000_000, 'is at most 100,000,000');
const money = z.number({ error: 'must be a number' }).min(0, 'must be zero or more').max(1e12, 'is at most 1,000,000,000,000');
const year = z.number({ error: 'must be a number' }).int('must be a whole number').min(1600, 'must be 1600 or later').max(2100, 'must be 2100 or earlier');
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const atLeastOne = count.min(1, 'must be at least 1');

const FILTER_FIELDS = {
  boroughs: list(z.enum(BOROUGH_CODES, { error: `must be one of ${BOROUGH_CODES.join(', ')}` })),
  zipCodes: list(z.string({ error: 'must be text' }).trim().regex(/^\d{5}$/, 'must be a 5-digit ZIP code')),
  neighborhoods: list(z.string({ error: 'must be text' }).trim().toUpperCase().min(1, 'must not be empty').max(60, 'is at most 60 characters')),
  buildingClasses: list(code(/^[A-Z][0-9A-Z]?$/, 'must be a DOF building class or its letter (B, C0, S2…)')),
  zoning: list(code(/^[A-Z0-9][A-Z0-9-/.]{0,9}$/, 'must be a zoning district or its start (R6, C4-4A…)')),
  ownerTypes: list(z.enum(['C', 'M', 'O', 'P', 'X'], { error: 'must be one of C (city), M (mixed), O (other public), P (private), X (tax-exempt)' })),
  ownerName: z.string({ error: 'must be text' }).trim().min(2, 'must be at least 2 characters').max(100, 'is at most 100 characters'),
  unitsMin: count,
  unitsMax: count,
  yearBuiltMin: year,
  yearBuiltMax: year,
  lotAreaMin: area,
  lotAreaMax: area,
  buildingAreaMin: area,
  buildingAreaMax: area,
  assessedValueMin: money,
  assessedValueMax: money,
  taxClasses: list(code(/^[1-4][A-D]?$/, 'must be a DOF tax class (1, 1A, 2, 2C, 4…)')),
  lastSaleAfter: day,
  lastSaleBefore: day,
  lastSalePriceMin: money,
  lastSalePriceMax: money,
  hpdOpenViolationsMin: atLeastOne,
  hpdOpenClassCMin: atLeastOne,
  ecbPenaltyDueMin: money.min(0.01, 'must be more than zero'),
  dobOpenViolationsMin: atLeastOne,
  onTaxLienList: z.boolean({ error: 'must be true or false' }),
  evictionSince: day,
  mortgageRecordedSince: day,
  vacateOrder: z.boolean({ error: 'must be true or false' }),
  rentStabilized: z.boolean({ error: 'must be true or false' }),
  lisPendens: z.boolean({ error: 'must be true or false' }),
} as const satisfies Readonly<Record<ScreenCriterion, z.ZodType>>;

/** Ranges whose low end may not pass their high end (`[min, max]`). */
export const SCREEN_RANGES = [
  ['unitsMin', 'unitsMax'],
  ['yearBuiltMin', 'yearBuiltMax'],
  ['lotAreaMin', 'lotAreaMax'],
  ['buildingAreaMin', 'buildingAreaMax'],
  ['assessedValueMin', 'assessedValueMax'],
  ['lastSalePriceMin', 'lastSalePriceMax'],
  ['lastSaleAfter', 'lastSaleBefore'],
] as const satisfies readonly (readonly [ScreenCriterion, ScreenCriterion])[];

/**
 * The criteria of a list (each key optional; every one given must hold). Unknown keys → 400
 * naming them; a range with its low end above its high end → 400; more than
 * `SCREEN_CRITERIA_MAX` criteria → 400.
 */
export const screenFiltersSchema = z
  .strictObject(
    Object.fromEntries(Object.entries(FILTER_FIELDS).map(([key, schema]) => [key, schema.optional()])) as {
      [K in ScreenCriterion]: z.ZodOptional<(typeof FILTER_FIELDS)[K]>;
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `unknown filter: ${issue.keys.join(', ')} (known: ${SCREEN_CRITERION_KEYS.join(', ')})` : 'must be an object of criteria') },
  )
  .superRefine((filters, context) => {
    const given = Object.entries(filters).filter(([, value]) => value !== undefined).length;
    if (given > SCREEN_CRITERIA_MAX) context.addIssue({ code: 'custom', message: `has ${given} criteria; at most ${SCREEN_CRITERIA_MAX}`, path: [] });
    for (const [low, high] of SCREEN_RANGES) {
      const a = filters[low];
      const b = filters[high];
      if (a === undefined || b === undefined) continue;
      const crossed = low === 'lastSaleAfter' ? a >= b : a > b;
      if (crossed) context.addIssue({ code: 'custom', message: `${low} (${String(a)}) is above ${high} (${String(b)})`, path: [low] });
    }
  });
export type ScreenFilters = z.infer<typeof screenFiltersSchema>;

export const screenCountBodySchema = z.strictObject({ filters: screenFiltersSchema });
export type ScreenCountBody = z.infer<typeof screenCountBodySchema>;

/** A dataset a count or screen rests on, with the as-of date of its newest finished import. */
export const screenDatasetSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** The newest record date of the import file (null when its rows carry none, e.g. PLUTO). */
  asOf: z.string().nullable(),
  importedAt: z.string(),
});
export type ScreenDataset = z.infer<typeof screenDatasetSchema>;

export const screenCountResponseSchema = z.object({
  count: z.number().int(),
  /** Most lots a screen may run. */
  limit: z.number().int(),
  datasets: z.array(screenDatasetSchema),
});
export type ScreenCountResponse = z.infer<typeof screenCountResponseSchema>;

/** The calculators a screen can run (creative financing needs a structure chosen per deal). */
export const SCREEN_STRATEGY_TYPES = STRATEGY_TYPES.filter((type) => type !== 'creative_financing') as Exclude<(typeof STRATEGY_TYPES)[number], 'creative_financing'>[];
export type ScreenStrategyType = (typeof SCREEN_STRATEGY_TYPES)[number];

export const screenCreateBodySchema = z.strictObject({
  name: z.string({ error: 'must be text' }).trim().min(1, 'must not be empty').max(SCREEN_NAME_MAX, `is at most ${SCREEN_NAME_MAX} characters`).optional(),
  filters: screenFiltersSchema,
  strategyType: z.enum(SCREEN_STRATEGY_TYPES as [ScreenStrategyType, ...ScreenStrategyType[]], {
    error: `must be one of ${SCREEN_STRATEGY_TYPES.join(', ')} (creative financing needs a structure chosen per deal)`,
  }),
  presetId: z.number({ error: 'must be a number' }).int().positive().optional(),
  buyBox: z.strictObject(buyBoxSchema.shape).optional(),
});
export type ScreenCreateBody = z.infer<typeof screenCreateBodySchema>;

export const SCREEN_STATES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ScreenState = (typeof SCREEN_STATES)[number];

export const screenSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  strategyType: z.string(),
  filters: z.record(z.string(), z.unknown()),
  presetId: z.number().int().nullable(),
  buyBox: z.record(z.string(), z.number()).nullable(),
  state: z.enum(SCREEN_STATES),
  /** Lots the criteria matched when the run started. */
  matched: z.number().int().nullable(),
  /** Lots screened so far. */
  screened: z.number().int(),
  /** Lots that pass every buy-box criterion (null without a buy box). */
  passing: z.number().int().nullable(),
  datasets: z.array(screenDatasetSchema),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ScreenSummary = z.infer<typeof screenSummarySchema>;

export const screenListResponseSchema = z.object({
  items: z.array(screenSummarySchema),
  /** The map style configured for the results map (REI_MAP_STYLE_URL), or null: the map then draws plain points. */
  mapStyleUrl: z.string().nullable(),
});

/** One input the calculator used: its value and where it came from (`estimated` when a rule made it). */
export const screenInputSchema = z.object({ value: z.number(), estimated: z.boolean(), source: z.string() });
export type ScreenInput = z.infer<typeof screenInputSchema>;

export const screenBuyBoxCheckSchema = z.object({
  metric: z.enum(BUY_BOX_METRIC_KEYS as [string, ...string[]]),
  label: z.string(),
  comparison: z.enum(['≥', '≤']),
  threshold: z.number(),
  value: z.number().nullable(),
  status: z.enum(['pass', 'fail', 'not_defined', 'not_applicable']),
});

export const screenResultSchema = z.object({
  bbl: z.string(),
  address: z.string().nullable(),
  borough: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** The lot's facts the screen used (PLUTO, last sale). */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The calculator's inputs that came from the lot or a rule, each labelled. */
  inputs: z.record(z.string(), screenInputSchema),
  /** The calculator's outputs (numbers only); null when the lot could not be priced. */
  outputs: z.record(z.string(), z.number().nullable()).nullable(),
  /** Why the lot has no outputs (no price on record…). */
  skipped: z.string().nullable(),
  passes: z.boolean().nullable(),
  checks: z.array(screenBuyBoxCheckSchema),
});
export type ScreenResult = z.infer<typeof screenResultSchema>;

export const SCREEN_SORT_FIXED = ['bbl', 'address', 'passes'] as const;

export const screenResultsQuerySchema = z.strictObject({
  page: pageNumberSchema.default(1),
  pageSize: pageSizeSchema(50),
  /** `bbl`, `address`, `passes`, or any output of the strategy's calculator (`cashOnCashReturn`…). */
  sort: z
    .string({ error: 'must be text' })
    .regex(/^[A-Za-z][A-Za-z0-9]{0,63}$/, 'must be bbl, address, passes or an output name')
    .default('bbl'),
  direction: z.enum(SORT_DIRECTIONS, { error: 'must be asc or desc' }).default('asc'),
  passing: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
});
export type ScreenResultsQuery = z.infer<typeof screenResultsQuerySchema>;

export const screenDetailResponseSchema = z.object({
  screen: screenSummarySchema,
  results: z.object({
    items: z.array(screenResultSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    sort: z.string(),
    direction: z.enum(SORT_DIRECTIONS),
  }),
});
export type ScreenDetailResponse = z.infer<typeof screenDetailResponseSchema>;

export const screenIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').positive('must be positive').max(2_147_483_647, 'is too large'),
});

export const screenExportQuerySchema = z.strictObject({ format: z.enum(['csv', 'xlsx'], { error: 'must be csv or xlsx' }) });

/** Most lots one add-to-portfolio request may add. */
export const SCREEN_ADD_MAX = 500;
export const screenAddToPortfolioBodySchema = z.strictObject({
  bbls: z.union([
    z.literal('passing'),
    z
      .array(z.string({ error: 'must be text' }).regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL'))
      .min(1, 'must list at least one BBL')
      .max(SCREEN_ADD_MAX, `at most ${SCREEN_ADD_MAX} lots at once`),
  ]),
});
export type ScreenAddToPortfolioBody = z.infer<typeof screenAddToPortfolioBodySchema>;

export const screenAddToPortfolioResponseSchema = z.object({
  added: z.array(z.object({ bbl: z.string(), propertyId: z.number().int() })),
  /** Lots already in the organization's portfolio (by BBL), left as they are. */
  alreadyInPortfolio: z.array(z.string()),
});
export type ScreenAddToPortfolioResponse = z.infer<typeof screenAddToPortfolioResponseSchema>;
