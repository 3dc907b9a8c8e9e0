import { lazy, Suspense } from 'react';
import { Link, NavLink } from '../../lib/router';
import { Trans, useT } from '../../i18n';
import { paths } from '../../config/paths';
import { useBrowsingCity } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import { HeaderSearch } from '../../features/search/components/header-search';
import { SmartphoneIcon, StoreIcon } from '../../components/ui/icons';
import { CityButton } from '../../features/location/components/city-button';
import { FeedbackButton } from '../../features/feedback/components/feedback-button';
import { useCollapsingHeader } from '../../hooks/use-collapsing-header';
import { cn } from '../../utils/cn';
import { Logo } from '../../components/layouts/logo';
import { MessagesLink } from '../../components/layouts/unread-count';
import { SignInMenu } from '../../components/layouts/sign-in-menu';

/** The bell and the account menu load once someone is signed in: a visitor's first load carries neither. */
const SignedInItems = lazy(() => import('./signed-in-items').then((module) => ({ default: module.SignedInItems })));

/** The top menu (spec 1 §2 Header): what can be browsed in the chosen city. */
function TopMenu() {
  const { city } = useBrowsingCity();
  const { isBusinessOwner } = useSession();
  const t = useT();
  const links = [
    { label: t('Business'), href: paths.city.allCategories.getHref({ city }) },
    { label: t('Products'), href: paths.products.list.getHref({ city }) },
    { label: t('Events'), href: paths.events.list.getHref({ city }) },
    { label: t('Articles'), href: paths.blog.list.getHref() },
  ];
  return (
    <div className="site-header__menu-row">
      <div className="container site-header__menu-inner">
        <nav aria-label={t('Browse')}>
          <ul className="top-menu">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} className="top-menu__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={paths.users.publicCollections.getHref()} className="top-menu__link">
                {t('Public collections')}
              </NavLink>
            </li>
            {/* The desktop twin of the bottom bar's Rfq: owners get their Leads in the account menu instead. */}
            {!isBusinessOwner ? (
              <li>
                <NavLink to={paths.requireForm.getHref()} className="top-menu__link">
                  {t('Get quotes')}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="site-header__menu-end">
          <p className="site-header__tagline">{t('India’s local businesses, reviewed by real customers')}</p>
          <Link to={paths.pages.apps.getHref()} target="_blank" rel="noopener" className="top-menu__link top-menu__app">
            <SmartphoneIcon size={16} /> {t('Get the app')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </Link>
        </div>
      </div>
    </div>
  );
}

/** The site header: logo, search, the business link (Manage Your Business or Free Listing), the account menu and the top menu. */
export function Header({ onSignOut }: { onSignOut: () => void }) {
  const { isSignedIn, isBusinessOwner } = useSession();
  const fold = useCollapsingHeader<HTMLElement>();
  const t = useT();
  return (
    <header ref={fold.ref} className={cn('site-header', fold.collapsed && 'site-header--collapsed')} onFocus={fold.expand}>
      <div className="container site-header__inner">
        <Logo />
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <nav className="site-header__nav" aria-label={t('Main')}>
          <CityButton />
          {isBusinessOwner ? (
            <Link to={paths.dashboard.business.getHref()} className="header-link">
              <StoreIcon size={18} />
              <span>
                <Trans id="<0>Manage Your </0>Business" components={{ 0: <span className="visually-hidden-narrow" /> }} />
              </span>
            </Link>
          ) : (
            <Link to={paths.business.claim.getHref()} className="header-link">
              <StoreIcon size={18} />
              <span>{t('Free Listing')}</span>
            </Link>
          )}
          <FeedbackButton />
          {isSignedIn && <MessagesLink />}
          {isSignedIn ? (
            <Suspense fallback={null}>
              <SignedInItems onSignOut={onSignOut} />
            </Suspense>
          ) : (
            <SignInMenu />
          )}
        </nav>
      </div>
      <TopMenu />
    </header>
  );
}
