import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The SPA build: workspace packages from their TypeScript sources (`source` condition),
 * vanilla-extract stylesheets compiled at build time, one chunk per lazy route.
 * `pnpm --filter @rei/app dev` proxies /api to a running `rei start` on port 5000.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { proxy: { '/api': 'http://127.0.0.1:5000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
