import { randomUUID } from 'node:crypto';
import { getBusinessById, type BusinessItem } from '../entities/business';
import { findMessageByClientId, listMessagePage, listMessages, newMessageOperations, type ChatMessageItem } from '../entities/chat-message';
import {
  conversationIdFor,
  getConversation,
  getConversationMember,
  listConversationMembers,
  markSeenOperations,
  newConversationOperations,
  nextMessageOperation,
  type ConversationItem,
} from '../entities/conversation';
import { transactWrite, type WriteOperation } from '../transact';
import { isTransactionConflict } from '../transaction-conflicts';
import { readCursor, signCursor } from '../../lib/cursor';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { MESSAGE_TOO_LONG, prepareMessageText } from '../../../shared/chat/message-text';
import { maskProfanity } from '../../../shared/moderation/toxicity';
import type { ClientFrame } from '../../../shared/schemas/chat';
import { isOwnUploadKey } from '../../../shared/uploads';
import { countBusinessEvent } from '../../lib/observability';
import { msg } from '../../../shared/i18n/catalog';

export const NO_ACCESS = msg("You don't have access to this conversation");
/** The most messages one catch-up (getUserMsgs with `since`) answers. */
export const MESSAGE_PAGE = 200;
/** How many messages a chat opens with, and each 'older messages' page. */
export const OLDER_MESSAGE_PAGE = 50;
/** Upper bound on the rows read for an unread total. */
const MAX_MEMBER_ROWS = 500;

/** Refuses a payload that speaks for someone other than the signed-in caller. */
export function assertSelf(callerId: string, claimedId: string | undefined) {
  if (claimedId !== undefined && claimedId !== callerId) throw new ForbiddenError(msg('You can only act as yourself'));
}

/** Whether this person is one of the conversation's two participants. */
export const isParticipant = (conversation: ConversationItem, userId: string) => conversation.customerId === userId || conversation.ownerId === userId;

/**
 * Conversations never change hands, so a container remembers the ones it has
 * read. Their newest message number may be stale (another container stored
 * one since): a send that finds it so reads the conversation again (`fresh`).
 */
const knownConversations = new Map<string, ConversationItem>();
const MAX_KNOWN_CONVERSATIONS = 5000;

function remember(conversation: ConversationItem) {
  if (knownConversations.size >= MAX_KNOWN_CONVERSATIONS) knownConversations.clear();
  knownConversations.set(conversation.conversationId, conversation);
}

async function findConversation(conversationId: string, fresh = false): Promise<ConversationItem | undefined> {
  const known = fresh ? undefined : knownConversations.get(conversationId);
  if (known) return known;
  const conversation = await getConversation(conversationId, fresh);
  if (conversation) remember(conversation);
  return conversation;
}

/** The conversation by id, for one of its participants only. */
export async function loadParticipantConversation(callerId: string, conversationId: string): Promise<ConversationItem> {
  const conversation = await findConversation(conversationId);
  if (!conversation || !isParticipant(conversation, callerId)) throw new ForbiddenError(NO_ACCESS);
  return conversation;
}

export interface ResolvedConversation {
  conversationId: string;
  /** Undefined until the first message is sent. */
  conversation?: ConversationItem;
  /** Loaded when the conversation is new (the customer is starting it). */
  business?: BusinessItem;
}

/**
 * The conversation between the caller and another person about a business.
 * If it does not exist yet, only a customer writing to the business's owner
 * may start it; anyone else is refused.
 */
export async function resolveConversation(callerId: string, otherUserId: string, businessId: string, fresh = false): Promise<ResolvedConversation> {
  if (otherUserId === callerId) throw new BadRequestError(msg("You can't message yourself"));
  const conversationId = conversationIdFor(callerId, otherUserId, businessId);
  const conversation = await findConversation(conversationId, fresh);
  if (conversation) {
    if (!isParticipant(conversation, callerId)) throw new ForbiddenError(NO_ACCESS);
    return { conversationId, conversation };
  }
  const business = await getBusinessById(businessId);
  if (!business || business.status === 'suspended') throw new NotFoundError(msg('Business not found'));
  // Only the customer starts a conversation, and only with the business's owner.
  if (business.ownerId !== otherUserId) throw new ForbiddenError(NO_ACCESS);
  return { conversationId, business };
}

type SendFrame = Extract<ClientFrame, { action: 'sendMessage' }>;

export interface SendOutcome {
  message: ChatMessageItem;
  /** True when the client id was already stored: the stored message is answered again. */
  duplicate: boolean;
}

/**
 * The message's text and attachment, checked: trimmed, at most 2,000
 * characters, one of them present. Abuse is not refused in a chat (spec 2 §5)
 * but masked, by the same offline scorer that guards reviews.
 */
function messageContent(callerId: string, frame: SendFrame) {
  const text = prepareMessageText(frame.text);
  if (text === undefined) throw new BadRequestError(MESSAGE_TOO_LONG);
  if (!text && !frame.imgUrl) throw new BadRequestError(msg('Type a message or attach a file'));
  if (frame.imgUrl && !isOwnUploadKey(frame.imgUrl, callerId, 'chat')) throw new ForbiddenError(msg('Attach a file you uploaded for this chat'));
  return { text: maskProfanity(text), attachmentKey: frame.imgUrl };
}

