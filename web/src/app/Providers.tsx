import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { Toasts } from '../components/Toasts';
import { useSiteTitle } from '../hooks/use-document-title';

/** Marks the page as taken over by the app (events handled): `<html data-app="ready">`. */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** The tab's title in the reader's language on pages without their own. */
function SiteTitle() {
  useSiteTitle();
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
        <SiteTitle />
      </QueryClientProvider>
    </StrictMode>
  );
}
