import { brandingSchema, organizationParamsSchema, updateBrandingBodySchema, uploadLogoBodySchema } from '../contract';
import { actorOf, requireOrganizationRole, requireUser } from '../auth/guards';
import { forbidden } from '../errors';
import { BRANDING_EDITOR_ROLES, deleteLogo, getBranding, loadLogo, updateBranding, uploadLogo } from '../services/branding';
import type { RoutePlugin } from './plugin';
import type { FastifyRequest } from 'fastify';

/**
 * Largest logo request body. Well above the 512 KB file limit (base64 grows it by a third),
 * so a person who picks a 2 MB photo hears "at most 512 KB" at the field rather than a bare 413.
 */
const LOGO_BODY_LIMIT = 4 * 1024 * 1024;

/** The caller's role in the organization of the path, as `requireOrganizationRole` found it. */
function roleOf(request: FastifyRequest) {
  const membership = request.organizationMembership;
  if (!membership) throw forbidden('Organization membership was not checked');
  return membership.role;
}

/**
 * Organization branding for branded reports. Every accepted member reads it (and the logo);
 * owners and admins change it; analysts get 403; another organization's id answers 404.
 */
export const brandingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/organizations/:id/branding',
    { schema: { params: organizationParamsSchema, response: { 200: brandingSchema } }, preHandler: [requireUser, requireOrganizationRole()] },
    async (request) => getBranding(app.db, request.params.id, roleOf(request)),
  );

  app.put(
    '/api/organizations/:id/branding',
    {
      schema: { params: organizationParamsSchema, body: updateBrandingBodySchema, response: { 200: brandingSchema } },
      preHandler: [requireUser, requireOrganizationRole(BRANDING_EDITOR_ROLES)],
    },
    async (request) => updateBranding(app.db, actorOf(request), request.params.id, roleOf(request), request.body),
  );

  app.get(
    '/api/organizations/:id/branding/logo',
    { schema: { params: organizationParamsSchema }, preHandler: [requireUser, requireOrganizationRole()] },
    async (request, reply) => {
      const logo = await loadLogo(app.db, request.params.id);
      // An SVG opened on its own would run as a document of this origin: even though it was
      // sanitised, it may load nothing and run nothing.
      return reply
        .type(logo.mediaType)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('etag', `"${logo.sha256}"`)
        .send(logo.bytes);
    },
  );

  app.put(
    '/api/organizations/:id/branding/logo',
    {
      bodyLimit: LOGO_BODY_LIMIT,
      schema: { params: organizationParamsSchema, body: uploadLogoBodySchema, response: { 200: brandingSchema } },
      preHandler: [requireUser, requireOrganizationRole(BRANDING_EDITOR_ROLES)],
    },
    async (request) => uploadLogo(app.db, actorOf(request), request.params.id, roleOf(request), request.body),
  );

  app.delete(
    '/api/organizations/:id/branding/logo',
    {
      schema: { params: organizationParamsSchema, response: { 200: brandingSchema } },
      preHandler: [requireUser, requireOrganizationRole(BRANDING_EDITOR_ROLES)],
    },
    async (request) => deleteLogo(app.db, actorOf(request), request.params.id, roleOf(request)),
  );
};
