import { defineConfig } from 'tsup';

/**
 * One entry per public subpath (`@rei/engine/<name>`, package.json `exports`), plus the root.
 * ESM is built with shared chunks; each CJS entry is self-contained. Errors are recognised by a
 * `Symbol.for` brand, so an error thrown by one build is caught with the other's guard.
 */
export const subpaths = [
  'buy-hold',
  'brrr',
  'fix-flip',
  'wholesale',
  'creative-financing',
  'amortization',
  'nyc-costs',
  'format',
  'address',
  'tiers',
  'schemas',
  'errors',
] as const;

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(subpaths.map((name) => [name, `src/entries/${name}.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  // Source maps double the package; build them on request (`ENGINE_SOURCEMAP=1 pnpm build`).
  sourcemap: process.env.ENGINE_SOURCEMAP === '1',
  splitting: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
});
