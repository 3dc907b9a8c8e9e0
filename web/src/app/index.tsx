import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '../components/ui/spinner';
import { RouterProvider, type Router } from '../lib/router';
import { AppProvider } from './provider';
import { RouteErrorScreen } from './routes/route-error';

export function App({ queryClient, router }: { queryClient?: QueryClient; router: Router }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} errorElement={<RouteErrorScreen />} fallback={<PageSpinner />} />
    </AppProvider>
  );
}