/** Sends of one conversation racing for its next number: each round one wins, so this bounds a burst of 20 sent at once. */
const MAX_SEND_ATTEMPTS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message's time: now, but always after the conversation's newest (clocks of two containers differ). */
function nextMessageTime(lastMessageAt: string | undefined): string {
  return new Date(Math.max(Date.now(), lastMessageAt ? Date.parse(lastMessageAt) + 1 : 0)).toISOString();
}

/**
 * Stores a message before anyone is told about it, in one transaction with
 * its client-id claim and the conversation's next message number (or the
 * conversation, when this is its first message). The numbers go 1, 2, 3… in
 * the order the messages are stored, and their times rise with them, so the
 * readers' time order, the numbers and what each side is sent all agree even
 * when sends of one conversation run at once in different containers: a send
 * that loses the race for a number reads the conversation again and takes the
 * next. A resend of the same client id answers the stored message.
 */
export async function storeMessage(callerId: string, frame: SendFrame): Promise<SendOutcome> {
  assertSelf(callerId, frame.senderId);
  const content = messageContent(callerId, frame);
  // A resend is caught by the client-id claim in the transaction below, so the usual send costs no extra read.

  let fresh = false;
  for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
    const resolved = await resolveConversation(callerId, frame.receiverId, frame.businessId, fresh);
    const conversation = resolved.conversation;
    const business = resolved.business;
    const previousSeq = conversation?.lastSeq ?? 0;
    const createdAt = nextMessageTime(conversation?.lastMessageAt);
    const ownerId = conversation?.ownerId ?? business!.ownerId;
    const message = {
      conversationId: resolved.conversationId,
      messageId: randomUUID(),
      seq: previousSeq + 1,
      createdAt,
      senderId: callerId,
      receiverId: frame.receiverId,
      fromOwner: callerId === ownerId,
      text: content.text,
      searchText: content.text.toLowerCase(),
      attachmentKey: content.attachmentKey,
      businessId: frame.businessId,
      cityName: conversation?.cityName ?? business!.cityName,
      productId: frame.productId,
      clientId: frame.clientId,
    } satisfies ChatMessageItem;
    const operations: WriteOperation[] = newMessageOperations(message);
    if (conversation) operations.push(nextMessageOperation(conversation.conversationId, previousSeq, message));
    else {
      operations.push(
        ...newConversationOperations(
          { conversationId: resolved.conversationId, businessId: frame.businessId, cityName: business!.cityName, customerId: callerId, ownerId, productId: frame.productId },
          { messageId: message.messageId, seq: message.seq, createdAt, text: message.text, hasAttachment: Boolean(message.attachmentKey) },
        ),
      );
    }
    let failedAt = -1;
    try {
      await transactWrite(operations, (index) => {
        failedAt = index;
        return msg('The message could not be stored');
      });
      if (conversation) remember({ ...conversation, lastSeq: message.seq, lastMessageAt: createdAt });
      countBusinessEvent('messageSent');
      return { message, duplicate: false };
    } catch (error) {
      if (!isTransactionConflict(error)) {
        if (!(error instanceof ConflictError)) throw error;
        // The client id was taken by a concurrent resend: answer with the stored message.
        if (failedAt === 1) {
          const stored = await findMessageByClientId(callerId, frame.clientId);
          if (stored) return { message: stored, duplicate: true };
        }
        if (failedAt < 2) throw error;
      }
      // Another message of this conversation (or its first, creating it) was stored first: read it again and take the next number.
      fresh = true;
      await sleep(Math.random() * Math.min(200, 10 * 2 ** attempt));
    }
  }
  throw new ConflictError(msg('The conversation changed while sending; please try again'));
}

/** The caller's messages in a conversation they can see, from `since` (catching up after a reconnect): after any delete on their side. */
export async function readMessagesSince(callerId: string, conversationId: string, since: string): Promise<ChatMessageItem[]> {
  const member = await getConversationMember(callerId, conversationId);
  if (!member) return [];
  return listMessages(conversationId, { after: member.clearedAt, since, limit: MESSAGE_PAGE });
}

/**
 * A page of the caller's messages going back in time (after any delete on
 * their side): the newest when `cursor` is null, else the page before it.
 * The cursor handed out is signed, so a forged one is a 400.
 */
export async function readMessagePage(callerId: string, conversationId: string, options: { cursor?: string | null; limit?: number } = {}) {
  const member = await getConversationMember(callerId, conversationId);
  if (!member) return { messages: [] as ChatMessageItem[], olderCursor: null };
  const cursor = await readCursor(options.cursor);
  const page = await listMessagePage(conversationId, { after: member.clearedAt, cursor, limit: options.limit ?? OLDER_MESSAGE_PAGE });
  return { messages: page.messages, olderCursor: await signCursor(page.cursor) };
}

/** The caller read the conversation: their unseen count resets and the other side learns when. */
export async function markSeen(callerId: string, conversationId: string) {
  const conversation = await loadParticipantConversation(callerId, conversationId);
  const otherUserId = conversation.customerId === callerId ? conversation.ownerId : conversation.customerId;
  const seenAt = new Date().toISOString();
  await transactWrite(markSeenOperations(callerId, otherUserId, conversationId, seenAt), () => msg('The conversation is not available'));
  return { otherUserId, seenAt };
}

/** The caller's unread messages over all their conversations. */
export async function unseenTotal(userId: string): Promise<number> {
  const members = await listConversationMembers(userId, MAX_MEMBER_ROWS);
  return members.reduce((sum, member) => sum + member.unseenMessages, 0);
}
