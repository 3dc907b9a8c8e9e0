import { QueryClient } from '@tanstack/react-query';
import { BusinessSetupForm } from '../../../../web/src/features/business-setup/components/business-setup-form';
import { renderDashboardRoute } from './dashboard-harness';

/** The business setup form at `path`, in English, with the providers the dashboard gives it (no amenities to load). */
export function renderBusinessSetup(path: string, variant?: 'registration') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['amenities'], []);
  renderDashboardRoute(path, () => <BusinessSetupForm {...(variant ? { variant } : {})} />, queryClient);
}
