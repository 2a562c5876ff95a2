import { defineProject } from 'vitest/config';

/** Checks of the repository's own tooling: the lint rules that guard the package boundaries. */
export default defineProject({
  test: {
    name: 'tooling',
    include: ['**/*.test.ts'],
    exclude: ['lint-fixtures/**', '**/node_modules/**'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
