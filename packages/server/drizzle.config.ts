import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @rei/server db:generate` writes SQL migrations from `src/db/schema.ts`.
 * 0000 has shipped: never edit an applied migration; a schema change generates the next one.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
