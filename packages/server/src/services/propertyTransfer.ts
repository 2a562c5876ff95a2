import type { PropertyTransferBody, PropertyTransferResponse } from '../contract';
import type { Database } from '../db/client';
import { lockUserLimits } from '../db/queries/locks';
import { viewerRoleIn } from './organizationScope';
import { countsAgainstPlanOf, deletePropertyRow } from '../db/queries/properties';
import { copyStrategies, insertPortfolioEntryCopy, insertPropertyCopy, moveReports } from '../db/queries/propertyTransfer';
import type { OrganizationRole } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import { writeAuditLog, type Actor } from './audit';
import { assertPropertyCapacity, loadReadableProperty, loadWritableProperty, type Viewer } from './properties';

/** Organization roles that may add properties to an organization (and so receive a moved or copied one). */
export const PROPERTY_ADDING_ROLES: readonly OrganizationRole[] = ['owner', 'admin', 'analyst'];

/**
 * POST /api/properties/{id}/move and …/copy: puts a property into another organization the caller
 * belongs to with a role that may add properties there. The tenancy rule stays whole — a property
 * lives in one organization and never changes it (migration 0006) — so both make a new property in
 * the target, with:
 * - its saved strategies (deals) and their AI summaries, and its portfolio entry (figures kept);
 * - move only: the reports made of it (and their share links, which keep working) go with it, and
 *   the original is deleted from the source with everything else of it there (cash-flow audits and
 *   forecasts, which the target recomputes). Moving needs the right to delete it in the source
 *   (owner or admin, or the analyst who added it);
 * - copy only: the reports stay with the source, which keeps the property; reading it is enough.
 * The new property is added by the caller and counts against the caller's plan, as an upload to the
 * target would (a move of a property the caller already counts adds nothing). Target not one of
 * the caller's organizations → 404; the same organization → 400; a demo property → 403.
 */
export async function transferProperty(
  db: Database,
  viewer: Viewer,
  actor: Actor,
  propertyId: number,
  body: PropertyTransferBody,
  mode: 'move' | 'copy',
): Promise<PropertyTransferResponse> {
  const target = body.targetOrganizationId;
  const targetRole = await viewerRoleIn(db, viewer, target);
  const source = mode === 'move' ? await loadWritableProperty(db, viewer, propertyId) : await loadReadableProperty(db, viewer, propertyId);
  if (source.isDemo) {
    throw forbidden('Demo properties are shared by everyone and stay where they are. Keep it in your portfolio, or add your own property.');
  }
  if (!targetRole) throw notFound('Organization not found');
  if (!PROPERTY_ADDING_ROLES.includes(targetRole)) throw forbidden(`Your role ${targetRole} cannot add properties to that organization.`);
  if (target === source.organizationId) {
    throw badRequest('The property is already in that organization.', { 'body.targetOrganizationId': 'Choose another of your organizations' });
  }
  return db.transaction(async (tx) => {
    await lockUserLimits(tx, viewer.id);
    const adding = mode === 'move' && (await countsAgainstPlanOf(tx, viewer.id, source.id)) ? 0 : 1;
    if (adding > 0) await assertPropertyCapacity(tx, viewer.id, adding);
    const to = { organizationId: target, userId: viewer.id };
    const copy = await insertPropertyCopy(tx, source, to, mode === 'move');
    const strategyIds = await copyStrategies(tx, source.organizationId, source.id, to, copy.id);
    await insertPortfolioEntryCopy(tx, source.organizationId, source.id, to, copy.id, strategyIds);
    const reportsMoved = mode === 'move' ? await moveReports(tx, source.organizationId, source.id, target, copy.id, strategyIds) : 0;
    if (mode === 'move') await deletePropertyRow(tx, source.id);
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: `property.${mode}`,
      resourceType: 'property',
      resourceId: copy.id,
      organizationId: target,
      targetUserId: source.userId === viewer.id ? null : source.userId,
      outcome: 'SUCCESS',
      detail: {
        fromOrganizationId: source.organizationId,
        fromPropertyId: source.id,
        toOrganizationId: target,
        toPropertyId: copy.id,
        address: source.address,
        strategies: strategyIds.size,
        reportsMoved,
      },
      ip: actor.ip,
    });
    return {
      mode,
      propertyId: copy.id,
      fromPropertyId: source.id,
      fromOrganizationId: source.organizationId,
      organizationId: target,
      strategies: strategyIds.size,
      reportsMoved,
    };
  });
}
