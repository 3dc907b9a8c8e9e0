import { Link } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { ClipboardIcon, GridIcon, InboxIcon, MessageIcon, StarIcon, StoreIcon, TrendingUpIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { categoryLevelGroups, categoryLevels } from '../../../features/admin-taxonomy/api/category-levels';
import { msg, useT } from '../../../i18n';

const moderation = [
  { label: msg('Business Edit Requests'), description: msg('Approve or reject owners’ changes to their listings.'), to: paths.admin.editRequests.getHref(), icon: ClipboardIcon },
  { label: msg('Contact Us Messages'), description: msg('Read messages from the contact form and mark them Checked or Left.'), to: paths.admin.contactUs.getHref(), icon: MessageIcon },
  { label: msg('Listings'), description: msg('Find a listing by name and city; suspend or restore it.'), to: paths.admin.listings.getHref(), icon: StoreIcon },
  { label: msg('Reviews moderation'), description: msg('Approve, hide or remove reported reviews.'), to: paths.admin.reviews.getHref(), icon: StarIcon },
  { label: msg('Today’s Analytics'), description: msg('Searches, contributions, views and sign-ins today, with 30-day charts.'), to: paths.admin.analytics.getHref(), icon: TrendingUpIcon },
];

/** /admin-portal: the hub linking every admin screen (spec 3 §2.5). */
export function AdminPortalRoute() {
  const t = useT();
  return (
    <div className="container page admin-page">
      <Head title={t('Admin Portal')} />
      <h1 className="page__title">{t('Admin Portal')}</h1>
      <section aria-labelledby="hub-moderation" className="admin-hub__section">
        <h2 id="hub-moderation" className="admin-hub__heading">
          <InboxIcon size={20} /> {t('Moderation and insight')}
        </h2>
        <ul className="admin-hub__grid">
          {moderation.map(({ label, description, to, icon: Icon }) => (
            <li key={to} className="card admin-hub__card">
              <Link to={to} className="admin-hub__link">
                <Icon size={20} /> {t(label)}
              </Link>
              <p className="admin-hub__text">{t(description)}</p>
            </li>
          ))}
        </ul>
      </section>
      {categoryLevelGroups.map((group) => (
        <section key={group.title} aria-labelledby={`hub-${group.title}`} className="admin-hub__section">
          <h2 id={`hub-${group.title}`} className="admin-hub__heading">
            <GridIcon size={20} /> {t(group.title)}
          </h2>
          <ul className="admin-hub__grid">
            {group.levels.map((key) => {
              const level = categoryLevels[key];
              return (
                <li key={key} className="card admin-hub__card">
                  <Link to={level.paths.list.getHref()} className="admin-hub__link">
                    {t(level.listTitle)}
                  </Link>
                  <Link to={level.paths.form.getHref()} className="admin-hub__add">
                    {t(level.addTitle)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
