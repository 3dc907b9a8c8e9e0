import { Link } from '../../lib/router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n';

/** The Sbiz wordmark, linking home. */
export function Logo() {
  const t = useT();
  return (
    <Link to={paths.home.getHref()} className="logo" aria-label={t('Sbiz home')}>
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="currentColor" />
        <path d="M16 6.5c-4.4 0-8 3.4-8 7.7 0 5.6 8 11.3 8 11.3s8-5.7 8-11.3c0-4.3-3.6-7.7-8-7.7Z" fill="#fff" />
        <circle cx="16" cy="14.2" r="3" fill="currentColor" />
      </svg>
      <span className="logo__text">Sbiz</span>
    </Link>
  );
}
