import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { setNavigator } from '../lib/navigation';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

setNavigator((path) => void router.navigate(path));

/** Toast settings of spec §9: 4000 ms, at most 3 visible, 14 px gap, bottom-right. */
export function Providers() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="bottom-right" duration={4000} visibleToasts={3} gap={14} closeButton />
    </QueryClientProvider>
  );
}
