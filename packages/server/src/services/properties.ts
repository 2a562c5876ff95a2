import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { canonicalStreet, normalizeStreetAddress, nycStreetText, parseAddressQuery } from './engine';
import { PROPERTY_NOT_FOUND, metricColumns, newPropertyValues, toColumnValues, toPropertyResponse, toPropertyResponseWithMetrics } from './propertyValues';
import type { PropertyWriteFieldsInput, PropertyResponse, PropertyImportResponse, PropertySearchResponse } from '../contract';
import type { Database } from '../db/client';
import { lockUserLimits } from '../db/queries/locks';
import { sharesOneConnection } from '../db/oneConnection';
import { memberScopeOf } from '../db/memberScope';
import { insertPortfolioItems } from '../db/queries/portfolio';
import {
  countPlanPropertiesOf,
  deleteOrganizationPropertyRows,
  deletePropertyRow,
  findByNormalizedAddress,
  findPropertyById,
  insertProperties,
  listPropertiesAddedBy,
  listPropertiesOfOrganization,
  updatePropertyRow,
  type NewPropertyRow,
  type PropertyRow,
} from '../db/queries/properties';
import type { SystemRole } from '../db/schema';
import { ApiError, forbidden, notFound, tierLimit } from '../errors';
import { viewerOrganizationIds, viewerRoleIn, type OrganizationScope } from './organizationScope';
import { apiKeyUseOf } from './apiKeys';
import { newPropertyValuesInBatches, readCsvImport, readJsonImport, type ImportRow } from './propertyImport';
import type { BackgroundJobRow } from '../db/queries/backgroundJobs';
import { JobFailure, type JobContext, type JobEnqueuer } from '../jobs/jobQueue';
import { computePropertyMetrics } from './propertyMetrics';
import { withNycData } from './nycProperty';
import { nycPropertyForSearch } from './addressSearch';
import { storedPropertySuggestion } from './addressSuggestions';
import type { GeoSearchConfig } from '../nyc/geosearch/config';
import type { SodaConfig } from '../nyc/soda/client';
import { effectiveTierOf } from './subscription';
import { planAllowing, planFor } from './tiers';

/** Who is asking: a signed-in user (id and system role). */
export interface Viewer {
  readonly id: number;
  readonly role: SystemRole;
}

export const DEMO_PROPERTY_READ_ONLY =
  'Demo properties are shared by everyone who tries REI and cannot be changed. Add it to your portfolio to analyse it, or add your own property.';

/**
 * Throws 403 TIER_LIMIT when adding `adding` new properties would pass the plan's property
 * limit. Counts each property the user added or keeps in a portfolio once (demo data they
 * did not keep never counts); see `countPlanPropertiesOf`.
 */
export async function assertPropertyCapacity(db: Database, userId: number, adding: number): Promise<void> {
  const tier = await effectiveTierOf(db, userId);
  const plan = planFor(tier);
  const limit = plan.limits.properties;
  if (limit === null) return;
  const owned = await countPlanPropertiesOf(db, userId);
  if (owned + adding <= limit) return;
  const attempt = adding > 1 ? ` This request adds ${adding}.` : '';
  throw tierLimit(
    `Property limit reached: the ${plan.name} plan allows ${limit} properties and you have ${owned}.${attempt} Upgrade your plan to add more.`,
    { feature: 'properties', limit, used: owned, plan: tier, upgradeTo: planAllowing('properties', owned + adding) },
  );
}

