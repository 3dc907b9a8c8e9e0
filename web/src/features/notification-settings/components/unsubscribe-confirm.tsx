import { Button, ButtonLink } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useUnsubscribe } from '../api/notification-preferences';

/**
 * The page a mail's unsubscribe link opens: one button that posts the token.
 * Opening the link changes nothing, so a mail client or scanner that fetches
 * links ahead of the reader unsubscribes nobody.
 */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  if (unsubscribe.isSuccess) {
    return (
      <div className="form">
        <FormAlert tone="success" message={unsubscribe.data.message} />
        <ButtonLink variant="outline" to={paths.dashboard.notificationSettings.getHref()}>
          Notification settings
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="form">
      <FormAlert message={unsubscribe.error ? errorMessage(unsubscribe.error) : undefined} />
      <p>Press the button to stop these emails. You will still see notifications in the app.</p>
      <Button size="lg" block isLoading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
        {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
      </Button>
      {unsubscribe.isError && (
        <ButtonLink variant="outline" to={paths.dashboard.notificationSettings.getHref()}>
          Change what we email you instead
        </ButtonLink>
      )}
    </div>
  );
}
