import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { isConditionFailure } from '../../lib/errors';
import { entityConfig } from '../client';

/**
 * An Ask conversation between a user (the customer) and a business, answered
 * by the business's owner. Its id is derived from the two participants and
 * the business, so either side finds the same conversation again.
 */
export const ConversationEntity = new Entity(
  {
    model: { entity: 'conversation', version: '1', service: 'sbiz' },
    attributes: {
      conversationId: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string', required: true, readOnly: true },
      customerId: { type: 'string', required: true, readOnly: true },
      ownerId: { type: 'string', required: true, readOnly: true },
      /** The product the chat was started from, when it came from a product page. */
      productId: { type: 'string' },
      createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      /** The newest message's sequence number: each message takes the next one in the transaction that stores it. */
      lastSeq: { type: 'number' },
      /** The newest message's time: the next is stamped after it, so time order and sequence order agree. */
      lastMessageAt: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['conversationId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

export type ConversationItem = EntityItem<typeof ConversationEntity>;

/**
 * One side of a conversation: that participant's list row. The stream
 * reactor keeps its last message and unseen count; `clearedAt` hides what
 * came before the participant deleted the chat.
 */
export const ConversationMemberEntity = new Entity(
  {
    model: { entity: 'conversationMember', version: '1', service: 'sbiz' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      conversationId: { type: 'string', required: true, readOnly: true },
      otherUserId: { type: 'string', required: true, readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string', required: true, readOnly: true },
      isOwner: { type: 'boolean', required: true, readOnly: true },
      lastMessageAt: { type: 'string', required: true },
      lastMessageText: { type: 'string' },
      lastMessageId: { type: 'string' },
      lastSenderId: { type: 'string' },
      lastHasAttachment: { type: 'boolean' },
      unseenMessages: { type: 'number', required: true, default: 0 },
      /** When this participant last opened the conversation. */
      lastReadAt: { type: 'string' },
      /** When the other participant last opened it: this side's messages up to then are seen. */
      otherReadAt: { type: 'string' },
      /** When this participant deleted the chat; earlier messages stay hidden from them. */
      clearedAt: { type: 'string' },
      /** The stream sequence number (zero-padded) of the last message applied, so a retried record is not applied twice. */
      appliedSeq: { type: 'string' },
    },
    indexes: {
      byMember: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: ['conversationId'] } },
      byRecent: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['lastMessageAt', 'conversationId'] } },
    },
  },
  entityConfig(),
);

export type ConversationMemberItem = EntityItem<typeof ConversationMemberEntity>;

/** The conversation id of a customer and an owner about one business (order of the pair does not matter). */
export function conversationIdFor(participantA: string, participantB: string, businessId: string): string {
  const [first, second] = [participantA, participantB].sort();
  return `c-${createHash('sha256').update(`${first}|${second}|${businessId}`).digest('base64url').slice(0, 32)}`;
}

/** Which conversation has this id? `consistent` reads its newest message number after a concurrent send. */
export async function getConversation(conversationId: string, consistent = false): Promise<ConversationItem | undefined> {
  const { data } = await ConversationEntity.get({ conversationId }).go({ consistent });
  return data ?? undefined;
}

/** This participant's side of a conversation. */
export async function getConversationMember(userId: string, conversationId: string): Promise<ConversationMemberItem | undefined> {
  const { data } = await ConversationMemberEntity.get({ userId, conversationId }).go();
  return data ?? undefined;
}

/** The participant's conversations, most recent first (at most `limit`). */
export async function listRecentConversations(userId: string, limit: number): Promise<ConversationMemberItem[]> {
  const { data } = await ConversationMemberEntity.query.byRecent({ userId }).go({ order: 'desc', limit, pages: 'all' });
  return data.slice(0, limit);
}

/** Every side the participant holds, for the unread total (bounded by `limit`). */
export async function listConversationMembers(userId: string, limit: number): Promise<ConversationMemberItem[]> {
  const { data } = await ConversationMemberEntity.query.byMember({ userId }).go({ limit, pages: 'all' });
  return data.slice(0, limit);
}

export interface FirstMessage {
  messageId: string;
  seq: number;
  createdAt: string;
  text: string;
  hasAttachment: boolean;
}

/**
 * The create operations for a new conversation and both of its sides, in
 * one transaction with its first message: the rows already show it (the
 * owner's with one unseen), so the list is right before the stream catches
 * up, and the reactor skips that message by its id.
 */
export function newConversationOperations(conversation: Omit<ConversationItem, 'createdAt'>, first: FirstMessage) {
  const side = (userId: string, otherUserId: string, isOwner: boolean) =>
    ConversationMemberEntity.create({
      userId,
      otherUserId,
      isOwner,
      conversationId: conversation.conversationId,
      businessId: conversation.businessId,
      cityName: conversation.cityName,
      lastMessageAt: first.createdAt,
      lastMessageText: first.text.slice(0, LAST_MESSAGE_PREVIEW),
      lastMessageId: first.messageId,
      lastSenderId: conversation.customerId,
      lastHasAttachment: first.hasAttachment,
      unseenMessages: isOwner ? 1 : 0,
      ...(isOwner ? {} : { lastReadAt: first.createdAt }),
    }).params();
  return [
    { Put: ConversationEntity.create({ ...conversation, createdAt: first.createdAt, lastSeq: first.seq, lastMessageAt: first.createdAt }).params() },
    { Put: side(conversation.customerId, conversation.ownerId, false) },
    { Put: side(conversation.ownerId, conversation.customerId, true) },
  ];
}

/**
 * Takes the conversation's next message number: only while its newest is
 * still `previousSeq` (none yet: a conversation from before the numbers), so
 * two sends in parallel cannot both take it and the one that loses reads
 * again. In the transaction that stores the message.
 */
export function nextMessageOperation(conversationId: string, previousSeq: number, message: { seq: number; createdAt: string }) {
  return {
    Update: ConversationEntity.patch({ conversationId })
      .set({ lastSeq: message.seq, lastMessageAt: message.createdAt })
      .where(({ lastSeq }, op) => (previousSeq ? op.eq(lastSeq, previousSeq) : op.notExists(lastSeq)))
      .params(),
  };
}

/** How much of the last message a row keeps for its preview. */
export const LAST_MESSAGE_PREVIEW = 200;

/**
 * The reader opened the conversation: their unseen count goes to 0 and the
 * other side learns when it was read. Both sides must exist.
 */
export function markSeenOperations(readerId: string, otherUserId: string, conversationId: string, at: string) {
  return [
    { Update: ConversationMemberEntity.patch({ userId: readerId, conversationId }).set({ unseenMessages: 0, lastReadAt: at }).params() },
    { Update: ConversationMemberEntity.patch({ userId: otherUserId, conversationId }).set({ otherReadAt: at }).params() },
  ];
}

/** The participant deletes the chat for themselves: it leaves their list until a new message arrives. */
export async function clearConversation(userId: string, conversationId: string, at: string) {
  await ConversationMemberEntity.patch({ userId, conversationId }).set({ clearedAt: at, unseenMessages: 0, lastReadAt: at }).go();
}

/** A stream sequence number, padded so that string order is numeric order. */
export const paddedSequence = (sequenceNumber: string) => sequenceNumber.padStart(40, '0');

export interface AppliedMessage {
  messageId: string;
  sequence: string;
  createdAt: string;
  text: string;
  senderId: string;
  hasAttachment: boolean;
}

/**
 * Applies one stored message to one side's row, once per stream record: the
 * last message always, and (for the receiver) one more unseen message unless
 * they had already read past it. Answers false when the record was applied
 * before (a retried batch).
 */
export async function applyMessageToMember(userId: string, conversationId: string, message: AppliedMessage, countAsUnseen: boolean): Promise<boolean> {
  const fields = {
    lastMessageAt: message.createdAt,
    lastMessageText: message.text,
    lastSenderId: message.senderId,
    lastHasAttachment: message.hasAttachment,
    lastMessageId: message.messageId,
    appliedSeq: message.sequence,
  };
  if (countAsUnseen) {
    try {
      await ConversationMemberEntity.patch({ userId, conversationId })
        .set(fields)
        .add({ unseenMessages: 1 })
        .where(
          ({ appliedSeq, lastReadAt, lastMessageId }, op) =>
            `(${op.notExists(appliedSeq)} OR ${op.lt(appliedSeq, message.sequence)}) AND (${op.notExists(lastMessageId)} OR ${op.ne(lastMessageId, message.messageId)}) AND (${op.notExists(lastReadAt)} OR ${op.lt(lastReadAt, message.createdAt)})`,
        )
        .go();
      return true;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  try {
    await ConversationMemberEntity.patch({ userId, conversationId })
      .set(fields)
      .where(
        ({ appliedSeq, lastMessageId }, op) =>
          `(${op.notExists(appliedSeq)} OR ${op.lt(appliedSeq, message.sequence)}) AND (${op.notExists(lastMessageId)} OR ${op.ne(lastMessageId, message.messageId)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
