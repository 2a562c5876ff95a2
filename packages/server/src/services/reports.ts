/**
 * Reports: deal reports of one saved strategy (CSV, live-formula XLSX, PDF, branded PDF), team
 * exports of an organization's portfolio, their reproducibility stamp, and share links.
 *
 * One code path for every format: `assembleDealReport` / `assembleTeamReport` gather the data
 * once (DealReportData / TeamReportData), it is stored with the report, and `renderReportFile`
 * turns stored data into the file. Rendering the stored data again gives the same numbers (the
 * same bytes for CSV and PDF).
 *
 * Building: CSV is rendered in the request (about 0.02 ms); XLSX (about 20 ms, p95 80 ms) and
 * PDF (about 30 ms, p95 120 ms) are built by a `report-build` job (jobs/jobQueue.ts) queued with
 * the 201 answer (for a premium report the job first assembles its premium section: the owner
 * and ACRIS look-ups), and rendered in the render worker thread (`reports/renderPool.ts`), so they
 * never hold the event loop: the report is `building` until its file is stored, then `ready`
 * (or `failed`). The job lives in the database, so a restart mid-build builds the file again
 * on the next start instead of leaving the report `building`.
 */
import type { StrategyType } from '@rei/engine';
import type { ReportCreateBody, ReportFormat, ReportResponse, ReportStampResponse } from '../contract';
import type { Database } from '../db/client';
import { countActiveShareLinks, findReportById, insertReport, listReportsOfOrganization, updateReport, type ReportListRow, type ReportRow } from '../db/queries/reports';
import { findStrategyById, type StrategyRow } from '../db/queries/strategies';
import { ApiError, ERROR_CODES, notFound } from '../errors';
import type { ReportData } from '../reports/dealReportData';
import { ReportRenderError, renderOffThread } from '../reports/renderPool';
import type { BackgroundJobRow } from '../db/queries/backgroundJobs';
import { JobFailure, type JobContext } from '../jobs/jobQueue';
import { emitWebhookEvent } from '../webhooks/events';
import type { OrganizationScope } from './organizationScope';
import { assemblePremiumReport, premiumTitle } from './premiumReport';
import { STRATEGY_NOT_FOUND, assembleDealReport, assembleTeamReport, type ReportActor, type ReportDeps } from './reportAssembly';
import { CONTENT_TYPES, INLINE_FORMATS, loadReport, assertReportFormatAllowed, brandingFor, fileKind, fileNameOf, isTeamFormat, renderReportFile } from './reportFormats';

export { assembleDealReport, assembleTeamReport, dealCanonicalInputs, legalCheckOf, type ReportActor, type ReportDeps } from './reportAssembly';
export { REPORT_NOT_FOUND, loadReport, assertReportFormatAllowed, planNeededFor, renderReportFile } from './reportFormats';
export { SHARE_LINK_NOT_FOUND, createShareLink, listShareLinks, newShareToken, openShareLink, revokeShareLinkOf } from './reportShareLinks';


// ---------------------------------------------------------------------------------------------
// The build job: XLSX and PDF are rendered after the answer, by the job queue.

/** What a `report.ready` webhook event says about the report (its file is at `GET /api/reports/{id}/file`). */
function reportEventData(row: Pick<ReportRow, 'id' | 'format' | 'title' | 'strategyId' | 'propertyId'>): Record<string, unknown> {
  return { reportId: row.id, format: row.format, title: row.title, strategyId: row.strategyId, propertyId: row.propertyId, file: `/api/reports/${row.id}/file` };
}

/** What the `report-build` job needs of the app beyond its database (the premium report's look-ups). */
export type ReportBuildDeps = Pick<ReportDeps, 'soda' | 'publicUrl'>;

/**
 * The `report-build` job's work: for a premium report whose stored data has no premium section yet,
 * assembles it and stores it (data, stamp, input hash) first; then renders the stored data and
 * stores the file. Restart-safe: a report no longer `building` is left alone, and one whose premium
 * section is stored already is only rendered.
 */
