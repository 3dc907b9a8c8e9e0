import type { OlderMessagesResponse } from '@shared/schemas/chat';
import { api } from '../../../lib/api-client';

/** GET /chat/olderMessages/{conversationId}?cursor=: the page of messages before the (signed) cursor, oldest first. */
export function getOlderMessages(conversationId: string, cursor: string) {
  return api.get<OlderMessagesResponse>(`/chat/olderMessages/${encodeURIComponent(conversationId)}`, { params: { cursor } });
}
