import { onboardingParamsSchema, onboardingResponseSchema, onboardingUpdateBodySchema } from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { getOnboarding, saveOnboarding } from '../services/onboarding';
import type { RoutePlugin } from './plugin';

/** Onboarding: the caller reads and saves only their own wizard answers. */
export const onboardingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/onboarding/:userId',
    { schema: { params: onboardingParamsSchema, response: { 200: onboardingResponseSchema } }, preHandler: [requireUser] },
    async (request) => getOnboarding(app.db, currentUser(request), request.params.userId),
  );

  app.put(
    '/api/onboarding/:userId',
    { schema: { params: onboardingParamsSchema, body: onboardingUpdateBodySchema, response: { 200: onboardingResponseSchema } }, preHandler: [requireUser] },
    async (request) => saveOnboarding(app.db, currentUser(request), request.params.userId, request.body),
  );
};
