/**
 * Every environment variable the server reads, in one zod object schema: its reader (the
 * default and what is accepted, see settings.ts) and a one-line meaning. The README's settings
 * table is generated from it (`pnpm --filter @rei/server config:docs`); a test fails when the
 * two differ. `loadConfig` parses the environment with it once and maps the result to
 * `ServerConfig`.
 */
import { z } from 'zod';
import { DEFAULT_GEOSEARCH_BASE_URL } from '../nyc/geosearch/config';
import { DEFAULT_ACS_YEAR, DEFAULT_CENSUS_BASE_URL } from '../nyc/neighborhood/censusConfig';
import { DEFAULT_SODA_BASE_URL } from '../nyc/soda/config';
import { STRIPE_DEFAULT_API_BASE } from '../services/billing/billingConfig';
import {
  choiceSetting,
  numberListSetting,
  numberSetting,
  proxyListSetting,
  switchSetting,
  textSetting,
  urlOrOffSetting,
  urlSetting,
} from './settings';

/** Default pauses between a webhook delivery's attempts, in seconds. */
export const WEBHOOK_RETRY_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000] as const;

/** pino's levels, and `silent`. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Billing modes as REI_BILLING spells them. */
const BILLING_CHOICES = ['stripe', 'demo'] as const;

const count = (fallback: number) => numberSetting(fallback, { min: 0 });

