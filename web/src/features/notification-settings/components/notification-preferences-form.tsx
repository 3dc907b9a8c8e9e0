import { notificationChannels, notificationKinds, type NotificationChannel, type NotificationKind, type NotificationPreferencesPatch } from '@shared/schemas/notifications';
import { notificationKindLabels } from '@shared/notifications/email';
import { isLocale, LOCALES, localeName } from '@shared/i18n/locales';
import { FormAlert } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { msg, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const channelLabels: Record<NotificationChannel, string> = { inApp: msg('In the app'), email: msg('By email') };

/**
 * One switch per kind and channel, the daily digest and the language of the
 * mails. Each change is saved at once (PATCH with that switch alone) and
 * announced, so nothing waits on a Save button a person may never find.
 */
export function NotificationPreferencesForm() {
  const t = useT();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <FormAlert message={errorMessage(preferences.error)} />;
  const current = preferences.data;
  const change = (patch: NotificationPreferencesPatch) => save.mutate(patch);
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) => change({ kinds: { [kind]: { [channel]: on } } });

  return (
    <div className="notification-settings">
      <FormAlert message={save.isError ? errorMessage(save.error) : undefined} />
      <p className="notification-settings__status" role="status" aria-live="polite">
        {save.isPending ? t('Saving…') : save.isSuccess ? t('Saved') : ''}
      </p>
      <table className="notification-settings__table">
        <caption className="visually-hidden">{t('What we tell you about, and how')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Tell me about')}</th>
            {notificationChannels.map((channel) => (
              <th key={channel} scope="col">
                {t(channelLabels[channel])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(notificationKindLabels[kind])}</th>
              {notificationChannels.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    role="switch"
                    className="notification-settings__switch"
                    aria-label={t('{kind}: {channel}', { kind: t(notificationKindLabels[kind]), channel: t(channelLabels[channel]).toLowerCase() })}
                    checked={current.kinds[kind][channel]}
                    onChange={(event) => toggle(kind, channel, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>

      <fieldset className="notification-settings__digest">
        <legend>{t('How often we email')}</legend>
        <label className="notification-settings__choice">
          <input type="radio" name="digest" checked={!current.dailyDigest} onChange={() => change({ dailyDigest: false })} />
          <span>{t('One mail each time (at most one about the same thing in 10 minutes)')}</span>
        </label>
        <label className="notification-settings__choice">
          <input type="radio" name="digest" checked={current.dailyDigest} onChange={() => change({ dailyDigest: true })} />
          <span>{t('One mail a day instead of one each time, at 9:00 IST')}</span>
        </label>
      </fieldset>

      <label className="field notification-settings__language">
        <span className="field__label">{t('Language of e-mails')}</span>
        <select
          className="input"
          value={current.language}
          onChange={(event) => {
            if (isLocale(event.target.value)) change({ language: event.target.value });
          }}
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeName[locale]}
            </option>
          ))}
        </select>
      </label>
      <p className="notification-settings__note">{t('Every email has an unsubscribe link that switches its kind off in one click.')}</p>
    </div>
  );
}
