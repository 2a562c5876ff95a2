import { idParamsSchema, userSchema } from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { getUserForViewer } from '../services/users';
import type { RoutePlugin } from './plugin';

/** GET /api/users/{id} — the caller's own record, or any user's for a system admin (else 403). */
export const userRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/users/:id',
    { schema: { params: idParamsSchema, response: { 200: userSchema } }, preHandler: [requireUser] },
    async (request) => getUserForViewer(app.db, currentUser(request), request.params.id),
  );
};
