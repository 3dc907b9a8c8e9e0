import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Link } from '../../lib/router';

/**
 * A link whose address comes from data (footer groups, ads): a site path
 * goes through the router, anything else opens in a new tab, and screen
 * readers are told so.
 */
export function SmartLink({ href, rel = 'noopener', className, children }: { href: string; rel?: string; className?: string; children: ReactNode }) {
  const t = useT();
  if (href.startsWith('/')) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel={rel} className={className}>
      {children}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
