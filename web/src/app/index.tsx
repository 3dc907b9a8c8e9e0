import type { PageI18n } from '@shared/i18n/translator';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../components/ui/spinner';
import { RouterProvider, type Router } from '../lib/router';
import { AppProvider } from './provider';
import { RouteErrorScreen } from './routes/route-error';

export function App({ queryClient, router, i18n }: { queryClient?: QueryClient; router: Router; i18n: PageI18n }) {
  return (
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} errorElement={<RouteErrorScreen />} fallback={<PageSpinner />} />
    </AppProvider>
  );
}
