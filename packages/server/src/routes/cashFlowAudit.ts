import {
  auditOrganizationParamsSchema,
  auditOrganizationQuerySchema,
  auditPropertyParamsSchema,
  forecastResponseSchema,
  organizationAuditResponseSchema,
  propertyAuditResponseSchema,
} from '../contract';
import { currentUser, requireOrganizationRole, requireUser } from '../auth/guards';
import { getForecast, getOrganizationAudit, getPropertyAudit, runOrganizationAudit, runPropertyAudit } from '../services/cashFlowAudit';
import type { RoutePlugin } from './plugin';

/**
 * Cash-flow audit and forecast. Any accepted member of the organization may read and
 * run its audits; the organization is the one in the path, or the selected one
 * (X-Organization-Id / organizationId, default own) — never a fixed id.
 */
export const cashFlowAuditRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/cash-flow-audit/organization/:organizationId',
    {
      schema: { params: auditOrganizationParamsSchema, response: { 200: organizationAuditResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole(undefined, 'organizationId')],
    },
    async (request) => getOrganizationAudit(app.db, request.params.organizationId),
  );

  app.post(
    '/api/cash-flow-audit/organization',
    { schema: { querystring: auditOrganizationQuerySchema, response: { 200: organizationAuditResponseSchema } }, preHandler: [requireUser] },
    async (request) => {
      const user = currentUser(request);
      const scope = await request.organizationScope();
      return runOrganizationAudit(app.db, user.id, scope);
    },
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
      return getPropertyAudit(app.db, user.id, scope, request.params.propertyId);
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
      return runPropertyAudit(app.db, user.id, scope, request.params.propertyId);
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
      return getForecast(app.db, scope, request.params.propertyId);
    },
  );
};
