import { QueryClient } from '@tanstack/react-query';
import { session } from '@/lib/auth/session';
import { isApiError } from './errors';

/** Caller mistakes (4xx) are not retried; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  // After a sign-out nothing of the previous person stays in the cache.
  session.onSignOut(() => {
    void client.resetQueries();
  });
  return client;
}

export const queryClient = createQueryClient();
