import {
  adminUserListSchema,
  adminUserSchema,
  auditLogListSchema,
  auditLogQuerySchema,
  idParamsSchema,
  settingParamsSchema,
  systemSettingListSchema,
  systemSettingSchema,
  updateSettingBodySchema,
  updateUserRoleBodySchema,
} from '../contract';
import { actorOf, requireSystemRole, requireUser } from '../auth/guards';
import { listSettings, listUsersForAdmin, setSetting, setUserRole } from '../services/admin';
import { listAuditLogs } from '../services/audit';
import type { RoutePlugin } from './plugin';

/** The admin panel's calls: system role admin only (401 signed out, 403 otherwise). */
export const adminRoutes: RoutePlugin = async (app) => {
  const adminOnly = [requireUser, requireSystemRole('admin')];

  app.get(
    '/api/admin/users',
    { schema: { response: { 200: adminUserListSchema } }, preHandler: adminOnly },
    async () => listUsersForAdmin(app.db),
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
    { schema: { querystring: auditLogQuerySchema, response: { 200: auditLogListSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const { entries, total } = await listAuditLogs(app.db, request.query.page, request.query.pageSize);
      void reply.header('x-total-count', String(total));
      return entries;
    },
  );
};
