import {
  DEFAULT_BRANDING_COLORS,
  type Branding,
  type UpdateBrandingBody,
  type updateBrandingBodySchema,
  type uploadLogoBodySchema,
} from '../contract';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { findOrganizationBranding, upsertOrganizationBranding, type BrandingRow } from '../db/queries/branding';
import type { OrganizationRole } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { acceptLogo, assertDecodeBudget, decodeLogoUpload, LogoRejectedError } from '../reports/branding/logoFile';
import { jpegHeader, pngHeader } from '../reports/branding/rasterHeader';
import { reencodeLogo } from '../reports/branding/reencodeLogo';
import type { OrganizationBranding } from '../reports/branding/organizationBranding';
import { assertLogoRenders } from '../reports/pdf/logo';
import { AUDIT_OUTCOMES, writeAuditLog, type Actor } from './audit';
import { TEAM_MANAGER_ROLES } from './organizations';

/** Roles that change an organization's branding: the same as manage its team. */
export const BRANDING_EDITOR_ROLES: readonly OrganizationRole[] = TEAM_MANAGER_ROLES;

const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** Where a member fetches the organization's logo image. */
export const logoUrl = (organizationId: number) => `/api/organizations/${organizationId}/branding/logo`;

function toBranding(organizationId: number, organizationName: string, row: BrandingRow | null, role: OrganizationRole): Branding {
  const hasLogo = Boolean(row?.logo && row.logoMediaType && row.logoSha256 && row.logoUpdatedAt);
  return {
    organizationId,
    organizationName,
    primaryColor: row?.primaryColor ?? null,
    accentColor: row?.accentColor ?? null,
    contactLine: row?.contactLine ?? null,
    effectiveColors: {
      primaryColor: row?.primaryColor ?? DEFAULT_BRANDING_COLORS.primaryColor,
      accentColor: row?.accentColor ?? DEFAULT_BRANDING_COLORS.accentColor,
    },
    logo:
      hasLogo && row
        ? {
            mediaType: row.logoMediaType!,
            byteLength: row.logo!.length,
            sha256: row.logoSha256!,
            width: row.logoWidth,
            height: row.logoHeight,
            fileName: row.logoFileName,
            updatedAt: row.logoUpdatedAt!.toISOString(),
            url: logoUrl(organizationId),
            sanitized: row.logoSanitized,
          }
        : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    canEdit: BRANDING_EDITOR_ROLES.includes(role),
  };
}

async function loadRow(db: Database, organizationId: number) {
  const found = await findOrganizationBranding(db, organizationId);
  if (!found) throw notFound(ORGANIZATION_NOT_FOUND);
  return found;
}

/**
 * GET /api/organizations/{id}/branding: the organization's branding as chosen, the colours a
 * report will use, the logo's description, and whether the caller (`role`) may change it.
 * The caller's membership is checked by the route.
 */
export async function getBranding(db: Database, organizationId: number, role: OrganizationRole): Promise<Branding> {
  const { organizationName, branding } = await loadRow(db, organizationId);
  return toBranding(organizationId, organizationName, branding, role);
}

/**
 * PUT /api/organizations/{id}/branding (owners and admins): saves the colours and contact
 * line given; a field left out keeps its value, null clears it. Audited.
 */
export async function updateBranding(
  db: Database,
  actor: Actor,
  organizationId: number,
  role: OrganizationRole,
  body: z.output<typeof updateBrandingBodySchema>,
): Promise<Branding> {
  await loadRow(db, organizationId);
  const changes: Partial<Record<keyof UpdateBrandingBody, string | null>> = {};
  if (body.primaryColor !== undefined) changes.primaryColor = body.primaryColor;
  if (body.accentColor !== undefined) changes.accentColor = body.accentColor;
  if (body.contactLine !== undefined) changes.contactLine = body.contactLine;
  await upsertOrganizationBranding(db, organizationId, actor.userId, changes);
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action: 'organization.branding.update',
    resourceType: 'organization',
    resourceId: organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { fields: Object.keys(changes) },
    ip: actor.ip,
  });
  return getBranding(db, organizationId, role);
}

/**
 * PUT /api/organizations/{id}/branding/logo (owners and admins): stores a new logo. The file
 * must be a PNG, JPEG or SVG by its own bytes, at most 512 KB; a PNG or JPEG must declare at
 * most 4096 px a side and 16 MB decoded (checked from its header, before decoding) and is
 * stored re-encoded at most 512 px on its longest side; an SVG is sanitised (see
 * `sanitizeSvg`); every logo must draw in a PDF before it is kept. 400 naming `body.data`
 * otherwise. Audited.
 */
