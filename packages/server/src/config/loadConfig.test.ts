import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig, WEBHOOK_RETRY_SECONDS } from './index';
import type { SettingMeta } from './settings';

/** The message `loadConfig` throws for `env`, or '' when it reads it. */
function problem(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('loadConfig', () => {
  it('reads an empty environment as the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: '.data',
      explicitDataDir: false,
      databaseUrl: undefined,
      databasePoolSize: 10,
      sessionCache: true,
      logLevel: 'info',
      cookieSecure: false,
      trustProxy: [],
      bodyLimitBytes: 1_048_576,
      firstAccountAdmin: true,
      nycLive: true,
      nycRefreshSchedule: true,
      starterData: true,
      webhooksAllowPrivate: false,
      webhookRetrySeconds: WEBHOOK_RETRY_SECONDS,
      apiKeyRequestsPerDay: 50_000,
      billing: { mode: 'demo', explicit: false, production: false, stripeApiBase: 'https://api.stripe.com' },
      ai: { timeoutMs: 30_000, anthropicApiKey: undefined, openAiBaseUrl: undefined },
    });
  });

  it('treats a blank value as unset and trims the others', () => {
    const config = loadConfig({ PORT: '  ', HOST: ' 0.0.0.0 ', DATABASE_URL: '   ', MAIL_FROM: '' });
    expect(config).toMatchObject({ port: 5000, host: '0.0.0.0', databaseUrl: undefined, mailFrom: 'REI <no-reply@localhost>' });
  });

  it('refuses a port that is not an integer 0–65535, naming the variable and the value', () => {
    expect(problem({ PORT: 'abc' })).toBe('PORT must be an integer 0–65535, got "abc"');
    expect(problem({ PORT: '70000' })).toBe('PORT must be an integer 0–65535, got "70000"');
    expect(problem({ PORT: '80.5' })).toBe('PORT must be an integer 0–65535, got "80.5"');
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
  });

  it('refuses negative counts and fractions where whole numbers are meant', () => {
    expect(problem({ LOGIN_MAX_FAILURES: '-1' })).toBe('LOGIN_MAX_FAILURES must be an integer of 0 or more, got "-1"');
    expect(problem({ CENSUS_ACS_YEAR: '2005' })).toBe('CENSUS_ACS_YEAR must be an integer of 2010 or more, got "2005"');
    expect(problem({ AI_TIMEOUT_MS: 'soon' })).toBe('AI_TIMEOUT_MS must be an integer of 1 or more, got "soon"');
    // Hours and seconds may be fractions.
    expect(loadConfig({ NYC_OPEN_DATA_CACHE_TTL_HOURS: '0.5' }).nycOpenData?.cacheTtlMs).toBe(1_800_000);
  });

  it('lists every bad setting at once, one per line', () => {
    const message = problem({ PORT: 'x', REI_SESSION_CACHE: 'sometimes', NYC_OPEN_DATA_BASE_URL: 'data.city' });
    expect(message.split('\n')).toEqual([
      'The settings have 3 problems:',
      'PORT must be an integer 0–65535, got "x"',
      'REI_SESSION_CACHE must be on or off (also 1/0, true/false, yes/no), got "sometimes"',
      'NYC_OPEN_DATA_BASE_URL must be an http(s) URL, got "data.city"',
    ]);
  });

  it('reads every switch with the same words, in any case', () => {
    for (const off of ['off', 'OFF', '0', 'false', 'no']) expect(loadConfig({ REI_SESSION_CACHE: off }).sessionCache, off).toBe(false);
    for (const on of ['on', '1', 'TRUE', 'yes']) expect(loadConfig({ REI_WEBHOOKS_ALLOW_PRIVATE: on }).webhooksAllowPrivate, on).toBe(true);
    expect(problem({ REI_WEBHOOKS_ALLOW_PRIVATE: 'y' })).toMatch(/^REI_WEBHOOKS_ALLOW_PRIVATE must be on or off/);
  });

  it('turns the Secure cookie on in production whatever COOKIE_SECURE says', () => {
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'off' }).cookieSecure).toBe(true);
  });

  it('turns every live NYC client off with NYC_LIVE=off, or the older NYC_OPEN_DATA_LIVE=0 when NYC_LIVE is unset', () => {
    const off = { nycLive: false, nycOpenData: null, geosearch: null, census: null, nycRefreshSchedule: false };
    expect(loadConfig({ NYC_LIVE: 'off' })).toMatchObject(off);
    expect(loadConfig({ NYC_OPEN_DATA_LIVE: '0' })).toMatchObject(off);
    expect(loadConfig({ NYC_LIVE: 'on', NYC_OPEN_DATA_LIVE: '0' }).nycLive).toBe(true);
  });

  it('applies a hand-set NYC Open Data timeout to every dataset', () => {
    expect(loadConfig({}).nycOpenData).toMatchObject({ timeoutMs: 10_000, datasetTimeoutsMs: { 'erm2-nwe9': 20_000 } });
    expect(loadConfig({ NYC_OPEN_DATA_TIMEOUT_MS: '3000' }).nycOpenData).toMatchObject({ timeoutMs: 3000, datasetTimeoutsMs: {} });
  });

  it('reads URLs without their trailing slashes and refuses other schemes', () => {
    expect(loadConfig({ REI_PUBLIC_URL: 'https://rei.example/' }).billing.publicUrl).toBe('https://rei.example');
    expect(problem({ STRIPE_API_BASE: 'ftp://stripe.example' })).toBe('STRIPE_API_BASE must be an http(s) URL, got "ftp://stripe.example"');
    expect(problem({ CENSUS_API_BASE: 'census' })).toBe('CENSUS_API_BASE must be an http(s) URL or "off", got "census"');
  });

  it('reads the webhook pauses as a list and names a bad entry', () => {
    expect(loadConfig({ REI_WEBHOOK_RETRY_SECONDS: '1, 2,3' }).webhookRetrySeconds).toEqual([1, 2, 3]);
    expect(problem({ REI_WEBHOOK_RETRY_SECONDS: '5,soon' })).toBe(
      'REI_WEBHOOK_RETRY_SECONDS must be a comma-separated list of numbers, each an integer of 0 or more, got "soon"',
    );
  });

  it('refuses an unknown log level or billing mode, naming the choices', () => {
    expect(problem({ LOG_LEVEL: 'verbose' })).toBe('LOG_LEVEL must be one of "fatal", "error", "warn", "info", "debug", "trace", "silent", got "verbose"');
    expect(problem({ REI_BILLING: 'free' })).toBe('REI_BILLING must be "stripe" or "demo", got "free"');
    expect(loadConfig({ REI_BILLING: 'Stripe' }).billing.mode).toBe('stripe');
  });

  it('refuses a TRUST_PROXY entry that is neither an address, a CIDR nor a range name', () => {
    expect(problem({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toBe('TRUST_PROXY must be true, false or a comma-separated list of IPs / CIDRs, got "proxy.local"');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual(['loopback']);
  });

  it('remembers whether REI_DATA_DIR was set (rei import writes its rejects beside that database)', () => {
    expect(loadConfig({ REI_DATA_DIR: '/srv/rei' })).toMatchObject({ dataDir: '/srv/rei', explicitDataDir: true });
  });
});

describe('envSchema', () => {
  it('describes every variable and shows its default', () => {
    for (const [name, schema] of Object.entries(envSchema.shape)) {
      expect(schema.description, name).toMatch(/\S/);
      expect((schema.meta() as SettingMeta | undefined)?.shownDefault, name).toMatch(/\S/);
    }
  });
});
