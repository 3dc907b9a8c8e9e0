import { getArticleById } from '../../data/entities/article';
import { ChatMessageEntity } from '../../data/entities/chat-message';
import { armChatWait, getChatWait } from '../../data/entities/chat-wait';
import { getConversationMember } from '../../data/entities/conversation';
import { BusinessClaimEntity } from '../../data/entities/business-claim';
import { getBusinessById } from '../../data/entities/business';
import { EditRequestEntity } from '../../data/entities/edit-request';
import { EventMarkEntity } from '../../data/entities/event-mark';
import { EventEntity, getEventById, type EventItem } from '../../data/entities/event';
import { FollowEntity } from '../../data/entities/follow';
import { createNotification, toNotificationResponse, type NewNotification } from '../../data/entities/notification';
import { getProductById } from '../../data/entities/product';
import { QuestionEntity } from '../../data/entities/question';
import { ReviewReplyEntity } from '../../data/entities/review-reply';
import { getReview, ReviewEntity } from '../../data/entities/review';
import { SellerInboxEntity, type SellerInboxItem } from '../../data/entities/seller-inbox';
import { getUserById } from '../../data/entities/user';
import { sendToUser } from '../../data/sockets';
import { loadNotificationPreferences } from '../../domains/notifications/preferences';
import { logger } from '../../lib/observability';
import { kindOfEvent, type NotificationEvent } from '../../../shared/schemas/notifications';
import { actorDisplayName, notificationExcerpt, notificationLinks } from '../../../shared/notifications/links';
import type { ReviewKind } from '../../../shared/reviews/constants';
import { defineReactor, type StreamReactor } from '../stream-records';

/** What a reactor knows about one notification to make. */
export interface Notice {
  recipientId: string | undefined;
  /** Unique per recipient and cause, made from the source record's id: a retried record makes the same id and adds nothing. */
  id: string;
  event: NotificationEvent;
  actorId?: string;
  actorName?: string;
  subjectName?: string;
  excerpt?: string;
  link: string;
}

/**
 * Makes one notification, honouring the recipient's in-app switch, and pushes
 * it to their open tabs. Nobody is told of their own action. With the in-app
 * switch off it is still stored, as mail-only, for the mailer's reactor (which
 * applies the email switch); with both off nothing is stored.
 */
export async function notify(notice: Notice): Promise<void> {
  const { recipientId } = notice;
  if (!recipientId || recipientId === notice.actorId) return;
  const kind = kindOfEvent[notice.event];
  const preferences = await loadNotificationPreferences(recipientId);
  const { inApp, email } = preferences.kinds[kind];
  if (!inApp && !email) return;
  const input: NewNotification = {
    userId: recipientId,
    notificationId: notice.id,
    kind,
    event: notice.event,
    feed: inApp ? 'inApp' : 'mailOnly',
    link: notice.link,
    ...(notice.actorId ? { actorId: notice.actorId } : {}),
    ...(notice.actorName ? { actorName: notice.actorName.slice(0, 80) } : {}),
    ...(notice.subjectName ? { subjectName: notice.subjectName.slice(0, 160) } : {}),
    ...(notice.excerpt ? { excerpt: notice.excerpt } : {}),
  };
  const created = await createNotification(input);
  if (!created || !inApp) return;
  // Best effort: the notification is stored; a tab that misses the push reads it (and the count) when it reconnects.
  await sendToUser(recipientId, { type: 'notification', data: toNotificationResponse(created) }).catch((error: unknown) => logger.warn('Could not push a notification', { error }));
}

async function personName(userId: string | undefined) {
  return userId ? actorDisplayName(await getUserById(userId)) : undefined;
}

/** Whose a reviewed (or reviewable) thing is, what it is called, and where it lives. */
async function reviewTarget(kind: ReviewKind, targetId: string): Promise<{ ownerId?: string; name: string; link: string } | undefined> {
  if (kind === 'business') {
    const business = await getBusinessById(targetId);
    // An unclaimed listing has nobody to tell.
    return business && { ownerId: business.unclaimed ? undefined : business.ownerId, name: business.name, link: notificationLinks.business(business.cityName, business.slug) };
  }
  if (kind === 'product') {
    const product = await getProductById(targetId);
    return product && { ownerId: product.userId, name: product.title, link: notificationLinks.product(product.cityName, product.slug) };
  }
  if (kind === 'event') {
    const event = await getEventById(targetId);
    return event && { ownerId: event.hostId, name: event.name, link: notificationLinks.event(event.cityName, event.slug) };
  }
  const article = await getArticleById(targetId);
  return article && { ownerId: article.authorId, name: article.title, link: notificationLinks.article(article.slug) };
}

const inboxEvents: Record<SellerInboxItem['kind'], NotificationEvent> = { quote: 'quote-request', rfq: 'quote-request', lead: 'lead' };

