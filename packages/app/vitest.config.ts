import { defineProject } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.ts';

/** Unit tests of the app's pure rules, the API client and the CLI's static serving (Node). */
export default defineProject({
  resolve: { conditions: sourceConditions },
  ssr: { resolve: { conditions: sourceConditions } },
  test: {
    name: 'app',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
