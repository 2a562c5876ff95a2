import {
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  idParamsSchema,
  refreshBodySchema,
  refreshResponseSchema,
  settingParamsSchema,
  systemSettingListSchema,
  systemSettingSchema,
  updateSettingBodySchema,
  updateUserRoleBodySchema,
} from '../contract';
import { actorOf, requireSystemRole, requireUser } from '../auth/guards';
import { listAuditLogPageForAdmin, listSettings, listUsersForAdmin, setSetting, setUserRole } from '../services/admin';
import { appBaseUrl } from '../mail/links';
import { refreshNycData } from '../services/refresh';
import type { RoutePlugin } from './plugin';

/** The admin panel's calls: system role admin only (401 signed out, 403 otherwise). */
export const adminRoutes: RoutePlugin = async (app) => {
  const adminOnly = [requireUser, requireSystemRole('admin')];

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminUserQuerySchema, response: { 200: adminUserPageSchema } }, preHandler: adminOnly },
    async (request) => listUsersForAdmin(app.db, request.query),
  );

  app.put(
    '/api/admin/users/:id/role',
    { schema: { params: idParamsSchema, body: updateUserRoleBodySchema, response: { 200: adminUserSchema } }, preHandler: adminOnly },
    async (request) => setUserRole(app.db, actorOf(request), request.params.id, request.body.role),
  );

  app.get(
    '/api/admin/settings',
    { schema: { response: { 200: systemSettingListSchema } }, preHandler: adminOnly },
    async () => listSettings(app.db),
  );

  app.put(
    '/api/admin/settings/:key',
    {
      schema: { params: settingParamsSchema, body: updateSettingBodySchema, response: { 200: systemSettingSchema } },
      preHandler: adminOnly,
    },
    async (request) => setSetting(app.db, actorOf(request), request.params.key, request.body.value),
  );

  app.get(
    '/api/admin/audit-logs',
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const page = await listAuditLogPageForAdmin(app.db, request.query);
      // Kept from the unpaged answer for callers that read the total from the header.
      void reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  // Refresh NYC data from NYC Open Data now (the admin screen's button; `rei refresh` does the same).
  app.post(
    '/api/admin/nyc/refresh',
    { schema: { body: refreshBodySchema, response: { 200: refreshResponseSchema } }, preHandler: adminOnly },
    async (request) =>
      refreshNycData(app.db, { soda: app.config.nycOpenData, mail: { mailer: app.mailer, baseUrl: appBaseUrl(app.config) } }, request.body.dataset, request.body.since),
  );
};
