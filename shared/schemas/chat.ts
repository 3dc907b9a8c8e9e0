import * as z from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '../chat/message-text';
import { boundedText, uploadKey } from './common';
import type { NotificationResponse } from './notifications';
import { msg } from '../i18n/catalog';

/**
 * The Ask protocol on the WebSocket API (spec 2 §7 Messaging). Clients send
 * `{ action, ...payload }`; the server answers `{ type, data }` or
 * `{ type: 'error', message }`. Every id and string is bounded.
 */
export const chatId = z
  .string()
  .trim()
  .min(1, msg('An id is required'))
  .max(64)
  .regex(/^[\w:-]+$/, msg('That id is not valid'));

/** A frame larger than this is refused before it is parsed (API Gateway's own limit is 128 KB). */
export const MAX_FRAME_BYTES = 32 * 1024;

const messageText = z.string().max(MESSAGE_MAX_LENGTH + 200, MESSAGE_TOO_LONG);
/** What the client last has: messages at or after this time are sent again (the client drops ids it holds). */
const since = z.iso.datetime({ offset: true }).optional();

export const ClientFrameSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.literal('getAllConversations'), userId: chatId }),
  z.object({ action: z.literal('addUser'), userId: chatId, otherUserId: chatId.optional(), businessId: chatId.optional() }),
  z.object({ action: z.literal('getUnseenCount'), userId: chatId.optional() }),
  z.object({ action: z.literal('joinRoom'), userId: chatId, otherUserId: chatId, businessId: chatId }),
  z.object({ action: z.literal('getUserMsgs'), senderId: chatId, receiverId: chatId, businessId: chatId, since }),
  z.object({
    action: z.literal('sendMessage'),
    senderId: chatId,
    receiverId: chatId,
    businessId: chatId,
    cityName: boundedText(100).optional(),
    text: messageText.optional(),
    /** An upload key from POST /uploads/presign (kind chat) under the sender's prefix. */
    imgUrl: uploadKey.optional(),
    /** The sender's own id for this message, so a resend after a reconnect is not stored twice. */
    clientId: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[\w-]+$/, msg('clientId is not valid')),
    createdAt: z.string().max(40).optional(),
    productId: chatId.optional(),
  }),
  z.object({ action: z.literal('markMessagesAsSeen'), conversationId: chatId, userId: chatId }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
export type ClientAction = ClientFrame['action'];

/** A stored message as both sides receive it (spec 2 §3 Message). */
export interface ChatMessage {
  _id: string;
  clientId?: string;
  conversationId: string;
  senderId: string;
  receiverId: string;
  text: string;
  /** Where the attachment is read from, when there is one. */
  imgUrl?: string;
  createdAt: string;
  /** Its place in the conversation (1, 2, 3…, in the order stored); messages from before the numbers have none. */
  seq?: number;
  businessId: string;
  cityName: string;
  productId?: string;
}

export interface ChatUserContext {
  _id: string;
  name: string;
  image?: string;
  phone?: string;
  verifiedPhones: string[];
  home: string[];
  email?: string;
  cityName?: string;
}

export interface ChatBusinessContext {
  _id: string;
  name: string;
  slug: string;
  logo?: string;
  owner: string;
  unClaimed: boolean;
  countryName: string;
  contact: { phone?: string };
  rating: { average: number; count: number };
  establishmentYear?: number;
  followers: number;
  description?: string;
  address: { suite?: string; street?: string; city?: string; state?: string; zipCode?: string };
  paymentTypes: string[];
  media: string[];
  cityName: string;
}

/** One row of the conversation list, seen from the caller's side (spec 2 §3 Conversation). */
export interface ChatConversation {
  _id: string;
  businessId: string;
  cityName: string;
  /** The other participant's user id: who the caller's messages go to. */
  otherUserId: string;
  /** Whether the caller is the business's owner in this conversation. */
  isOwner: boolean;
  owner: string;
  userContext: ChatUserContext;
  businessContext: ChatBusinessContext;
  lastMessage: { text: string; timeNow: string; senderId: string; hasAttachment: boolean } | null;
  unseenMessages: number;
  /** When the other side last read the conversation: messages sent up to then are seen. */
  otherReadAt?: string;
}

export interface ServerFrames {
  allConversations: { conversations: ChatConversation[] };
  getMessage: ChatMessage;
  /** `olderCursor` comes with the newest page (not with a `since` catch-up): null when there is nothing older. */
  userMsgs: { conversationId: string; messages: ChatMessage[]; olderCursor?: string | null };
  unseenCount: { count: number };
  messagesSeen: { conversationId: string; userId: string; seenAt: string };
  getUsers: { users: { userId: string; online: boolean }[] };
  pong: { at: string };
  /** A new notification for the user (issue #27), pushed to each of their open tabs. */
  notification: NotificationResponse;
  /** The user's unread notification count after they marked some read (in this or another tab). */
  notificationCount: { count: number };
}
export type ServerFrame = { [K in keyof ServerFrames]: { type: K; data: ServerFrames[K] } }[keyof ServerFrames] | { type: 'error'; message: string; action?: string };

/** POST /businesses/getContexts/{businessId} */
export const GetContextsSchema = z.object({ cityName: boundedText(100).min(1, msg('cityName is required')) });
export interface ChatContextsResponse {
  conversation: (ChatConversation & { messages: ChatMessage[]; olderCursor: string | null }) | null;
  userContext: ChatUserContext;
  businessContext: ChatBusinessContext;
  owner: string;
}

/** GET /chat/searchMessagesInConversation/{conversationId}?query= */
export const SearchMessagesQuerySchema = z.object({
  query: z.string().trim().min(1, msg('Enter something to search for')).max(100, msg('Please keep the search under 100 characters')),
  participant1: chatId.optional(),
  participant2: chatId.optional(),
  businessId: chatId.optional(),
});
export interface SearchMessagesResponse {
  messages: Pick<ChatMessage, '_id' | 'text' | 'senderId' | 'createdAt'>[];
  count: number;
}

/** GET /chat/olderMessages/{conversationId}?cursor=&limit=: the page of messages before the cursor. */
export const OlderMessagesQuerySchema = z.object({
  cursor: z.string().trim().min(1, msg('cursor is required')).max(2000, msg('Invalid cursor')),
  limit: z.coerce.number().int(msg('limit must be a whole number')).min(1, msg('limit must be from 1 to 100')).max(100, msg('limit must be from 1 to 100')).default(50),
});
export interface OlderMessagesResponse {
  /** Oldest first. */
  messages: ChatMessage[];
  olderCursor: string | null;
}

/** DELETE /chat/deleteConversation: by the spec's participants and business, or by id. */
export const DeleteConversationSchema = z.union([z.object({ conversationId: chatId }), z.object({ participant1: chatId, participant2: chatId, businessId: chatId })]);
export type DeleteConversationInput = z.infer<typeof DeleteConversationSchema>;

/** GET /chat/responseTime/{businessId} */
export { type ReplyStats } from '../chat/reply-time';
