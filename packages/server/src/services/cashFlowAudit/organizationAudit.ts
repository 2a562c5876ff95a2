/**
 * The organization-wide cash-flow audit: every property the organization audits, a slice at a
 * time, stored as one run; the job that does it off the request (`organization-audit`, one at a
 * time per organization); and the reads of the latest stored run (its totals, a page of its rows).
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { AuditRowsPage, AuditRowsQuery, AuditRunSummary, OrganizationAuditJob, OrganizationAuditReadQuery, OrganizationAuditResponse } from '../../contract';
import type { Database } from '../../db/database';
import { auditRowsOfRun, auditsOfRun, insertAuditRun, insertAudits, latestAuditRun, latestStrategiesOf, propertiesAuditedBy, type CashFlowAuditRunRow } from '../../db/queries/audits';
import { findJobOfOrganization, type BackgroundJobRow } from '../../db/queries/backgroundJobs';
import { notFound } from '../../errors';
import type { JobContext, JobEnqueuer } from '../../jobs/jobQueue';
import { jobStatusOf } from '../../jobs/jobStatus';
import { marketRentLoader } from '../auditMarketRent';
import { toFiniteNumber } from '../engine';
import type { OrganizationScope } from '../organizationScope';
import { auditCashFlow, needsStrategy, strategyFigures, type CashFlowFinding } from './findings';
import { auditValues, storedFinding, summaryOf } from './storage';

interface AuditLine {
  readonly propertyId: number;
  readonly address: string;
  readonly finding: CashFlowFinding;
}

/** Properties audited between two progress reports (and yields to other requests). */
const AUDIT_SLICE = 65;

/**
 * The findings of every property the organization audits: what they need (latest strategies,
 * lot facts, comparable sales) is read a slice at a time in a few queries, not per property;
 * `progress` hears "n of N" after each slice, and `signal` stops the work between slices.
 */
