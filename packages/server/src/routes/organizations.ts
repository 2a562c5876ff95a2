import {
  createOrganizationBodySchema,
  inviteBodySchema,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  membershipListSchema,
  membershipSchema,
  organizationParamsSchema,
  removeMemberResponseSchema,
} from '../contract';
import { actorOf, currentUser, requireOrganizationRole, requireUser } from '../auth/guards';
import {
  TEAM_MANAGER_ROLES,
  acceptInvitation,
  createOrganization,
  inviteMember,
  listMembers,
  listMemberships,
  removeMember,
} from '../services/organizations';
import { consumeRateLimit, rateLimitsFrom } from '../services/rateLimits';
import type { RoutePlugin } from './plugin';

/**
 * Teams. Listing members needs an accepted membership; inviting and removing
 * need owner or admin; another team's id answers 404.
 */
export const organizationRoutes: RoutePlugin = async (app) => {
  const limits = rateLimitsFrom(app.config);

  app.get(
    '/api/organizations',
    { schema: { response: { 200: membershipListSchema } }, preHandler: [requireUser] },
    async (request) => listMemberships(app.db, currentUser(request).id),
  );

  app.post(
    '/api/organizations',
    { schema: { body: createOrganizationBodySchema, response: { 201: membershipSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      // A user may create only so many organizations a day (429 with Retry-After past that).
      await consumeRateLimit(app.db, limits.organizationCreation, String(currentUser(request).id));
      return reply.code(201).send(await createOrganization(app.db, actorOf(request), request.body.name));
    },
  );

  app.get(
    '/api/organizations/:id/members',
    {
      schema: { params: organizationParamsSchema, response: { 200: memberListSchema } },
      preHandler: [requireUser, requireOrganizationRole()],
    },
    async (request) => listMembers(app.db, request.params.id),
  );

  app.post(
    '/api/organizations/:id/invite',
    {
      schema: { params: organizationParamsSchema, body: inviteBodySchema, response: { 201: memberSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request, reply) =>
      reply.code(201).send(await inviteMember(app.db, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/organizations/:id/invitations/accept',
    { schema: { params: organizationParamsSchema, response: { 200: membershipSchema } }, preHandler: [requireUser] },
    async (request) => acceptInvitation(app.db, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/organizations/:id/members/:userId',
    {
      schema: { params: memberParamsSchema, response: { 200: removeMemberResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request) => {
      await removeMember(app.db, actorOf(request), request.params.id, request.params.userId);
      return { removed: true as const, userId: request.params.userId };
    },
  );
};
