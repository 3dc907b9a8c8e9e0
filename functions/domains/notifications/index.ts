import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationsRead, toNotificationResponse } from '../../data/entities/notification';
import { sendToUser } from '../../data/sockets';
import { readCursor, signCursor } from '../../lib/cursor';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { logger } from '../../lib/observability';
import type { ServerFrame } from '../../../shared/schemas/chat';
import { notificationSettingsRoutes } from './email/routes';
import { MarkNotificationsReadSchema, NotificationsQuerySchema, type NotificationsPage } from '../../../shared/schemas/notifications';

/**
 * The notification centre (issue #27 §1): each route reads or marks the
 * caller's own notifications only (every key starts with the caller's id).
 * Notifications are made by the stream reactors in
 * functions/streams/reactors/notifications.ts.
 */
export const notificationsRoutes: DomainRoutes<'notifications'> = {
  ...notificationSettingsRoutes,

  // The caller's notifications, newest first, paged with signed cursors.
  'GET /notifications': defineRoute({
    query: NotificationsQuerySchema,
    handler: async ({ query, caller }): Promise<NotificationsPage> => {
      const page = await listNotifications(caller.sub, { limit: query.limit, cursor: await readCursor(query.cursor) });
      return { notifications: page.items.map(toNotificationResponse), nextCursor: await signCursor(page.cursor) };
    },
  }),

  // How many of the caller's notifications are unread: the bell's number.
  'GET /notifications/unreadCount': defineRoute({
    handler: async ({ caller }) => ({ count: await countUnreadNotifications(caller.sub) }),
  }),

  // Marks some ({ ids }) or all ({ all: true }) of the caller's notifications read; another person's ids change nothing.
  'PATCH /notifications/markRead': defineRoute({
    body: MarkNotificationsReadSchema,
    handler: async ({ body, caller }) => {
      const userId = caller.sub;
      const updated = 'all' in body ? await markAllNotificationsRead(userId) : await markNotificationsRead(userId, body.ids);
      const count = await countUnreadNotifications(userId);
      // The user's other tabs show the same count; best effort, as a missed push is read again on reconnect.
      if (updated)
        await sendToUser(userId, { type: 'notificationCount', data: { count } } satisfies ServerFrame).catch((error: unknown) => logger.warn('Could not push the notification count', { error }));
      return { updated, count };
    },
  }),
};

export const handler = createDomainHandler('notifications', notificationsRoutes);