async function organizationFindings(
  db: Database,
  organizationId: number,
  options: { progress?: (done: number, total: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<AuditLine[]> {
  const properties = await propertiesAuditedBy(db, organizationId);
  const total = properties.length;
  await options.progress?.(0, total);
  const rentsOf = marketRentLoader(db);
  const lines: AuditLine[] = [];
  for (let start = 0; start < total; start += AUDIT_SLICE) {
    options.signal?.throwIfAborted();
    const slice = properties.slice(start, start + AUDIT_SLICE);
    const strategies = await latestStrategiesOf(db, organizationId, slice.filter(needsStrategy).map((p) => p.id));
    const rents = await rentsOf(slice);
    for (const property of slice) {
      const finding = auditCashFlow(property, strategyFigures(strategies.get(property.id)), rents.get(property.id) ?? null);
      lines.push({ propertyId: property.id, address: property.address, finding });
    }
    await options.progress?.(lines.length, total);
    await yieldToEventLoop();
  }
  return lines;
}

/**
 * GET /api/cash-flow-audit/organization/{id}: the latest stored organization run. Before the
 * first run there is nothing to show: no property audited, no results, `auditDate` null. The
 * audit itself runs only as a job (POST), never inside a read: for 520 properties it is seconds of
 * work, and a page view must not start it. With `results=none` it answers the totals the run
 * stored, without reading its rows (the page reads those a page at a time).
 */
export async function getOrganizationAudit(db: Database, organizationId: number, query: OrganizationAuditReadQuery = { results: 'all' }): Promise<OrganizationAuditResponse> {
  const run = await latestAuditRun(db, organizationId);
  if (run && query.results === 'none') {
    return {
      organizationId,
      totalPropertiesAudited: run.totalPropertiesAudited,
      flaggedProperties: run.flaggedProperties,
      averageDiscrepancy: toFiniteNumber(run.averageDiscrepancy) ?? 0,
      auditAccuracy: run.auditAccuracy === null ? null : toFiniteNumber(run.auditAccuracy),
      auditResults: [],
      auditDate: run.auditDate.toISOString(),
    };
  }
  if (run) {
    const rows = await auditsOfRun(db, run.id);
    return summaryOf(
      organizationId,
      rows.map(({ audit, address }) => ({ propertyId: audit.propertyId, address, finding: storedFinding(audit) })),
      run.auditDate.toISOString(),
    );
  }
  return summaryOf(organizationId, [], null);
}

/**
 * GET /api/cash-flow-audit/organization/{id}/properties: a page of the latest run's rows
 * (sorted and filtered in the database); no rows before the first run.
 */
export async function getOrganizationAuditRows(db: Database, organizationId: number, query: AuditRowsQuery): Promise<AuditRowsPage> {
  const run = await latestAuditRun(db, organizationId);
  if (!run) return { items: [], total: 0, page: query.page, pageSize: query.pageSize, pageCount: 0, runId: null };
  const page = await auditRowsOfRun(db, run.id, query);
  const rows = summaryOf(
    organizationId,
    page.items.map(({ audit, address }) => ({ propertyId: audit.propertyId, address, finding: storedFinding(audit) })),
    null,
  ).auditResults;
  return { ...page, items: rows, runId: run.id };
}

/** Audits every property of the organization and stores the run (the findings first, then one short transaction). */
async function auditAndStore(
  db: Database,
  userId: number | null,
  organizationId: number,
  options: Parameters<typeof organizationFindings>[2] = {},
): Promise<{ run: CashFlowAuditRunRow; summary: OrganizationAuditResponse }> {
  const lines = await organizationFindings(db, organizationId, options);
  const summary = summaryOf(organizationId, lines, null);
  // Only the writes share a transaction: on PGlite a transaction holds the one connection.
  const run = await db.transaction(async (tx) => {
    const stored = await insertAuditRun(tx, {
      organizationId,
      userId,
      totalPropertiesAudited: summary.totalPropertiesAudited,
      flaggedProperties: summary.flaggedProperties,
      averageDiscrepancy: String(summary.averageDiscrepancy),
      auditAccuracy: summary.auditAccuracy === null ? null : String(summary.auditAccuracy),
    });
    await insertAudits(
      tx,
      lines.map((line) => auditValues(line.finding, { organizationId, propertyId: line.propertyId, userId, runId: stored.id })),
    );
    return stored;
  });
  return { run, summary: { ...summary, auditDate: run.auditDate.toISOString() } };
}

/** Audits every property of the organization and stores the run, in this call (the job's work; also scripts and tests). */
export async function runOrganizationAudit(db: Database, userId: number, scope: OrganizationScope): Promise<OrganizationAuditResponse> {
  return (await auditAndStore(db, userId, scope.organizationId)).summary;
}

function runSummaryOf(run: CashFlowAuditRunRow, summary: Pick<OrganizationAuditResponse, 'averageDiscrepancy' | 'auditAccuracy'>): AuditRunSummary {
  return {
    runId: run.id,
    organizationId: run.organizationId,
    totalPropertiesAudited: run.totalPropertiesAudited,
    flaggedProperties: run.flaggedProperties,
    averageDiscrepancy: summary.averageDiscrepancy,
    auditAccuracy: summary.auditAccuracy,
    auditDate: run.auditDate.toISOString(),
  };
}

/** The organization audit job's work: progress per slice of properties, the run's totals as its result. */
export async function organizationAuditJob(context: JobContext): Promise<Record<string, unknown>> {
  const { run, summary } = await auditAndStore(context.db, context.userId, context.organizationId, {
    progress: (done, total) => context.progress(done, total),
    signal: context.signal,
  });
  return runSummaryOf(run, summary);
}

function toOrganizationAuditJob(row: BackgroundJobRow): OrganizationAuditJob {
  return { ...jobStatusOf(row), result: row.state === 'completed' && row.result ? (row.result as unknown as AuditRunSummary) : null };
}

/**
 * POST /api/cash-flow-audit/organization: queues an audit of every property of the selected
 * organization, or answers the one already queued or running (one at a time per organization).
 * The queue answers that one itself (an audit is a one-at-a-time kind): a check here first
 * would let simultaneous requests all see none and each start an audit.
 */
export async function startOrganizationAudit(jobs: JobEnqueuer, userId: number, scope: OrganizationScope): Promise<OrganizationAuditJob> {
  return toOrganizationAuditJob(await jobs.enqueue('organization-audit', { organizationId: scope.organizationId, userId, input: {} }));
}

/** GET /api/cash-flow-audit/jobs/{jobId}: an audit job of the selected organization, else 404. */
export async function getOrganizationAuditJob(db: Database, scope: OrganizationScope, jobId: string): Promise<OrganizationAuditJob> {
  const row = await findJobOfOrganization(db, scope.organizationId, 'organization-audit', jobId);
  if (!row) throw notFound('Audit job not found');
  return toOrganizationAuditJob(row);
}
