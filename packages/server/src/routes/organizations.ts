import {
  changeMemberRoleBodySchema,
  createOrganizationBodySchema,
  leaveOrganizationResponseSchema,
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
  changeMemberRole,
  createOrganization,
  leaveOrganization,
  inviteMember,
  listMembers,
  listMemberships,
  removeMember,
} from '../services/organizations';
import type { RoutePlugin } from './plugin';

/**
 * Teams. Listing members and leaving need an accepted membership; inviting, removing and
 * changing roles need owner or admin; another team's id answers 404.
 */
export const organizationRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/organizations',
    { schema: { response: { 200: membershipListSchema } }, preHandler: [requireUser] },
    async (request) => listMemberships(app.db, currentUser(request).id),
  );

  app.post(
    '/api/organizations',
    // A user may create only so many organizations a day (429 with Retry-After past that).
    { schema: { body: createOrganizationBodySchema, response: { 201: membershipSchema } }, preHandler: [requireUser], config: { rateLimit: 'create-organization' } },
    async (request, reply) => {
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
      const { revokedShareLinks } = await removeMember(app.db, actorOf(request), request.params.id, request.params.userId);
      return { removed: true as const, userId: request.params.userId, revokedShareLinks };
    },
  );

  // Role changes and ownership transfer: owner or admin; the service holds the rules (admins never touch owners).
  app.put(
    '/api/organizations/:id/members/:userId/role',
    {
      schema: { params: memberParamsSchema, body: changeMemberRoleBodySchema, response: { 200: memberListSchema } },
      preHandler: [requireUser, requireOrganizationRole(TEAM_MANAGER_ROLES)],
    },
    async (request) => changeMemberRole(app.db, actorOf(request), request.params.id, request.params.userId, request.body),
  );

  // Any accepted member may leave; the last owner may not.
  app.post(
    '/api/organizations/:id/leave',
    {
      schema: { params: organizationParamsSchema, response: { 200: leaveOrganizationResponseSchema } },
      preHandler: [requireUser, requireOrganizationRole()],
    },
    async (request) => {
      const { revokedShareLinks } = await leaveOrganization(app.db, actorOf(request), request.params.id);
      return { left: true as const, organizationId: request.params.id, revokedShareLinks };
    },
  );
};
