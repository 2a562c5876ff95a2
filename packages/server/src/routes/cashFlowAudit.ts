import {
  auditOrganizationParamsSchema,
  auditOrganizationQuerySchema,
  auditPropertyParamsSchema,
  auditRowsPageSchema,
  auditRowsQuerySchema,
  forecastResponseSchema,
  jobIdParamsSchema,
  organizationAuditJobSchema,
  organizationAuditReadQuerySchema,
  organizationAuditResponseSchema,
  propertyAuditResponseSchema,
} from '../contract';
import { currentUser, requireOrganizationRole, requireUser } from '../auth/guards';
import {
  getForecast,
  getOrganizationAudit,
  getOrganizationAuditJob,
  getOrganizationAuditRows,
  getPropertyAudit,
  runPropertyAudit,
  startOrganizationAudit,
} from '../services/cashFlowAudit';
import type { RoutePlugin } from './plugin';

/**
 * Cash-flow audit and forecast. Any accepted member of the organization may read and
 * run its audits; the organization is the one in the path, or the selected one
 * (X-Organization-Id / organizationId, default own) — never a fixed id.
 *
 * The organization audit runs as a job (jobs/jobQueue.ts): POST answers 202 with the job, GET
 * …/jobs/{jobId} reports its state and "n of N" progress, and the stored run's rows are read a
 * page at a time from …/organization/{id}/properties.
 */
export const cashFlowAuditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cash-flow-audit/organization/:organizationId',
    {
      schema: { params: auditOrganizationParamsSchema, querystring: organizationAuditReadQuerySchema, response: { 200: organizationAuditResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole(undefined, 'organizationId')],
    },
    async (request) => getOrganizationAudit(app.db, request.params.organizationId, request.query),
  );

  app.get(
    '/api/cash-flow-audit/organization/:organizationId/properties',
    {
      schema: { params: auditOrganizationParamsSchema, querystring: auditRowsQuerySchema, response: { 200: auditRowsPageSchema } },
      preHandler: [requireUser, requireOrganizationRole(undefined, 'organizationId')],
    },
    async (request) => getOrganizationAuditRows(app.db, request.params.organizationId, request.query),
  );

  app.post(
    '/api/cash-flow-audit/organization',
    { schema: { querystring: auditOrganizationQuerySchema, response: { 202: organizationAuditJobSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return reply.code(202).send(await startOrganizationAudit(app.jobs, user.id, scope));
    },
  );

  app.get(
    '/api/cash-flow-audit/jobs/:jobId',
    {
      schema: { params: jobIdParamsSchema, querystring: auditOrganizationQuerySchema, response: { 200: organizationAuditJobSchema } },
      preHandler: [requireUser],
    },
    async (request) => getOrganizationAuditJob(app.db, await request.organizationScope(), request.params.jobId),
  );

  app.get(
    '/api/cash-flow-audit/property/:propertyId',
    {
      schema: { params: auditPropertyParamsSchema, querystring: auditOrganizationQuerySchema, response: { 200: propertyAuditResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return getPropertyAudit(app.db, user.id, scope, request.params.propertyId, (await request.liveNyc()).soda);
    },
  );

  app.post(
    '/api/cash-flow-audit/property/:propertyId',
    {
      schema: { params: auditPropertyParamsSchema, querystring: auditOrganizationQuerySchema, response: { 200: propertyAuditResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return runPropertyAudit(app.db, user.id, scope, request.params.propertyId, (await request.liveNyc()).soda);
    },
  );

  app.get(
    '/api/cash-flow-forecast/property/:propertyId',
    {
      schema: { params: auditPropertyParamsSchema, querystring: auditOrganizationQuerySchema, response: { 200: forecastResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const scope = await request.organizationScope();
      return getForecast(app.db, scope, request.params.propertyId, (await request.liveNyc()).soda);
    },
  );
};
