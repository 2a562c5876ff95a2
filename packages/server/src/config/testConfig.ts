import { loadConfig } from './loadConfig';
import type { ServerConfig } from './serverConfig';

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
