import { notificationKindLabels } from '../../../../shared/notifications/email';
import { notificationKinds, NotificationPreferencesPatchSchema, UnsubscribeQuerySchema, type NotificationPreferencesPatch } from '../../../../shared/schemas/notifications';
import { getUserById } from '../../../data/entities/user';
import { defineRoute, type DomainRoutes } from '../../../lib/http';
import { loadNotificationPreferences, saveNotificationPreferences } from '../preferences';
import { verifyUnsubscribeToken, UNSUBSCRIBE_LINK_INVALID } from './unsubscribe-token';
import { BadRequestError } from '../../../lib/errors';

type SettingsRouteKey = 'GET /users/notificationPreferences' | 'PATCH /users/notificationPreferences' | 'POST /notifications/unsubscribe';

/** The caller's own switches, and the one-click unsubscribe the mails carry (issue #27 §2). */
export const notificationSettingsRoutes: Pick<DomainRoutes<'notifications'>, SettingsRouteKey> = {
  // The caller's switches: one per kind and channel, and the daily digest (defaults until they choose).
  'GET /users/notificationPreferences': defineRoute({
    handler: async ({ caller }) => ({ preferences: await loadNotificationPreferences(caller.sub) }),
  }),

  // Changes only the switches sent; answers them all as they now are.
  'PATCH /users/notificationPreferences': defineRoute({
    body: NotificationPreferencesPatchSchema,
    handler: async ({ body, caller }) => ({ preferences: await saveNotificationPreferences(caller.sub, body) }),
  }),

  /**
   * RFC 8058 one-click unsubscribe: no sign-in, the signed token names the
   * person and the kind (or all). The body a mail client posts
   * (`List-Unsubscribe=One-Click`) is not read. A forged or expired token is
   * a 400 before anything is written.
   */
  'POST /notifications/unsubscribe': defineRoute({
    query: UnsubscribeQuerySchema,
    handler: async ({ query }) => {
      const { userId, scope } = await verifyUnsubscribeToken(query.token);
      // A token for an account that was deleted since unsubscribes nobody.
      if (!(await getUserById(userId))) throw new BadRequestError(UNSUBSCRIBE_LINK_INVALID);
      const kinds = scope === 'all' ? notificationKinds : [scope];
      const patch: NotificationPreferencesPatch = { kinds: Object.fromEntries(kinds.map((kind) => [kind, { email: false }])) };
      await saveNotificationPreferences(userId, patch);
      const what = scope === 'all' ? 'notification emails' : `emails about ${notificationKindLabels[scope].toLowerCase()}`;
      return { unsubscribed: scope, message: `You will no longer get ${what}. You can switch them back on in your notification settings.` };
    },
  }),
};
