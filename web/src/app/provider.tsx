import type { PageI18n } from '@shared/i18n/translator';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { SessionSync } from '../features/auth/components/session-sync';
import { LanguageProvider } from '../i18n';
import { ChatSocketProvider } from '../lib/chat-socket';
import { createQueryClient } from '../lib/react-query';
import { SessionProvider } from '../lib/session-context';

/**
 * Marks <html data-hydrated> once React owns the page: a server-rendered
 * page is visible (and clickable) before its handlers are attached, so
 * browser tests wait for it. Rendered on both sides, so the trees match.
 */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The app's providers; the server and the hydrating browser pass the query client that holds the page's data, and the page language's instance. */
export function AppProvider({ children, queryClient: given, i18n }: { children: ReactNode; queryClient?: QueryClient; i18n: PageI18n }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <LanguageProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <ChatSocketProvider>
            <ToastProvider>
              <SessionSync />
              <HydrationMarker />
              {children}
            </ToastProvider>
          </ChatSocketProvider>
        </SessionProvider>
      </QueryClientProvider>
    </LanguageProvider>
  );
}
