import { Link } from '../../../lib/router';
import { Head } from '../../../components/ui/head';
import { ClipboardIcon, GridIcon, InboxIcon, MessageIcon, StarIcon, StoreIcon, TrendingUpIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { categoryLevelGroups, categoryLevels } from '../../../features/admin-taxonomy/api/category-levels';

const moderation = [
  { label: 'Business Edit Requests', description: 'Approve or reject owners’ changes to their listings.', to: paths.admin.editRequests.getHref(), icon: ClipboardIcon },
  { label: 'Contact Us Messages', description: 'Read messages from the contact form and mark them Checked or Left.', to: paths.admin.contactUs.getHref(), icon: MessageIcon },
  { label: 'Listings', description: 'Find a listing by name and city; suspend or restore it.', to: paths.admin.listings.getHref(), icon: StoreIcon },
  { label: 'Reviews moderation', description: 'Approve, hide or remove reported reviews.', to: paths.admin.reviews.getHref(), icon: StarIcon },
  { label: 'Today’s Analytics', description: 'Searches, contributions, views and sign-ins today, with 30-day charts.', to: paths.admin.analytics.getHref(), icon: TrendingUpIcon },
];

/** /admin-portal: the hub linking every admin screen (spec 3 §2.5). */
export function AdminPortalRoute() {
  return (
    <div className="container page admin-page">
      <Head title="Admin Portal" />
      <h1 className="page__title">Admin Portal</h1>
      <section aria-labelledby="hub-moderation" className="admin-hub__section">
        <h2 id="hub-moderation" className="admin-hub__heading">
          <InboxIcon size={20} /> Moderation and insight
        </h2>
        <ul className="admin-hub__grid">
          {moderation.map(({ label, description, to, icon: Icon }) => (
            <li key={to} className="card admin-hub__card">
              <Link to={to} className="admin-hub__link">
                <Icon size={20} /> {label}
              </Link>
              <p className="admin-hub__text">{description}</p>
            </li>
          ))}
        </ul>
      </section>
      {categoryLevelGroups.map((group) => (
        <section key={group.title} aria-labelledby={`hub-${group.title}`} className="admin-hub__section">
          <h2 id={`hub-${group.title}`} className="admin-hub__heading">
            <GridIcon size={20} /> {group.title}
          </h2>
          <ul className="admin-hub__grid">
            {group.levels.map((key) => {
              const level = categoryLevels[key];
              return (
                <li key={key} className="card admin-hub__card">
                  <Link to={level.paths.list.getHref()} className="admin-hub__link">
                    {level.listTitle}
                  </Link>
                  <Link to={level.paths.form.getHref()} className="admin-hub__add">
                    Add {level.newTitle.replace(/^New /, '')}
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
