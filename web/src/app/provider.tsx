import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast';
import { SessionSync } from '../features/auth/components/session-sync';
import { ChatSocketProvider } from '../lib/chat-socket';
import { createQueryClient } from '../lib/react-query';
import { SessionProvider } from '../lib/session-context';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ChatSocketProvider>
          <ToastProvider>
            <SessionSync />
            {children}
          </ToastProvider>
        </ChatSocketProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
