import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { ApiError, ERROR_CODES, apiErrorFromDatabase } from './errors';
import { RequestValidationError, jsonSerializerCompiler, zodValidatorCompiler, type RoutePlugin } from './routes/plugin';
import { billingProviderFor, type BillingProvider } from './services/billing';
import { healthRoutes } from './routes/health';
import { featureRoutes } from './routes/features';
import { watchRoutes } from './routes/watches';
import { registerLiveNyc } from './routes/liveNyc';
import { authRoutes } from './routes/auth';
import { userRoutes } from './routes/users';
import { organizationRoutes } from './routes/organizations';
import { brandingRoutes } from './routes/branding';
import { subscriptionRoutes } from './routes/subscription';
import { billingRoutes } from './routes/billing';
import { adminRoutes } from './routes/admin';
import { propertyRoutes } from './routes/properties';
import { portfolioRoutes } from './routes/portfolio';
import { legalStatusRoutes } from './routes/legalStatus';
import { strategyRoutes } from './routes/strategies';
import { dealRoutes } from './routes/deals';
import { apiKeyRoutes } from './routes/apiKeys';
import { webhookRoutes } from './routes/webhooks';
import { mcpRoutes } from './routes/mcp';
import { apiDocsRoutes } from './routes/apiDocs';
import { openApiRoutes } from './routes/health';
import { auditApiKeyWrite } from './services/apiKeys';
import { presetRoutes } from './routes/presets';
import { screenRoutes } from './routes/screens';
import { buyBoxRoutes } from './routes/buyBox';
import { aiSummaryRoutes } from './routes/aiSummaries';
import { onboardingRoutes } from './routes/onboarding';
import { cashFlowAuditRoutes } from './routes/cashFlowAudit';
import { nycRoutes } from './routes/nyc';
import { ownerRoutes } from './routes/owners';
import { accountRoutes } from './routes/accounts';
import { createMailer, type Mailer } from './mail/mailer';
import { neighborhoodRoutes } from './routes/neighborhood';
import { reportRoutes } from './routes/reports';
import { createGooglePlacesClient, type PlacesClient } from './places/googlePlaces';
import { registerCsrfProtection } from './security/csrf';
import { registerOrganizationScope } from './routes/requestScope';
import { registerApiKeyGate, registerDemoAccountLock } from './auth/guards';
import { hardenedLoggerOptions } from './security/logRedaction';
import { registerSecurityHeaders } from './security/securityHeaders';
import { setSodaLog } from './nyc/soda/client';
import { usePublicRecordCache } from './nyc/enrichment/publicRecordCache';
import { registerJobQueue } from './jobs/registerJobs';
import { stopRenderWorker } from './reports/renderPool';
import { stopScreenWorker } from './services/screens';
import { registerIdempotency } from './plugins/idempotency';
import { registerRateLimits, registerRouteLimits } from './plugins/rateLimit';
import { registerWriteSettling } from './plugins/settleWrites';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    billing: BillingProvider;
    databaseKind: 'pglite' | 'postgres';
    /** Google Places suggestions, or null when no key is configured (then Google is never called). */
    placesClient: PlacesClient | null;
    /** Outgoing mail: SMTP when SMTP_URL is set, else .eml files in <REI_DATA_DIR>/outbox/ (memory for `memory://`). */
    mailer: Mailer;
    /** Every route of the API, in registration order (HEAD left out). */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** A registered route: its method, path pattern (`/api/properties/:id`) and zod schemas. */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
  readonly schema: { body?: unknown; params?: unknown; querystring?: unknown; response?: Record<string, unknown> } | undefined;
  /** The names of its preHandler guards (`requireUser`, `requireSystemRoleHook`, …): none for a public route. */
  readonly guards: readonly string[];
}

/**
 * Every route plugin of the API, registered in this order. To add an area, write
 * `routes/<area>.ts` exporting a `RoutePlugin` and add it here.
 */
export const ROUTE_PLUGINS: readonly RoutePlugin[] = [
  healthRoutes,
  featureRoutes,
  watchRoutes,
  authRoutes,
  userRoutes,
  organizationRoutes,
  brandingRoutes,
  subscriptionRoutes,
  billingRoutes,
  adminRoutes,
  propertyRoutes,
  portfolioRoutes,
  legalStatusRoutes,
  strategyRoutes,
  dealRoutes,
  presetRoutes,
  screenRoutes,
  buyBoxRoutes,
  aiSummaryRoutes,
  onboardingRoutes,
  cashFlowAuditRoutes,
  nycRoutes,
  ownerRoutes,
  accountRoutes,
  neighborhoodRoutes,
  reportRoutes,
  apiKeyRoutes,
  webhookRoutes,
  openApiRoutes,
  apiDocsRoutes,
  mcpRoutes,
];

export interface BuildAppOptions {
  readonly db: Database;
  readonly config: ServerConfig;
  /** Which driver `db` runs on (reported by /api/health). */
  readonly databaseKind?: 'pglite' | 'postgres';
  /** pino options or an existing logger; default from `config.logLevel`. */
  readonly logger?: FastifyServerOptions['logger'];
  readonly billing?: BillingProvider;
  /** Address suggestions from a places service; default a Google Places client when `config.googleMapsApiKey` is set, else none. */
  readonly placesClient?: PlacesClient | null;
  /** Where mail goes; default from `config` (see `createMailer`). */
  readonly mailer?: Mailer;
}

