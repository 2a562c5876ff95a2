import {
  adminUserPageSchema,
  adminUserQuerySchema,
  adminUserSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  idParamsSchema,
  jobIdParamsSchema,
  nycRefreshConflictSchema,
  nycRefreshJobSchema,
  refreshBodySchema,
  settingParamsSchema,
  systemSettingListSchema,
  systemSettingSchema,
  updateSettingBodySchema,
  updateUserRoleBodySchema,
} from '../contract';
import { actorOf, currentUser, requireSystemRole, requireUser } from '../auth/guards';
import { listAuditLogPageForAdmin, listSettings, listUsersForAdmin, setSetting, setUserRole } from '../services/admin';
import { getNycRefreshJob, startNycRefresh } from '../services/refreshJobs';
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

  // Refresh NYC data from NYC Open Data now (the admin screen's button), as a job: 202 with it, then
  // GET …/refresh/jobs/{jobId} reports datasets done and, once completed, rows added and changed.
  // One refresh at a time: 409 names the one unfinished. `rei refresh` refreshes in its own process.
  app.post(
    '/api/admin/nyc/refresh',
    { schema: { body: refreshBodySchema, response: { 202: nycRefreshJobSchema, 409: nycRefreshConflictSchema } }, preHandler: adminOnly },
    async (request, reply) => {
      const scope = await request.organizationScope();
      const job = await startNycRefresh(app.db, app.jobs, { soda: app.config.nycOpenData }, { userId: currentUser(request).id, organizationId: scope.organizationId }, request.body);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/api/admin/nyc/refresh/jobs/:jobId',
    { schema: { params: jobIdParamsSchema, response: { 200: nycRefreshJobSchema } }, preHandler: adminOnly },
    async (request) => getNycRefreshJob(app.db, request.params.jobId),
  );
};
