import { defineProject } from 'vitest/config';

/**
 * End-to-end tests: the app started the way the README starts it (the `rei` CLI on a free port
 * with a fresh data folder), driven by playwright-core in Debian's Chromium. One file at a time,
 * long timeouts (the first start builds the web app and seeds the demo data).
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
