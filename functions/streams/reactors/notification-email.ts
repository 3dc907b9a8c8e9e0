import { NotificationEntity } from '../../data/entities/notification';
import { deliverNotificationEmail } from '../../domains/notifications/email/deliver';
import { logger } from '../../lib/observability';
import { defineReactor } from '../stream-records';

/**
 * Mails each new notification (issue #27 §2) as its recipient's email switch
 * and digest choice say (functions/domains/notifications/email/deliver.ts).
 * Only inserts: marking one read is no news. The demo seed's history, run
 * through the reactors in memory (sequence numbers `seed-<n>`), mails nobody.
 */
export const notificationEmailReactor = defineReactor({
  name: 'notificationEmail',
  entity: NotificationEntity,
  async react(change) {
    const item = change.newItem;
    if (change.kind !== 'INSERT' || !item || change.sequenceNumber?.startsWith('seed-')) return;
    const outcome = await deliverNotificationEmail(item);
    logger.debug('notification mail', { notificationId: item.notificationId, outcome });
  },
});