export async function uploadLogo(
  db: Database,
  actor: Actor,
  organizationId: number,
  role: OrganizationRole,
  body: z.output<typeof uploadLogoBodySchema>,
): Promise<Branding> {
  await loadRow(db, organizationId);
  let logo;
  try {
    // The header is checked against the decode budget before any pixel is decoded; the pixels
    // are then decoded once, off the event loop, and stored re-encoded small.
    logo = await reencodeLogo(acceptLogo(decodeLogoUpload(body.data)));
    await assertLogoRenders({ mediaType: logo.mediaType, bytes: logo.bytes, sha256: logo.sha256, width: logo.width, height: logo.height });
  } catch (error) {
    if (error instanceof LogoRejectedError) throw badRequest(error.message, { 'body.data': error.message });
    throw error;
  }
  await upsertOrganizationBranding(db, organizationId, actor.userId, {
    logo: logo.bytes,
    logoMediaType: logo.mediaType,
    logoSha256: logo.sha256,
    logoFileName: body.fileName || null,
    logoSanitized: logo.removed.length > 0,
    logoWidth: logo.width === null ? null : Math.round(logo.width),
    logoHeight: logo.height === null ? null : Math.round(logo.height),
    logoUpdatedAt: new Date(),
  });
  await writeAuditLog(db, {
    actorUserId: actor.userId,
    action: 'organization.branding.logo.upload',
    resourceType: 'organization',
    resourceId: organizationId,
    outcome: AUDIT_OUTCOMES.success,
    detail: { mediaType: logo.mediaType, bytes: logo.bytes.length, sha256: logo.sha256, removed: logo.removed.slice(0, 20) },
    ip: actor.ip,
  });
  return getBranding(db, organizationId, role);
}

/** DELETE /api/organizations/{id}/branding/logo (owners and admins): removes the logo; answers the branding without it. */
export async function deleteLogo(db: Database, actor: Actor, organizationId: number, role: OrganizationRole): Promise<Branding> {
  const { branding } = await loadRow(db, organizationId);
  if (branding?.logo) {
    await upsertOrganizationBranding(db, organizationId, actor.userId, {
      logo: null,
      logoMediaType: null,
      logoSha256: null,
      logoFileName: null,
      logoSanitized: false,
      logoWidth: null,
      logoHeight: null,
      logoUpdatedAt: null,
    });
    await writeAuditLog(db, {
      actorUserId: actor.userId,
      action: 'organization.branding.logo.delete',
      resourceType: 'organization',
      resourceId: organizationId,
      outcome: AUDIT_OUTCOMES.success,
      ip: actor.ip,
    });
  }
  return getBranding(db, organizationId, role);
}

/** GET /api/organizations/{id}/branding/logo: the stored logo's type and bytes; 404 when there is none. */
export async function loadLogo(db: Database, organizationId: number): Promise<{ mediaType: string; bytes: Buffer; sha256: string }> {
  const { branding } = await loadRow(db, organizationId);
  if (!branding?.logo || !branding.logoMediaType || !branding.logoSha256) throw notFound('This organization has no logo yet');
  return { mediaType: branding.logoMediaType, bytes: branding.logo, sha256: branding.logoSha256 };
}

/**
 * What a branded report of the organization is drawn with (name, colours with defaults,
 * contact line, logo). For the report builder; it does no permission check of its own, so
 * call it only for the organization a report belongs to.
 *
 * @example
 * const pdf = await renderDealReportPdf(data, await loadOrganizationBranding(db, report.organizationId));
 */
export async function loadOrganizationBranding(db: Database, organizationId: number): Promise<OrganizationBranding> {
  const { organizationName, branding } = await loadRow(db, organizationId);
  return {
    organizationName,
    primaryColor: branding?.primaryColor ?? DEFAULT_BRANDING_COLORS.primaryColor,
    accentColor: branding?.accentColor ?? DEFAULT_BRANDING_COLORS.accentColor,
    contactLine: branding?.contactLine ?? null,
    logo:
      branding?.logo && branding.logoMediaType && branding.logoSha256 && withinDecodeBudget(branding.logoMediaType, branding.logo)
        ? { mediaType: branding.logoMediaType, bytes: branding.logo, sha256: branding.logoSha256, width: branding.logoWidth, height: branding.logoHeight }
        : null,
  };
}

/**
 * Whether a stored logo may be drawn: a PNG or JPEG kept before logos were re-encoded at upload
 * could still declare more pixels than the decode budget; a report leaves such a logo out
 * rather than decode it (uploading it again stores it small).
 */
function withinDecodeBudget(mediaType: string, bytes: Buffer): boolean {
  if (mediaType === 'image/svg+xml') return true;
  const header = mediaType === 'image/png' ? pngHeader(bytes) : jpegHeader(bytes);
  if (!header) return false;
  try {
    assertDecodeBudget(header);
    return true;
  } catch {
    return false;
  }
}
