import { Head } from '../../components/ui/head';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return (
    <div className="container status-page">
      <Head title="Page not found" description="The page you were looking for doesn’t exist, or it may have moved. Find local businesses, products and events across India on Sbiz." />
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">Page not found</h1>
      <p className="status-page__text">The page you were looking for doesn’t exist, or it may have moved.</p>
      <div className="status-page__actions">
        <ButtonLink to={paths.home.getHref()}>Go to the home page</ButtonLink>
      </div>
    </div>
  );
}
