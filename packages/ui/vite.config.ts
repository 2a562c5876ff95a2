import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * Library build: one tree-shakeable ESM file (`dist/index.js`) plus every vanilla-extract
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
      fileName: () => 'index.js',
      cssFileName: 'index',
    },
    rollupOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^radix-ui($|\/)/, /^@radix-ui\//, /^@vanilla-extract\//, /^@rei\/engine($|\/)/],
    },
  },
});