export const envSchema = z.object({
  // ── Where the server runs ──────────────────────────────────────────────────────────────────
  PORT: numberSetting(5000, { min: 0, max: 65_535 }).describe('TCP port of the API and the web app (0: any free port)'),
  HOST: textSetting('127.0.0.1').describe('interface to listen on'),
  NODE_ENV: textSetting(undefined).describe('`production` turns on `COOKIE_SECURE` and makes the server refuse to start without `REI_BILLING`'),
  LOG_LEVEL: choiceSetting(LOG_LEVELS, 'info').describe('pino level; `silent` turns request logs off'),
  TRUST_PROXY: proxyListSetting().describe(
    'proxies whose `X-Forwarded-For` is believed: `true` = only a proxy on this machine (loopback), or a comma-separated list of IPs / CIDRs (`10.0.0.5,10.1.0.0/16`); from any other peer the header is ignored',
  ),
  BODY_LIMIT_BYTES: count(1024 * 1024).describe('largest request body'),
  REI_WEB_DIR: textSetting(undefined, '`packages/app/dist`').describe('the built web app `rei start` serves (`index.html` and its assets)'),
  INIT_CWD: textSetting(undefined, 'the current directory').describe('set by pnpm: the folder it was started in; `rei import` reads relative paths from there'),

  // ── Database ───────────────────────────────────────────────────────────────────────────────
  REI_DATA_DIR: textSetting(undefined, '`.data` (current directory)').describe('PGlite data folder, or `memory://`'),
  DATABASE_URL: textSetting(undefined).describe('PostgreSQL instead of PGlite, e.g. `postgres://user@host:5432/rei`'),
  DATABASE_POOL_SIZE: count(10).describe('node-postgres pool size'),
  REI_SESSION_CACHE: switchSetting(true).describe(
    'PostgreSQL: keep each session lookup (the user, their memberships, each organization\'s portfolio version) and the properties found at an address in memory while this instance hears the database\'s change notices, so a repeated request costs no statement; `off` reads them from the database every time (see Several instances)',
  ),
  REDIS_URL: textSetting(undefined).describe(
    'keep the rate limiter\'s counts (limits and login failures) in this Redis instead of the database, e.g. `redis://127.0.0.1:6379` (see Throttling and Several instances)',
  ),
  REDIS_KEY_PREFIX: textSetting('rei:').describe('prefix of every Redis key the server writes'),

  // ── Accounts and sessions ──────────────────────────────────────────────────────────────────
  SESSION_TTL_DAYS: count(30).describe('session lifetime in days'),
  COOKIE_SECURE: switchSetting(false).describe('Secure flag on the session cookie (always on with `NODE_ENV=production`)'),
  REI_FIRST_ACCOUNT_ADMIN: switchSetting(true).describe(
    'the first real account registered on an empty installation becomes the system admin (the demo account does not count; one wins a race, decided under a lock); `off` leaves `rei create-admin` as the only way',
  ),
  REI_API_KEY: textSetting(undefined).describe('the API key `rei mcp` acts with (or `--key`)'),

  // ── Throttling ─────────────────────────────────────────────────────────────────────────────
  LOGIN_MAX_FAILURES: count(5).describe('failed logins per (account, address) within the window before backoff (see Throttling)'),
  LOGIN_ADDRESS_MAX_FAILURES: count(50).describe('failed logins per address, whatever the accounts, within the window before backoff'),
  LOGIN_WINDOW_MINUTES: count(15).describe('login throttling window in minutes, also the longest backoff'),
  PASSWORD_CHANGE_MAX_FAILURES: count(5).describe('wrong current passwords per user per login window before 429'),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: count(20).describe('sign-ups per address per hour'),
  ORGANIZATIONS_PER_USER_PER_DAY: count(20).describe('organizations one user may create per day'),
  REPORTS_PER_USER_PER_HOUR: count(200).describe('reports one user may build per hour'),
  PUBLIC_LOOKUPS_PER_ADDRESS_PER_MINUTE: count(120).describe(
    'property searches, BBL lookups and address suggestions per address per minute without a session (signed-in callers are not counted)',
  ),
  API_KEY_REQUESTS_PER_SECOND: count(10).describe('requests one API key may make per second'),
  API_KEY_REQUESTS_PER_DAY: count(50_000).describe('requests one API key may make per day'),

  // ── Mail ───────────────────────────────────────────────────────────────────────────────────
  SMTP_URL: textSetting(undefined).describe('outgoing mail server, e.g. `smtps://user:pass@mail.example.com:465`; unset = `.eml` files in `<REI_DATA_DIR>/outbox/`'),
  MAIL_FROM: textSetting('REI <no-reply@localhost>').describe('the From of every message'),
  PASSWORD_RESETS_PER_EMAIL_PER_HOUR: count(5).describe('password-reset requests per email address per hour'),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: count(20).describe('password-reset requests per client address per hour'),
  ACCOUNT_MAILS_PER_USER_PER_DAY: count(50).describe('invitations, email-change and confirmation links one user may have sent per day'),
  VERIFICATION_MAILS_PER_USER_PER_HOUR: count(3).describe('"send the confirmation link again" per account per hour'),

  // ── Addresses and maps ─────────────────────────────────────────────────────────────────────
  GOOGLE_MAPS_API_KEY: textSetting(undefined).describe('also suggest addresses from Google Places Autocomplete (New), NYC results only; without it Google is never called'),
  GOOGLE_PLACES_BASE_URL: urlSetting('https://places.googleapis.com').describe('Places API origin (tests point it at a local server)'),
  REI_MAP_STYLE_URL: urlSetting(undefined).describe('a MapLibre style for the screening map; without one the map draws plain points'),

  // ── NYC public data ────────────────────────────────────────────────────────────────────────
  NYC_LIVE: switchSetting(undefined, 'on').describe(
    'live NYC lookups by BBL (NYC Open Data for every block of the property page; GeoSearch; Census): on unless `off`, which turns them all off',
  ),
  NYC_OPEN_DATA_LIVE: switchSetting(undefined).describe('older switch: `0` turns live lookups off when `NYC_LIVE` is unset; `1` is the default'),
  NYC_OPEN_DATA_BASE_URL: urlSetting(DEFAULT_SODA_BASE_URL).describe('SODA origin (tests point it at a local fake)'),
  NYC_OPEN_DATA_APP_TOKEN: textSetting(undefined).describe('optional app token, sent as `X-App-Token`, never in the cached URL'),
  NYC_OPEN_DATA_TIMEOUT_MS: numberSetting(undefined, { integer: false, shown: '`10000` (311 `20000`, ACRIS legals/parties `15000`)' }).describe(
    'per-attempt timeout in ms; once set, it applies to every dataset',
  ),
  NYC_OPEN_DATA_RETRIES: count(2).describe('retries with backoff (500 ms, doubled) on 429/5xx and dropped connections, waiting what `Retry-After` asks up to 60 s (never on a timeout, a refused connection or an unknown host)'),
  NYC_OPEN_DATA_CACHE_TTL_HOURS: numberSetting(24, { integer: false }).describe(
    'how long a cached answer is fresh; an expired copy is still used, with its retrieval time, when NYC Open Data cannot be reached',
  ),
  NYC_OPEN_DATA_BREAKER_FAILURES: numberSetting(3, { min: 1 }).describe('failures in a row that open a dataset\'s circuit'),
  NYC_OPEN_DATA_BREAKER_COOLDOWN_S: numberSetting(60, { integer: false }).describe(
    'seconds an open circuit stays open before one probe request (a refused connection or unknown host opens every dataset\'s at once)',
  ),
  NYC_REFRESH_SCHEDULE: switchSetting(true).describe('scheduled refreshes of the loaded NYC datasets from NYC Open Data; never with `NYC_LIVE=off`'),
  REI_PUBLIC_RECORD_CACHE_ROWS: count(100_000).describe(
    'records (rows) of imported NYC public data kept in memory between requests (public records only, the same for every organization); an import on any instance empties it everywhere within a quarter second; `0` turns it off',
  ),
  REI_STARTER_DATA: switchSetting(true).describe(
    'the first start imports the starter dataset shipped in `data/starter/` (DOF rolling sales Feb 2022 – Jan 2023, 89,009 sales) before answering; files already imported are skipped',
  ),
  GEOSEARCH_BASE_URL: urlSetting(DEFAULT_GEOSEARCH_BASE_URL).describe(
    'NYC Planning\'s GeoSearch: an address no local data knows becomes a lot (BBL, BIN); off with `NYC_LIVE=off`',
  ),
  GEOSEARCH_TIMEOUT_MS: count(2_000).describe('per-attempt timeout of a search (autocomplete waits at most 1.5 s and is not retried)'),
  GEOSEARCH_RETRIES: count(2).describe('retries of a search with backoff (250 ms, doubled) on 429/5xx and dropped connections, waiting what `Retry-After` asks up to 5 s, behind a circuit breaker (3 failures → 60 s pause; no answer at all opens it at once)'),
  CENSUS_API_BASE: urlOrOffSetting(DEFAULT_CENSUS_BASE_URL).describe(
    'US Census API for a lot\'s tract figures (ACS 5-year); `off` turns it off, and so does `NYC_LIVE=off`',
  ),
  CENSUS_API_KEY: textSetting(undefined).describe('optional Census key (sent as `key`, never cached)'),
  CENSUS_ACS_YEAR: numberSetting(DEFAULT_ACS_YEAR, { min: 2010 }).describe('the ACS 5-year vintage (2023 = 2019–2023 estimates)'),
  CENSUS_TIMEOUT_MS: numberSetting(5_000, { min: 1 }).describe('per-attempt timeout of a Census call'),

  // ── Billing ────────────────────────────────────────────────────────────────────────────────
  REI_BILLING: choiceSetting(BILLING_CHOICES, undefined).describe(
    '`stripe` for real payments, or `demo` (plans switch at once); unset = demo on the embedded database only: with `DATABASE_URL` or `NODE_ENV=production` the server refuses to start',
  ),
  STRIPE_SECRET_KEY: textSetting(undefined).describe('Stripe secret key (`REI_BILLING=stripe`)'),
  STRIPE_WEBHOOK_SECRET: textSetting(undefined).describe('the key Stripe webhook signatures are checked with (`whsec_…`)'),
  STRIPE_PRICE_ROOKIE: textSetting(undefined).describe('Stripe price id of the Rookie plan'),
  STRIPE_PRICE_OPERATOR: textSetting(undefined).describe('Stripe price id of the Operator plan'),
  STRIPE_PRICE_HUNTER: textSetting(undefined).describe('Stripe price id of the Hunter plan'),
  STRIPE_API_BASE: urlSetting(STRIPE_DEFAULT_API_BASE).describe('Stripe API origin (tests point it at a local server)'),
  REI_PUBLIC_URL: urlSetting(undefined).describe('the app\'s address as browsers reach it: links in mail, and where Stripe sends people back'),

  // ── Webhooks ───────────────────────────────────────────────────────────────────────────────
  REI_WEBHOOKS_ALLOW_PRIVATE: switchSetting(false).describe('allow webhook targets on this machine or a private network (tests, a server whose customers share its network)'),
  REI_WEBHOOK_RETRY_SECONDS: numberListSetting(WEBHOOK_RETRY_SECONDS).describe('seconds between a webhook delivery\'s failed attempts (seven attempts over about 17.6 hours)'),

  // ── AI summaries ───────────────────────────────────────────────────────────────────────────
  ANTHROPIC_API_KEY: textSetting(undefined).describe('summaries from Anthropic (first choice when set)'),
  ANTHROPIC_BASE_URL: urlSetting(undefined).describe('Anthropic API origin (unset: https://api.anthropic.com)'),
  ANTHROPIC_MODEL: textSetting(undefined, '`claude-sonnet-4-5`').describe('Anthropic model'),
  OPENAI_BASE_URL: urlSetting(undefined).describe('an OpenAI-compatible API (OpenAI, Ollama, vLLM) for summaries when no Anthropic key is set (with only `OPENAI_API_KEY`: https://api.openai.com/v1)'),
  OPENAI_API_KEY: textSetting(undefined).describe('key of the OpenAI-compatible API'),
  OPENAI_MODEL: textSetting(undefined, '`gpt-4o-mini`').describe('model of the OpenAI-compatible API'),
  AI_TIMEOUT_MS: numberSetting(30_000, { min: 1 }).describe('timeout of every attempt of a remote AI call; without a remote provider summaries come from the embedded one'),
  AI_RETRIES: count(1).describe('retries of a remote AI call that met a 429, a 5xx or a dropped connection (waiting what `Retry-After` asks, up to `AI_TIMEOUT_MS`); three failed calls in a row stop calls for a minute'),
});

/** The environment as `envSchema` reads it. */
export type EnvSettings = z.output<typeof envSchema>;

/** The names of every variable the server reads. */
export type EnvVariable = keyof typeof envSchema.shape;
