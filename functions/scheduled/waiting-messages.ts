import type { Context } from 'aws-lambda';
import { getBusinessById } from '../data/entities/business';
import { dropChatWait, dueChatWaits, markChatWaitNotified, type ChatWaitItem } from '../data/entities/chat-wait';
import { getConversationMember } from '../data/entities/conversation';
import { getUserById } from '../data/entities/user';
import { sendHeldMails } from '../domains/notifications/email/deliver';
import { logger } from '../lib/observability';
import { notify } from '../streams/reactors/notifications';
import { actorDisplayName, notificationExcerpt, notificationLinks } from '../../shared/notifications/links';

/** Waits older than this are still swept (a stopped timer catches up), never older ones. */
const SWEEP_HOURS = 6;

/** Tells the receiver of one due wait, unless they have read the conversation meanwhile. */
async function settle(wait: ChatWaitItem, now: Date) {
  const member = await getConversationMember(wait.receiverId, wait.conversationId);
  if (!member || member.unseenMessages <= 0 || (member.lastReadAt && member.lastReadAt >= wait.since)) return dropChatWait(wait);
  const [sender, business] = await Promise.all([getUserById(wait.senderId), getBusinessById(wait.businessId)]);
  // The owner's side speaks as the business; a customer by their name.
  const actorName = member.isOwner ? actorDisplayName(sender) : (business?.name ?? actorDisplayName(sender));
  await notify({
    recipientId: wait.receiverId,
    // Named by the wait's start: a sweep that stopped between notifying and marking makes the same one again.
    id: `message-waiting:${wait.conversationId}:${wait.since}`,
    event: 'message-waiting',
    actorId: wait.senderId,
    actorName,
    subjectName: member.isOwner ? business?.name : undefined,
    excerpt: notificationExcerpt(member.lastMessageText),
    link: notificationLinks.conversation(wait.conversationId),
  });
  await markChatWaitNotified(wait, now);
}

/**
 * The 'message waiting' sweep (issue #27): every chat whose first unread
 * message has waited 10 minutes makes one notification for its receiver.
 * Run every 2 minutes by an EventBridge schedule on AWS and by a timer on the
 * local stack (scripts/local/stack.ts). Answers how many waits it settled.
 */
export async function sweepWaitingMessages(now = new Date()): Promise<number> {
  const due = await dueChatWaits(now, SWEEP_HOURS);
  for (const wait of due) {
    try {
      await settle(wait, now);
    } catch (error) {
      // One bad wait must not hold up the others; it is still pending and the next sweep tries it again.
      logger.warn('Could not settle a waiting message', { conversationId: wait.conversationId, error });
    }
  }
  return due.length;
}

/**
 * Everything the 2-minute schedule runs: the waiting-messages sweep, then the
 * notification mails the 10-minute throttle held back whose window has lapsed
 * (functions/domains/notifications/email/deliver.ts). Answers both counts.
 */
export async function runTwoMinuteSweeps(now = new Date()): Promise<{ settled: number; heldMails: number }> {
  const settled = await sweepWaitingMessages(now);
  const heldMails = await sendHeldMails(now);
  return { settled, heldMails };
}

export async function handler(_event: unknown, context?: Context) {
  if (context) logger.addContext(context);
  try {
    const { settled, heldMails } = await runTwoMinuteSweeps();
    if (settled || heldMails) logger.info('two-minute sweeps', { settled, heldMails });
  } finally {
    logger.resetKeys();
  }
}
