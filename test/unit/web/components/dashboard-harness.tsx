import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createI18n } from '../../../../shared/i18n/translate';
import { ToastProvider } from '../../../../web/src/components/ui/toast';
import { LanguageProvider } from '../../../../web/src/i18n';
import { createBrowserRouter, RouterProvider } from '../../../../web/src/lib/router';
import { SessionProvider } from '../../../../web/src/lib/session-context';

/** The providers the dashboard gives its pages, in English. */
export function DashboardProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <LanguageProvider i18n={createI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}

/** A query client whose answers set by a test stay fresh, and that does not retry. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });

/** Renders `Page` as the route at `path` (the browser's location), inside the dashboard's providers. */
export function renderDashboardRoute(path: string, Page: ComponentType, queryClient: QueryClient) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter([{ path, Component: Page }]);
  render(
    <DashboardProviders queryClient={queryClient}>
      <RouterProvider router={router} errorElement={<p>Something went wrong</p>} />
    </DashboardProviders>,
  );
}

/** The message shown under a control: the text of the element its aria-describedby names `…-error`. */
export function messageUnder(control: HTMLElement) {
  const errorId = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  return errorId ? document.getElementById(errorId)?.textContent : undefined;
}

/** Stands in for the rich-text editor (ProseMirror needs a real browser's layout and selection): a textarea with the same name. */
export function RichTextEditorStandIn({ id, label, value, onChange, describedBy }: { id: string; label: string; value: string; onChange: (html: string) => void; describedBy?: string }) {
  return <textarea id={id} aria-label={label} aria-describedby={describedBy} value={value} onChange={(event) => onChange(event.target.value)} />;
}
