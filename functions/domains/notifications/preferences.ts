import {
  defaultNotificationPreferences,
  notificationChannels,
  notificationKinds,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesPatch,
} from '../../../shared/schemas/notifications';
import { isLocale } from '../../../shared/i18n/locales';
import { NotificationPreferenceEntity, switchAttribute } from '../../data/entities/notification-preference';

type StoredPreferences = Partial<Record<string, unknown>>;

/** Stored switches over the defaults: a switch never set reads as its default. */
function fromItem(item: StoredPreferences | undefined): NotificationPreferences {
  const kinds = Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      Object.fromEntries(
        notificationChannels.map((channel) => {
          const saved = item?.[switchAttribute(channel, kind)];
          return [channel, typeof saved === 'boolean' ? saved : defaultNotificationPreferences.kinds[kind][channel]];
        }),
      ),
    ]),
  ) as NotificationPreferences['kinds'];
  const dailyDigest = typeof item?.dailyDigest === 'boolean' ? item.dailyDigest : defaultNotificationPreferences.dailyDigest;
  const language = isLocale(item?.language) ? item.language : defaultNotificationPreferences.language;
  return { kinds, dailyDigest, language };
}

/** A user's notification preferences; the defaults (everything on, one mail each time) when they never chose. */
export async function loadNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const { data } = await NotificationPreferenceEntity.get({ userId }).go();
  return fromItem(data ?? undefined);
}

/** Whether the user wants this kind on this channel. */
export function wants(preferences: NotificationPreferences, kind: NotificationKind, channel: NotificationChannel): boolean {
  return preferences.kinds[kind][channel];
}

/** Sets only the switches a validated patch names (one update), and answers the preferences as they now are. */
export async function saveNotificationPreferences(userId: string, patch: NotificationPreferencesPatch): Promise<NotificationPreferences> {
  const changes: Record<string, boolean | string> = {};
  for (const kind of notificationKinds) {
    for (const channel of notificationChannels) {
      const value = patch.kinds?.[kind]?.[channel];
      if (typeof value === 'boolean') changes[switchAttribute(channel, kind)] = value;
    }
  }
  if (typeof patch.dailyDigest === 'boolean') changes.dailyDigest = patch.dailyDigest;
  if (patch.language) changes.language = patch.language;
  const { data } = await NotificationPreferenceEntity.upsert({ userId, ...changes }).go({ response: 'all_new' });
  return fromItem(data);
}
