import { useQuery } from '@tanstack/react-query';
import { dashboardLinks } from '../../../components/layouts/dashboard-links';
import { ButtonLink } from '../../../components/ui/button';
import { Head } from '../../../components/ui/head';
import { useT } from '../../../i18n';
import { StoreIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { useSession } from '../../../lib/session-context';
import { getUserBusinessesQueryOptions } from '../../../features/business-setup/api/business-setup-api';

/** /dashboard: the member's home, one card per dashboard page; an owner sees their businesses first. */
export function DashboardHomeRoute() {
  const { user, isBusinessOwner } = useSession();
  const t = useT();
  const listings = useQuery({ ...getUserBusinessesQueryOptions(user?._id ?? ''), enabled: Boolean(user && isBusinessOwner) });
  if (!user) return null;
  const businesses = listings.data?.data ?? [];
  const total = listings.data?.pagination.total ?? businesses.length;
  return (
    <div className="container page dashboard-home">
      <Head title={t('Your dashboard')} />
      <header className="page__header">
        <p className="page__eyebrow">{t('Dashboard')}</p>
        <h1 className="page__title">{t('Hello, {name}', { name: user.firstName })}</h1>
        <p className="page__subtitle">{t('Everything you manage on Sbiz, in one place.')}</p>
      </header>

      {isBusinessOwner && listings.isSuccess && (
        <section aria-labelledby="dashboard-businesses" className="dashboard-home__businesses">
          <h2 id="dashboard-businesses" className="section-title">
            {t('Your businesses ({count})', { count: total })}
          </h2>
          <ul className="welcome__listings">
            {businesses.map((business) => (
              <li key={business._id} className="card welcome__step">
                <StoreIcon size={22} />
                <div>
                  <h3>
                    <Link to={paths.business.profile.getHref({ city: business.cityName, slug: business.slug })}>{business.name}</Link>
                  </h3>
                  <div className="welcome__actions">
                    <ButtonLink size="sm" to={paths.dashboard.business.getHref({ businessId: business._id, city: business.cityName })} aria-label={t('Edit {name}', { name: business.name })}>
                      {t('Edit')}
                    </ButtonLink>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav aria-label={t('Dashboard pages')}>
        <ul className="welcome__steps">
          {dashboardLinks(isBusinessOwner).map(({ label, to, icon: Icon, description }) => (
            <li key={to} className="card welcome__step dashboard-home__link">
              <Icon size={22} />
              <div>
                <h2 className="dashboard-home__title">
                  <Link to={to}>{t(label)}</Link>
                </h2>
                <p>{t(description)}</p>
              </div>
            </li>
          ))}
          {!isBusinessOwner && (
            <li className="card welcome__step dashboard-home__link">
              <StoreIcon size={22} />
              <div>
                <h2 className="dashboard-home__title">
                  <Link to={paths.dashboard.business.getHref()}>{t('List your business')}</Link>
                </h2>
                <p>{t('Add your business for free and start receiving enquiries from customers nearby.')}</p>
              </div>
            </li>
          )}
        </ul>
      </nav>
    </div>
  );
}
