import {
  errorResponseSchema,
  lotEventListResponseSchema,
  lotEventQuerySchema,
  propertyIdParamsSchema,
  notificationIdParamsSchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationSettingsBodySchema,
  notificationSettingsSchema,
  notificationUnsubscribeQuerySchema,
  notificationsReadAllResponseSchema,
  watchCreateBodySchema,
  watchIdParamsSchema,
  watchListResponseSchema,
  watchSchema,
} from '../contract';
import { currentUser, requireUser } from '../auth/guards';
import {
  getNotificationSettings,
  listNotifications,
  listWatches,
  readAllNotifications,
  readNotification,
  setNotificationSettings,
  unsubscribeNotificationMail,
  unwatch,
  watchLot,
} from '../services/watches';
import { listPropertyEvents } from '../services/lotEvents';
import type { RoutePlugin } from './plugin';

/**
 * Watchlists and in-app notifications: the caller's own, always (another person's watch or
 * notification answers 404 like one that does not exist).
 */
export const watchRoutes: RoutePlugin = async (app) => {
  app.post(
    '/api/watches',
    { schema: { body: watchCreateBodySchema, response: { 200: watchSchema, 201: watchSchema, 404: errorResponseSchema } }, preHandler: [requireUser] },
    async (request, reply) => {
      const { watch, created } = await watchLot(app.db, currentUser(request).id, request.body.bbl);
      return reply.code(created ? 201 : 200).send(watch);
    },
  );

  app.get('/api/watches', { schema: { response: { 200: watchListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listWatches(app.db, currentUser(request).id),
  );

  app.delete(
    '/api/watches/:id',
    { schema: { params: watchIdParamsSchema }, preHandler: [requireUser] },
    async (request, reply) => {
      await unwatch(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get('/api/notifications', { schema: { response: { 200: notificationListResponseSchema } }, preHandler: [requireUser] }, async (request) =>
    listNotifications(app.db, currentUser(request).id),
  );

  app.post(
    '/api/notifications/read-all',
    { schema: { response: { 200: notificationsReadAllResponseSchema } }, preHandler: [requireUser] },
    async (request) => readAllNotifications(app.db, currentUser(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    { schema: { params: notificationIdParamsSchema, response: { 200: notificationSchema, 404: errorResponseSchema } }, preHandler: [requireUser] },
    async (request) => readNotification(app.db, currentUser(request).id, request.params.id),
  );

  app.get('/api/notification-settings', { schema: { response: { 200: notificationSettingsSchema } }, preHandler: [requireUser] }, async (request) =>
    getNotificationSettings(app.db, currentUser(request).id),
  );

  app.put(
    '/api/notification-settings',
    { schema: { body: notificationSettingsBodySchema, response: { 200: notificationSettingsSchema } }, preHandler: [requireUser] },
    async (request) => setNotificationSettings(app.db, currentUser(request).id, request.body),
  );

  // Public: the one-click link of a notification mail works without signing in; the token names the person.
  app.get(
    '/api/notification-settings/unsubscribe',
    { schema: { querystring: notificationUnsubscribeQuerySchema, response: { 200: notificationSettingsSchema, 404: errorResponseSchema } } },
    async (request) => unsubscribeNotificationMail(app.db, request.query.token),
  );

  // What changed on the property's lot since a date (the lot event log), read as the property is: 404 for one the caller cannot read.
  app.get(
    '/api/properties/:id/events',
    {
      schema: { params: propertyIdParamsSchema, querystring: lotEventQuerySchema, response: { 200: lotEventListResponseSchema, 404: errorResponseSchema } },
      preHandler: [requireUser],
    },
    async (request) => listPropertyEvents(app.db, currentUser(request), request.params.id, request.query.since),
  );
};
