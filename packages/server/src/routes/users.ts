import { idParamsSchema, updateUserBodySchema, userSchema } from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { writeAuditLog } from '../services/audit';
import { getUserForViewer, updateUserForViewer } from '../services/users';
import type { RoutePlugin } from './plugin';

/**
 * GET /api/users/{id} — the caller's own record, or any user's for a system admin (else 403).
 * PUT /api/users/{id} — { fullName }: renames the account under the same rule; returns the User.
 */
export const userRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/users/:id',
    { schema: { params: idParamsSchema, response: { 200: userSchema } }, preHandler: [requireUser] },
    async (request) => getUserForViewer(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/api/users/:id',
    {
      schema: { params: idParamsSchema, body: updateUserBodySchema, response: { 200: userSchema } },
      preHandler: [requireUser],
    },
    async (request) => {
      const viewer = currentUser(request);
      const user = await updateUserForViewer(app.db, viewer, request.params.id, request.body);
      await writeAuditLog(app.db, {
        actorUserId: viewer.id,
        action: 'user.update',
        resourceType: 'user',
        resourceId: user.id,
        outcome: 'SUCCESS',
        ip: request.ip,
      });
      return user;
    },
  );
};
