import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Head } from '../../components/ui/head';
import { Logo } from '../../components/layouts/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** Shown when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main id="main-content" className="site-main error-page">
      <Head title="Something went wrong" />
      <div className="container status-page">
        <Logo />
        <h1 className="status-page__title">Something went wrong</h1>
        <p className="status-page__text">
          Sorry, this page could not be shown. Reloading usually fixes it.
          {detail && <span className="status-page__detail"> ({detail})</span>}
        </p>
        <div className="status-page__actions">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <ButtonLink to={paths.home.getHref()} variant="outline" reloadDocument>
            Go to the home page
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
