import type { ReactNode } from 'react';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-context';
import { ButtonLink } from './ui/button';
import { useT } from '../i18n';

/**
 * A page that only a business can use (products, articles): a member without
 * a business is told why and where to add one, instead of a form the API
 * would refuse. Admins act for any business.
 */
export function OwnersOnly({ title, why, children }: { title: string; why: string; children: ReactNode }) {
  const { isBusinessOwner, isAdmin } = useSession();
  const t = useT();
  if (isBusinessOwner || isAdmin) return children;
  return (
    <div className="container page">
      <h1 className="page-title">{title}</h1>
      <div className="alert alert--info">
        <p>{why}</p>
        <ButtonLink to={paths.dashboard.business.getHref()} size="sm">
          {t('Add your business')}
        </ButtonLink>
      </div>
    </div>
  );
}
