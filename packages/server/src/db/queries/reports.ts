/** Report and share-link queries. Callers pass the organization they work in. */
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { reportShareLinks, reports } from '../schema';

export type ReportRow = typeof reports.$inferSelect;
export type ReportListRow = Omit<ReportRow, 'file' | 'data'> & { activeShareLinks: number };
export type ShareLinkRow = typeof reportShareLinks.$inferSelect;

export async function insertReport(db: Database, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(reports).values(values).returning();
  return row!;
}

export async function updateReport(db: Database, id: number, values: Partial<typeof reports.$inferInsert>): Promise<void> {
  await db.update(reports).set(values).where(eq(reports.id, id));
}

/** A report of the organization, else undefined (another organization's id reads as missing). */
export async function findReportOfOrganization(db: Database, organizationId: number, id: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.organizationId, organizationId)))
    .limit(1);
  return row;
}

/** The organization's newest report of `format` on the property (the previous premium report of a lot), else undefined. */
/**
 * The lot's latest `ready` report of `format` made before report `beforeId` (a report being built
 * is not its own previous one, and one still building or failed has no finished data to compare).
 */
export async function findPreviousReportOfProperty(db: Database, organizationId: number, propertyId: number, format: string, beforeId: number): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.organizationId, organizationId), eq(reports.propertyId, propertyId), eq(reports.format, format), eq(reports.state, 'ready'), lt(reports.id, beforeId)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(1);
  return row;
}

export async function findReportById(db: Database, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

const activeLinks = (now: Date) =>
  sql<number>`(select count(*)::int from ${reportShareLinks} where ${reportShareLinks.reportId} = ${reports.id} and ${reportShareLinks.revokedAt} is null and ${reportShareLinks.expiresAt} > ${now.toISOString()})`;

/** The organization's reports, newest first, without their files. */
export async function listReportsOfOrganization(db: Database, organizationId: number, now: Date, limit = 200): Promise<ReportListRow[]> {
  const rows = await db
    .select({
      id: reports.id,
      organizationId: reports.organizationId,
      createdBy: reports.createdBy,
      strategyId: reports.strategyId,
      propertyId: reports.propertyId,
      strategyType: reports.strategyType,
      format: reports.format,
      state: reports.state,
      error: reports.error,
      title: reports.title,
      fileName: reports.fileName,
      contentType: reports.contentType,
      stamp: reports.stamp,
      inputsSha256: reports.inputsSha256,
      sizeBytes: reports.sizeBytes,
      buildMs: reports.buildMs,
      createdAt: reports.createdAt,
      readyAt: reports.readyAt,
      activeShareLinks: activeLinks(now),
    })
    .from(reports)
    .where(eq(reports.organizationId, organizationId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, activeShareLinks: Number(row.activeShareLinks) }));
}

export async function countActiveShareLinks(db: Database, reportId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.reportId, reportId), isNull(reportShareLinks.revokedAt), gt(reportShareLinks.expiresAt, now)));
  return Number(row?.n ?? 0);
}

export async function insertShareLink(db: Database, values: typeof reportShareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [row] = await db.insert(reportShareLinks).values(values).returning();
  return row!;
}

export async function listShareLinksOfReport(db: Database, organizationId: number, reportId: number): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.reportId, reportId), eq(reportShareLinks.organizationId, organizationId)))
    .orderBy(desc(reportShareLinks.createdAt), desc(reportShareLinks.id));
}

export async function findShareLinkByHash(db: Database, tokenSha256: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(reportShareLinks).where(eq(reportShareLinks.tokenSha256, tokenSha256)).limit(1);
  return row;
}

export async function findShareLinkOfOrganization(db: Database, organizationId: number, id: number): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.id, id), eq(reportShareLinks.organizationId, organizationId)))
    .limit(1);
  return row;
}

export async function revokeShareLink(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(reportShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(reportShareLinks.id, id), isNull(reportShareLinks.revokedAt)));
}

/** Counts one view of a link that is still open (not revoked, not expired); false when it no longer is. */
export async function countShareLinkView(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(reportShareLinks)
    .set({ views: sql`${reportShareLinks.views} + 1`, lastViewedAt: now })
    .where(and(eq(reportShareLinks.id, id), isNull(reportShareLinks.revokedAt), gt(reportShareLinks.expiresAt, now)))
    .returning({ id: reportShareLinks.id });
  return rows.length > 0;
}

/**
 * Revokes every open share link `userId` made for the organization's reports (a member taken off
 * the team: what they shared stops answering). Answers how many were revoked.
 */
export async function revokeShareLinksCreatedBy(db: Database, organizationId: number, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(reportShareLinks)
    .set({ revokedAt: now })
    .where(and(eq(reportShareLinks.organizationId, organizationId), eq(reportShareLinks.createdBy, userId), isNull(reportShareLinks.revokedAt)))
    .returning({ id: reportShareLinks.id });
  return rows.length;
}
