import { ChatMessageEntity } from '../../data/entities/chat-message';
import { applyMessageToMember, LAST_MESSAGE_PREVIEW, paddedSequence } from '../../data/entities/conversation';
import { recordFirstReply, startReplySample } from '../../data/entities/reply-sample';
import { unseenTotal } from '../../data/chat/conversations';
import { sendToUser } from '../../data/sockets';
import type { ServerFrame } from '../../../shared/schemas/chat';
import { defineReactor } from '../stream-records';

/**
 * Keeps each side's conversation row (last message, its time, unseen count)
 * and the business's reply-time samples in step with stored messages. Each
 * row update is conditioned on the stream record's sequence number, so a
 * retried batch does not count a message twice (and the conversation's
 * first message, already on the rows it created with, is skipped by its id).
 * The receiver's open tabs then get their new unread total.
 */
export const chatConversationsReactor = defineReactor({
  name: 'chat-conversations',
  entity: ChatMessageEntity,
  async react(change) {
    const message = change.newItem;
    if (change.kind !== 'INSERT' || !message || !change.sequenceNumber) return;
    const applied = {
      messageId: message.messageId,
      sequence: paddedSequence(change.sequenceNumber),
      createdAt: message.createdAt,
      text: message.text.slice(0, LAST_MESSAGE_PREVIEW),
      senderId: message.senderId,
      hasAttachment: Boolean(message.attachmentKey),
    };
    await Promise.all([
      applyMessageToMember(message.senderId, message.conversationId, applied, false),
      applyMessageToMember(message.receiverId, message.conversationId, applied, true),
      message.fromOwner ? recordFirstReply(message.businessId, message.conversationId, message.createdAt) : startReplySample(message.businessId, message.conversationId, message.createdAt),
    ]);
    // Also after a skipped (already applied) record: the count is what it is, and a repeat is harmless.
    const frame: ServerFrame = { type: 'unseenCount', data: { count: await unseenTotal(message.receiverId) } };
    // Best effort: the count is stored; a tab that misses this push asks again when it reconnects.
    await sendToUser(message.receiverId, frame).catch((error: unknown) => console.warn('Could not push the unread count', error));
  },
});
