import { z } from 'zod';

/** GET /api/health — 200 once the database is migrated and answering. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
