import { msg } from '../i18n/catalog';
import type { NotificationKind } from '../schemas/notifications';

/** What each switch is about, as the settings page and the mails name it. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  leads: msg('Leads and quote requests'),
  reviews: msg('Reviews and replies'),
  questions: msg('Questions and answers'),
  followers: msg('New followers'),
  moderation: msg('Claims and suggested edits'),
  events: msg('Changes to events you marked'),
  messages: msg('Messages waiting for your reply'),
};

/** The pages a mail links to, with the same shapes as web/src/config/paths.ts (shared/ may not import web/). */
export const notificationEmailPaths = {
  settings: '/dashboard/settings/notifications',
  /** The confirm page: a button that posts the token, so a mail client's prefetch of the link unsubscribes nobody. */
  unsubscribe: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`,
  /** The API that one-click unsubscribe (RFC 8058) posts to. */
  oneClick: (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
};
