import { z } from 'zod';
import { idParam } from './properties';

const bblSchema = z.string().trim().regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL: borough 1–5, 5-digit block, 4-digit lot');

/** POST /api/watches: the lot to watch. */
export const watchCreateBodySchema = z.object({ bbl: bblSchema }).strict();

/** A lot the caller watches. */
export const watchSchema = z.object({
  id: z.number().int().positive(),
  bbl: z.string(),
  /** The lot's address when it was watched. */
  label: z.string(),
  createdAt: z.string(),
  /** When its record was last compared (after an import). */
  checkedAt: z.string(),
});
export type Watch = z.infer<typeof watchSchema>;

/** GET /api/watches: the caller's watches, newest first. */
export const watchListResponseSchema = z.array(watchSchema);

/** DELETE /api/watches/{id} and the notification routes' path. */
export const watchIdParamsSchema = z.object({ id: idParam() });
export const notificationIdParamsSchema = z.object({ id: idParam() });

export const NOTIFICATION_KINDS = ['sale', 'violations', 'permits', 'complaints', 'evictions', 'tax-lien'] as const;

/** A change to a watched lot's record, told in the app. */
export const notificationSchema = z.object({
  id: z.number().int().positive(),
  /** The watch that produced it; null once the watch was removed. */
  watchId: z.number().int().positive().nullable(),
  bbl: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** "New sale: 30-85 VERNON BOULEVARD, 3C" */
  title: z.string(),
  /** What changed, with the figures and the dataset. */
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the caller's newest notifications (at most 50) and how many are unread in all. */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** POST /api/notifications/read-all */
export const notificationsReadAllResponseSchema = z.object({ updated: z.number().int().nonnegative() });

/** The choices of notification mail: in the app only, a mail after each import or refresh that brings changes, or a digest. */
export const NOTIFICATION_EMAIL_CHOICES = ['off', 'instant', 'daily', 'weekly'] as const;

/**
 * How notifications reach a person besides the app: `off` (in the app only), `instant` (a mail
 * after each import or refresh that brings some), `daily` or `weekly` (one digest mail a day or a week).
 */
export const notificationSettingsSchema = z.object({
  email: z.enum(NOTIFICATION_EMAIL_CHOICES, { error: 'must be "off", "instant", "daily" or "weekly"' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notification-settings */
export const notificationSettingsBodySchema = notificationSettingsSchema.strict();

/** GET /api/notification-settings/unsubscribe?token= — the one-click link of every notification mail. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token of an unsubscribe link'),
});

/** GET /api/properties/{id}/events?since=: changes to the property's lot recorded at or after a date (all when left out). */
export const lotEventQuerySchema = z
  .object({
    since: z.iso
      .date({ error: 'must be a date, YYYY-MM-DD' })
      .or(z.iso.datetime({ offset: true, error: 'must be a date (YYYY-MM-DD) or an ISO time' }))
      .optional(),
  })
  .strict();

/** One change to a lot's public record, as a refresh or an import saw it. */
export const lotEventSchema = z.object({
  id: z.number().int().positive(),
  bbl: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** "New violations: 754 EAST 6TH STREET" */
  title: z.string(),
  body: z.string(),
  /** The dataset key whose rows brought the change (`hpd-violations`). */
  dataset: z.string(),
  /** When the change was recorded. */
  recordedAt: z.string(),
});
export type LotEvent = z.infer<typeof lotEventSchema>;

/** The property's lot and its events, oldest first; `bbl` null (and no events) for a property on no known lot. */
export const lotEventListResponseSchema = z.object({
  bbl: z.string().nullable(),
  since: z.string().nullable(),
  events: z.array(lotEventSchema),
});
export type LotEventList = z.infer<typeof lotEventListResponseSchema>;
