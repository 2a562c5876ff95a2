/**
 * Webhooks (issue 33, Hunter): an organization's owner or admin names a URL and the events it
 * wants; REI POSTs each event there, signed in the Standard Webhooks scheme.
 * - POST /api/webhooks `{ url, events, description? }` → 201 `{ id, secret, … }` (the secret in this answer only)
 * - GET /api/webhooks → the selected organization's endpoints
 * - PATCH /api/webhooks/{id} `{ url?, events?, description?, enabled? }`
 * - DELETE /api/webhooks/{id}
 * - GET /api/webhooks/{id}/deliveries → newest first: status, attempts, last error
 * - POST /api/webhooks/{id}/deliveries/{deliveryId}/resend → the delivery goes again
 */
import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { PUBLIC_URL_MAX_LENGTH } from '../security/publicHttpUrl';

/**
 * Every event an endpoint can ask for: a deal saved (created or changed), a report built, a
 * bulk screen finished, a change to a watched lot's public record, a plan changed.
 */
export const WEBHOOK_EVENT_TYPES = ['deal.saved', 'report.ready', 'screen.completed', 'property.record_changed', 'subscription.changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Most endpoints one organization may have. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

const webhookUrlSchema = z
  .string()
  .trim()
  .max(PUBLIC_URL_MAX_LENGTH, `Must be at most ${PUBLIC_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Must be a web address starting with https:// or http://');

const webhookEventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Each event is one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1, 'Choose at least one event')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const descriptionSchema = z
  .string()
  .trim()
  .max(200, 'Must be at most 200 characters')
  .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'Must not contain control characters');

export const webhookCreateBodySchema = z.strictObject({
  url: webhookUrlSchema,
  events: webhookEventsSchema,
  description: descriptionSchema.optional(),
});
export type WebhookCreateBody = z.infer<typeof webhookCreateBodySchema>;

export const webhookUpdateBodySchema = z
  .strictObject({
    url: webhookUrlSchema.optional(),
    events: webhookEventsSchema.optional(),
    description: descriptionSchema.optional(),
    enabled: z.boolean({ error: 'Must be true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of url, events, description, enabled');
export type WebhookUpdateBody = z.infer<typeof webhookUpdateBodySchema>;

/** An endpoint as listed: never its secret. */
export const webhookResponseSchema = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  description: z.string(),
  enabled: z.boolean(),
  createdAt: timestampSchema,
  /** Deliveries out of attempts (state failed) in the last 7 days. */
  recentFailures: z.number().int().nonnegative(),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

export const webhookCreatedResponseSchema = webhookResponseSchema.extend({
  /** The signing secret, `whsec_<base64>`: shown once, here. */
  secret: z.string(),
});
export type WebhookCreatedResponse = z.infer<typeof webhookCreatedResponseSchema>;
export const webhookListResponseSchema = z.array(webhookResponseSchema);

export const WEBHOOK_DELIVERY_STATE_VALUES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliveryResponseSchema = z.object({
  /** The message id, sent as the `webhook-id` header. */
  id: z.string(),
  eventType: z.enum(WEBHOOK_EVENT_TYPES),
  /** pending (waiting for its next attempt), succeeded (answered 2xx) or failed (out of attempts). */
  state: z.enum(WEBHOOK_DELIVERY_STATE_VALUES),
  attempts: z.number().int().nonnegative(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  lastAttemptAt: timestampSchema.nullable(),
  nextAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
});
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;
export const webhookDeliveryListResponseSchema = z.array(webhookDeliveryResponseSchema);

export const webhookIdParamsSchema = z.object({ id: idSchema });
export const webhookDeliveryParamsSchema = z.object({
  id: idSchema,
  deliveryId: z.uuid({ error: 'Must be a delivery id (a UUID)' }),
});
