import type { z } from 'zod';
import { SLOW_DATASET_TIMEOUTS_MS, type SodaConfig } from '../nyc/soda/config';
import type { CensusConfig } from '../nyc/neighborhood/censusConfig';
import type { GeoSearchConfig } from '../nyc/geosearch/config';
import { STRIPE_PRICE_VARIABLES, type BillingConfig } from '../services/billing/billingConfig';
import { PAID_TIERS, type PaidTier } from '../services/billing/paidTiers';
import { envSchema, type EnvSettings } from './envSchema';
import type { ServerConfig } from './serverConfig';

/** The environment as `loadConfig` takes it: `process.env`, or a plain object in tests. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A setting that cannot be right; its message names every such variable, one per line. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.length === 1 ? problems[0] : `The settings have ${problems.length} problems:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

/**
 * Reads every setting from the environment with `envSchema`, once, and maps it to the typed
 * `ServerConfig`. A value that cannot be right throws a `ConfigError` naming the variable
 * (`PORT must be an integer 0–65535, got "abc"`), so the server stops before it starts.
 *
 * @example
 * const config = loadConfig(process.env); // in the CLI entry only
 * loadConfig({ PORT: '8080' }).port // 8080
 */
export function loadConfig(env: Environment): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
  return configFrom(parsed.data);
}

/** Live NYC lookups: on unless NYC_LIVE is off, or unset with the older NYC_OPEN_DATA_LIVE off. */
function nycLiveFrom(env: EnvSettings): boolean {
  return env.NYC_LIVE ?? env.NYC_OPEN_DATA_LIVE ?? true;
}

function sodaFrom(env: EnvSettings): SodaConfig {
  return {
    baseUrl: env.NYC_OPEN_DATA_BASE_URL,
    appToken: env.NYC_OPEN_DATA_APP_TOKEN,
    timeoutMs: env.NYC_OPEN_DATA_TIMEOUT_MS ?? 10_000,
    // A timeout set by hand applies to every dataset.
    datasetTimeoutsMs: env.NYC_OPEN_DATA_TIMEOUT_MS === undefined ? SLOW_DATASET_TIMEOUTS_MS : {},
    retries: env.NYC_OPEN_DATA_RETRIES,
    backoffMs: 500,
    cacheTtlMs: env.NYC_OPEN_DATA_CACHE_TTL_HOURS * 3_600_000,
    breakerFailures: env.NYC_OPEN_DATA_BREAKER_FAILURES,
    breakerCoolDownMs: env.NYC_OPEN_DATA_BREAKER_COOLDOWN_S * 1000,
  };
}

function geoSearchFrom(env: EnvSettings): GeoSearchConfig {
  return {
    baseUrl: env.GEOSEARCH_BASE_URL,
    timeoutMs: env.GEOSEARCH_TIMEOUT_MS,
    autocompleteTimeoutMs: 1_500,
    retries: env.GEOSEARCH_RETRIES,
    backoffMs: 250,
    breakerFailures: 3,
    breakerCoolDownMs: 60_000,
  };
}

function censusFrom(env: EnvSettings, baseUrl: string): CensusConfig {
  return {
    baseUrl,
    apiKey: env.CENSUS_API_KEY,
    year: env.CENSUS_ACS_YEAR,
    timeoutMs: env.CENSUS_TIMEOUT_MS,
    retries: 1,
    backoffMs: 300,
    breakerFailures: 3,
    breakerCoolDownMs: 60_000,
    // The estimates change once a year.
    cacheTtlMs: 30 * 24 * 3_600_000,
  };
}

function billingFrom(env: EnvSettings): BillingConfig {
  const stripePrices = Object.fromEntries(PAID_TIERS.map((tier) => [tier, env[STRIPE_PRICE_VARIABLES[tier]]])) as Record<PaidTier, string | undefined>;
  return {
    mode: env.REI_BILLING ?? 'demo',
    explicit: env.REI_BILLING !== undefined,
    production: env.NODE_ENV === 'production',
    stripeSecretKey: env.STRIPE_SECRET_KEY,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripePrices,
    stripeApiBase: env.STRIPE_API_BASE,
    publicUrl: env.REI_PUBLIC_URL,
  };
}

/** Maps the parsed environment to the settings each part of the server reads. */
function configFrom(env: EnvSettings): ServerConfig {
  const nycLive = nycLiveFrom(env);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir: env.REI_DATA_DIR ?? '.data',
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    sessionCache: env.REI_SESSION_CACHE,
    logLevel: env.LOG_LEVEL,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    // NODE_ENV=production always sets it: a production cookie never travels over plain http.
    cookieSecure: env.COOKIE_SECURE === true || env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginAddressMaxFailures: env.LOGIN_ADDRESS_MAX_FAILURES,
    loginWindowMinutes: env.LOGIN_WINDOW_MINUTES,
    passwordChangeMaxFailures: env.PASSWORD_CHANGE_MAX_FAILURES,
    registrationsPerAddressPerHour: env.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
    organizationsPerUserPerDay: env.ORGANIZATIONS_PER_USER_PER_DAY,
    reportsPerUserPerHour: env.REPORTS_PER_USER_PER_HOUR,
    publicLookupsPerAddressPerMinute: env.PUBLIC_LOOKUPS_PER_ADDRESS_PER_MINUTE,
    firstAccountAdmin: env.REI_FIRST_ACCOUNT_ADMIN,
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY,
    googlePlacesBaseUrl: env.GOOGLE_PLACES_BASE_URL,
    mapStyleUrl: env.REI_MAP_STYLE_URL,
    nycLive,
    nycOpenData: nycLive ? sodaFrom(env) : null,
    nycRefreshSchedule: nycLive && env.NYC_REFRESH_SCHEDULE,
    geosearch: nycLive ? geoSearchFrom(env) : null,
    census: nycLive && env.CENSUS_API_BASE !== null ? censusFrom(env, env.CENSUS_API_BASE) : null,
    billing: billingFrom(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    passwordResetsPerEmailPerHour: env.PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
    passwordResetsPerAddressPerHour: env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR,
    accountMailsPerUserPerDay: env.ACCOUNT_MAILS_PER_USER_PER_DAY,
    verificationMailsPerUserPerHour: env.VERIFICATION_MAILS_PER_USER_PER_HOUR,
    publicRecordCacheRows: env.REI_PUBLIC_RECORD_CACHE_ROWS,
    webhooksAllowPrivate: env.REI_WEBHOOKS_ALLOW_PRIVATE,
    webhookRetrySeconds: env.REI_WEBHOOK_RETRY_SECONDS,
    apiKeyRequestsPerSecond: env.API_KEY_REQUESTS_PER_SECOND,
    apiKeyRequestsPerDay: env.API_KEY_REQUESTS_PER_DAY,
    ai: {
      timeoutMs: env.AI_TIMEOUT_MS,
      retries: env.AI_RETRIES,
      anthropicApiKey: env.ANTHROPIC_API_KEY,
      anthropicBaseUrl: env.ANTHROPIC_BASE_URL,
      anthropicModel: env.ANTHROPIC_MODEL,
      openAiBaseUrl: env.OPENAI_BASE_URL,
      openAiApiKey: env.OPENAI_API_KEY,
      openAiModel: env.OPENAI_MODEL,
    },
    starterData: env.REI_STARTER_DATA,
    webDir: env.REI_WEB_DIR,
    mcpApiKey: env.REI_API_KEY,
    invocationDir: env.INIT_CWD,
    explicitDataDir: env.REI_DATA_DIR !== undefined,
  };
}
