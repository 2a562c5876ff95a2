import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects: testProjects,
    // Two workers for every project but e2e (which runs its files one at a time, after the rest):
    // on the 2-core CI machine one worker left a core idle while jsdom and PGlite files ran.
    maxWorkers: 2,
    coverage: {
      provider: 'v8',
      include: ['packages/engine/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/testing/**', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
