/**
 * API keys (issue 33, Hunter): an organization's owner or admin makes keys its own software uses
 * with `Authorization: Bearer rei_…`.
 * - POST /api/api-keys `{ name, scope, expiresAt? }` → 201 `{ id, key, … }` (the key is in this answer only)
 * - GET /api/api-keys → the selected organization's keys (prefix, creator, created, last used)
 * - DELETE /api/api-keys/{id} → revoked on the next request, on every instance
 */
import { z } from 'zod';
import { idParamsSchema, requiredText, timestampSchema } from './common';

export const API_KEY_SCOPE_VALUES = ['read', 'read_write'] as const;

/** How long ahead a key may be set to expire. */
export const API_KEY_MAX_DAYS = 366 * 2;

export const apiKeyCreateBodySchema = z.strictObject({
  name: requiredText('Name', 80).refine((name) => !/[\u0000-\u001f\u007f]/.test(name), 'Name must not contain control characters'),
  scope: z.enum(API_KEY_SCOPE_VALUES, { error: "Scope is 'read' or 'read_write'" }),
  expiresAt: z.iso
    .datetime({ offset: true, error: 'Must be a date and time such as 2027-06-30T00:00:00Z' })
    .refine((value) => Date.parse(value) > Date.now(), 'Must be in the future')
    .refine((value) => Date.parse(value) <= Date.now() + API_KEY_MAX_DAYS * 86_400_000, `Must be within ${API_KEY_MAX_DAYS} days`)
    .optional(),
});
export type ApiKeyCreateBody = z.infer<typeof apiKeyCreateBodySchema>;

/** A key as listed: never the key itself (only its hash is kept), named by its first characters. */
export const apiKeyResponseSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPE_VALUES),
  /** The key's first 12 characters, e.g. `rei_Xb3kPq9a`. */
  prefix: z.string(),
  createdBy: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  createdAt: timestampSchema,
  lastUsedAt: timestampSchema.nullable(),
  expiresAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
  /** active, revoked, expired, or suspended (the creator's plan lacks API access, or they left the organization). */
  status: z.enum(['active', 'revoked', 'expired', 'suspended']),
});
export type ApiKeyResponse = z.infer<typeof apiKeyResponseSchema>;

export const apiKeyCreatedResponseSchema = apiKeyResponseSchema.extend({
  /** The key: shown once, here. */
  key: z.string(),
});
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>;

export const apiKeyListResponseSchema = z.array(apiKeyResponseSchema);
export const apiKeyIdParamsSchema = idParamsSchema;
