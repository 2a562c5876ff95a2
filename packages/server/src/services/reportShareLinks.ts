/**
 * Share links of a report: unguessable, revocable, expiring read-only links (only the token's
 * SHA-256 is kept), their list, and what a link opens.
 */
import { randomBytes } from 'node:crypto';
import type { ReportFormat, ShareLinkCreatedResponse, ShareLinkResponse } from '../contract';
import { SHARE_LINK_DEFAULT_DAYS } from '../contract';
import { countShareLinkView, findReportById, findShareLinkByHash, findShareLinkOfOrganization, insertShareLink, listShareLinksOfReport, revokeShareLink, type ReportRow, type ShareLinkRow } from '../db/queries/reports';
import { notFound } from '../errors';
import { sha256Hex } from '../reports/stamp';
import type { OrganizationScope } from './organizationScope';
import { AUDIT_OUTCOMES, writeAuditLog } from './audit';

import { assertReportFormatAllowed, loadReport } from './reportFormats';
import type { ReportActor, ReportDeps } from './reportAssembly';

export const SHARE_LINK_NOT_FOUND = 'Share link not found';


// ---------------------------------------------------------------------------------------------
// Share links

const DAY_MS = 86_400_000;

/** 32 random bytes (256 bits), base64url: 43 characters. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

function linkStatus(link: ShareLinkRow, now: Date): ShareLinkResponse['status'] {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

function toShareLinkResponse(link: ShareLinkRow, now: Date): ShareLinkResponse {
  return {
    id: link.id,
    reportId: link.reportId,
    tokenPrefix: link.tokenPrefix,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    views: link.views,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    status: linkStatus(link, now),
  };
}

/**
 * POST /api/reports/{id}/share: a new link; the token is answered once and only its SHA-256 is kept.
 *
 * A link hands the report's file to anyone who holds it, so making one is an export: the caller's plan
 * today must include the report's format (403 TIER_LIMIT naming the plan otherwise). After a downgrade,
 * links made while the plan included the format keep working until they expire or are revoked; no new
 * ones are made (the Subscription page says so).
 */
export async function createShareLink(deps: ReportDeps, actor: ReportActor, scope: OrganizationScope, reportId: number, expiresInDays: number | undefined): Promise<ShareLinkCreatedResponse> {
  const now = deps.now?.() ?? new Date();
  const report = await loadReport(deps.db, scope, reportId);
  await assertReportFormatAllowed(deps.db, actor.id, report.format as ReportFormat);
  const token = newShareToken();
  const link = await insertShareLink(deps.db, {
    reportId: report.id,
    organizationId: report.organizationId,
    tokenSha256: sha256Hex(token),
    tokenPrefix: token.slice(0, 6),
    createdBy: actor.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + (expiresInDays ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS),
  });
  await writeAuditLog(deps.db, {
    actorUserId: actor.id,
    action: 'report.share.create',
    resourceType: 'report',
    resourceId: report.id,
    organizationId: report.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { shareLinkId: link.id, expiresAt: link.expiresAt.toISOString() },
    ip: deps.ip ?? null,
  });
  const base = (deps.publicUrl ?? '').replace(/\/+$/, '');
  return { url: `${base}/r/${token}`, token, reportId: report.id, expiresAt: link.expiresAt.toISOString(), createdAt: link.createdAt.toISOString() };
}

/** GET /api/reports/{id}/share-links. */
export async function listShareLinks(deps: ReportDeps, scope: OrganizationScope, reportId: number): Promise<ShareLinkResponse[]> {
  const now = deps.now?.() ?? new Date();
  const report = await loadReport(deps.db, scope, reportId);
  return (await listShareLinksOfReport(deps.db, scope.organizationId, report.id)).map((link) => toShareLinkResponse(link, now));
}

/** DELETE /api/share-links/{token or id}: revoked at once; another organization's link → 404. */
export async function revokeShareLinkOf(deps: ReportDeps, actorUserId: number, scope: OrganizationScope, tokenOrId: string): Promise<{ revoked: true }> {
  const now = deps.now?.() ?? new Date();
  const link = /^\d{1,10}$/.test(tokenOrId)
    ? await findShareLinkOfOrganization(deps.db, scope.organizationId, Number(tokenOrId))
    : await findShareLinkByHash(deps.db, sha256Hex(tokenOrId));
  if (!link || link.organizationId !== scope.organizationId) throw notFound(SHARE_LINK_NOT_FOUND);
  await revokeShareLink(deps.db, link.id, now);
  await writeAuditLog(deps.db, {
    actorUserId: actorUserId,
    action: 'report.share.revoke',
    resourceType: 'report',
    resourceId: link.reportId,
    organizationId: link.organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { shareLinkId: link.id },
    ip: deps.ip ?? null,
  });
  return { revoked: true };
}

/** What a share link opens, or null (unknown, revoked, expired: the caller answers 404). */
export async function openShareLink(
  deps: ReportDeps,
  token: string,
  options: { countView: boolean },
): Promise<{ report: ReportRow; link: ShareLinkRow } | null> {
  const now = deps.now?.() ?? new Date();
  const link = await findShareLinkByHash(deps.db, sha256Hex(token));
  if (!link || linkStatus(link, now) !== 'active') return null;
  if (options.countView && !(await countShareLinkView(deps.db, link.id, now))) return null;
  const report = await findReportById(deps.db, link.reportId);
  if (!report || report.organizationId !== link.organizationId) return null;
  return { report, link };
}

