import { QueryClient } from '@tanstack/react-query';

/** Reads render from the local cache first; the network refreshes them when it is there. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      retry: (failureCount, error) => {
        const status = (error as { status?: number } | null)?.status;
        if (status && status >= 400 && status < 500) return false;
        return failureCount < 2;
      },
      staleTime: 30_000,
      gcTime: 24 * 60 * 60 * 1000,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'offlineFirst', retry: 0 },
  },
});
