import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';

/** What every query client starts from: the browser tab's, and each page's the server renders. */
export const queryClientConfig = (retry: number | false = 1): QueryClientConfig => ({
  defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
});

/**
 * One per browser tab. The server makes one per page it renders, whose queries call the API through
 * that request (`ApiQueryClient`, `entry-server.tsx`).
 */
export const createQueryClient = (retry: number | false = 1) => new QueryClient(queryClientConfig(retry));