/** `false` stays off; `true` or pino options get the hardened options. */
function hardenedLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return hardenedLoggerOptions(logger === true ? {} : logger);
}

/** Maps Fastify's own error codes to ours. */
const FASTIFY_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ERROR_CODES.payloadTooLarge, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ERROR_CODES.unsupportedMediaType, message: 'Send the request body as JSON (Content-Type: application/json)' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.invalidJson, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.invalidJson, message: 'The request body is not valid JSON' },
};

/**
 * Builds the Fastify app over an open, migrated database: JSON errors
 * `{ message, code, fields? }`, zod validation of every body, params and query, cookies,
 * a body size limit, and every plugin of `ROUTE_PLUGINS`. Call `listen` or `inject` on it.
 *
 * @example
 * const handle = await openDatabase(config); await handle.migrate();
 * const app = await buildApp({ db: handle.db, config });
 * await app.listen({ port: config.port, host: config.host });
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Every logger gets the redaction, serializers and size cap of security/logRedaction.ts.
    logger: hardenedLogger(options.logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel })),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For counts only when the TCP peer is one of the configured proxies.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });

  app.decorate('db', options.db);
  app.decorate('config', config);
  // First, so every answer carries the hardening headers, also those a later hook ends early (429, 403).
  await registerSecurityHeaders(app);
  // Public NYC records read by searches stay in memory until the next import (0 rows: off).
  usePublicRecordCache(options.db, { maxRows: config.publicRecordCacheRows });
  // NYC Open Data failures the property page swallows (stale answers, unreadable bodies) still reach the log.
  setSodaLog((message, details) => app.log.warn(details, message));
  app.decorate('billing', options.billing ?? billingProviderFor(config.billing));
  app.decorate('databaseKind', options.databaseKind ?? 'pglite');
  app.decorate('mailer', options.mailer ?? createMailer(config, app.log));
  app.decorate(
    'placesClient',
    options.placesClient !== undefined
      ? options.placesClient
      : config.googleMapsApiKey
        ? createGooglePlacesClient({ apiKey: config.googleMapsApiKey, baseUrl: config.googlePlacesBaseUrl })
        : null,
  );
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('organizationMembership', null);
  registerOrganizationScope(app);
  registerLiveNyc(app);
  // Long work (audits, imports, report builds) runs as jobs: `app.jobs` (jobs/jobQueue.ts).
  registerJobQueue(app, { db: options.db, config, databaseKind: options.databaseKind ?? 'pglite' });
  // Report files are built on a worker thread (reports/renderPool.ts); it ends with the app.
  app.addHook('onClose', stopRenderWorker);
  app.addHook('onClose', stopScreenWorker);

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(jsonSerializerCompiler);
  await app.register(fastifyCookie);
  // After the cookie parser: the CSRF rule looks at the session cookie.
  registerCsrfProtection(app);
  registerDemoAccountLock(app);
  registerApiKeyGate(app);
  // After the gate: a request with an API key counts against the key's limits; routes declare their own;
  // services count through `app.limits` (the database's `rate_limits`, or Redis with REDIS_URL).
  await registerRateLimits(app, { config, db: options.db });
  // On PostgreSQL, an answer to a change goes out once the change's notice has come back, so the
  // client's next read finds it on any instance (plugins/settleWrites.ts).
  registerWriteSettling(app, options.db);
  // Every write made with an API key is attributed to the key in the audit log, whatever route it reached.
  app.addHook('onResponse', async (request, reply) => {
    await auditApiKeyWrite(app.db, request, reply.statusCode);
  });
  // The API speaks JSON only; a plugin that takes another type (CSV upload) adds its own parser.
  app.removeContentTypeParser('text/plain');

  // Graceful shutdown: once closing, answers to requests still in flight carry
  // `Connection: close`, so keep-alive clients let go at once instead of holding the
  // server open until the keep-alive timeout (72 s in Fastify).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Plain callbacks, not async functions: they run on every answer and never wait.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: ERROR_CODES.notFound });
  });

  app.setErrorHandler((error: FastifyError | ApiError | RequestValidationError, request, reply) => {
    if (error instanceof RequestValidationError) {
      return reply.code(400).send({ message: error.message, code: ERROR_CODES.validation, fields: error.fields });
    }
    if (error instanceof ApiError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}), ...error.body });
    }
    const fromDatabase = apiErrorFromDatabase(error);
    if (fromDatabase) {
      if (fromDatabase.headers) void reply.headers(fromDatabase.headers);
      if (fromDatabase.statusCode >= 500) request.log.warn({ err: error }, 'database unavailable');
      return reply.code(fromDatabase.statusCode).send({ message: fromDatabase.message, code: fromDatabase.code });
    }
    const known = 'code' in error && typeof error.code === 'string' ? FASTIFY_ERRORS[error.code] : undefined;
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (known) return reply.code(status).send(known);
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message, code: 'code' in error && error.code ? String(error.code) : 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: ERROR_CODES.internal });
  });

  // Every route as registered (method and path pattern): the authorization matrix and the
  // fuzz test read it, so a new route cannot be missed by either.
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const guards = [route.preHandler ?? []].flat().map((handler) => (typeof handler === 'function' ? handler.name : '')).filter(Boolean);
      if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'], guards });
    }
  });
  // After the route list above has read each route's own guards: a route's declared rate limit counts
  // after its guards, and POSTs get the Idempotency-Key rule last.
  registerRouteLimits(app);
  registerIdempotency(app);
  for (const plugin of ROUTE_PLUGINS) await app.register(plugin);
  return app;
}
