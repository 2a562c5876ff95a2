import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Library build: ESM modules mirroring `src/` (entry `dist/index.js`) plus every vanilla-extract
 * stylesheet in `dist/index.css`. Dependencies stay external so the consumer dedupes them.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      cssFileName: 'index',
    },
    rolldownOptions: {
      // Radix marks its modules "use client"; the directive is irrelevant in this client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      // One output file per source module: a bundler that imports one primitive drops every
      // module it does not reach (package.json marks only stylesheets as having side effects).
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@radix-ui\//, /^@vanilla-extract\//, /^@rei\/engine($|\/)/],
    },
  },
});
