import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/** A chat message unread this long makes a 'message-waiting' notification (issue #27). */
export const MESSAGE_WAIT_MS = 10 * 60 * 1000;
/** How long a finished wait is kept (then DynamoDB's TTL removes it). */
const WAIT_KEPT_SECONDS = 7 * 24 * 60 * 60;

/** The hour bucket of a due time ('2026-11-27T20'): the sweep reads a few buckets, never the whole table. */
export const dueHourOf = (iso: string) => iso.slice(0, 13);

/**
 * What is due by `now` in an hour-bucketed index, from the buckets of the
 * last `hours` hours, oldest first: one Query per bucket, all at once. `read`
 * reads one bucket's items due by `until`.
 */
export async function dueInHourBuckets<T>(now: Date, hours: number, read: (dueHour: string, until: string) => Promise<T[]>): Promise<T[]> {
  const until = now.toISOString();
  const buckets = Array.from({ length: hours + 1 }, (_, index) => dueHourOf(new Date(now.getTime() - (hours - index) * 60 * 60 * 1000).toISOString()));
  return (await Promise.all(buckets.map((dueHour) => read(dueHour, until)))).flat();
}

/**
 * One conversation's wait for its receiver to read: 'pending' from the first
 * unread message until it is read or has waited 10 minutes, then 'notified'
 * for the quiet period (until the receiver reads the conversation again), so
 * one conversation makes at most one notification per quiet period. Pending
 * waits are indexed by the hour they fall due; the sweep
 * (functions/scheduled/waiting-messages.ts) reads the due ones.
 */
export const ChatWaitEntity = new Entity(
  {
    model: { entity: 'chatWait', version: '1', service: 'sbiz' },
    attributes: {
      receiverId: { type: 'string', required: true, readOnly: true },
      conversationId: { type: 'string', required: true, readOnly: true },
      state: { type: ['pending', 'notified'] as const, required: true },
      /** When the unread message that started the wait was sent. */
      since: { type: 'string', required: true },
      dueAt: { type: 'string', required: true },
      dueHour: { type: 'string', required: true },
      senderId: { type: 'string', required: true },
      businessId: { type: 'string', required: true },
      notifiedAt: { type: 'string' },
      ttl: { type: 'number' },
    },
    indexes: {
      byConversation: { pk: { field: 'pk', composite: ['receiverId', 'conversationId'] }, sk: { field: 'sk', composite: [] } },
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['state', 'dueHour'] }, sk: { field: 'gsi1sk', composite: ['dueAt', 'conversationId', 'receiverId'] } },
    },
  },
  entityConfig(),
);

export type ChatWaitItem = EntityItem<typeof ChatWaitEntity>;

export async function getChatWait(receiverId: string, conversationId: string): Promise<ChatWaitItem | undefined> {
  const { data } = await ChatWaitEntity.get({ receiverId, conversationId }).go();
  return data ?? undefined;
}

/**
 * Starts (or restarts, after a quiet period or a read) the wait for an unread
 * message sent at `since`. `previousSince` guards the restart: a retried or
 * racing record that finds the wait already moved on changes nothing.
 */
export async function armChatWait(wait: Pick<ChatWaitItem, 'receiverId' | 'conversationId' | 'senderId' | 'businessId' | 'since'>, previousSince?: string): Promise<boolean> {
  const dueAt = new Date(Date.parse(wait.since) + MESSAGE_WAIT_MS).toISOString();
  const item = { ...wait, state: 'pending' as const, dueAt, dueHour: dueHourOf(dueAt) };
  try {
    if (previousSince === undefined) await ChatWaitEntity.create(item).go({ response: 'none' });
    else
      await ChatWaitEntity.put(item)
        .where(({ since }, { eq }) => eq(since, previousSince))
        .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The pending waits due by `now`, from the buckets of the last `hours` hours (oldest first). */
export function dueChatWaits(now: Date, hours: number): Promise<ChatWaitItem[]> {
  return dueInHourBuckets(now, hours, async (dueHour, until) => (await ChatWaitEntity.query.byDue({ state: 'pending', dueHour }).lte({ dueAt: until }).go({ pages: 'all' })).data);
}

/** Ends a pending wait as notified (the quiet period starts), guarded by its `since`. */
export async function markChatWaitNotified(wait: ChatWaitItem, now: Date): Promise<void> {
  const at = now.toISOString();
  try {
    await ChatWaitEntity.patch({ receiverId: wait.receiverId, conversationId: wait.conversationId })
      .set({ state: 'notified', notifiedAt: at, dueHour: dueHourOf(at), dueAt: at, ttl: Math.floor(now.getTime() / 1000) + WAIT_KEPT_SECONDS })
      .where(({ since, state }, { eq }) => `${eq(since, wait.since)} AND ${eq(state, 'pending')}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Ends a pending wait whose message was read in time (guarded by its `since`). */
export async function dropChatWait(wait: ChatWaitItem): Promise<void> {
  try {
    await ChatWaitEntity.delete({ receiverId: wait.receiverId, conversationId: wait.conversationId })
      .where(({ since, state }, { eq }) => `${eq(since, wait.since)} AND ${eq(state, 'pending')}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
