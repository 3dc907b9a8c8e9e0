import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { SessionSync } from '../features/auth/components/session-sync';
import { createQueryClient } from '../lib/react-query';
import { SessionProvider } from '../lib/session-context';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ToastProvider>
          <SessionSync />
          {children}
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
