import type { NotificationEvent, NotificationResponse } from '../schemas/notifications';

type Facts = Pick<NotificationResponse, 'event' | 'actorName' | 'subjectName'>;

const someone = (name?: string) => name?.trim() || 'Someone';
const it = (name?: string) => name?.trim() || 'your listing';

const sentences: Record<NotificationEvent, (facts: Facts) => string> = {
  'quote-request': ({ actorName, subjectName }) => `${someone(actorName)} asked ${it(subjectName)} for a quote`,
  lead: ({ actorName, subjectName }) => `New lead for ${it(subjectName)} from ${someone(actorName)}`,
  review: ({ actorName, subjectName }) => `${someone(actorName)} reviewed ${it(subjectName)}`,
  'review-reply': ({ actorName, subjectName }) => `${someone(actorName)} replied to a review of ${it(subjectName)}`,
  question: ({ actorName, subjectName }) => `${someone(actorName)} asked a question about ${it(subjectName)}`,
  answer: ({ actorName, subjectName }) => `${someone(actorName)} answered your question about ${it(subjectName)}`,
  follow: ({ actorName, subjectName }) => (subjectName ? `${someone(actorName)} started following ${subjectName}` : `${someone(actorName)} started following you`),
  'claim-approved': ({ subjectName }) => `Your claim of ${it(subjectName)} was approved`,
  'claim-rejected': ({ subjectName }) => `Your claim of ${it(subjectName)} was not approved`,
  'edit-approved': ({ subjectName }) => `Your suggested edit to ${it(subjectName)} was approved`,
  'edit-rejected': ({ subjectName }) => `Your suggested edit to ${it(subjectName)} was not approved`,
  'event-changed': ({ subjectName }) => `${subjectName?.trim() || 'An event you marked'} has changed`,
  'event-cancelled': ({ subjectName }) => `${subjectName?.trim() || 'An event you marked'} was cancelled`,
  'message-waiting': ({ actorName, subjectName }) => `${someone(actorName)} is waiting for your reply${subjectName ? ` on ${subjectName}` : ''}`,
};

/**
 * The one-line sentence a person reads for a notification, in the bell, on
 * /dashboard/notifications and as the subject of its mail. Composed from the
 * stored facts rather than stored as text, so a Hindi catalogue can replace it.
 */
export function describeNotification(facts: Facts): string {
  return sentences[facts.event](facts);
}
