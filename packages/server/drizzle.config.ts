import { defineConfig } from 'drizzle-kit';

/**
 * `pnpm --filter @rei/server db:generate` writes SQL migrations from `src/db/schema.ts`.
 * While nothing has shipped, migrations are regenerated from scratch: delete
 * `src/db/migrations/` first, then generate, then commit the folder at once.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