export async function reportBuildJob(context: JobContext, buildDeps: ReportBuildDeps): Promise<Record<string, unknown>> {
  const reportId = Number(context.input['reportId']);
  const row = await findReportById(context.db, reportId);
  // Deleted with its organization, or built already by an earlier attempt.
  if (!row || row.state !== 'building') return { reportId, state: row?.state ?? 'gone' };
  const format = row.format as ReportFormat;
  let data = row.data as unknown as ReportData;
  await context.progress(0, 1);
  const started = performance.now();
  if (format === 'pdf-premium' && data.kind === 'deal' && !data.premium) {
    const strategyId = context.input['strategyId'];
    try {
      data = await assemblePremiumReport(
        { db: context.db, ...buildDeps },
        { reportId, organizationId: row.organizationId, strategyId: typeof strategyId === 'number' ? strategyId : row.strategyId, authorId: context.userId ?? row.createdBy, data },
      );
    } catch (error) {
      // The strategy or its author is gone, or the strategy changed: another attempt would fail too.
      if (error instanceof ApiError && error.statusCode < 500) throw new JobFailure(error.message);
      throw error;
    }
    await updateReport(context.db, reportId, { data: data as unknown as Record<string, unknown>, stamp: data.stamp as unknown as Record<string, unknown>, inputsSha256: data.stamp.inputsSha256 });
  }
  let file: Buffer;
  try {
    ({ bytes: file } = await renderOffThread(format, data, await brandingFor(context.db, format, data)));
  } catch (error) {
    // The renderer refused the data: another attempt would too.
    if (error instanceof ReportRenderError) throw new JobFailure(error.message);
    throw error;
  }
  await updateReport(context.db, reportId, { state: 'ready', file, sizeBytes: file.length, buildMs: Math.round(performance.now() - started), readyAt: new Date(), error: null });
  await emitWebhookEvent(context.db, row.organizationId, 'report.ready', reportEventData(row));
  await context.progress(1, 1);
  return { reportId, state: 'ready', sizeBytes: file.length };
}

/** A build job failed for good: the report reads `failed` with the reason. */
export async function reportBuildFailed(db: Database, job: BackgroundJobRow, reason: string): Promise<void> {
  const reportId = Number(job.input['reportId']);
  if (!Number.isInteger(reportId)) return;
  const row = await findReportById(db, reportId);
  if (row?.state === 'building') await updateReport(db, reportId, { state: 'failed', error: reason.slice(0, 300) });
}

// ---------------------------------------------------------------------------------------------
// API

function toReportResponse(row: ReportListRow | ReportRow, activeShareLinks: number): ReportResponse {
  return {
    id: row.id,
    organizationId: row.organizationId,
    format: row.format as ReportFormat,
    state: row.state,
    error: row.error,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    title: row.title,
    strategyId: row.strategyId,
    strategyType: (row.strategyType as StrategyType | null) ?? null,
    propertyId: row.propertyId,
    createdAt: row.createdAt.toISOString(),
    stamp: row.stamp as unknown as ReportStampResponse,
    activeShareLinks,
  };
}

/**
 * POST /api/reports. Checks the plan (403 TIER_LIMIT naming the plan needed), finds the strategy
 * in the caller's selected organization (else 404), assembles and stores the report data, then
 * renders the file: CSV at once, XLSX and PDF by a `report-build` job (state `building` → `ready`).
 */
