import { Link } from '../../../lib/router';
import { Avatar } from '../../../components/ui/avatar';
import { ShieldIcon, StoreIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { formatIndiaDate } from '../../../lib/format';
import type { SessionUser } from '../../../lib/session';
import { useLocale, useT } from '../../../i18n';

/** The signed-in user's name, email, badges and public profile link. */
export function ProfileOverview({ user }: { user: SessionUser }) {
  const t = useT();
  const locale = useLocale();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const memberSince = user.createdAt ? formatIndiaDate(user.createdAt, 'monthYear', locale) : undefined;
  const badges = [
    user.role === 'admin' && (
      <li key="admin" className="badge badge--info">
        <ShieldIcon size={14} /> {t('Admin')}
      </li>
    ),
    user.businessOwner && (
      <li key="owner" className="badge badge--success">
        <StoreIcon size={14} /> {t('Business owner')}
      </li>
    ),
    memberSince && (
      <li key="since" className="badge">
        {t('Member since {date}', { date: memberSince })}
      </li>
    ),
  ].filter(Boolean);
  return (
    <section className="card profile-overview" aria-labelledby="profile-name">
      <Avatar name={name} image={user.image} size="xl" decorative />
      <div className="profile-overview__text">
        <h2 id="profile-name" className="profile-overview__name">
          {name}
        </h2>
        {user.email && <p className="profile-overview__email">{user.email}</p>}
        {badges.length > 0 && (
          <ul className="badge-list" aria-label={t('Account')}>
            {badges}
          </ul>
        )}
        <Link className="text-link" to={paths.users.profile.getHref({ slug: user.slug })}>
          {t('View your public profile')}
        </Link>
      </div>
    </section>
  );
}
