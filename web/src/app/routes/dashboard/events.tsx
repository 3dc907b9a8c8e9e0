import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-context';
import { MyEvents } from '../../../features/events/components/my-events';
import { useT } from '../../../i18n';

/** /dashboard/events: the signed-in user's events. */
export function MyEventsRoute() {
  const t = useT();
  const { user } = useSession();
  return (
    <div className="container page">
      <Head title={t('My events')} />
      <div className="page-head">
        <h1 className="page-title">{t('My events')}</h1>
        <ButtonLink to={paths.dashboard.addEvent.getHref()}>{t('Create Event')}</ButtonLink>
      </div>
      {user && <MyEvents userId={user._id} />}
    </div>
  );
}
