import { z } from 'zod';

const databaseKindSchema = z.enum(['pglite', 'postgres']);

/** GET /api/health — 200 once the database is migrated and answering. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
});

/**
 * GET /api/health — 503 (with `Retry-After`) while the database does not answer: the error body
 * (`code: 'DATABASE_UNAVAILABLE'`) plus `status: 'down'`, so a load balancer or a person reads
 * which part is down.
 */
export const healthDownResponseSchema = z.object({
  status: z.literal('down'),
  database: databaseKindSchema,
  message: z.string(),
  code: z.literal('DATABASE_UNAVAILABLE'),
});
