import type { ReactNode } from 'react';
import { Head } from '../../../components/ui/head';

interface AuthLayoutProps {
  title: string;
  titleId: string;
  subtitle: string;
  children: ReactNode;
}

/** The centred card the login and sign-up pages share. */
export function AuthLayout({ title, titleId, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="auth-page">
      <Head title={title} />
      <div className="auth-card">
        <h1 id={titleId} className="auth-card__title">
          {title}
        </h1>
        <p className="auth-card__subtitle">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}
