import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects: testProjects,
    // Two workers shared by every project, e2e included (its specs run beside the others' files):
    // on the 2-core CI machine one worker left a core idle while jsdom and PGlite files ran, and
    // e2e specs alone, one at a time, used 0.9 of the 2 cores.
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
