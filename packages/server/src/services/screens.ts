/**
 * Bulk screening (issue 30, contract/screens.ts): counts a list of NYC lots by criteria, and runs
 * a saved screen as a job that sends every selected lot through a calculator and stores each
 * result. Every read and write is by screen id and organization together: another team's screen
 * is not found.
 */
import { hostname } from 'node:os';
import { BOROUGH_NAMES, datasetTitle, type BoroughCode, type BuyBox } from '@rei/engine';
import {
  SCREEN_CRITERIA,
  SCREEN_LOTS_MAX,
  screenFiltersSchema,
  type ScreenAddToPortfolioBody,
  type ScreenAddToPortfolioResponse,
  type ScreenCountResponse,
  type ScreenCreateBody,
  type ScreenCriterion,
  type ScreenDataset,
  type ScreenDetailResponse,
  type ScreenFilters,
  type ScreenResult,
  type ScreenResultsQuery,
  type ScreenStrategyType,
  type ScreenSummary,
} from '../contract/screens';
import type { Database } from '../db/database';
import { pageOffset } from '../db/paging';
import { countLots, selectedLotRanges, selectedLotsIn, type ScreenLotRow } from '../db/queries/screenLots';
import {
  addScreenProgress,
  allScreenResults,
  analyzeScreenResults,
  bblsInPortfolio,
  cancelScreen as markCancelled,
  cancelScreenParts,
  deleteScreenParts,
  findScreenPart,
  insertScreenParts,
  lastResultInRange,
  screenPartsOf,
  updateScreenPart,
  deleteScreen as removeScreen,
  deleteScreenResults,
  findScreen,
  findScreenForJob,
  insertScreen,
  insertScreenResultsJson,
  listScreens as screensOf,
  countScreenResults,
  screenResultsFor,
  screenResultsOf,
  updateScreen,
  type ScreenResultRow,
  type ScreenRow,
} from '../db/queries/screens';
import type { BackgroundJobRow } from '../db/queries/backgroundJobs';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import { JobFailure, type JobContext, type JobEnqueuer } from '../jobs/jobQueue';
import { importTitle, latestImports } from '../nyc/enrichment/provenance';
import { emitWebhookEvent } from '../webhooks/events';
import type { OrganizationScope } from './organizationScope';
import type { ScreenResultOrders } from '../db/screenResultOrders';
import { presetSnapshotFor } from './presets';
import { createPropertiesInPortfolio, type Viewer } from './properties';
import { renderScreenExport, type ScreenExportFile, type ScreenExportSurvey } from './screening/screenExport';
import type { ScreenPreset } from './screening/screenLot';
import { addResultColumns, screenResultLayout, unpackResult, type ResultColumns, type ScreenResultLayout } from './screening/resultLayout';
import { ResultsJson, screenAndPack, type ScreenBatchOutcome, type ScreenBatchTask } from './screening/screenWorker';
import { threadPool } from '../workers/threadPool';

export const SCREEN_NOT_FOUND = 'Screen not found';
/** Lots read, screened and stored per step of a part (one SELECT, one INSERT). */
export const SCREEN_BATCH = 1_000;

const invalid = (message: string, fields: Record<string, string>) => new ApiError(400, ERROR_CODES.validation, message, fields);

/**
 * The datasets the criteria rest on, each with its newest finished import; a criterion whose
 * dataset is not imported (or that no importer exists for) is refused, naming it and why. PLUTO
 * (the lots themselves) is always needed.
 */
