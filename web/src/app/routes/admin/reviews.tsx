import { Head } from '../../../components/ui/head';
import { ModerationQueue } from '../../../features/reviews/components/moderation-queue';
import { useT } from '../../../i18n';

/** /admin-portal/reviews (admins only): the review moderation queue. */
export function ReviewModerationRoute() {
  const t = useT();
  return (
    <div className="container page">
      <Head title={t('Reported reviews (admin)')} />
      <h1>{t('Reported reviews')}</h1>
      <ModerationQueue />
    </div>
  );
}
