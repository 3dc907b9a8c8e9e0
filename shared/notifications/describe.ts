import type { NotificationEvent, NotificationResponse } from '../schemas/notifications';
import type { MessageValues, Translate } from '../i18n/translate';

type Facts = Pick<NotificationResponse, 'event' | 'actorName' | 'subjectName'>;

/**
 * English without a catalog: the sentences below hold only simple
 * placeholders, so the mails (and anything else that passes no translator)
 * read the same English as before, with no compiled catalog loaded.
 */
const english: Translate = (message: string, values?: MessageValues) => message.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

const named = (name?: string) => name?.trim() || undefined;

/**
 * Each event's sentence. A missing name has its own message rather than a
 * translated stand-in ("Someone"): Hindi changes the sentence around it
 * ("किसी ने …", "कोई … कर रहा है").
 */
const sentences: Record<NotificationEvent, (facts: Facts, t: Translate) => string> = {
  'quote-request': ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('{actor} asked {subject} for a quote', { actor, subject });
    if (actor) return t('{actor} asked your listing for a quote', { actor });
    if (subject) return t('Someone asked {subject} for a quote', { subject });
    return t('Someone asked your listing for a quote');
  },
  lead: ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('New lead for {subject} from {actor}', { actor, subject });
    if (actor) return t('New lead for your listing from {actor}', { actor });
    if (subject) return t('New lead for {subject} from Someone', { subject });
    return t('New lead for your listing from Someone');
  },
  review: ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('{actor} reviewed {subject}', { actor, subject });
    if (actor) return t('{actor} reviewed your listing', { actor });
    if (subject) return t('Someone reviewed {subject}', { subject });
    return t('Someone reviewed your listing');
  },
  'review-reply': ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('{actor} replied to a review of {subject}', { actor, subject });
    if (actor) return t('{actor} replied to a review of your listing', { actor });
    if (subject) return t('Someone replied to a review of {subject}', { subject });
    return t('Someone replied to a review of your listing');
  },
  question: ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('{actor} asked a question about {subject}', { actor, subject });
    if (actor) return t('{actor} asked a question about your listing', { actor });
    if (subject) return t('Someone asked a question about {subject}', { subject });
    return t('Someone asked a question about your listing');
  },
  answer: ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    const subject = named(subjectName);
    if (actor && subject) return t('{actor} answered your question about {subject}', { actor, subject });
    if (actor) return t('{actor} answered your question about your listing', { actor });
    if (subject) return t('Someone answered your question about {subject}', { subject });
    return t('Someone answered your question about your listing');
  },
  // The follower's sentence names what was followed as it was given (no "your listing" in its place).
  follow: ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    if (subjectName) return actor ? t('{actor} started following {subject}', { actor, subject: subjectName }) : t('Someone started following {subject}', { subject: subjectName });
    return actor ? t('{actor} started following you', { actor }) : t('Someone started following you');
  },
  'claim-approved': ({ subjectName }, t) => {
    const subject = named(subjectName);
    return subject ? t('Your claim of {subject} was approved', { subject }) : t('Your claim of your listing was approved');
  },
  'claim-rejected': ({ subjectName }, t) => {
    const subject = named(subjectName);
    return subject ? t('Your claim of {subject} was not approved', { subject }) : t('Your claim of your listing was not approved');
  },
  'edit-approved': ({ subjectName }, t) => {
    const subject = named(subjectName);
    return subject ? t('Your suggested edit to {subject} was approved', { subject }) : t('Your suggested edit to your listing was approved');
  },
  'edit-rejected': ({ subjectName }, t) => {
    const subject = named(subjectName);
    return subject ? t('Your suggested edit to {subject} was not approved', { subject }) : t('Your suggested edit to your listing was not approved');
  },
  'event-changed': ({ subjectName }, t) => {
    const event = named(subjectName);
    return event ? t('{event} has changed', { event }) : t('An event you marked has changed');
  },
  'event-cancelled': ({ subjectName }, t) => {
    const event = named(subjectName);
    return event ? t('{event} was cancelled', { event }) : t('An event you marked was cancelled');
  },
  'message-waiting': ({ actorName, subjectName }, t) => {
    const actor = named(actorName);
    if (subjectName)
      return actor ? t('{actor} is waiting for your reply on {subject}', { actor, subject: subjectName }) : t('Someone is waiting for your reply on {subject}', { subject: subjectName });
    return actor ? t('{actor} is waiting for your reply', { actor }) : t('Someone is waiting for your reply');
  },
};

/**
 * The one-line sentence a person reads for a notification, in the bell, on
 * /dashboard/notifications and as the subject of its mail. Composed from the
 * stored facts rather than stored as text, so that it is read in the page's
 * language: pass the page's `t` (useT()); without one it is English.
 */
export function describeNotification(facts: Facts, t: Translate = english): string {
  return sentences[facts.event](facts, t);
}
