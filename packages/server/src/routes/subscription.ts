import { changeSubscriptionBodySchema, subscriptionSchema } from '../contract';
import { actorOf, currentUser, requireUser } from '../auth/guards';
import { changeSubscription, describeSubscription } from '../services/subscription';
import type { RoutePlugin } from './plugin';

/** The caller's plan: GET shows tier, limits and usage; PUT changes the tier through the BillingProvider. */
export const subscriptionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/subscription',
    { schema: { response: { 200: subscriptionSchema } }, preHandler: [requireUser] },
    async (request) => describeSubscription(app.db, currentUser(request).id),
  );

  app.put(
    '/api/subscription',
    { schema: { body: changeSubscriptionBodySchema, response: { 200: subscriptionSchema } }, preHandler: [requireUser] },
    async (request) => changeSubscription(app.db, app.billing, actorOf(request), request.body.tier),
  );
};
