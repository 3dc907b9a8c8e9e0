import { Link, NavLink } from '../../lib/router';
import { paths } from '../../config/paths';
import { useBrowsingCity } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import { HeaderSearch } from '../../features/search/components/header-search';
import { SmartphoneIcon, StoreIcon } from '../../components/ui/icons';
import { CityButton } from '../../features/location/components/city-button';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { useCollapsingHeader } from '../../hooks/use-collapsing-header';
import { cn } from '../../utils/cn';
import { Logo } from '../../components/layouts/logo';
import { MessagesLink } from '../../components/layouts/unread-count';
import { SignInMenu, UserMenu } from '../../components/layouts/user-menu';

/** The top menu (spec 1 §2 Header): what can be browsed in the chosen city. */
function TopMenu() {
  const { city } = useBrowsingCity();
  const { isBusinessOwner } = useSession();
  const links = [
    { label: 'Business', href: paths.city.allCategories.getHref({ city }) },
    { label: 'Products', href: paths.products.list.getHref({ city }) },
    { label: 'Events', href: paths.events.list.getHref({ city }) },
    { label: 'Articles', href: paths.blog.list.getHref() },
  ];
  return (
    <div className="site-header__menu-row">
      <div className="container site-header__menu-inner">
        <nav aria-label="Browse">
          <ul className="top-menu">
            {links.map((link) => (
              <li key={link.label}>
                <NavLink to={link.href} className="top-menu__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.users.publicCollections.getHref()} className="top-menu__link">
                Public collections
              </NavLink>
            </li>
            {/* The desktop twin of the bottom bar's Rfq: owners get their Leads in the account menu instead. */}
            {!isBusinessOwner ? (
              <li>
                <NavLink to={paths.requireForm.getHref()} className="top-menu__link">
                  Get quotes
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-header__menu-end">
          <p className="site-header__tagline">India’s local businesses, reviewed by real customers</p>
          <a href={paths.pages.apps.getHref()} target="_blank" rel="noopener" className="top-menu__link top-menu__app">
            <SmartphoneIcon size={16} /> Get the app<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </div>
  );
}

/** The site header: logo, search, the business link (Manage Your Business or Free Listing), the account menu and the top menu. */
export function Header({ onSignOut }: { onSignOut: () => void }) {
  const { isSignedIn, isBusinessOwner } = useSession();
  const fold = useCollapsingHeader<HTMLElement>();
  return (
    <header ref={fold.ref} className={cn('site-header', fold.collapsed && 'site-header--collapsed')} onFocus={fold.expand}>
      <div className="container site-header__inner">
        <Logo />
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <nav className="site-header__nav" aria-label="Main">
          <CityButton />
          {isBusinessOwner ? (
            <Link to={paths.dashboard.business.getHref()} className="header-link">
              <StoreIcon size={18} />
              <span>
                <span className="visually-hidden-narrow">Manage Your </span>Business
              </span>
            </Link>
          ) : (
            <Link to={paths.business.claim.getHref()} className="header-link">
              <StoreIcon size={18} />
              <span>Free Listing</span>
            </Link>
          )}
          <FeedbackButton />
          {isSignedIn && <MessagesLink />}
          {isSignedIn && <NotificationsBell />}
          {isSignedIn ? <UserMenu onSignOut={onSignOut} /> : <SignInMenu />}
        </nav>
      </div>
      <TopMenu />
    </header>
  );
}
