import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';

/**
 * Storybook: stories live in the top-level `stories/` folder (one folder per screen, plus
 * `stories/components/` for primitives and charts). Workspace packages resolve to their
 * TypeScript sources through the `source` export condition; vanilla-extract compiles the styles.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    resolve: {
      ...viteConfig.resolve,
      conditions: ['source', ...defaultClientConditions],
      dedupe: ['react', 'react-dom'],
    },
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2048,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        // Radix marks its modules "use client"; that directive means nothing in a static Storybook.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  }),
};

export default config;
