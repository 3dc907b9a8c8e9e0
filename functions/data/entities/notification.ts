import { Entity, type EntityItem } from 'electrodb';
import { notificationEvents, notificationKinds, type NotificationResponse } from '../../../shared/schemas/notifications';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';
import { getMany } from '../batch-get';
import { countQuery } from '../count';

/** Notifications expire through the table's TTL after this long (issue #27). */
export const NOTIFICATION_LIFETIME_SECONDS = 90 * 24 * 60 * 60;

/** What a notification says, stored alike on the notification and on the digest's entry for it. */
export const notificationFacts = {
  userId: { type: 'string', required: true, readOnly: true },
  notificationId: { type: 'string', required: true, readOnly: true },
  kind: { type: notificationKinds, required: true, readOnly: true },
  event: { type: notificationEvents, required: true, readOnly: true },
  actorName: { type: 'string', readOnly: true },
  subjectName: { type: 'string', readOnly: true },
  excerpt: { type: 'string', readOnly: true },
  link: { type: 'string', required: true, readOnly: true },
  createdAt: { type: 'string', required: true, readOnly: true },
} as const;

/**
 * One notification for one person (issue #27 §1), written by the stream
 * reactors in functions/streams/reactors/notifications.ts. Its id is made
 * from the record that caused it, so a retried stream record finds it already
 * there and adds nothing. The key starts with the recipient, so a caller can
 * only ever read or mark their own.
 *
 * `feed` is 'inApp' for what the bell and /dashboard/notifications show, and
 * 'mailOnly' when the recipient switched the kind off in the app but may still
 * want its mail (the mailer's reactor reads every inserted notification and
 * applies the email switch itself). `state` is 'unread' or 'read'; a mail-only
 * notification is stored as read, so it never counts.
 */
export const NotificationEntity = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'sbiz' },
    attributes: {
      ...notificationFacts,
      feed: { type: ['inApp', 'mailOnly'] as const, required: true, readOnly: true },
      state: { type: ['unread', 'read'] as const, required: true },
      /** Who caused it, when a person did (never the recipient). */
      actorId: { type: 'string', readOnly: true },
      /** Epoch seconds: DynamoDB's TTL removes it 90 days after it was made. */
      ttl: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['notificationId'] } },
      byFeed: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId', 'feed'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'notificationId'] } },
      byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userId', 'state'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'notificationId'] } },
    },
  },
  entityConfig(),
);

export type NotificationItem = EntityItem<typeof NotificationEntity>;
export type NewNotification = Omit<NotificationItem, 'state' | 'ttl' | 'createdAt'> & { createdAt?: string };

/**
 * Stores a notification unless one with its id is already there; answers the
 * stored item when this call made it, undefined when it existed (a retried record).
 */
export async function createNotification(input: NewNotification): Promise<NotificationItem | undefined> {
  const createdAt = input.createdAt ?? new Date().toISOString();
  const item: NotificationItem = {
    ...input,
    createdAt,
    state: input.feed === 'inApp' ? 'unread' : 'read',
    ttl: Math.floor(Date.parse(createdAt) / 1000) + NOTIFICATION_LIFETIME_SECONDS,
  };
  try {
    await NotificationEntity.create(item).go({ response: 'none' });
    return item;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** One page of a person's notifications in the app, newest first. */
export async function listNotifications(userId: string, options: { limit: number; cursor: string | null }) {
  const { data, cursor } = await NotificationEntity.query.byFeed({ userId, feed: 'inApp' }).go({ order: 'desc', limit: options.limit, cursor: options.cursor });
  return { items: data, cursor };
}

/** Which of these of a person's in-app notifications they have read (a held mail about them need not go out). */
export async function readInAppNotificationIds(userId: string, notificationIds: readonly string[]): Promise<Set<string>> {
  const items = await getMany(notificationIds.map((notificationId) => NotificationEntity.get({ userId, notificationId })));
  return new Set(items.filter((item) => item?.feed === 'inApp' && item.state === 'read').map((item) => String(item!.notificationId)));
}

/** How many of a person's notifications are unread (counted by DynamoDB, none sent back). */
export async function countUnreadNotifications(userId: string): Promise<number> {
  return countQuery(NotificationEntity.query.byState({ userId, state: 'unread' }));
}

/** Marks these of the person's notifications read; ids that are not theirs, or already read, change nothing. Answers how many changed. */
export async function markNotificationsRead(userId: string, notificationIds: readonly string[]): Promise<number> {
  const changed = await Promise.all(
    [...new Set(notificationIds)].map(async (notificationId) => {
      try {
        await NotificationEntity.patch({ userId, notificationId })
          .set({ state: 'read' })
          .where(({ state }, { eq }) => eq(state, 'unread'))
          .go({ response: 'none' });
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    }),
  );
  return changed.filter(Boolean).length;
}

/** Unread notifications marked per "mark all read": far more than 90 days of anyone's notifications. */
const MARK_ALL_LIMIT = 5000;

/** Marks every unread notification of the person read, a page at a time (the cursor walks on past the ones just marked). */
export async function markAllNotificationsRead(userId: string): Promise<number> {
  let changed = 0;
  let cursor: string | null = null;
  for (let seen = 0; seen < MARK_ALL_LIMIT;) {
    const page: { data: NotificationItem[]; cursor: string | null } = await NotificationEntity.query.byState({ userId, state: 'unread' }).go({ limit: 100, cursor });
    seen += page.data.length;
    changed += await markNotificationsRead(
      userId,
      page.data.map((item) => item.notificationId),
    );
    cursor = page.cursor;
    if (!cursor) break;
  }
  return changed;
}

/** The notification as the API and the socket give it. */
export function toNotificationResponse(item: NotificationItem): NotificationResponse {
  return {
    _id: item.notificationId,
    userId: item.userId,
    kind: item.kind,
    event: item.event,
    ...(item.actorName ? { actorName: item.actorName } : {}),
    ...(item.subjectName ? { subjectName: item.subjectName } : {}),
    ...(item.excerpt ? { excerpt: item.excerpt } : {}),
    link: item.link,
    read: item.state === 'read',
    createdAt: item.createdAt,
  };
}
