import { summaryProviderFor, type SummaryProvider } from '../ai';
import {
  aiSummaryCreateBodySchema,
  aiSummaryListQuerySchema,
  aiSummaryListResponseSchema,
  aiSummaryResponseSchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import { generateAiSummary, listAiSummaries } from '../services/aiSummaries';
import { requireFeature } from '../services/featureToggles';
import type { RoutePlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the app when a SummaryProvider is injected; otherwise chosen from `app.config.ai`. */
    summaryProvider?: SummaryProvider;
  }
}

/**
 * AI summaries. The provider is the app's `summaryProvider` when one is
 * decorated, else the one `app.config.ai` names (Anthropic, OpenAI-compatible, or the embedded
 * deterministic writer). Metered per month by plan.
 */
export const aiSummaryRoutes: RoutePlugin = async (app) => {
  const provider = app.summaryProvider ?? summaryProviderFor(app.config.ai);

  app.post(
    '/api/ai-summaries',
    // The admin toggle `ai_summaries_enabled` off: 503 naming it, after the caller is known.
    { schema: { body: aiSummaryCreateBodySchema, response: { 201: aiSummaryResponseSchema } }, preHandler: [requireUser, async () => requireFeature(app.db, 'aiSummaries')] },
    async (request, reply) => reply.code(201).send(await generateAiSummary(app.db, provider, currentUser(request), request.body.strategyId, (await request.liveNyc()).soda)),
  );

  app.get(
    '/api/ai-summaries',
    { schema: { querystring: aiSummaryListQuerySchema, response: { 200: aiSummaryListResponseSchema } }, preHandler: [requireUser] },
    async (request) => listAiSummaries(app.db, currentUser(request), request.query.strategyId),
  );
};