/** A quote request, request for quotes or lead delivered to a seller's inbox. */
export const leadNotificationsReactor = defineReactor({
  name: 'notifications-leads',
  entity: SellerInboxEntity,
  async react(change) {
    const item = change.newItem;
    if (change.kind !== 'INSERT' || !item) return;
    const event = inboxEvents[item.kind];
    await notify({
      recipientId: item.recipientId,
      id: `${event}:${item.itemId}`,
      event,
      actorId: item.buyerId,
      actorName: item.name,
      subjectName: item.productTitle ?? item.categoryTitle,
      excerpt: notificationExcerpt(item.message ?? item.need),
      link: notificationLinks.leads(),
    });
  },
});

/** A review of something the recipient owns (listing, product, event or article). */
export const reviewNotificationsReactor = defineReactor({
  name: 'notifications-reviews',
  entity: ReviewEntity,
  async react(change) {
    const review = change.newItem;
    if (change.kind !== 'INSERT' || !review) return;
    if (review.status !== 'approved') return;
    const target = await reviewTarget(review.kind, review.targetId);
    if (!target) return;
    await notify({
      recipientId: target.ownerId,
      id: `review:${review.reviewId}`,
      event: 'review',
      actorId: review.userId,
      actorName: await personName(review.userId),
      subjectName: target.name,
      excerpt: notificationExcerpt(review.title || review.content),
      link: target.link,
    });
  },
});

/** A reply to a review: its author hears of it, and so does the owner of what was reviewed. */
export const reviewReplyNotificationsReactor = defineReactor({
  name: 'notifications-review-replies',
  entity: ReviewReplyEntity,
  async react(change) {
    const reply = change.newItem;
    if (change.kind !== 'INSERT' || !reply) return;
    const review = await getReview(reply.reviewId);
    if (!review) return;
    const target = await reviewTarget(review.kind, review.targetId);
    if (!target) return;
    const recipients = new Set([review.userId, target.ownerId].filter((id): id is string => Boolean(id)));
    const actorName = actorDisplayName(reply.author ?? undefined) ?? (await personName(reply.userId));
    for (const recipientId of recipients) {
      await notify({
        recipientId,
        id: `review-reply:${reply.replyId}`,
        event: 'review-reply',
        actorId: reply.userId,
        actorName,
        subjectName: target.name,
        excerpt: notificationExcerpt(reply.content),
        link: target.link,
      });
    }
  },
});

/** A question asked on the owner's listing, and the answer to the asker. */
export const questionNotificationsReactor = defineReactor({
  name: 'notifications-questions',
  entity: QuestionEntity,
  async react(change) {
    const { oldItem: before, newItem: question } = change;
    if (!question) return;
    const asked = change.kind === 'INSERT';
    const answered = change.kind === 'MODIFY' && question.answerState === 'answered' && before?.answerState !== 'answered';
    if (!asked && !answered) return;
    const business = await getBusinessById(question.businessId);
    if (!business) return;
    if (asked) {
      await notify({
        recipientId: business.unclaimed ? undefined : business.ownerId,
        id: `question:${question.questionId}`,
        event: 'question',
        actorId: question.askedBy,
        actorName: await personName(question.askedBy),
        subjectName: business.name,
        excerpt: notificationExcerpt(question.question),
        link: notificationLinks.questions(),
      });
      return;
    }
    await notify({
      recipientId: question.askedBy,
      id: `answer:${question.questionId}`,
      event: 'answer',
      actorId: question.answeredBy,
      // The answer is the listing's: it is shown under the business's name.
      actorName: business.name,
      subjectName: business.name,
      excerpt: notificationExcerpt(question.answer),
      link: notificationLinks.business(business.cityName, business.slug),
    });
  },
});

/** A new follower of the person, or of the owner's listing. Following again later is the same notification. */
export const followNotificationsReactor = defineReactor({
  name: 'notifications-follows',
  entity: FollowEntity,
  async react(change) {
    const edge = change.newItem;
    if (change.kind !== 'INSERT' || !edge) return;
    const follower = await getUserById(edge.followerId);
    if (!follower) return;
    const business = edge.targetType === 'business' ? await getBusinessById(edge.targetId) : undefined;
    if (edge.targetType === 'business' && (!business || business.unclaimed)) return;
    await notify({
      recipientId: business ? business.ownerId : edge.targetId,
      id: `follow:${edge.targetType}:${edge.targetId}:${edge.followerId}`,
      event: 'follow',
      actorId: edge.followerId,
      actorName: actorDisplayName(follower),
      subjectName: business?.name,
      link: notificationLinks.member(follower.slug),
    });
  },
});

/** A claim decided by an admin. */
export const claimNotificationsReactor = defineReactor({
  name: 'notifications-claims',
  entity: BusinessClaimEntity,
  async react(change) {
    if (change.kind !== 'MODIFY') return;
    const { oldItem: before, newItem: claim } = change;
    if (!claim || claim.status === before?.status || claim.status === 'pending') return;
    await notify({
      recipientId: claim.userId,
      id: `claim-${claim.status}:${claim.claimId}`,
      event: claim.status === 'approved' ? 'claim-approved' : 'claim-rejected',
      actorId: claim.decidedBy,
      subjectName: claim.businessName,
      link: notificationLinks.business(claim.cityName, claim.businessSlug),
    });
  },
});

