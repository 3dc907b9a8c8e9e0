import { useSearchParams } from '../../../lib/router';
import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';
import { useMessageText } from '../../../lib/message-text';

/** /business-edit-approved: the confirmation after a business edit (spec 1 §2 route map). */
export function EditApprovedRoute() {
  const t = useT();
  const text = useMessageText();
  const [params] = useSearchParams();
  const message = params.get('message') || t('Business Details Updated Successfully');
  return (
    <section className="status-page" aria-labelledby="edit-approved-title">
      <Head title={t('Business Details Updated')} />
      <h1 id="edit-approved-title" className="status-page__title">
        {text(message)}
      </h1>
      <p className="status-page__text">{t('The changes are live on the business profile.')}</p>
      <ButtonLink to={paths.dashboard.business.getHref()}>{t('Back to your businesses')}</ButtonLink>
    </section>
  );
}