export async function datasetsFor(db: Database, filters: ScreenFilters): Promise<ScreenDataset[]> {
  const runs = await latestImports(db);
  const used = new Set<string>(['pluto']);
  const refused: Record<string, string> = {};
  if (!runs.has('pluto')) refused['body.filters'] = 'no lots to screen: PLUTO is not imported into this installation (rei import pluto <file>)';
  for (const key of Object.keys(filters) as ScreenCriterion[]) {
    if (filters[key] === undefined) continue;
    const { source } = SCREEN_CRITERIA[key];
    if (source.kind === 'unavailable') {
      refused[`body.filters.${key}`] = `rests on ${source.dataset}: ${source.reason}`;
      continue;
    }
    const loaded = source.datasets.filter((dataset) => runs.has(dataset));
    const missing = source.datasets.filter((dataset) => !runs.has(dataset));
    if ((source.kind === 'all' && missing.length > 0) || loaded.length === 0) {
      const names = (source.kind === 'all' ? missing : source.datasets).map((dataset) => `${datasetTitle(dataset)} (${dataset})`);
      refused[`body.filters.${key}`] = `rests on ${names.join(source.kind === 'any' ? ' or ' : ' and ')}, not imported into this installation (rei import ${(source.kind === 'all' ? missing : source.datasets)[0]} <file>)`;
      continue;
    }
    loaded.forEach((dataset) => used.add(dataset));
  }
  if (Object.keys(refused).length > 0) throw invalid('Some criteria rest on data this installation does not hold', refused);
  return [...used].map((name) => {
    const run = runs.get(name)!;
    return { name, title: importTitle(run), asOf: run.sourceDate, importedAt: run.finishedAt };
  });
}

/** POST /api/screens/count: how many lots the criteria select, and the datasets that count rests on. */
export async function countScreen(db: Database, filters: ScreenFilters): Promise<ScreenCountResponse> {
  const datasets = await datasetsFor(db, filters);
  return { count: await countLots(db, filters), limit: SCREEN_LOTS_MAX, datasets };
}

function refuseOverLimit(count: number): void {
  if (count > SCREEN_LOTS_MAX) {
    throw invalid(`The criteria select ${count.toLocaleString('en-US')} lots; a screen runs at most ${SCREEN_LOTS_MAX.toLocaleString('en-US')}. Narrow the list.`, {
      'body.filters': `selects ${count} lots; the limit is ${SCREEN_LOTS_MAX}`,
    });
  }
}

