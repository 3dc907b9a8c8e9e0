import { apiRoute } from '../../../lib/api-route';

/** GET /chat/olderMessages/{conversationId}?cursor=: the page of messages before the (signed) cursor, oldest first. */
export function getOlderMessages(conversationId: string, cursor: string) {
  return apiRoute('GET /chat/olderMessages/{conversationId}', { path: { conversationId }, query: { cursor } });
}
