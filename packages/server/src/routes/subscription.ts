import { changeSubscriptionBodySchema, changeSubscriptionResultSchema, subscriptionSchema } from '../contract';
import { actorOf, currentUser, requireUser } from '../auth/guards';
import { changeSubscription, describeSubscription } from '../services/subscription';
import type { RoutePlugin } from './plugin';

/**
 * The caller's plan: GET shows tier, limits, usage and the billing mode; PUT asks the
 * BillingProvider for a change (applied at once in demo billing; in stripe billing the answer
 * carries the Checkout or Billing Portal URL and the tier waits for Stripe's webhook).
 */
export const subscriptionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/api/subscription',
    { schema: { response: { 200: subscriptionSchema } }, preHandler: [requireUser] },
    async (request) => describeSubscription(app.db, currentUser(request).id, app.billing.mode),
  );

  app.put(
    '/api/subscription',
    {
      schema: { body: changeSubscriptionBodySchema, response: { 200: changeSubscriptionResultSchema } },
      preHandler: [requireUser],
    },
    async (request) => changeSubscription(app.db, app.billing, actorOf(request), request.body.tier),
  );
};
