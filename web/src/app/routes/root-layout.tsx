import { lazy, Suspense, useRef } from 'react';
import { Outlet, ScrollRestoration, useFocusAfterNavigation, useNavigate } from '../../lib/router';
import { Footer } from '../layout/footer';
import { translate, useT } from '../../i18n';
import { Header } from '../layout/header';
import { SignInGate } from '../../components/sign-in-gate';
import { MobileBottomBar, MobileTopBars } from '../../components/layouts/mobile-bars';
import { useToast } from '../../components/ui/toast';
import { paths } from '../../config/paths';
import { useLogout } from '../../features/auth/api/logout';
import { getFooterGroupsQueryOptions } from '../../features/home/api/home-content';
import type { PagePrefetch } from '../ssr/page-data';

// The login form (react-hook-form, zod) loads when a visitor first meets the sign-in dialog.
const LoginForm = lazy(() => import('../../features/auth/components/login-form').then((module) => ({ default: module.LoginForm })));

/** Every server-rendered page has the footer's links in its HTML. */
export const prefetchLayout: PagePrefetch = async ({ queryClient }) => {
  await queryClient.prefetchQuery(getFooterGroupsQueryOptions());
  return undefined;
};

/** Skip link, header (and on phones the greeting and app banner), the page, footer (and on phones the bottom bar). After each navigation focus moves to the new page's content. */
export function RootLayout() {
  const navigate = useNavigate();
  const toast = useToast();
  const mainRef = useRef<HTMLElement>(null);
  const t = useT();
  const logout = useLogout({
    mutationConfig: {
      onSettled: () => {
        toast.show({ message: translate('You have been logged out'), type: 'info' });
        void navigate(paths.home.getHref());
      },
    },
  });

  useFocusAfterNavigation(mainRef);

  return (
    <SignInGate
      loginForm={(props) => (
        <Suspense fallback={<p className="empty-state">{t('Loading…')}</p>}>
          <LoginForm {...props} />
        </Suspense>
      )}
    >
      <a className="skip-link" href="#main-content">
        {t('Skip to main content')}
      </a>
      <Header onSignOut={() => logout.mutate()} />
      <MobileTopBars />
      {/* Boundaries around the page and the footer let React hydrate and commit each in its own task after
          the header, instead of one long task for the whole document (spec: TBT on a phone). */}
      <main id="main-content" className="site-main" ref={mainRef} tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <MobileBottomBar />
      <ScrollRestoration />
    </SignInGate>
  );
}
