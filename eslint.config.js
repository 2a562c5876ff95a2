// ESLint for the whole workspace (`pnpm lint`, run in CI). Besides typescript-eslint's recommended
// rules (syntax only, no type information, so it stays fast) it checks the package boundaries:
//
//   engine  imports nothing but decimal.js, zod and its own files (pure, no I/O);
//   ui      never talks to the network and never imports the server or the app;
//   server  never imports the app (it finds the app's build by path), and inside it db/ and nyc/ never
//           import services/, nor services/ the routes, app, server or CLI; services/ and routes/ never
//           import drizzle-orm (their SQL lives in the repositories under db/queries), nor the rate limiter
//           library or Redis (limits are declared through src/plugins/rateLimit.ts); and only src/config/
//           (plus the CLI entry src/cli.ts, which hands `process.env` to it) reads `process.env`;
//   app     reaches the server only through `@rei/server/contract` (types and zod schemas);
//   and no module imports itself back through a chain of imports (import-x/no-cycle).
//
// The test in tooling/lintRules.test.ts plants one violation of each rule and checks it fails.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const CODE_FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/** Test code, test helpers and tooling: allowed test runners and Node's modules wherever it lives. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', '**/test/**', '**/testing/**', '**/bench/**'];

/** Imports of the server or app packages by name, banned from the layers below them. */
const SERVER_PACKAGE = { group: ['@rei/server', '@rei/server/*'], message: 'The ui layer never imports @rei/server: screens get their data as props.' };
const APP_PACKAGE = (who) => ({ group: ['@rei/app', '@rei/app/*'], message: `${who} never imports @rei/app: the app sits on top of it.` });
/** Drizzle itself, banned where code must call the repositories (db/queries) instead of writing queries. */
const DRIZZLE = { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'services/ and routes/ build no SQL: queries live in the repositories under src/db/queries.' };
/** The limiter library and its Redis client, reached only through the rate-limit plugin (src/plugins/rateLimit.ts). */
const RATE_LIMITER = {
  group: ['rate-limiter-flexible', 'rate-limiter-flexible/*', 'ioredis'],
  message: 'services/ and routes/ declare limits through src/plugins/rateLimit.ts (route `config.rateLimit`), never the limiter library or Redis directly.',
};
/** The outside-service policy library, reached only through the clients built on src/http/outsideService.ts. */
const OUTSIDE_SERVICE_LIBRARY = {
  group: ['cockatiel', 'cockatiel/*'],
  message: 'services/ and routes/ call outside services through their clients (nyc/soda, nyc/geosearch, nyc/neighborhood, places/, ai/, webhooks/), each on the policy of src/http/outsideService.ts, never cockatiel directly.',
};
/** The policy factory itself: only the clients of outside services build policies. */
const OUTSIDE_SERVICE_FACTORY = {
  group: ['**/http/*'],
  message: 'services/ and routes/ never build outside-service policies (src/http/outsideService.ts): they ask the long-lived client (sodaClientFor, geoSearchClientOf, censusClientFor, app.placesClient, the summary provider).',
};
/** The rate-limit plugin's internals: services get `Limits` (plugins/limits.ts) as an argument, routes name their limit in `config.rateLimit`. */
const LIMITER_INTERNALS = {
  group: ['**/plugins/rateLimit', '**/plugins/rateLimit.ts', '**/db/limiterStore', '**/db/limiterStore.ts'],
  message: 'services/ and routes/ count through the rate-limit plugin: a route declares `config: { rateLimit: name }`, a service takes `Limits` (src/plugins/limits.ts, type only) as an argument. Never the plugin\'s internals or its store.',
};
/** lru-cache: a cache belongs to the module that owns what it keeps. */
const LRU_CACHE = {
  group: ['lru-cache'],
  message: 'A cache belongs to the module that owns what it keeps (a client such as nyc/geosearch, the public-record cache, a plugin); services/ and routes/ do not build their own. (services/propertyMetrics.ts is the one exception: its memo of the engine’s pure metrics computation has no other owner.)',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/docs-site/**',
      // Coverage reports (vitest's reportsDirectory, at the root or a package's root), not any
      // folder named coverage: packages/engine/src/analysis/coverage is source.
      'coverage/**',
      'packages/*/coverage/**',
      '**/.data/**',
      '**/.tmp/**',
      'packages/server/src/db/migrations/**',
      'e2e/screenshots/**',
      // Planted violations for tooling/lintRules.test.ts; linted only by that test.
      'tooling/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: CODE_FILES,
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so no-cycle can follow .ts/.tsx imports.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          // Workspace packages resolve to their TypeScript sources, as in the tests and the CLI.
          conditionNames: ['source', 'types', 'import', 'node', 'browser', 'default'],
          project: ['packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Unused bindings are errors, except those named with a leading underscore on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // React code follows the rules of hooks, and effects list what they read (the two classic
    // rules; the React Compiler's newer ones are left out, the app does not use the compiler).
    files: ['**/*.tsx', 'packages/ui/src/**/*.ts', 'packages/app/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The codebase names control characters in regular expressions only on purpose: to find and
    // refuse NUL bytes and other control characters in user input, which no-control-regex flags.
    files: CODE_FILES,
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Tests, test helpers and scripts read untyped JSON answers; product code stays free of `any`.
    files: [...TEST_FILES, '**/scripts/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // ── engine: pure calculators and rules ──────────────────────────────────────────────────────
  {
    files: ['packages/engine/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!(decimal\\.js|zod)(/|$)|\\.\\.?(/|$))',
              message: '@rei/engine imports only decimal.js, zod and its own files (no I/O, no other packages).',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression', message: '@rei/engine loads no modules at run time (no I/O).' }],
      'import-x/no-restricted-paths': ['error', { zones: [{ target: './packages/engine', from: ['./packages/server', './packages/ui', './packages/app'], message: '@rei/engine depends on no other workspace package.' }] }],
    },
  },

  // ── ui: props-only components ───────────────────────────────────────────────────────────────
  {
    files: ['packages/ui/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'The ui layer never fetches: the app passes data and callbacks as props.' },
        { name: 'XMLHttpRequest', message: 'The ui layer never fetches: the app passes data and callbacks as props.' },
        { name: 'EventSource', message: 'The ui layer never opens connections: the app passes data as props.' },
        { name: 'WebSocket', message: 'The ui layer never opens connections: the app passes data as props.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'The ui layer never fetches: the app passes data and callbacks as props.' },
        { object: 'globalThis', property: 'fetch', message: 'The ui layer never fetches: the app passes data and callbacks as props.' },
      ],
      'no-restricted-imports': ['error', { patterns: [SERVER_PACKAGE, APP_PACKAGE('The ui layer')] }],
      'import-x/no-restricted-paths': ['error', { zones: [{ target: ['./packages/ui', './stories'], from: ['./packages/server', './packages/app'], message: 'The ui layer never imports server or app code.' }] }],
    },
  },

  // ── server: the API and the CLI ─────────────────────────────────────────────────────────────
  {
    files: ['packages/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APP_PACKAGE('The server')] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/server', from: './packages/app', message: 'The server never imports app code: it serves the app build by path.' },
            // Layers inside the server, lowest first: db/ and nyc/, then services/, then routes/,
            // app.ts, server.ts and the CLI. Nothing reaches back up.
            {
              target: ['./packages/server/src/db', './packages/server/src/nyc'],
              from: ['./packages/server/src/services', './packages/server/src/routes', './packages/server/src/app.ts', './packages/server/src/server.ts', './packages/server/src/cli', './packages/server/src/cli.ts'],
              message: 'db/ and nyc/ sit below services/: they never import services, routes, the app, the server or the CLI.',
            },
            {
              target: './packages/server/src/services',
              from: ['./packages/server/src/routes', './packages/server/src/app.ts', './packages/server/src/server.ts', './packages/server/src/cli', './packages/server/src/cli.ts'],
              message: 'services/ sit below routes/: they never import routes, the app, the server or the CLI.',
            },
          ],
        },
      ],
    },
  },

  {
    // Services and routes call the repositories (src/db/queries) and never import Drizzle; they reach
    // the limiter, the caches and the outside-service policies through their owners (plugins,
    // clients), never the libraries or internals. This block replaces the one above's
    // no-restricted-imports for these files, so it repeats its pattern.
    files: ['packages/server/src/services/**/*.ts', 'packages/server/src/routes/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [APP_PACKAGE('The server'), DRIZZLE, RATE_LIMITER, OUTSIDE_SERVICE_LIBRARY, OUTSIDE_SERVICE_FACTORY, LIMITER_INTERNALS, LRU_CACHE] },
      ],
    },
  },
  {
    // Its memo of the engine's pure metrics computation has no other owner (see LRU_CACHE).
    files: ['packages/server/src/services/propertyMetrics.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APP_PACKAGE('The server'), DRIZZLE, RATE_LIMITER, OUTSIDE_SERVICE_LIBRARY, OUTSIDE_SERVICE_FACTORY, LIMITER_INTERNALS] }],
    },
  },

  {
    // Settings come from `app.config` / `ServerConfig`, read once from the environment by src/config
    // (one zod schema, documented in the README's settings table). Only that folder and the CLI entry
    // that hands `process.env` to it may touch the environment.
    files: ['packages/server/src/**/*.ts'],
    ignores: ['packages/server/src/config/**', 'packages/server/src/cli.ts', ...TEST_FILES],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from app.config (ServerConfig), not process.env: add the variable to src/config/envSchema.ts.' },
      ],
    },
  },

  // ── server contract: the one server entry the browser loads ────────────────────────────────
  {
    files: ['packages/server/src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Besides zod, the engine and its own files, only the two browser-safe rule modules it
              // validates with (no Node APIs, no database): anything else would ship server code to the browser.
              regex: '^(?!(zod|@rei/engine)(/|$)|\\./|\\.\\./auth/passwordRule$|\\.\\./security/publicHttpUrl$)',
              message: '@rei/server/contract is loaded by the browser: it imports only zod, @rei/engine, its own files and browser-safe rule modules.',
            },
          ],
        },
      ],
    },
  },

  // ── app: browser code plus its build ────────────────────────────────────────────────────────
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@rei/server(?!/contract$)(/.*)?$',
              message: '@rei/app reaches the server only through @rei/server/contract (types and zod schemas).',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/app', from: './packages/server/src', except: ['./contract'], message: '@rei/app reaches the server only through @rei/server/contract.' }] },
      ],
    },
  },
);
