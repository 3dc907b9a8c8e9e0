import { randomUUID } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/**
 * One Ask message, filed under its conversation in time order, which is the
 * order of its `seq` (storeMessage stamps each after the one before).
 */
export const ChatMessageEntity = new Entity(
  {
    model: { entity: 'chatMessage', version: '1', service: 'sbiz' },
    attributes: {
      conversationId: { type: 'string', required: true, readOnly: true },
      messageId: { type: 'string', required: true, readOnly: true, default: () => randomUUID() },
      createdAt: { type: 'string', required: true, readOnly: true },
      senderId: { type: 'string', required: true, readOnly: true },
      receiverId: { type: 'string', required: true, readOnly: true },
      /** Whether the sender is the business's owner (for reply-time figures). */
      fromOwner: { type: 'boolean', required: true, readOnly: true },
      text: { type: 'string', required: true, readOnly: true },
      /** The text lower-cased, so message search is case-insensitive. */
      searchText: { type: 'string', required: true, readOnly: true },
      /** The attachment's upload key. */
      attachmentKey: { type: 'string', readOnly: true },
      businessId: { type: 'string', required: true, readOnly: true },
      cityName: { type: 'string', required: true, readOnly: true },
      productId: { type: 'string', readOnly: true },
      clientId: { type: 'string', readOnly: true },
      /** Its place in the conversation: 1, 2, 3… strictly increasing (none on messages from before the numbers). */
      seq: { type: 'number', readOnly: true },
    },
    indexes: {
      byConversation: { pk: { field: 'pk', composite: ['conversationId'] }, sk: { field: 'sk', composite: ['createdAt', 'messageId'] } },
    },
  },
  entityConfig(),
);

export type ChatMessageItem = EntityItem<typeof ChatMessageEntity>;

/**
 * The sender's claim on a client id: the same message resent after a
 * reconnect finds it taken and is answered with the stored message.
 */
export const MessageClientIdEntity = new Entity(
  {
    model: { entity: 'messageClientId', version: '1', service: 'sbiz' },
    attributes: {
      senderId: { type: 'string', required: true, readOnly: true },
      clientId: { type: 'string', required: true, readOnly: true },
      conversationId: { type: 'string', required: true, readOnly: true },
      messageId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'string', required: true, readOnly: true },
      /** A resend comes within minutes; the claim is kept for a week. */
      ttl: { type: 'number', required: true, default: () => Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60 },
    },
    indexes: {
      byClientId: { pk: { field: 'pk', composite: ['senderId', 'clientId'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig(),
);

/** The create operations for a message and its client-id claim (one transaction). */
export function newMessageOperations(message: ChatMessageItem) {
  const claim = { senderId: message.senderId, clientId: message.clientId!, conversationId: message.conversationId, messageId: message.messageId, createdAt: message.createdAt };
  return [{ Put: ChatMessageEntity.create(message).params() }, { Put: MessageClientIdEntity.create(claim).params() }];
}

/** Which message did this sender already store under this client id? */
export async function findMessageByClientId(senderId: string, clientId: string): Promise<ChatMessageItem | undefined> {
  const { data: claim } = await MessageClientIdEntity.get({ senderId, clientId }).go();
  if (!claim) return undefined;
  const { data } = await ChatMessageEntity.get({ conversationId: claim.conversationId, createdAt: claim.createdAt, messageId: claim.messageId }).go();
  return data ?? undefined;
}

/**
 * The conversation's messages after `after` (exclusive; the reader's cleared
 * point) and from `since` (inclusive), oldest first: the newest `limit` when
 * there is no `since`, else the first `limit` from it.
 */
export async function listMessages(conversationId: string, options: { after?: string; since?: string; limit: number }): Promise<ChatMessageItem[]> {
  const from = [options.after, options.since].filter(Boolean).sort().at(-1);
  const query = ChatMessageEntity.query.byConversation({ conversationId });
  const range = from ? query.gte({ createdAt: from }) : query;
  const { data } = await range.go({ order: options.since ? 'asc' : 'desc', limit: options.limit });
  const visible = options.after ? data.filter((message) => message.createdAt > options.after!) : data;
  return options.since ? visible : visible.reverse();
}

/**
 * One page of the conversation's messages after `after` (exclusive; the
 * reader's cleared point), going back in time: the newest `limit`, or those
 * older than the page the cursor (ElectroDB's) ended at. Oldest first, with
 * the cursor of the next older page (null at the beginning).
 */
export async function listMessagePage(conversationId: string, options: { after?: string; cursor: string | null; limit: number }) {
  const query = ChatMessageEntity.query.byConversation({ conversationId });
  const range = options.after ? query.gt({ createdAt: options.after }) : query;
  const { data, cursor } = await range.go({ order: 'desc', limit: options.limit, cursor: options.cursor });
  return { messages: data.reverse(), cursor };
}

/**
 * Messages whose text contains `needle` (lower-case), newest first: reads
 * the conversation's own partition a page at a time, at most `maxScanned`
 * messages, and stops at `limit` matches.
 */
export async function searchMessages(conversationId: string, needle: string, options: { after?: string; limit: number; maxScanned: number }): Promise<ChatMessageItem[]> {
  const query = ChatMessageEntity.query.byConversation({ conversationId });
  const range = options.after ? query.gt({ createdAt: options.after }) : query;
  const matches: ChatMessageItem[] = [];
  let cursor: string | null = null;
  let scanned = 0;
  do {
    const page: { data: ChatMessageItem[]; cursor: string | null } = await range.where(({ searchText }, { contains }) => contains(searchText, needle)).go({ order: 'desc', cursor, limit: 200 });
    matches.push(...page.data);
    cursor = page.cursor;
    scanned += 200;
  } while (cursor && matches.length < options.limit && scanned < options.maxScanned);
  return matches.slice(0, options.limit);
}
