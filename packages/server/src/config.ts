import { sodaConfigFromEnv, type SodaConfig } from './nyc/soda/config';

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
  /** node-postgres pool size (DATABASE_POOL_SIZE, default 10). */
  readonly databasePoolSize: number;
  /** pino level (LOG_LEVEL, default info); 'silent' turns request logging off. */
  readonly logLevel: string;
  /** Session lifetime in days (SESSION_TTL_DAYS, default 30). */
  readonly sessionTtlDays: number;
  /** Set the session cookie's Secure flag (COOKIE_SECURE=true, or NODE_ENV=production). */
  readonly cookieSecure: boolean;
  /** Trust X-Forwarded-For from a proxy in front (TRUST_PROXY=true). */
  readonly trustProxy: boolean;
  /** Largest accepted request body in bytes (BODY_LIMIT_BYTES, default 1 MB). */
  readonly bodyLimitBytes: number;
  /** Failed logins per email or per address within the window before 429 (default 5). */
  readonly loginMaxFailures: number;
  /** Throttling window in minutes (default 15). */
  readonly loginWindowMinutes: number;
  /** Google Maps Platform key (GOOGLE_MAPS_API_KEY); when set, address suggestions also come from Google Places. */
  readonly googleMapsApiKey: string | undefined;
  /** Places API origin (GOOGLE_PLACES_BASE_URL, default https://places.googleapis.com). */
  readonly googlePlacesBaseUrl: string;
  /** The live NYC Open Data source (NYC_OPEN_DATA_LIVE=1 or NYC_OPEN_DATA_BASE_URL; see `sodaConfigFromEnv`), or null when off. */
  readonly nycOpenData: SodaConfig | null;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a whole number, got "${value}"`);
  }
  return parsed;
}

function httpUrlFrom(value: string | undefined, fallback: string, name: string): string {
  const text = value?.trim();
  if (!text) return fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${text}"`);
  return text.replace(/\/+$/, '');
}

/** Reads the configuration from environment variables (see the README for the list). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: intFrom(env.PORT, 5000, 'PORT'),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: env.REI_DATA_DIR?.trim() || '.data',
    databaseUrl: databaseUrl ? databaseUrl : undefined,
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 10, 'DATABASE_POOL_SIZE'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    sessionTtlDays: intFrom(env.SESSION_TTL_DAYS, 30, 'SESSION_TTL_DAYS'),
    cookieSecure: env.COOKIE_SECURE === 'true' || env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 1024 * 1024, 'BODY_LIMIT_BYTES'),
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowMinutes: intFrom(env.LOGIN_WINDOW_MINUTES, 15, 'LOGIN_WINDOW_MINUTES'),
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    googlePlacesBaseUrl: httpUrlFrom(env.GOOGLE_PLACES_BASE_URL, 'https://places.googleapis.com', 'GOOGLE_PLACES_BASE_URL'),
    nycOpenData: sodaConfigFromEnv(env),
  };
}

/** A configuration for tests: in-memory database, quiet logs; override what a test needs. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return { ...loadConfig({}), dataDir: 'memory://', logLevel: 'silent', port: 0, ...overrides };
}
