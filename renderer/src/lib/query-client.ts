import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. Queries run in "always" network mode: the bridge is local, and the core
 * itself decides between the service and its offline cache. A read stays fresh for 30 s; a change
 * the app makes marks stale what it affects (ledger-refresh.ts), so the fresh time never hides one.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { networkMode: 'always' },
    },
  });
}
