import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '../../../../shared/i18n/translate';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import { BusinessSetupForm } from '../../../../web/src/features/business-setup/components/business-setup-form';
import { LanguageProvider } from '../../../../web/src/i18n';
import { createBrowserRouter, RouterProvider } from '../../../../web/src/lib/router';
import { SessionProvider } from '../../../../web/src/lib/session-context';

/** The business setup form at `path`, in English, with the providers the dashboard gives it (no amenities to load). */
export function renderBusinessSetup(path: string, variant?: 'registration') {
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient();
  queryClient.setQueryData(['amenities'], []);
  const router = createBrowserRouter([{ path, Component: () => <BusinessSetupForm {...(variant ? { variant } : {})} /> }]);
  render(
    <LanguageProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastProvider>
            <RouterProvider router={router} errorElement={<p>Something went wrong</p>} />
          </ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>,
  );
}
