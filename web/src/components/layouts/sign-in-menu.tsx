import { Link, useLocation } from '../../lib/router';
import { paths, safeRedirect } from '../../config/paths';
import { DisclosureMenu } from '../ui/disclosure-menu';
import { useT } from '../../i18n';
import { ChevronDownIcon, UserIcon } from '../ui/icons';

/** For visitors: a Sign in button opening Login and Register. */
export function SignInMenu() {
  const location = useLocation();
  const here = location.pathname === paths.home.path ? undefined : safeRedirect(`${location.pathname}${location.search}`);
  const t = useT();
  return (
    <DisclosureMenu
      triggerClassName="btn btn--primary btn--md sign-in__trigger"
      trigger={
        <>
          <UserIcon size={18} />
          {t('Sign in')}
          <ChevronDownIcon size={16} />
        </>
      }
    >
      {() => (
        <ul className="menu__list sign-in__list">
          <li>
            <Link to={paths.auth.login.getHref(here)} className="menu__item">
              {t('Login')}
            </Link>
          </li>
          <li>
            <Link to={paths.auth.signup.getHref(here)} className="menu__item">
              {t('Register')}
            </Link>
          </li>
        </ul>
      )}
    </DisclosureMenu>
  );
}
