import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n';

/** The way back to the hub from every admin screen. */
export function AdminPortalNav() {
  const t = useT();
  return (
    <nav aria-label={t('Breadcrumb')} className="admin-breadcrumb">
      <Link to={paths.admin.portal.getHref()}>{t('Admin Portal')}</Link>
    </nav>
  );
}
