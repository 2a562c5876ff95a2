import { billingPortalSessionSchema, billingWebhookResultSchema } from '../contract';
import { actorOf, requireUser } from '../auth/guards';
import { openBillingPortal } from '../services/subscription';
import type { RoutePlugin } from './plugin';

/**
 * Billing: the Billing Portal for the signed-in user, and the provider's webhook. The webhook
 * takes no session: its proof is the signature over the exact bytes received, so its body is
 * kept raw (a Buffer) instead of being parsed as JSON.
 */
export const billingRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/billing/portal',
    { schema: { response: { 200: billingPortalSessionSchema } }, preHandler: [requireUser] },
    async (request) => openBillingPortal(app.db, app.billing, actorOf(request)),
  );

  await app.register(async (webhook) => {
    // Only this encapsulated context reads JSON as raw bytes; the rest of the API keeps its parser.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/api/billing/webhook', { schema: { response: { 200: billingWebhookResultSchema } } }, async (request) => {
      const header = request.headers['stripe-signature'];
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await app.billing.receiveWebhook(app.db, rawBody, typeof header === 'string' ? header : undefined, request.ip);
      return { received: true as const, result: outcome.result };
    });
  });
};