export async function createReport(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, body: ReportCreateBody): Promise<ReportResponse> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  await assertReportFormatAllowed(db, actor.id, body.format);
  let data: ReportData;
  let strategy: StrategyRow | undefined;
  if (isTeamFormat(body.format)) {
    data = await assembleTeamReport(deps, actor, scope, now);
  } else {
    strategy = body.strategyId === undefined ? undefined : await findStrategyById(db, body.strategyId);
    if (!strategy || strategy.organizationId !== scope.organizationId) throw notFound(STRATEGY_NOT_FOUND);
    data = await assembleDealReport(deps, actor, scope, strategy, now);
    // The premium section (owner and ACRIS look-ups) is assembled by the report-build job.
    if (body.format === 'pdf-premium') data = { ...data, title: premiumTitle(data.title) };
  }
  const inline = INLINE_FORMATS.includes(body.format);
  const started = performance.now();
  const file = inline ? await renderReportFile(db, body.format, data) : null;
  const row = await insertReport(db, {
    organizationId: scope.organizationId,
    createdBy: actor.id,
    strategyId: strategy?.id ?? null,
    propertyId: strategy?.propertyId ?? null,
    strategyType: strategy?.strategyType ?? null,
    format: body.format,
    state: inline ? 'ready' : 'building',
    title: data.title,
    fileName: fileNameOf(body.format, data, now),
    contentType: CONTENT_TYPES[fileKind(body.format)],
    data: data as unknown as Record<string, unknown>,
    stamp: data.stamp as unknown as Record<string, unknown>,
    inputsSha256: data.stamp.inputsSha256,
    file,
    sizeBytes: file?.length ?? null,
    buildMs: file ? Math.round(performance.now() - started) : null,
    createdAt: now,
    readyAt: file ? now : null,
  });
  if (inline) await emitWebhookEvent(db, scope.organizationId, 'report.ready', reportEventData(row));
  if (!inline) {
    if (!deps.jobs) throw new Error('Building an XLSX or PDF report needs the job queue.');
    try {
      await deps.jobs.enqueue('report-build', { organizationId: scope.organizationId, userId: actor.id, input: { reportId: row.id, strategyId: strategy?.id ?? null }, total: 1 });
    } catch (error) {
      await updateReport(db, row.id, { state: 'failed', error: 'The build could not be queued. Create the report again.' });
      throw error;
    }
  }
  return toReportResponse(row, 0);
}

/** GET /api/reports: the selected organization's reports, newest first. */
export async function listReports(deps: ReportDeps, scope: OrganizationScope): Promise<ReportResponse[]> {
  const now = deps.now?.() ?? new Date();
  return (await listReportsOfOrganization(deps.db, scope.organizationId, now)).map((row) => toReportResponse(row, row.activeShareLinks));
}


/** GET /api/reports/{id}: one report of the selected organization (poll it while `building`). */
export async function getReport(deps: ReportDeps, scope: OrganizationScope, id: number): Promise<ReportResponse> {
  const now = deps.now?.() ?? new Date();
  const row = await loadReport(deps.db, scope, id);
  return toReportResponse(row, await countActiveShareLinks(deps.db, row.id, now));
}

export interface ReportFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** The stored file of a report; 409 while it is still being built, or when building failed. */
export function storedFile(row: ReportRow): ReportFile {
  if (row.state === 'ready' && row.file) return { fileName: row.fileName, contentType: row.contentType, bytes: row.file };
  if (row.state === 'failed') throw new ApiError(409, ERROR_CODES.conflict, `The file could not be built: ${row.error ?? 'unknown error'}. Create the report again.`);
  throw new ApiError(409, ERROR_CODES.conflict, 'The file is still being built. Try again in a moment.', undefined, { 'retry-after': '1' });
}

/** GET /api/reports/{id}/file. */
export async function reportFile(deps: ReportDeps, scope: OrganizationScope, id: number): Promise<ReportFile> {
  return storedFile(await loadReport(deps.db, scope, id));
}

/** Renders a stored report's data again (same numbers; same bytes for CSV and PDF). */
export async function rerenderReport(db: Database, row: Pick<ReportRow, 'format' | 'data'>): Promise<Buffer> {
  return renderReportFile(db, row.format as ReportFormat, row.data as unknown as ReportData);
}

