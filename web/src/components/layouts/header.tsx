import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';
import { StoreIcon } from '../ui/icons';
import { CityButton } from '../../features/location/components/city-button';
import { Logo } from './logo';
import { SignInMenu, UserMenu } from './user-menu';

/** The site header: logo, the business link (Manage Your Business or Free Listing) and the account menu. */
export function Header({ onSignOut }: { onSignOut: () => void }) {
  const { isSignedIn, isBusinessOwner } = useSession();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Logo />
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
              <span>
                Free Listing
              </span>
            </Link>
          )}
          {isSignedIn ? <UserMenu onSignOut={onSignOut} /> : <SignInMenu />}
        </nav>
      </div>
    </header>
  );
}
