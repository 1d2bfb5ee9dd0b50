import { QueryClient } from '@tanstack/react-query';

/** One per browser tab, and one per page the server renders. */
export const createQueryClient = (retry: number | false = 1) =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry, refetchOnWindowFocus: false } },
  });
