/**
 * The server's configuration: every environment variable in one zod schema (envSchema.ts),
 * read once by `loadConfig` into the typed `ServerConfig` that the app decorates as `app.config`.
 * Only this folder reads the environment (lint: no `process.env` elsewhere in src/).
 */
export type { ServerConfig } from './serverConfig';
export { ConfigError, loadConfig, type Environment } from './loadConfig';
export { testConfig } from './testConfig';
export { envSchema, LOG_LEVELS, WEBHOOK_RETRY_SECONDS, type EnvSettings, type EnvVariable } from './envSchema';
export { trustedProxiesFrom } from './settings';
export { childProcessEnvironment } from './childProcessEnvironment';