/** A suggested edit decided by an admin. */
export const editRequestNotificationsReactor = defineReactor({
  name: 'notifications-edit-requests',
  entity: EditRequestEntity,
  async react(change) {
    if (change.kind !== 'MODIFY') return;
    const { oldItem: before, newItem: request } = change;
    if (!request || request.status === before?.status || request.status === 'pending') return;
    const business = await getBusinessById(request.businessId);
    if (!business) return;
    await notify({
      recipientId: request.requestedBy,
      id: `edit-${request.status}:${request.requestId}`,
      event: request.status === 'approved' ? 'edit-approved' : 'edit-rejected',
      actorId: request.decidedBy,
      subjectName: business.name,
      link: notificationLinks.business(business.cityName, business.slug),
    });
  },
});

/** What makes an event "changed" for the people who plan to attend: when and where, and what it is called. */
const attendanceFields = ['name', 'startsAt', 'endsAt', 'platform', 'locationName', 'address', 'cityName', 'link'] as const satisfies ReadonlyArray<keyof EventItem>;
/** People told per event change: the marks are paged through, never scanned. */
const MAX_EVENT_RECIPIENTS = 10_000;
const MARK_PAGE = 100;

/**
 * An event the recipient marked going or interested was changed (when,
 * where, what) or cancelled (by its host or an admin, deleted, or taken back
 * to a draft). Everyone who marked it hears once per change (the change is
 * named by the event's updatedAt; a cancellation by the event alone), its
 * host never. A cancelled event's later writes tell nobody anything more.
 */
export const eventNotificationsReactor = defineReactor({
  name: 'notifications-events',
  entity: EventEntity,
  async react(change) {
    const { oldItem: before, newItem: after } = change;
    if (!before || before.cancelledAt || (before.listingType === 'draft' && after?.listingType === 'draft')) return;
    const cancelled = change.kind === 'REMOVE' || Boolean(after?.cancelledAt) || (after?.listingType === 'draft' && before.listingType !== 'draft');
    const changed = !cancelled && change.kind === 'MODIFY' && after && attendanceFields.some((field) => before[field] !== after[field]);
    if (!cancelled && !changed) return;
    const event = after ?? before;
    const base = {
      event: cancelled ? ('event-cancelled' as const) : ('event-changed' as const),
      actorId: event.hostId,
      subjectName: event.name,
      link: notificationLinks.event(event.cityName, event.slug),
    };
    const id = cancelled ? `event-cancelled:${event.eventId}` : `event-changed:${event.eventId}:${event.updatedAt}`;
    const told = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { data: Array<{ userId: string }>; cursor: string | null } = await EventMarkEntity.query.byEvent({ eventId: event.eventId }).go({ limit: MARK_PAGE, cursor });
      const fresh = [...new Set(page.data.map((mark) => mark.userId))].filter((userId) => !told.has(userId));
      for (const userId of fresh) told.add(userId);
      await Promise.all(fresh.map((recipientId) => notify({ ...base, recipientId, id })));
      cursor = page.cursor;
    } while (cursor && told.size < MAX_EVENT_RECIPIENTS);
  },
});

/**
 * A chat message starts its receiver's wait (functions/data/entities/chat-wait.ts):
 * the sweep notifies when it is still unread 10 minutes later. One wait per
 * conversation: while one is pending, later messages join it; after a
 * notification, the next message starts a new wait only once the receiver has
 * read the conversation since (the quiet period is over).
 */
export const waitingMessageReactor = defineReactor({
  name: 'notifications-waiting-messages',
  entity: ChatMessageEntity,
  async react(change) {
    const message = change.newItem;
    if (change.kind !== 'INSERT' || !message) return;
    const fresh = { receiverId: message.receiverId, conversationId: message.conversationId, senderId: message.senderId, businessId: message.businessId, since: message.createdAt };
    const wait = await getChatWait(message.receiverId, message.conversationId);
    if (!wait) {
      await armChatWait(fresh);
      return;
    }
    if (wait.since >= message.createdAt) return;
    const member = await getConversationMember(message.receiverId, message.conversationId);
    const readSince = (at: string) => Boolean(member?.lastReadAt && member.lastReadAt >= at);
    // Pending: this message joins the wait, unless the receiver read the earlier ones (then it waits from now).
    // Notified: the quiet period lasts until the receiver reads the conversation again.
    if (wait.state === 'pending' ? readSince(wait.since) : readSince(wait.notifiedAt ?? wait.since)) await armChatWait(fresh, wait.since);
  },
});

export const notificationReactors: readonly StreamReactor[] = [
  waitingMessageReactor,
  leadNotificationsReactor,
  reviewNotificationsReactor,
  reviewReplyNotificationsReactor,
  questionNotificationsReactor,
  followNotificationsReactor,
  claimNotificationsReactor,
  editRequestNotificationsReactor,
  eventNotificationsReactor,
];
