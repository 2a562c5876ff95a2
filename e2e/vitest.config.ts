import { defineProject } from 'vitest/config';

/**
 * End-to-end tests: the app started the way the README starts it (the `rei` CLI on a free port
 * with a fresh data folder), driven by playwright-core in Debian's Chromium. Two files at a time,
 * long timeouts (the first start builds the web app and seeds the demo data). Assertions on the
 * page poll until they hold, since a screen settles after its data arrives.
 */
export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.spec.ts'],
    setupFiles: ['./setup.ts'],
    // Builds the web app and prepares the migrated, seeded data folder each spec's app starts from.
    globalSetup: ['./globalSetup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    // Two specs at a time, beside the other projects' files: each spec starts its own app on its
    // own port and data folder, with its own browser, and a spec spends about half its time
    // waiting on them (alone, the e2e files used 0.9 of the 2 cores).
    sequence: { concurrent: false },
    // The app runs beside the other test projects, so a screen can take seconds to settle:
    // every `expect.poll` waits up to 15 s (Vitest's default is 1 s) before it fails.
    expect: { poll: { timeout: 15_000, interval: 50 }, requireAssertions: true },
  },
});
