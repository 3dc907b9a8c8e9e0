import { notificationChannels, notificationKinds, type NotificationChannel, type NotificationKind, type NotificationPreferencesPatch } from '@shared/schemas/notifications';
import { notificationKindLabels } from '@shared/notifications/email';
import { FormAlert } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notification-preferences';

const channelLabels: Record<NotificationChannel, string> = { inApp: 'In the app', email: 'By email' };

/**
 * One switch per kind and channel, and the daily digest. Each change is saved
 * at once (PATCH with that switch alone) and announced, so nothing waits on a
 * Save button a person may never find.
 */
export function NotificationPreferencesForm() {
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
        {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved' : ''}
      </p>
      <table className="notification-settings__table">
        <caption className="visually-hidden">What we tell you about, and how</caption>
        <thead>
          <tr>
            <th scope="col">Tell me about</th>
            {notificationChannels.map((channel) => (
              <th key={channel} scope="col">
                {channelLabels[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notificationKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row">{notificationKindLabels[kind]}</th>
              {notificationChannels.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    role="switch"
                    className="notification-settings__switch"
                    aria-label={`${notificationKindLabels[kind]}: ${channelLabels[channel].toLowerCase()}`}
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
        <legend>How often we email</legend>
        <label className="notification-settings__choice">
          <input type="radio" name="digest" checked={!current.dailyDigest} onChange={() => change({ dailyDigest: false })} />
          <span>One mail each time (at most one about the same thing in 10 minutes)</span>
        </label>
        <label className="notification-settings__choice">
          <input type="radio" name="digest" checked={current.dailyDigest} onChange={() => change({ dailyDigest: true })} />
          <span>One mail a day instead of one each time, at 9:00 IST</span>
        </label>
      </fieldset>
      <p className="notification-settings__note">Every email has an unsubscribe link that switches its kind off in one click.</p>
    </div>
  );
}
