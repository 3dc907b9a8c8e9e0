import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';

/** The way back to the hub from every admin screen. */
export function AdminPortalNav() {
  return (
    <nav aria-label="Breadcrumb" className="admin-breadcrumb">
      <Link to={paths.admin.portal.getHref()}>Admin Portal</Link>
    </nav>
  );
}
