import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { commentKeys } from './keys';

/** GET /me, for `is_operator`: operators may hide comments. False for visitors. */
export function useIsOperator(personId: string | undefined): boolean {
  const query = useQuery({
    queryKey: commentKeys.viewer(personId ?? ''),
    queryFn: ({ signal }) => api.get('/me', { signal, asPerson: true }),
    enabled: Boolean(personId),
    staleTime: 5 * 60_000,
  });
  return Boolean(personId) && query.data?.is_operator === true;
}
