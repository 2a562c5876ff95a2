import { isIP } from 'node:net';
import { httpUrlSetting } from './envValues';
import { nycLiveFromEnv, sodaConfigFromEnv, type SodaConfig } from './nyc/soda/config';
import { censusConfigFromEnv, type CensusConfig } from './nyc/neighborhood/censusConfig';
import { geoSearchConfigFromEnv, type GeoSearchConfig } from './nyc/geosearch/config';
import { billingConfigFromEnv, type BillingConfig } from './services/billing/billingConfig';

/** Everything the server reads from its environment, parsed once at start. */
export interface ServerConfig {
  /** TCP port of the API (PORT, default 5000). */
  readonly port: number;
  /** Interface to bind (HOST, default 127.0.0.1). */
  readonly host: string;
  /** PGlite data folder (REI_DATA_DIR, default `.data` in the current directory), or `memory://`. */
  readonly dataDir: string;
  /** PostgreSQL connection string (DATABASE_URL); when set, PGlite is not used. */
  readonly databaseUrl: string | undefined;
  /** Redis for the limiter's counts (REDIS_URL, e.g. redis://127.0.0.1:6379); unset keeps them in the database. */
  readonly redisUrl: string | undefined;
  /** Prefix of every Redis key the server writes (REDIS_KEY_PREFIX, default `rei:`). */
  readonly redisKeyPrefix: string;
  /** node-postgres pool size (DATABASE_POOL_SIZE, default 10). */
  readonly databasePoolSize: number;
  /**
   * On PostgreSQL, keep session lookups in memory while the database's change notices are heard
   * (REI_SESSION_CACHE, default on; `off` reads every session from the database). See db/sharedReadCache.ts.
   */
  readonly sessionCache: boolean;
  /** pino level (LOG_LEVEL, default info); 'silent' turns request logging off. */
  readonly logLevel: string;
  /** Session lifetime in days (SESSION_TTL_DAYS, default 30). */
  readonly sessionTtlDays: number;
  /** Set the session cookie's Secure flag (COOKIE_SECURE=true, or NODE_ENV=production). */
  readonly cookieSecure: boolean;
  /**
   * Proxies whose X-Forwarded-For is believed (TRUST_PROXY): IPs, CIDRs or `loopback` /
   * `linklocal` / `uniquelocal`; empty = the TCP peer is the client. See `trustedProxiesFrom`.
   */
  readonly trustProxy: readonly string[];
  /** Largest accepted request body in bytes (BODY_LIMIT_BYTES, default 1 MB). */
  readonly bodyLimitBytes: number;
  /** Failed logins for one account from one address within the window before backoff (LOGIN_MAX_FAILURES, default 5). */
  readonly loginMaxFailures: number;
  /** Failed logins from one address, whatever the accounts, within the window before backoff (LOGIN_ADDRESS_MAX_FAILURES, default 50). */
  readonly loginAddressMaxFailures: number;
  /** Login throttling window in minutes, also the longest backoff (LOGIN_WINDOW_MINUTES, default 15). */
  readonly loginWindowMinutes: number;
  /** Wrong current passwords per user within the login window before 429 (PASSWORD_CHANGE_MAX_FAILURES, default 5). */
  readonly passwordChangeMaxFailures: number;
  /** Registration attempts per address per hour (REGISTRATIONS_PER_ADDRESS_PER_HOUR, default 20). */
  readonly registrationsPerAddressPerHour: number;
  /** Organizations one user may create per day (ORGANIZATIONS_PER_USER_PER_DAY, default 20). */
  readonly organizationsPerUserPerDay: number;
  /** Reports one user may build per hour (REPORTS_PER_USER_PER_HOUR, default 200). */
  readonly reportsPerUserPerHour: number;
  /**
   * Property lookups (search, BBL, address suggestions) one address may make per minute without
   * signing in (PUBLIC_LOOKUPS_PER_ADDRESS_PER_MINUTE, default 120): each can ask NYC Open Data
   * and GeoSearch, so an anonymous caller must not be able to make the server ask them without end.
   */
  readonly publicLookupsPerAddressPerMinute: number;
  /**
   * The first real account registered on an empty installation becomes the system admin
   * (REI_FIRST_ACCOUNT_ADMIN, default on; `off` leaves `rei create-admin` as the only way).
   */
  readonly firstAccountAdmin: boolean;
  /** Google Maps Platform key (GOOGLE_MAPS_API_KEY); when set, address suggestions also come from Google Places. */
  readonly googleMapsApiKey: string | undefined;
  /** Places API origin (GOOGLE_PLACES_BASE_URL, default https://places.googleapis.com). */
  readonly googlePlacesBaseUrl: string;
  /** A MapLibre style URL for the screening map (REI_MAP_STYLE_URL); without one the map draws plain points. */
  readonly mapStyleUrl: string | undefined;
  /**
   * Live NYC lookups (NYC Open Data, GeoSearch): on by default, `NYC_LIVE=off` turns them off
   * (the older NYC_OPEN_DATA_LIVE=0 too). Every live client reads this switch.
   */
  readonly nycLive: boolean;
  /** The live NYC Open Data source (NYC_OPEN_DATA_BASE_URL, NYC_OPEN_DATA_APP_TOKEN; see `sodaConfigFromEnv`), or null when `nycLive` is off. */
  readonly nycOpenData: SodaConfig | null;
  /** Scheduled refreshes of the loaded NYC datasets from NYC Open Data (NYC_REFRESH_SCHEDULE, on unless `off`; never with NYC_LIVE=off). */
  readonly nycRefreshSchedule: boolean;
  /** NYC Planning's GeoSearch, address → lot (GEOSEARCH_BASE_URL, GEOSEARCH_TIMEOUT_MS; see `geoSearchConfigFromEnv`), or null when `nycLive` is off. */
  readonly geosearch: GeoSearchConfig | null;
  /** The US Census API for tract figures (CENSUS_API_BASE, CENSUS_API_KEY; off with NYC_LIVE=off; see `censusConfigFromEnv`), or null when off. */
  readonly census: CensusConfig | null;
  /** Billing: REI_BILLING (stripe | demo), STRIPE_*, REI_PUBLIC_URL; `startServer` refuses settings that would give plans away or cannot work. */
  readonly billing: BillingConfig;
  /**
   * Outgoing mail server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). Unset: every
   * message is written as an .eml file to `<REI_DATA_DIR>/outbox/` (kept in memory for `memory://`).
   */
  readonly smtpUrl: string | undefined;
  /** The From of every message (MAIL_FROM, default `REI <no-reply@localhost>`). */
  readonly mailFrom: string;
  /** Password-reset requests per email address per hour (PASSWORD_RESETS_PER_EMAIL_PER_HOUR, default 5). */
  readonly passwordResetsPerEmailPerHour: number;
  /** Password-reset requests per client address per hour (PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, default 20). */
  readonly passwordResetsPerAddressPerHour: number;
  /** Mails one user may send per day: invitations and email-change links (ACCOUNT_MAILS_PER_USER_PER_DAY, default 50). */
  readonly accountMailsPerUserPerDay: number;
  /** Verification links one account may ask to be sent again per hour (VERIFICATION_MAILS_PER_USER_PER_HOUR, default 3). */
  readonly verificationMailsPerUserPerHour: number;
  /**
   * Records (rows) of imported NYC public data the server keeps in memory between requests
   * (REI_PUBLIC_RECORD_CACHE_ROWS, default 100,000; 0 turns the cache off). Public records only,
   * the same for every organization; an import empties it on every instance within a quarter of a second
   * (nyc/enrichment/publicRecordCache.ts).
   */
  readonly publicRecordCacheRows: number;
  /**
   * Webhook targets on this machine or a private network are refused (the `publicHttpUrl` rule)
   * unless REI_WEBHOOKS_ALLOW_PRIVATE=1 (tests, and a server whose customers are on its own network).
   */
  readonly webhooksAllowPrivate: boolean;
  /**
   * Seconds between a webhook delivery's failed attempts (REI_WEBHOOK_RETRY_SECONDS, comma-separated;
   * default 5 s, 5 min, 30 min, 2 h, 5 h, 10 h: seven attempts over about 17.6 hours).
   */
  readonly webhookRetrySeconds: readonly number[];
  /** Requests an API key may make per second (API_KEY_REQUESTS_PER_SECOND, default 10). */
  readonly apiKeyRequestsPerSecond: number;
  /** Requests an API key may make per day (API_KEY_REQUESTS_PER_DAY, default 50,000). */
  readonly apiKeyRequestsPerDay: number;
}

