import { Head } from '../../components/ui/head';
import { Logo } from '../../components/layouts/logo';
import { Button, ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useRouteError } from '../../lib/router';
import { useT } from '../../i18n';

/** Shown when a route fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  const t = useT();
  return (
    <main id="main-content" className="site-main error-page">
      <Head title={t('Something went wrong')} />
      <div className="container status-page">
        <Logo />
        <h1 className="status-page__title">{t('Something went wrong')}</h1>
        <p className="status-page__text">{t('Sorry, this page could not be shown. Reloading usually fixes it.')}</p>
        <div className="status-page__actions">
          <Button onClick={() => window.location.reload()}>{t('Reload the page')}</Button>
          <ButtonLink to={paths.home.getHref()} variant="outline" reloadDocument>
            {t('Go to the home page')}
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
