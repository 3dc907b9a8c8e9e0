import { Link, NavLink } from '../../lib/router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';
import { Avatar } from '../ui/avatar';
import { DisclosureMenu } from '../ui/disclosure-menu';
import { dashboardLinks } from './dashboard-links';
import { msg, useT } from '../../i18n';
import { ChevronDownIcon, GlobeIcon, LayoutIcon, LogOutIcon, ShieldIcon } from '../ui/icons';

/** The signed-in user's menu: who they are, their dashboard pages, the admin portal (admins) and Logout. */
export function UserMenu({ onSignOut }: { onSignOut: () => void }) {
  const { user, displayName, isAdmin, isBusinessOwner } = useSession();
  const t = useT();
  if (!user) return null;

  const dashboard = [{ label: msg('Overview'), to: paths.dashboard.home.getHref(), icon: LayoutIcon }, ...dashboardLinks(isBusinessOwner)];

  return (
    <DisclosureMenu
      label={t('Account menu for {name}', { name: displayName })}
      triggerClassName="user-menu__trigger"
      trigger={
        <>
          <Avatar name={displayName} image={user.image} size="sm" decorative />
          <span className="user-menu__name" aria-hidden="true">
            {user.firstName}
          </span>
          <ChevronDownIcon size={16} className="user-menu__chevron" />
        </>
      }
    >
      {(close) => (
        <div className="user-menu">
          <div className="user-menu__header">
            <Avatar name={displayName} image={user.image} size="md" decorative />
            <div className="user-menu__who">
              <p className="user-menu__full-name">{displayName}</p>
              {user.email && <p className="user-menu__email">{user.email}</p>}
            </div>
          </div>
          <nav aria-label={t('Dashboard')}>
            <p className="menu__heading" aria-hidden="true">
              <LayoutIcon size={14} /> {t('Dashboard')}
            </p>
            <ul className="menu__list">
              {dashboard.map(({ label, to, icon: Icon }) => (
                <li key={to}>
                  <NavLink to={to} end={to === paths.dashboard.home.path} className="menu__item">
                    <Icon size={16} /> {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ul className="menu__list menu__list--separated">
            <li>
              <Link to={paths.users.profile.getHref({ slug: user.slug })} className="menu__item">
                <GlobeIcon size={16} /> {t('Public profile')}
              </Link>
            </li>
            {isAdmin && (
              <li>
                <Link to={paths.admin.portal.getHref()} className="menu__item">
                  <ShieldIcon size={16} /> {t('Admin Portal')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className="menu__item menu__item--danger"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                <LogOutIcon size={16} /> {t('Logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </DisclosureMenu>
  );
}
