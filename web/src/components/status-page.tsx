import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button';
import { Head } from './ui/head';
import { paths } from '../config/paths';
import { useT } from '../i18n';

export interface StatusPageProps {
  /** The HTTP status shown large above the title (decorative: the title says it in words). */
  code?: '403' | '404' | '410';
  /** The document's title and description, when this page is the whole screen. */
  head?: { title: string; description?: string };
  icon?: ReactNode;
  /** A short line above the title. */
  eyebrow?: string;
  title: string;
  text: ReactNode;
  /** Defaults to a link home; null for none. */
  actions?: ReactNode;
  className?: string;
}

function HomeAction() {
  const t = useT();
  return <ButtonLink to={paths.home.getHref()}>{t('Go to the home page')}</ButtonLink>;
}
const homeAction = <HomeAction />;

/** The one page for what cannot be shown: not found (404), no access (403), removed (410). */
export function StatusPage({ code, head, icon, eyebrow, title, text, actions = homeAction, className }: StatusPageProps) {
  return (
    <div className={className ? `${className} status-page` : 'status-page'}>
      {head && <Head title={head.title} description={head.description} />}
      {code && (
        <p className="status-page__code" aria-hidden="true">
          {code}
        </p>
      )}
      {icon}
      {eyebrow && <p className="status-page__eyebrow">{eyebrow}</p>}
      <h1 className="status-page__title">{title}</h1>
      <p className="status-page__text">{text}</p>
      {actions && <div className="status-page__actions">{actions}</div>}
    </div>
  );
}
