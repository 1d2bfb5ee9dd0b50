import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Toasts } from '../components/Toasts';

/** Marks the page as taken over by the app (events handled): `<html data-app="ready">`. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Everything around the router, the same in the browser and on the server (hydration needs one tree). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toasts />
        <AppReady />
      </QueryClientProvider>
    </StrictMode>
  );
}
