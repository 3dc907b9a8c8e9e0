import { useSearchParams } from '../../../lib/router';
import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { paths } from '../../../config/paths';

/** /business-edit-approved: the confirmation after a business edit (spec 1 §2 route map). */
export function EditApprovedRoute() {
  const [params] = useSearchParams();
  const message = params.get('message') || 'Business Details Updated Successfully';
  return (
    <section className="status-page" aria-labelledby="edit-approved-title">
      <Head title="Business Details Updated" />
      <h1 id="edit-approved-title" className="status-page__title">
        {message}
      </h1>
      <p className="status-page__text">The changes are live on the business profile.</p>
      <ButtonLink to={paths.dashboard.business.getHref()}>Back to your businesses</ButtonLink>
    </section>
  );
}
