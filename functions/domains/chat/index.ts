import * as z from 'zod';
import { getBusinessById } from '../../data/entities/business';
import { searchMessages } from '../../data/entities/chat-message';
import { clearConversation, conversationIdFor, getConversation, getConversationMember } from '../../data/entities/conversation';
import { listReplySamples } from '../../data/entities/reply-sample';
import { getUserById } from '../../data/entities/user';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { createDomainHandler, defineRoute, type DomainRoutes } from '../../lib/http';
import { toBusinessContext, toChatMessage, toConversationRow, toUserContext } from '../../data/chat/contexts';
import { isParticipant, loadParticipantConversation, NO_ACCESS, readMessagePage } from '../../data/chat/conversations';
import { replyStats, type ReplyStats } from '../../../shared/chat/reply-time';
import {
  chatId,
  DeleteConversationSchema,
  GetContextsSchema,
  OlderMessagesQuerySchema,
  SearchMessagesQuerySchema,
  type ChatContextsResponse,
  type DeleteConversationInput,
  type OlderMessagesResponse,
  type SearchMessagesResponse,
} from '../../../shared/schemas/chat';
import { msg } from '../../../shared/i18n/catalog';

/** Search reads at most this many of a conversation's newest messages, and answers at most this many matches. */
const SEARCH_MAX_SCANNED = 2000;
const SEARCH_MAX_RESULTS = 100;
/** Reply-time figures read at most this many conversations of the window. */
const REPLY_SAMPLE_LIMIT = 1000;

/** The conversation a delete names, by id or by the spec's participants and business; the caller must be in it. */
function conversationIdToDelete(callerId: string, input: DeleteConversationInput): string {
  if ('conversationId' in input) return input.conversationId;
  if (input.participant1 !== callerId && input.participant2 !== callerId) throw new ForbiddenError(NO_ACCESS);
  return conversationIdFor(input.participant1, input.participant2, input.businessId);
}

export const chatRoutes: DomainRoutes<'chat'> = {
  // Opening the chat with a business: the conversation (if any) with its messages, both cards and the owner.
  'POST /businesses/getContexts/{businessId}': defineRoute({
    path: z.object({ businessId: chatId }),
    body: GetContextsSchema,
    handler: async ({ path, caller }): Promise<ChatContextsResponse> => {
      const callerId = caller.sub;
      const [business, user] = await Promise.all([getBusinessById(path.businessId), getUserById(callerId)]);
      if (!business || business.status === 'suspended') throw new NotFoundError(msg('Business not found'));
      if (business.ownerId === callerId) throw new BadRequestError(msg("You can't message your own business"));
      const conversationId = conversationIdFor(callerId, business.ownerId, business.businessId);
      const [conversation, member] = await Promise.all([getConversation(conversationId), getConversationMember(callerId, conversationId)]);
      const page = conversation && member ? await readMessagePage(callerId, conversationId) : { messages: [], olderCursor: null };
      return {
        conversation: member ? { ...toConversationRow(member, user, business), messages: page.messages.map(toChatMessage), olderCursor: page.olderCursor } : null,
        userContext: toUserContext(user, callerId),
        businessContext: toBusinessContext(business, business.businessId),
        owner: business.ownerId,
      };
    },
  }),

  // Scrolling up in a chat: the page of messages before the cursor the newest page (or the previous older page) came with; participants only.
  'GET /chat/olderMessages/{conversationId}': defineRoute({
    path: z.object({ conversationId: chatId }),
    query: OlderMessagesQuerySchema,
    handler: async ({ path, query, caller }): Promise<OlderMessagesResponse> => {
      await loadParticipantConversation(caller.sub, path.conversationId);
      const page = await readMessagePage(caller.sub, path.conversationId, { cursor: query.cursor, limit: query.limit });
      return { messages: page.messages.map(toChatMessage), olderCursor: page.olderCursor };
    },
  }),

  // Messages of one conversation containing the query, case-insensitive, newest first; participants only.
  'GET /chat/searchMessagesInConversation/{conversationId}': defineRoute({
    path: z.object({ conversationId: chatId }),
    query: SearchMessagesQuerySchema,
    handler: async ({ path, query, caller }): Promise<SearchMessagesResponse> => {
      await loadParticipantConversation(caller.sub, path.conversationId);
      const member = await getConversationMember(caller.sub, path.conversationId);
      const found = await searchMessages(path.conversationId, query.query.toLowerCase(), {
        after: member?.clearedAt,
        limit: SEARCH_MAX_RESULTS,
        maxScanned: SEARCH_MAX_SCANNED,
      });
      const messages = found.map(({ messageId, text, senderId, createdAt }) => ({ _id: messageId, text, senderId, createdAt }));
      return { messages, count: messages.length };
    },
  }),

  // Deletes the chat for the caller only: the other side keeps it.
  'DELETE /chat/deleteConversation': defineRoute({
    body: DeleteConversationSchema,
    handler: async ({ body, caller }) => {
      const callerId = caller.sub;
      const conversationId = conversationIdToDelete(callerId, body);
      const conversation = await getConversation(conversationId);
      if (!conversation || !isParticipant(conversation, callerId)) throw new ForbiddenError(NO_ACCESS);
      await clearConversation(callerId, conversationId, new Date().toISOString());
      return { message: 'Conversation deleted', conversationId };
    },
  }),

  // The business's median first-reply time and reply rate over the last 30 days of Ask.
  'GET /chat/responseTime/{businessId}': defineRoute({
    path: z.object({ businessId: chatId }),
    handler: async ({ path }): Promise<ReplyStats> => replyStats(await listReplySamples(path.businessId, REPLY_SAMPLE_LIMIT)),
  }),
};

export const handler = createDomainHandler('chat', chatRoutes);