/** Default pauses between a webhook delivery's attempts, in seconds. */
export const WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000] as const;

function secondsListFrom(value: string | undefined, fallback: readonly number[], name: string): readonly number[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value.split(',').map((part) => intFrom(part, 0, name));
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or `false` trusts no proxy (the TCP peer is the client, X-Forwarded-For is
 * ignored). `true` trusts only a proxy on this machine (`loopback`: 127.0.0.0/8 and ::1), never
 * every peer, because then any client could name its own address. Otherwise a comma-separated
 * list of IPs, CIDRs (`10.0.0.0/8`) or range names; X-Forwarded-For is then read right to left
 * and the first address not in the list is the client.
 */
export function trustedProxiesFrom(value: string | undefined): string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return [];
  if (text === 'true') return ['loopback'];
  return text.split(',').map((entry) => {
    const proxy = entry.trim();
    const [address = '', prefix, ...rest] = proxy.split('/');
    const version = isIP(address);
    const validPrefix =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32));
    if (PROXY_RANGE_NAMES.includes(proxy) || (version !== 0 && validPrefix && rest.length === 0)) return proxy;
    throw new Error(`TRUST_PROXY must be true, false or a comma-separated list of IPs / CIDRs, got "${proxy}"`);
  });
}

/** Reads the configuration from environment variables (see the README for the list). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: intFrom(env.PORT, 5000, 'PORT'),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.REI_DATA_DIR?.trim() || '.data',
    databaseUrl: databaseUrl ? databaseUrl : undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX?.trim() || 'rei:',
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    sessionCache: !['off', 'false', '0'].includes(env.REI_SESSION_CACHE?.trim().toLowerCase() ?? ''),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    sessionTtlDays: intFrom(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    cookieSecure: env.COOKIE_SECURE === 'true' || env.NODE_ENV === 'production',
    trustProxy: trustedProxiesFrom(env.TRUST_PROXY),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginAddressMaxFailures: intFrom(env.LOGIN_ADDRESS_MAX_FAILURES, 50, 'LOGIN_ADDRESS_MAX_FAILURES'),
    loginWindowMinutes: intFrom(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    passwordChangeMaxFailures: intFrom(env.PASSWORD_CHANGE_MAX_FAILURES, 5, 'PASSWORD_CHANGE_MAX_FAILURES'),
    registrationsPerAddressPerHour: intFrom(env.REGISTRATIONS_PER_ADDRESS_PER_HOUR, 20, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR'),
    organizationsPerUserPerDay: intFrom(env.ORGANIZATIONS_PER_USER_PER_DAY, 20, 'ORGANIZATIONS_PER_USER_PER_DAY'),
    reportsPerUserPerHour: intFrom(env.REPORTS_PER_USER_PER_HOUR, 200, 'REPORTS_PER_USER_PER_HOUR'),
    publicLookupsPerAddressPerMinute: intFrom(env.PUBLIC_LOOKUPS_PER_ADDRESS_PER_MINUTE, 120, 'PUBLIC_LOOKUPS_PER_ADDRESS_PER_MINUTE'),
    firstAccountAdmin: !['off', 'false', '0'].includes(env.REI_FIRST_ACCOUNT_ADMIN?.trim().toLowerCase() ?? ''),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    googlePlacesBaseUrl: httpUrlSetting(env.GOOGLE_PLACES_BASE_URL, 'GOOGLE_PLACES_BASE_URL') ?? 'https://places.googleapis.com',
    mapStyleUrl: httpUrlSetting(env.REI_MAP_STYLE_URL, 'REI_MAP_STYLE_URL'),
    nycLive: nycLiveFromEnv(env),
    nycOpenData: sodaConfigFromEnv(env),
    nycRefreshSchedule: nycLiveFromEnv(env) && !['off', 'false', '0', 'no'].includes(env.NYC_REFRESH_SCHEDULE?.trim().toLowerCase() ?? ''),
    geosearch: geoSearchConfigFromEnv(env),
    census: censusConfigFromEnv(env),
    billing: billingConfigFromEnv(env),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'REI <no-reply@localhost>',
    passwordResetsPerEmailPerHour: intFrom(env.PASSWORD_RESETS_PER_EMAIL_PER_HOUR, 5, 'PASSWORD_RESETS_PER_EMAIL_PER_HOUR'),
    passwordResetsPerAddressPerHour: intFrom(env.PASSWORD_RESETS_PER_ADDRESS_PER_HOUR, 20, 'PASSWORD_RESETS_PER_ADDRESS_PER_HOUR'),
    accountMailsPerUserPerDay: intFrom(env.ACCOUNT_MAILS_PER_USER_PER_DAY, 50, 'ACCOUNT_MAILS_PER_USER_PER_DAY'),
    verificationMailsPerUserPerHour: intFrom(env.VERIFICATION_MAILS_PER_USER_PER_HOUR, 3, 'VERIFICATION_MAILS_PER_USER_PER_HOUR'),
    publicRecordCacheRows: intFrom(env.REI_PUBLIC_RECORD_CACHE_ROWS, 100_000, 'REI_PUBLIC_RECORD_CACHE_ROWS'),
    webhooksAllowPrivate: ['1', 'true', 'on'].includes(env.REI_WEBHOOKS_ALLOW_PRIVATE?.trim().toLowerCase() ?? ''),
    webhookRetrySeconds: secondsListFrom(env.REI_WEBHOOK_RETRY_SECONDS, WEBHOOK_RETRY_SECONDS, 'REI_WEBHOOK_RETRY_SECONDS'),
    apiKeyRequestsPerSecond: intFrom(env.API_KEY_REQUESTS_PER_SECOND, 10, 'API_KEY_REQUESTS_PER_SECOND'),
    apiKeyRequestsPerDay: intFrom(env.API_KEY_REQUESTS_PER_DAY, 50_000, 'API_KEY_REQUESTS_PER_DAY'),
  };
}

/**
 * A configuration for tests: in-memory database, quiet logs; override what a test needs.
 * Every test registers its users from one address, so the registration and organization
 * limits are lifted here; the throttling tests set them back.
 */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    dataDir: 'memory://',
    logLevel: 'silent',
    port: 0,
    registrationsPerAddressPerHour: 100_000,
    organizationsPerUserPerDay: 100_000,
    reportsPerUserPerHour: 100_000,
    publicLookupsPerAddressPerMinute: 100_000,
    // API keys too: their tests (rateLimitPlugin.test.ts) set the limits they check.
    apiKeyRequestsPerSecond: 100_000,
    apiKeyRequestsPerDay: 10_000_000,
    // Tests make their admins explicitly; the first-admin tests turn this back on.
    firstAccountAdmin: false,
    // Mail stays in memory and the per-address reset limit is lifted; the throttle tests set it back.
    smtpUrl: undefined,
    passwordResetsPerAddressPerHour: 100_000,
    accountMailsPerUserPerDay: 100_000,
    // Tests write NYC rows straight into the tables (no import run), so the public-record cache
    // is off; the tests of the cache turn it on.
    publicRecordCacheRows: 0,
    // Tests never reach the Census: a test that wants it points `census` at a local fake.
    census: null,
    // Nor NYC Open Data / GeoSearch: live lookups stay off unless a test points them at a local fake.
    nycLive: false,
    nycOpenData: null,
    geosearch: null,
    ...overrides,
  };
}
