import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

/** Resolve workspace packages (and @rei/ui itself, as the stories import it) to their TypeScript sources. */
const browserSourceConditions = ['source', ...defaultClientConditions];

export default defineProject({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: browserSourceConditions, dedupe: ['react', 'react-dom'] },
  test: {
    name: 'ui',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    testTimeout: 20_000,
  },
});