/** A property the viewer may read: a demo property, or one of their organizations'. Else 404. */
export async function loadReadableProperty(db: Database, viewer: Viewer, id: number): Promise<PropertyRow> {
  const row = await findPropertyById(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  if (row.isDemo) return row;
  const role = await viewerRoleIn(db, viewer, row.organizationId);
  if (!role) throw notFound(PROPERTY_NOT_FOUND);
  return row;
}

/**
 * A property the organization in `scope` may build on — keep in its portfolio, save a
 * strategy for, audit: one of its own properties, or a shared demo property. This is the
 * service side of the tenancy rule the database enforces (migration 0006): an organization
 * never refers to another team's property, so nothing it holds stays linked to that team's
 * live data. A property of another of the caller's organizations → 403 saying where to work
 * on it; one the caller cannot read → 404.
 */
export async function loadPropertyForOrganization(db: Database, viewer: Viewer, scope: OrganizationScope, id: number): Promise<PropertyRow> {
  const row = await loadReadableProperty(db, viewer, id);
  if (row.isDemo || row.organizationId === scope.organizationId) return row;
  throw forbidden(
    'This property belongs to another of your organizations. Switch to that organization to keep it in a portfolio or to analyse it there, or move or copy it into this one (Move or copy on the property page; POST /api/properties/{id}/move or /copy).',
  );
}

/**
 * A property the viewer may change or delete: it belongs to one of their organizations,
 * and an analyst may change only the properties they added (owner and admin any).
 * Demo properties are shared by every visitor and read-only for everyone, the demo
 * account included → 403. Another team's property → 404.
 */
export async function loadWritableProperty(db: Database, viewer: Viewer, id: number): Promise<PropertyRow> {
  const row = await findPropertyById(db, id);
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  if (row.isDemo) throw forbidden(DEMO_PROPERTY_READ_ONLY);
  const role = await viewerRoleIn(db, viewer, row.organizationId);
  if (!role) throw notFound(PROPERTY_NOT_FOUND);
  if (role === 'analyst' && row.userId !== viewer.id) {
    throw forbidden('Analysts can change only the properties they added. Ask an owner or admin of the organization.');
  }
  return row;
}

/** GET /api/properties: the selected organization's properties, newest first. */
export async function listOrganizationProperties(db: Database, scope: OrganizationScope, limit: number, offset: number): Promise<PropertyResponse[]> {
  return (await listPropertiesOfOrganization(db, scope.organizationId, limit, offset)).map(toPropertyResponse);
}

/**
 * GET /api/properties/{userId}: the properties a user added to the organizations they are still
 * a member of; self only, or a system admin. A member taken off a team no longer lists what they
 * added there (the team keeps it).
 */
export async function listPropertiesOfUser(db: Database, viewer: Viewer, userId: number): Promise<PropertyResponse[]> {
  if (viewer.id !== userId && viewer.role !== 'admin') throw forbidden('You can only list your own properties.');
  const keyOrganization = apiKeyUseOf(viewer)?.organizationId;
  const rows = await listPropertiesAddedBy(db, await memberScopeOf(db, userId));
  return rows.filter((row) => keyOrganization === undefined || row.organizationId === keyOrganization).map(toPropertyResponse);
}

export async function getProperty(db: Database, viewer: Viewer, id: number): Promise<PropertyResponse> {
  return toPropertyResponse(await loadReadableProperty(db, viewer, id));
}

/**
 * Portfolio entries for properties just uploaded into the selected organization: an upload
 * lands in the portfolio, so it shows on the dashboard and in the calculator's selector.
 * The entry carries the property's own figures until a strategy is saved.
 */
async function keepInPortfolio(tx: Database, viewer: Viewer, scope: OrganizationScope, rows: readonly PropertyRow[]): Promise<void> {
  await insertPortfolioItems(
    tx,
    rows.map((row) => ({ organizationId: scope.organizationId, userId: viewer.id, propertyId: row.id })),
  );
}

/**
 * POST /api/properties: a new property in the selected organization, kept in its portfolio,
 * within the plan's limit (the property and its portfolio entry count once).
 */
export async function createProperty(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  body: PropertyWriteFieldsInput & { userId?: number | null },
): Promise<PropertyResponse> {
  if (body.userId != null && body.userId !== viewer.id) throw forbidden('userId must be your own user id.');
  const { userId: _ignored, ...fields } = body;
  return db.transaction(async (tx) => {
    await lockUserLimits(tx, viewer.id);
    await assertPropertyCapacity(tx, viewer.id, 1);
    const [row] = await insertProperties(tx, [newPropertyValues(fields, { userId: viewer.id, organizationId: scope.organizationId })]);
    await keepInPortfolio(tx, viewer, scope, [row!]);
    return toPropertyResponse(row!);
  });
}

/**
 * Several new properties in the selected organization, each kept in its portfolio, in one
 * transaction within the plan's property limit (all or none): a screen's "add to portfolio".
 */
export async function createPropertiesInPortfolio(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  fieldsList: readonly PropertyWriteFieldsInput[],
): Promise<PropertyResponse[]> {
  if (fieldsList.length === 0) return [];
  await assertPropertyCapacity(db, viewer.id, fieldsList.length);
  return db.transaction(async (tx) => {
    await lockUserLimits(tx, viewer.id);
    await assertPropertyCapacity(tx, viewer.id, fieldsList.length);
    const rows = await insertProperties(tx, fieldsList.map((fields) => newPropertyValues(fields, { userId: viewer.id, organizationId: scope.organizationId })));
    await keepInPortfolio(tx, viewer, scope, rows);
    return rows.map(toPropertyResponse);
  });
}

/**
 * PUT /api/properties/{id}: changes the given fields. The engine metrics are recomputed from
 * the resulting price and rent; stated figures sent in this request are kept as stated.
 */
export async function updateProperty(db: Database, viewer: Viewer, id: number, body: Partial<PropertyWriteFieldsInput>): Promise<PropertyResponse> {
  const existing = await loadWritableProperty(db, viewer, id);
  const current = toPropertyResponse(existing);
  const merged = { ...current, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as PropertyResponse;
  const values: Record<string, unknown> = {
    ...body,
    ...metricColumns(merged.purchasePrice, merged.monthlyRent, merged.buildingArea ?? merged.squareFeet, body, merged),
  };
  if (body.address !== undefined) values['addressNormalized'] = nycStreetText(body.address);
  const row = await updatePropertyRow(db, id, toColumnValues(values));
  if (!row) throw notFound(PROPERTY_NOT_FOUND);
  return toPropertyResponse(row);
}

export async function deleteProperty(db: Database, viewer: Viewer, id: number): Promise<{ id: number; deleted: true }> {
  await loadWritableProperty(db, viewer, id);
  if (!(await deletePropertyRow(db, id))) throw notFound(PROPERTY_NOT_FOUND);
  return { id, deleted: true };
}

/**
 * A stored property with its values recomputed by the engine (search answer): one computation
 * gives both the metrics and the assumptions they rest on.
 */
function withEngineMetrics(row: PropertyRow): PropertyResponse {
  const metrics = computePropertyMetrics(row);
  return { ...toPropertyResponseWithMetrics(row, metrics), ...metrics };
}

/**
 * GET /api/properties/search: the property at an address, among demo properties and (for a
 * signed-in user) their organizations' properties, with metrics computed by the engine and
 * the lot's NYC public record; else the lot the address resolves to in the NYC data.
 * Ranking when several match: the longest street match, then the ZIP, then the city named in
 * the query, then the caller's own organizations before demo data, then the oldest.
 */
export async function searchProperty(
  db: Database,
  viewer: Viewer | null,
  addressText: string,
  soda: SodaConfig | null = null,
  geosearch: GeoSearchConfig | null = null,
  /** Whether typed text the suggestion list matched to one stored property may resolve to it (once). */
  pickSuggestion = true,
): Promise<PropertySearchResponse> {
  const parsed = parseAddressQuery(addressText);
  // Stored keys are NYC canonical streets ("866 9 avenue"), so the candidates are read that way too.
  const candidates = [...new Set(parsed.streetCandidates.map(canonicalStreet))];
  // A signed-in caller's organizations came with the session (no query); else read them.
  const organizationIds = viewer ? await viewerOrganizationIds(db, viewer) : [];
  const rows = await findByNormalizedAddress(db, candidates, organizationIds);
  if (rows.length === 0) {
    // Typed text the suggestion list shows one stored property for resolves like picking it ("866 Ninth").
    const picked = pickSuggestion ? await storedPropertySuggestion(db, viewer, addressText) : null;
    if (picked !== null) return searchProperty(db, viewer, picked, soda, geosearch, false);
    // Else the public record: local data, then GeoSearch when live; a 404 that says why when no lot.
    return nycPropertyForSearch(db, addressText, { soda, geosearch });
  }
  const score = (row: PropertyRow): number[] => [
    candidates.indexOf(row.addressNormalized),
    parsed.zip !== null && row.zip === parsed.zip ? 0 : 1,
    parsed.place !== null && row.city !== null && parsed.place.includes(normalizeStreetAddress(row.city)) ? 0 : 1,
    row.isDemo ? 1 : 0,
    row.id,
  ];
  const best = rows
    .map((row) => ({ row, key: score(row) }))
    .sort((a, b) => {
      for (let i = 0; i < a.key.length; i += 1) {
        const difference = a.key[i]! - b.key[i]!;
        if (difference !== 0) return difference;
      }
      return 0;
    })[0]!.row;
  return withNycData(db, withEngineMetrics(best), soda, viewer);
}

/** Rows per INSERT of an import: short statements keep each database call brief (and were faster on PGlite than 500). */
const IMPORT_INSERT_BATCH = 100;

/**
 * POST /api/properties/import: CSV text (the property columns, read with the engine's CSV
 * grammar) or JSON rows, read without holding the event loop (see `propertyImport.ts`);
 * more than `PROPERTY_IMPORT_MAX_ROWS` rows → 413. All or nothing by default: any invalid
 * row → nothing is inserted and the first problems are listed `{ line, field, message }` with
 * the count of all. With `skipInvalid` (the person chose "import the valid rows") the valid
 * rows are inserted and the invalid ones are skipped and listed the same way (`skipped` counts
 * the rows left out); a file with no valid row, or problems with the file itself (its header),
 * still imports nothing. Inserted rows go into one transaction, into the selected
 * organization's portfolio, within the plan's property limit. Metrics are computed by the
 * engine per row.
 */
export async function importProperties(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  input: { csv?: string | undefined; rows?: readonly unknown[] | undefined; skipInvalid?: boolean | undefined },
  jobs?: JobEnqueuer,
): Promise<PropertyImportOutcome> {
  const parsed = input.csv !== undefined ? await readCsvImport(input.csv) : await readJsonImport(input.rows ?? []);
  const { errors, errorCount, invalidRows } = parsed;
  const problems = { errors, errorCount, errorsTruncated: errorCount > errors.length, skipped: 0 };
  const skipping = input.skipInvalid === true && parsed.rows.length > 0 && !parsed.fileProblem;
  if (errorCount > 0 && !skipping) return { result: { inserted: 0, ...problems, ids: [] } };
  // Refuse an import over the plan early, before the metrics work (checked again under the lock).
  await assertPropertyCapacity(db, viewer.id, parsed.rows.length);
  const outcome = { ...problems, skipped: errorCount > 0 ? invalidRows : 0 };
  if (jobs && parsed.rows.length > IMPORT_JOB_MIN_ROWS) {
    const job = await jobs.enqueue('property-import', {
      organizationId: scope.organizationId,
      userId: viewer.id,
      input: { viewer: { id: viewer.id, role: viewer.role }, scope: { organizationId: scope.organizationId, role: scope.role }, rows: parsed.rows, outcome },
      total: parsed.rows.length,
    });
    return { job };
  }
  const ids = await insertImportRows(db, viewer, scope, parsed.rows);
  return { result: { inserted: ids.length, ...outcome, ids } };
}

/** What `importProperties` did: the rows inserted (or the problems), or the job that inserts them. */
export type PropertyImportOutcome = { result: PropertyImportResponse & { ids: number[] }; job?: undefined } | { job: BackgroundJobRow; result?: undefined };

/**
 * Imports of more valid rows than this run as a `property-import` job (POST answers 202 with
 * the job, the page shows "n of N rows"); smaller ones are inserted in the request. An import
 * costs about 1 ms a row on a quiet machine (engine metrics and the insert; 250 rows took
 * 0.7–1.2 s, 1,000 rows 3.2–3.9 s at load 11 on 2 cores), so 100 rows stay near 100 ms.
 */
export const IMPORT_JOB_MIN_ROWS = 100;

/**
 * Inserts checked import rows into the selected organization (and its portfolio), within the
 * plan's limit. Engine metrics take a fraction of a millisecond a row: computed in batches with
 * a yield between (each batch reported to `progress`), before the transaction, so it stays
 * short (on PGlite it holds the database).
 */
async function insertImportRows(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  rows: readonly ImportRow[],
  progress?: (done: number) => Promise<void>,
): Promise<number[]> {
  const values = await newPropertyValuesInBatches(rows, { userId: viewer.id, organizationId: scope.organizationId }, progress);
  if (sharesOneConnection(db)) return insertInShortTransactions(db, viewer, scope, values);
  return db.transaction(async (tx) => {
    await lockUserLimits(tx, viewer.id);
    await assertPropertyCapacity(tx, viewer.id, rows.length);
    const ids: number[] = [];
    for (let start = 0; start < values.length; start += IMPORT_INSERT_BATCH) {
      const inserted = await insertProperties(tx, values.slice(start, start + IMPORT_INSERT_BATCH));
      await keepInPortfolio(tx, viewer, scope, inserted);
      ids.push(...inserted.map((row) => row.id));
    }
    return ids;
  });
}

/**
 * Rows per transaction of an import on PGlite. Its one connection serves every request: one
 * transaction of 1,000 rows held `/api/health` up to 2.1 s; a 100-row insert with its
 * portfolio entries takes 100–300 ms there on a busy 2-core machine, 50 rows half that.
 */
const ONE_CONNECTION_ROWS_PER_TRANSACTION = 50;

/**
 * The import on a database of one connection (PGlite): a short transaction per
 * `ONE_CONNECTION_ROWS_PER_TRANSACTION` rows (each with the limit lock and check, so the plan's
 * limit holds across them), and a turn of the event loop between, so that the queries of
 * other requests run between two transactions instead of after the whole import. Still all
 * or nothing: when a later transaction fails (over the limit by now, the job cancelled), the
 * rows already committed are deleted again.
 */
async function insertInShortTransactions(db: Database, viewer: Viewer, scope: OrganizationScope, values: readonly NewPropertyRow[]): Promise<number[]> {
  const ids: number[] = [];
  try {
    for (let start = 0; start < values.length; start += ONE_CONNECTION_ROWS_PER_TRANSACTION) {
      const batch = values.slice(start, start + ONE_CONNECTION_ROWS_PER_TRANSACTION);
      const inserted = await db.transaction(async (tx) => {
        await lockUserLimits(tx, viewer.id);
        await assertPropertyCapacity(tx, viewer.id, batch.length);
        const rows = await insertProperties(tx, batch);
        await keepInPortfolio(tx, viewer, scope, rows);
        return rows;
      });
      ids.push(...inserted.map((row) => row.id));
      await yieldToEventLoop();
    }
  } catch (error) {
    await deleteOrganizationPropertyRows(db, scope.organizationId, ids);
    throw error;
  }
  return ids;
}

/** The `property-import` job's work: inserts the rows checked in the request, reporting rows prepared. */
export async function propertyImportJob(context: JobContext): Promise<Record<string, unknown>> {
  const input = context.input as {
    viewer: Viewer;
    scope: OrganizationScope;
    rows: ImportRow[];
    outcome: Omit<PropertyImportResponse, 'inserted' | 'ids'>;
  };
  const total = input.rows.length;
  await context.progress(0, total);
  let ids: number[];
  try {
    ids = await insertImportRows(context.db, input.viewer, input.scope, input.rows, (done) => {
      context.signal.throwIfAborted();
      return context.progress(done, total);
    });
  } catch (error) {
    // Over the plan's limit by now (another upload finished first): retrying would not help.
    if (error instanceof ApiError && error.statusCode < 500) throw new JobFailure(error.message);
    throw error;
  }
  await context.progress(total, total);
  return { inserted: ids.length, ...input.outcome, ids };
}
