import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadNotificationCountResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import {
  countUnreadNotifications,
  listNotifications,
  markNotificationsRead,
  type NotificationsDeps,
} from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: NotificationsDeps }> = async (
  app,
  { deps },
) => {
  app.addHook('onRequest', app.authenticate);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/v1/job-portal/me/notification',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first",
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => ({
      data: await listNotifications(deps, { userId: signedInUser(request).id, ...request.query }),
    }),
  );

  app.get(
    '/v1/job-portal/me/notification/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications are unread (the bell)',
        security,
        response: { 200: unreadNotificationCountResponseSchema },
      },
    },
    async (request) => ({
      data: { count: await countUnreadNotifications(deps, signedInUser(request).id) },
    }),
  );

  app.post(
    '/v1/job-portal/me/notification/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark some or all notifications read (idempotent)',
        security,
        body: markNotificationsReadRequestSchema,
        response: { 200: markNotificationsReadResponseSchema },
      },
    },
    async (request) => ({
      data: await markNotificationsRead(deps, {
        userId: signedInUser(request).id,
        request: request.body,
      }),
    }),
  );
};
