import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from '../../lib/router';
import { paths } from '../../config/paths';
import { useBrowsingCity } from '../../lib/preferences';
import { useSession } from '../../lib/session-context';
import { cn } from '../../utils/cn';
import { UnreadBadge } from './unread-count';
import { msg, Trans, useT } from '../../i18n';
import { BookIcon, CalendarIcon, ClipboardIcon, CloseIcon, HomeIcon, InboxIcon, PackageIcon, SmartphoneIcon, UserIcon } from '../ui/icons';

/** The app banner hides once the page is scrolled down past 50 px, and comes back after scrolling up by more than 20 px (spec 1 §2). */
export const BANNER_HIDE_AFTER_PX = 50;
export const BANNER_SHOW_ON_UP_PX = 20;

/** Whether the app banner shows, given how far the page is scrolled now and where the last upward run started. */
export function bannerVisibility(previous: { visible: boolean; lastY: number; upFrom: number }, y: number) {
  if (y > previous.lastY) {
    // Scrolling down: hide past the threshold; an upward run ends here.
    return { visible: previous.visible && y <= BANNER_HIDE_AFTER_PX, lastY: y, upFrom: y };
  }
  const visible = previous.visible || y <= BANNER_HIDE_AFTER_PX || previous.upFrom - y > BANNER_SHOW_ON_UP_PX;
  return { visible, lastY: y, upFrom: previous.upFrom };
}

/** Phones only (layout.css hides them on wider screens): a strip greeting a signed-in user, and the app banner linking to /sb-apps. */
export function MobileTopBars() {
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const [visible, setVisible] = useState(true);
  const scroll = useRef({ visible: true, lastY: 0, upFrom: 0 });
  const t = useT();
  useEffect(() => {
    const onScroll = () => {
      scroll.current = bannerVisibility(scroll.current, window.scrollY);
      setVisible(scroll.current.visible);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <>
      {user && (
        <p className="greeting-strip">
          <Trans id="Namaste, {name}! <0>What are you looking for today?</0>" values={{ name: user.firstName }} components={{ 0: <span /> }} />
        </p>
      )}
      {!dismissed && (
        <aside className={cn('app-banner', !visible && 'app-banner--hidden')} aria-label={t('Sbiz app')} inert={!visible}>
          <SmartphoneIcon size={20} />
          <p className="app-banner__text">{t('Sbiz is faster in the app')}</p>
          <Link className="app-banner__link" to={paths.pages.apps.getHref()} target="_blank" rel="noopener">
            {t('Get the app')}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </Link>
          <button type="button" className="app-banner__close" onClick={() => setDismissed(true)}>
            <CloseIcon size={16} />
            <span className="visually-hidden">{t('Close the app banner')}</span>
          </button>
        </aside>
      )}
    </>
  );
}

/** Phones only: home, Leads (owners) or Rfq, Events, inbox (signed in) or articles, products, profile or login. */
export function MobileBottomBar() {
  const { isSignedIn, isBusinessOwner } = useSession();
  const { city, chosen } = useBrowsingCity();
  const t = useT();
  const items = [
    { label: msg('Home'), href: chosen ? paths.city.home.getHref({ city }) : paths.home.getHref(), icon: HomeIcon, end: true },
    isBusinessOwner ? { label: msg('Leads'), href: paths.dashboard.leads.getHref(), icon: ClipboardIcon } : { label: msg('Rfq'), href: paths.requireForm.getHref(), icon: ClipboardIcon },
    { label: msg('Events'), href: paths.events.list.getHref({ city }), icon: CalendarIcon },
    isSignedIn ? { label: msg('Inbox'), href: paths.dashboard.messages.getHref(), icon: InboxIcon } : { label: msg('Articles'), href: paths.blog.list.getHref(), icon: BookIcon },
    { label: msg('Products'), href: paths.products.list.getHref({ city }), icon: PackageIcon },
    isSignedIn ? { label: msg('Profile'), href: paths.dashboard.profile.getHref(), icon: UserIcon } : { label: msg('Login'), href: paths.auth.login.getHref(), icon: UserIcon },
  ];
  return (
    <nav className="bottom-bar" aria-label={t('Quick links')}>
      <ul className="bottom-bar__list">
        {items.map(({ label, href, icon: Icon, end }) => (
          <li key={label}>
            <NavLink to={href} end={end} className="bottom-bar__link">
              <span className="header-messages__icon">
                <Icon size={20} />
                {label === 'Inbox' && <UnreadBadge />}
              </span>
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
