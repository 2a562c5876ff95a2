import type { AiSettings } from '../ai/summaryProviderFor';
import type { SodaConfig } from '../nyc/soda/config';
import type { CensusConfig } from '../nyc/neighborhood/censusConfig';
import type { GeoSearchConfig } from '../nyc/geosearch/config';
import type { BillingConfig } from '../services/billing/billingConfig';

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
  /** The live NYC Open Data source (NYC_OPEN_DATA_BASE_URL, NYC_OPEN_DATA_APP_TOKEN; read by `loadConfig`), or null when `nycLive` is off. */
  readonly nycOpenData: SodaConfig | null;
  /** Scheduled refreshes of the loaded NYC datasets from NYC Open Data (NYC_REFRESH_SCHEDULE, on unless `off`; never with NYC_LIVE=off). */
  readonly nycRefreshSchedule: boolean;
  /** NYC Planning's GeoSearch, address → lot (GEOSEARCH_BASE_URL, GEOSEARCH_TIMEOUT_MS; read by `loadConfig`), or null when `nycLive` is off. */
  readonly geosearch: GeoSearchConfig | null;
  /** The US Census API for tract figures (CENSUS_API_BASE, CENSUS_API_KEY; off with NYC_LIVE=off), or null when off. */
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
  /** Where AI summaries come from (ANTHROPIC_*, OPENAI_*, AI_TIMEOUT_MS; see `summaryProviderFor`). */
  readonly ai: AiSettings;
  /** The first start imports the starter dataset (REI_STARTER_DATA, default on). */
  readonly starterData: boolean;
  /** The built web app `rei start` serves (REI_WEB_DIR), or undefined for the workspace's packages/app/dist. */
  readonly webDir: string | undefined;
  /** The API key `rei mcp` acts with when no --key is given (REI_API_KEY). */
  readonly mcpApiKey: string | undefined;
  /** The folder pnpm was started in (INIT_CWD, set by pnpm): `rei import` reads relative paths from there. */
  readonly invocationDir: string | undefined;
  /** REI_DATA_DIR was set (not the default `.data`): `rei import` writes its rejects beside that database. */
  readonly explicitDataDir: boolean;
}

