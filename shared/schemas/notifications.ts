import * as z from 'zod';
import { msg } from '../i18n/catalog';
import { LOCALES, type Locale } from '../i18n/locales';

/**
 * The contract of the notification centre (issue #27): what a notification is,
 * the API's inputs, and the user's preferences. The in-app centre
 * (functions/domains/notifications) and the mail (functions/domains/notifications/email)
 * both build on these; the sentence a person reads is composed from the stored
 * facts by shared/notifications/describe.ts, so it can be translated later.
 */

/** The kinds a person can switch on or off, one switch per kind and channel. */
export const notificationKinds = ['leads', 'reviews', 'questions', 'followers', 'moderation', 'events', 'messages'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What happened; each belongs to one kind (see `kindOfEvent`). */
export const notificationEvents = [
  'quote-request', // a buyer asked the owner's business or product for a quote
  'lead', // a lead (contact the seller) on the owner's business or product
  'review', // a review on the owner's business or product
  'review-reply', // a reply to a review the user wrote (or on the owner's listing)
  'question', // a question asked on the owner's listing
  'answer', // an answer to the user's question
  'follow', // a new follower of the user or of the owner's business
  'claim-approved',
  'claim-rejected',
  'edit-approved',
  'edit-rejected',
  'event-changed', // an event the user marked going or interested changed
  'event-cancelled',
  'message-waiting', // a chat message unread for more than 10 minutes
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

export const kindOfEvent: Record<NotificationEvent, NotificationKind> = {
  'quote-request': 'leads',
  lead: 'leads',
  review: 'reviews',
  'review-reply': 'reviews',
  question: 'questions',
  answer: 'questions',
  follow: 'followers',
  'claim-approved': 'moderation',
  'claim-rejected': 'moderation',
  'edit-approved': 'moderation',
  'edit-rejected': 'moderation',
  'event-changed': 'events',
  'event-cancelled': 'events',
  'message-waiting': 'messages',
};

/** A notification as the API returns it and as the socket pushes it (`{ type: 'notification', data }`). */
export interface NotificationResponse {
  _id: string;
  /** The recipient. */
  userId: string;
  kind: NotificationKind;
  event: NotificationEvent;
  /** Who caused it, as shown to the recipient ('Asha K.'), when a person did. */
  actorName?: string;
  /** What it is about: the business, product, event, question or conversation's name. */
  subjectName?: string;
  /** A short excerpt of the user's words (review text, question, message), plain text, at most 160 characters. */
  excerpt?: string;
  /** Where it leads on the site: a path starting with '/'. */
  link: string;
  read: boolean;
  createdAt: string;
}

export interface NotificationsPage {
  notifications: NotificationResponse[];
  nextCursor: string | null;
}

/** `GET /notifications?cursor=&limit=`. */
export const NotificationsQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** `PATCH /notifications/markRead` with `{ ids }` or `{ all: true }`. */
export const MarkNotificationsReadSchema = z.union(
  [
    z.object({ ids: z.array(z.string().trim().min(1).max(64)).min(1, msg('Choose at least one notification')).max(100, msg('At most 100 notifications at a time')) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: 'Send { ids: [...] } or { all: true }' },
);
export type MarkNotificationsReadInput = z.infer<typeof MarkNotificationsReadSchema>;

export const notificationChannels = ['inApp', 'email'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const channelSwitches = z.object({ inApp: z.boolean(), email: z.boolean() }).strict();

/** The language a person's notification mails are written in (issue #28). */
const mailLanguage = z.enum(LOCALES, { error: msg('Please choose English or Hindi') });

/** `GET`/`PATCH /users/notificationPreferences`: one switch per kind and channel, the daily digest and the mails' language. */
export const NotificationPreferencesSchema = z
  .object({
    kinds: z.object(Object.fromEntries(notificationKinds.map((kind) => [kind, channelSwitches])) as Record<NotificationKind, typeof channelSwitches>).strict(),
    /** "One mail a day instead of one each time", sent at 9:00 IST. */
    dailyDigest: z.boolean(),
    /** The language of the mails: 'en' or 'hi'. */
    language: mailLanguage,
  })
  .strict();
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** A PATCH may send only what changes. */
export const NotificationPreferencesPatchSchema = z
  .object({
    kinds: z
      .object(Object.fromEntries(notificationKinds.map((kind) => [kind, channelSwitches.partial()])) as Record<NotificationKind, ReturnType<typeof channelSwitches.partial>>)
      .partial()
      .strict()
      .optional(),
    dailyDigest: z.boolean().optional(),
    language: mailLanguage.optional(),
  })
  .strict();
export type NotificationPreferencesPatch = z.infer<typeof NotificationPreferencesPatchSchema>;

/** Everything on, mail one at a time, in English: what a user has before choosing. */
export const defaultNotificationPreferences: NotificationPreferences = {
  kinds: Object.fromEntries(notificationKinds.map((kind) => [kind, { inApp: true, email: true }])) as NotificationPreferences['kinds'],
  dailyDigest: false,
  language: 'en' satisfies Locale,
};

/** `POST /notifications/unsubscribe?token=` (RFC 8058 one-click): no sign-in, the signed token says who and what. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: msg('This unsubscribe link is not valid') })
    .min(10, msg('This unsubscribe link is not valid'))
    .max(2000),
});
