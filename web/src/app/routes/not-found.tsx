import { StatusPage } from '../../components/status-page';
import { useT } from '../../i18n';

export function NotFoundRoute() {
  const t = useT();
  return (
    <StatusPage
      className="container"
      code="404"
      head={{
        title: t('Page not found'),
        description: t('The page you were looking for doesn’t exist, or it may have moved. Find local businesses, products and events across India on Sbiz.'),
      }}
      title={t('Page not found')}
      text={t('The page you were looking for doesn’t exist, or it may have moved.')}
    />
  );
}