function summaryOf(row: ScreenRow): ScreenSummary {
  return {
    id: row.id,
    name: row.name,
    strategyType: row.strategyType,
    filters: row.filters,
    presetId: row.presetId,
    buyBox: row.buyBox ?? null,
    state: row.state,
    matched: row.matched,
    screened: row.screened,
    passing: row.buyBox ? (row.passing ?? 0) : null,
    datasets: row.datasets as ScreenDataset[],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A name for a screen saved without one, from its main criteria ("Brooklyn · B, C0 · buy_hold"). */
function defaultName(body: ScreenCreateBody): string {
  const parts = [
    body.filters.boroughs?.map((code: BoroughCode) => BOROUGH_NAMES[code]).join(', '),
    body.filters.buildingClasses?.join(', '),
    body.strategyType,
  ].filter(Boolean);
  return parts.join(' · ').slice(0, 120);
}

async function enqueueRun(db: Database, jobs: JobEnqueuer, userId: number, scope: OrganizationScope, row: ScreenRow): Promise<ScreenRow> {
  const filters = screenFiltersSchema.parse(row.filters);
  const datasets = await datasetsFor(db, filters);
  const matched = await countLots(db, filters);
  refuseOverLimit(matched);
  await deleteScreenResults(db, row.id);
  await deleteScreenParts(db, row.id);
  // What every result of this run shares, stored once on the screen (the engine of this run decides it).
  const resultLayout = screenResultLayout(row.strategyType as ScreenStrategyType, (row.preset as ScreenPreset | null) ?? null, (row.buyBox as BuyBox | null) ?? null);
  await updateScreen(db, row.id, {
    state: 'queued',
    matched,
    screened: 0,
    passing: row.buyBox ? 0 : null,
    datasets,
    error: null,
    finishedAt: null,
    resultLayout: resultLayout as unknown as Record<string, unknown>,
  });
  const job: BackgroundJobRow = await jobs.enqueue('screen', { organizationId: scope.organizationId, userId, input: { screenId: row.id }, total: matched });
  await updateScreen(db, row.id, { jobId: job.id });
  return (await findScreen(db, scope.organizationId, row.id))!;
}

/**
 * POST /api/screens: saves the screen and queues its run. The preset must be one the caller sees
 * for this strategy (404/400 as deals answer); a list over `SCREEN_LOTS_MAX` lots is refused.
 */
export async function startScreen(db: Database, jobs: JobEnqueuer, userId: number, scope: OrganizationScope, body: ScreenCreateBody): Promise<ScreenSummary> {
  const preset = body.presetId === undefined ? null : await presetSnapshotFor(db, userId, scope, body.presetId, body.strategyType);
  // Checked before anything is stored: a refused list leaves no screen behind.
  await datasetsFor(db, body.filters);
  refuseOverLimit(await countLots(db, body.filters));
  const row = await insertScreen(db, {
    organizationId: scope.organizationId,
    userId,
    name: body.name ?? defaultName(body),
    filters: body.filters,
    strategyType: body.strategyType,
    presetId: preset?.id ?? null,
    preset: preset ? { name: preset.name, version: preset.version, values: preset.values, lockedFields: preset.lockedFields } : null,
    buyBox: (body.buyBox as Record<string, number> | undefined) ?? null,
    state: 'queued',
  });
  return summaryOf(await enqueueRun(db, jobs, userId, scope, row));
}

/** POST /api/screens/{id}/run: runs a saved screen again over today's data (its results are replaced, and its kept page orders dropped). */
export async function rerunScreen(
  db: Database,
  jobs: JobEnqueuer,
  orders: ScreenResultOrders,
  userId: number,
  scope: OrganizationScope,
  id: number,
): Promise<ScreenSummary> {
  const row = await loadScreen(db, scope, id);
  if (row.state === 'queued' || row.state === 'running') throw new ApiError(409, ERROR_CODES.conflict, 'This screen is still running. Cancel it first or wait for it to finish.');
  orders.forget(row.id);
  return summaryOf(await enqueueRun(db, jobs, userId, scope, row));
}

async function loadScreen(db: Database, scope: OrganizationScope, id: number): Promise<ScreenRow> {
  const row = await findScreen(db, scope.organizationId, id);
  if (!row) throw notFound(SCREEN_NOT_FOUND);
  return row;
}

export async function listScreens(db: Database, scope: OrganizationScope, mapStyleUrl: string | undefined): Promise<{ items: ScreenSummary[]; mapStyleUrl: string | null }> {
  return { items: (await screensOf(db, scope.organizationId)).map(summaryOf), mapStyleUrl: mapStyleUrl ?? null };
}

/** The layout a screen's newest run stored its results under (null: a run from before layouts). */
const layoutOf = (row: ScreenRow): ScreenResultLayout | null => (row.resultLayout as ScreenResultLayout | null) ?? null;

/** A stored result as the API answers it: unpacked against the screen's layout. */
function resultOf(row: ScreenResultRow, layout: ScreenResultLayout | null): ScreenResult {
  return {
    bbl: row.bbl,
    address: row.address,
    borough: row.borough,
    latitude: row.latitude,
    longitude: row.longitude,
    ...unpackResult(row, layout),
    skipped: row.skipped,
    passes: row.passes,
  };
}

/** Every result of a screen, unpacked, in batches (exports). */
async function* allResultsOf(db: Database, row: ScreenRow, upTo?: string): AsyncGenerator<ScreenResult[]> {
  const layout = layoutOf(row);
  for await (const rows of allScreenResults(db, row.id, upTo)) yield rows.map((result) => resultOf(result, layout));
}

/**
 * GET /api/screens/{id}: the screen and one page of its results, sorted by any output. A
 * completed screen's pages share the order found for the first (`db/screenResultOrders.ts`).
 */
export async function getScreen(db: Database, orders: ScreenResultOrders, scope: OrganizationScope, id: number, query: ScreenResultsQuery): Promise<ScreenDetailResponse> {
  const row = await loadScreen(db, scope, id);
  const passing = query.passing === undefined ? undefined : query.passing === 'true';
  const layout = layoutOf(row);
  const place = layout?.outputs.indexOf(query.sort) ?? -1;
  const order = { sort: { sort: query.sort, place: place < 0 ? null : place + 1 }, direction: query.direction, passing };
  const bbls = await orders.pageBbls(db, row, order, { offset: pageOffset(query), limit: query.pageSize });
  const rows = await screenResultsOf(db, row.id, bbls);
  // The screen's counts move in the same transaction as its results (`screenPartJob`), so they are
  // the page's totals, running or finished: no COUNT over the results. Failing is not screened −
  // passing: a lot without a price has no verdict at all.
  const total =
    passing === undefined ? row.screened : passing && row.passing !== null ? row.passing : await countScreenResults(db, row.id, order);
  return {
    screen: summaryOf(row),
    results: {
      items: rows.map((result) => resultOf(result, layout)),
      total,
      page: query.page,
      pageSize: query.pageSize,
      pageCount: Math.max(1, Math.ceil(total / query.pageSize)),
      sort: query.sort,
      direction: query.direction,
    },
  };
}

/** POST /api/screens/{id}/cancel: a queued or running screen stops at its next batch, on whichever instance runs it. */
export async function cancelScreen(db: Database, scope: OrganizationScope, id: number): Promise<ScreenSummary> {
  const row = await loadScreen(db, scope, id);
  if (row.state === 'queued' || row.state === 'running') {
    // The parts, on whichever instances run them, read the screen's state before each batch and stop.
    if (await markCancelled(db, scope.organizationId, id)) await cancelScreenParts(db, id);
  }
  return summaryOf(await loadScreen(db, scope, id));
}

/** DELETE /api/screens/{id}: the screen, its results and its kept page orders; a running job finds it gone and stops. */
export async function deleteScreen(db: Database, orders: ScreenResultOrders, scope: OrganizationScope, id: number): Promise<void> {
  if (!(await removeScreen(db, scope.organizationId, id))) throw notFound(SCREEN_NOT_FOUND);
  orders.forget(id);
}

/** GET /api/screens/{id}/export: every result as CSV or XLSX, streamed (`screening/screenExport.ts`). */
export async function exportScreen(db: Database, scope: OrganizationScope, id: number, format: 'csv' | 'xlsx'): Promise<ScreenExportFile> {
  const row = await loadScreen(db, scope, id);
  const layout = layoutOf(row);
  const survey = async (): Promise<ScreenExportSurvey> => {
    const columns: ResultColumns = { facts: new Set(), inputs: new Set(), outputs: new Set(), checks: new Set() };
    let count = 0;
    let lastBbl: string | null = null;
    for await (const rows of allScreenResults(db, row.id)) {
      for (const stored of rows) addResultColumns(columns, stored, layout);
      count += rows.length;
      lastBbl = rows[rows.length - 1]!.bbl;
    }
    return { columns, count, lastBbl };
  };
  const sameRun = async () => (await findScreen(db, scope.organizationId, id))?.jobId === row.jobId;
  return renderScreenExport(row, { survey, results: (upTo) => allResultsOf(db, row, upTo), sameRun }, format);
}

/**
 * POST /api/screens/{id}/add-to-portfolio: a property per chosen lot (or every passing lot) in the
 * selected organization's portfolio, from the lot's public-record facts, all within the plan's
 * property limit or none. Lots already in the portfolio (same BBL) are left as they are; a BBL
 * not among the screen's results → 400 naming it.
 */
export async function addScreenLotsToPortfolio(
  db: Database,
  viewer: Viewer,
  scope: OrganizationScope,
  id: number,
  body: ScreenAddToPortfolioBody,
): Promise<ScreenAddToPortfolioResponse> {
  const row = await loadScreen(db, scope, id);
  const layout = layoutOf(row);
  const results = (await screenResultsFor(db, row.id, body.bbls, 500)).map((result) => resultOf(result, layout));
  if (body.bbls !== 'passing') {
    const found = new Set(results.map((result) => result.bbl));
    const unknown = body.bbls.filter((bbl) => !found.has(bbl));
    if (unknown.length > 0) throw invalid('Some lots are not in this screen’s results', { 'body.bbls': `not in the results: ${unknown.slice(0, 10).join(', ')}` });
  }
  const already = await bblsInPortfolio(db, scope.organizationId, results.map((result) => result.bbl));
  const adding = results.filter((result) => !already.has(result.bbl));
  const created = await createPropertiesInPortfolio(
    db,
    viewer,
    scope,
    adding.map((result) => {
      const facts = result.facts;
      const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
      return {
        address: result.address ?? `BBL ${result.bbl}`,
        city: BOROUGH_NAMES[result.borough as BoroughCode] ?? 'New York',
        state: 'NY',
        zip: typeof facts.zipCode === 'string' ? facts.zipCode : '',
        bbl: result.bbl,
        borough: result.borough,
        buildingClass: typeof facts.buildingClass === 'string' ? facts.buildingClass : undefined,
        units: count(facts.units),
        yearBuilt: count(facts.yearBuilt),
        buildingArea: count(facts.buildingArea),
        lotArea: count(facts.lotArea),
        latitude: result.latitude ?? undefined,
        longitude: result.longitude ?? undefined,
      } as Parameters<typeof createPropertiesInPortfolio>[3][number];
    }),
  );
  return { added: created.map((property) => ({ bbl: property.bbl ?? '', propertyId: property.id })), alreadyInPortfolio: [...already].sort() };
}

/** Selected lots per part of a run: each part is a `screen-part` job any instance's worker picks up. */
export const SCREEN_PART_LOTS = 10_000;
/** How often a run's job looks at its parts while they run. */
const PARTS_POLL_MS = 200;
/** Lots screened between two turns of the event loop when no worker thread can (the engine's work must not hold up requests). */
const ENGINE_SLICE = 50;

/**
 * The screens' engine thread: one, so the request thread keeps the other core on a 2-core
 * machine. Its heap is held small (what it keeps is the engine's code and one batch): left to
 * V8's defaults it grew by a batch's garbage at a time, about 100 MB over a screen.
 */
const enginePool = threadPool<ScreenBatchTask, ScreenBatchOutcome>(import.meta.url, './screening/screenWorker', 'screenBatch', {
  resourceLimits: { maxOldGenerationSizeMb: 128 },
});

/** Stops the screens' engine thread (the app's onClose, tests); the next batch starts it again. */
export const stopScreenWorker = (): Promise<void> => enginePool.stop();

/** A batch screened on the engine thread; on this thread in slices between requests when no worker can (exported for the screening benchmark). */
export async function screenBatchOffThread(task: ScreenBatchTask): Promise<{ json: Uint8Array }> {
  const outcome = await enginePool.run(task);
  if (outcome && 'error' in outcome) throw new Error(outcome.error);
  if (outcome) return outcome;
  const json = new ResultsJson();
  for (let start = 0; start < task.lots.length; start += ENGINE_SLICE) {
    if (start > 0) await yieldToRequests();
    for (const lot of task.lots.slice(start, start + ENGINE_SLICE)) json.add(screenAndPack(lot, task));
  }
  return { json: json.bytes() };
}

/** Whether a run (its job id) still owns the screen: not cancelled, failed, deleted or run again. */
function runOwns(row: ScreenRow | undefined, runId: string): row is ScreenRow {
  return row !== undefined && (row.state === 'queued' || row.state === 'running') && (row.jobId === null || row.jobId === runId);
}

/** This process, as a part records where it ran (host:pid). */
const THIS_INSTANCE = `${hostname()}:${process.pid}`;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The `screen` job, one per run: cuts the selected lots into parts of `partLots` lots in BBL
 * order, queues a `screen-part` job per part (any instance runs them, `screenPartJob`), then
 * watches them: progress is the sum of the parts', the screen completes when every part has,
 * fails with the reason when a part fails for good, and stops when the screen is cancelled,
 * deleted or run again (the parts see that too and stop at their next batch). A retried run
 * finds its parts planned and queues only those that never got a job.
 */
export async function screenJob(context: JobContext, options: { partLots?: number } = {}): Promise<Record<string, unknown>> {
  const { db } = context;
  const screenId = Number(context.input.screenId);
  const row = await findScreenForJob(db, screenId);
  if (!runOwns(row, context.id)) return { stopped: true };
  await updateScreen(db, screenId, { state: 'running' });
  let parts = await screenPartsOf(db, screenId);
  if (parts.length === 0 || parts[0]!.runId !== context.id) {
    await deleteScreenParts(db, screenId);
    const ranges = await selectedLotRanges(db, screenFiltersSchema.parse(row.filters), options.partLots ?? SCREEN_PART_LOTS);
    await insertScreenParts(
      db,
      ranges.map((range, index) => ({ screenId, part: index + 1, runId: context.id, fromBbl: range.fromBbl, toBbl: range.toBbl, lots: range.lots })),
    );
    parts = await screenPartsOf(db, screenId);
  }
  for (const part of parts) {
    if (part.jobId !== null) continue;
    const job = await context.jobs.enqueue('screen-part', {
      organizationId: row.organizationId,
      userId: row.userId,
      input: { screenId, part: part.part, runId: context.id },
      total: part.lots,
    });
    await updateScreenPart(db, screenId, part.part, { jobId: job.id });
  }
  for (;;) {
    if (context.signal.aborted) throw new Error('The screen was interrupted; it will resume.');
    const now = await findScreenForJob(db, screenId);
    if (!runOwns(now, context.id)) {
      await cancelScreenParts(db, screenId);
      return { stopped: true };
    }
    parts = await screenPartsOf(db, screenId);
    const failed = parts.find((part) => part.state === 'failed');
    if (failed) {
      await cancelScreenParts(db, screenId);
      throw new JobFailure(`Part ${failed.part} of ${parts.length} (lots after BBL ${failed.fromBbl || 'the first'} up to ${failed.toBbl}) failed: ${failed.error ?? 'no reason given'}`);
    }
    await context.progress(now.screened, now.matched);
    if (parts.every((part) => part.state === 'completed')) break;
    await new Promise((resolve) => setTimeout(resolve, PARTS_POLL_MS));
  }
  const done = (await findScreenForJob(db, screenId))!;
  const screened = done.screened;
  const passing = row.buyBox ? (done.passing ?? 0) : null;
  await analyzeScreenResults(db);
  await updateScreen(db, screenId, { state: 'completed', finishedAt: new Date() });
  await emitWebhookEvent(db, row.organizationId, 'screen.completed', {
    screenId,
    name: row.name,
    strategyType: row.strategyType,
    screened,
    passing,
    results: `/api/screens/${screenId}`,
  });
  return { screenId, screened, passing, parts: parts.length };
}

/**
 * The `screen-part` job: screens the selected lots of one part's BBL range in order,
 * `SCREEN_BATCH` at a time, storing each batch and adding its counts to the screen's. It resumes
 * after the part's last stored BBL (a retry or another instance continues, never repeats), and
 * stops at the next batch when its run no longer owns the screen (cancelled, failed, deleted, run
 * again).
 */
export async function screenPartJob(context: JobContext, options: { batchLots?: number } = {}): Promise<Record<string, unknown>> {
  const batchLots = options.batchLots ?? SCREEN_BATCH;
  const { db } = context;
  const screenId = Number(context.input.screenId);
  const partNumber = Number(context.input.part);
  const runId = String(context.input.runId);
  const row = await findScreenForJob(db, screenId);
  const part = await findScreenPart(db, screenId, partNumber);
  if (!runOwns(row, runId) || !part || part.runId !== runId || part.state === 'cancelled') return { stopped: true };
  await updateScreenPart(db, screenId, partNumber, { state: 'running', ranOn: THIS_INSTANCE });
  const filters = screenFiltersSchema.parse(row.filters);
  const strategyType = row.strategyType as ScreenStrategyType;
  const preset = (row.preset as ScreenPreset | null) ?? null;
  const buyBox = (row.buyBox as BuyBox | null) ?? null;
  const after = (await lastResultInRange(db, screenId, part.fromBbl, part.toBbl)) ?? part.fromBbl;
  let screened = part.screened;
  const layout = layoutOf(row);
  const screen = (lots: ScreenLotRow[]) => {
    const batch = screenBatchOffThread({ lots, strategyType, preset, buyBox, layout });
    // Awaited later (after the next read), or never when the part stops first: marked handled now,
    // so a failure in between is not an unhandled rejection. Awaiting it still throws.
    batch.catch(() => undefined);
    return batch;
  };
  // The part's batches as BBL ranges, found in one pass over its lots: a batch's read then scans
  // its own range only. Read as "the next batchLots after the last", each read scanned the rest of
  // the part and sorted it when the lots' index could not give them in BBL order (most lists:
  // 39 of a batch's 57 ms on the 860,000-lot city).
  const batches = await selectedLotRanges(db, filters, batchLots, { fromBbl: after, toBbl: part.toBbl });
  const readBatch = (index: number) => {
    const range = batches[index];
    return range ? selectedLotsIn(db, filters, range) : Promise.resolve([]);
  };
  // A pipeline: while the engine thread screens one batch, this thread stores the one before and
  // reads the one after.
  let batchIndex = 0;
  const first = await readBatch(batchIndex);
  // A batch with no lots left (the city changed since its range was found) is stored empty; the
  // part goes on to the next.
  let screening = batches.length > 0 ? screen(first) : null;
  while (screening) {
    if (context.signal.aborted) throw new Error('The screen part was interrupted; it will resume.');
    // Each statement waits for a turn of the event loop first. PGlite hands its connection from
    // one waiting query to the next in the same run of promise callbacks, so two parts feeding each
    // other statements would otherwise keep requests (and timers) out for seconds at a time.
    await yieldToRequests();
    batchIndex += 1;
    const next = await readBatch(batchIndex);
    const { json } = await screening;
    await yieldToRequests();
    screening = batchIndex < batches.length ? screen(next) : null;
    const now = await findScreenForJob(db, screenId);
    // Cancelled, failed, deleted, or run again (a newer job owns the screen now): stop here.
    if (!runOwns(now, runId)) {
      await updateScreenPart(db, screenId, partNumber, { state: 'cancelled' });
      return { stopped: true, screened };
    }
    // Results and the screen's counts together: a page's total is the count, never a COUNT.
    const added = await db.transaction(async (tx) => {
      const stored = await insertScreenResultsJson(tx, screenId, json);
      await addScreenProgress(tx, screenId, stored.inserted, stored.passing);
      return stored;
    });
    screened += added.inserted;
    await updateScreenPart(db, screenId, partNumber, { screened });
    await context.progress(screened, part.lots);
  }
  await updateScreenPart(db, screenId, partNumber, { state: 'completed', screened });
  return { screenId, part: partNumber, screened };
}

/** When a screen's job fails for good, the screen says so. */
export async function screenJobFailed(db: Database, job: BackgroundJobRow, reason: string): Promise<void> {
  const screenId = Number(job.input.screenId);
  if (!Number.isInteger(screenId)) return;
  await updateScreen(db, screenId, { state: 'failed', error: reason, finishedAt: new Date() });
  await cancelScreenParts(db, screenId);
}

/** When a part's job fails for good, the part says why; its run's job then fails the screen with that reason. */
export async function screenPartFailed(db: Database, job: BackgroundJobRow, reason: string): Promise<void> {
  const screenId = Number(job.input.screenId);
  const part = Number(job.input.part);
  if (Number.isInteger(screenId) && Number.isInteger(part)) await updateScreenPart(db, screenId, part, { state: 'failed', error: reason });
}
