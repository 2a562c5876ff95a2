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

/** How notifications reach a person besides the app: `off` (in the app only) or `instant` (a mail after each import that brings some). */
export const notificationSettingsSchema = z.object({
  email: z.enum(['off', 'instant'], { error: 'must be "off" or "instant"' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notification-settings */
export const notificationSettingsBodySchema = notificationSettingsSchema.strict();

/** GET /api/notification-settings/unsubscribe?token= — the one-click link of every notification mail. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token of an unsubscribe link'),
});
