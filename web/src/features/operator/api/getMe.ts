import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useSession } from '@/lib/auth/session';
import { operatorKeys } from './keys';
import type { Me } from './types';

/** GET /me as the person (operators are people, whoever they act as). */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return api.get('/me', { signal, asPerson: true });
}

export function useMe() {
  const { signedIn } = useSession();
  return useQuery({ queryKey: operatorKeys.me, queryFn: ({ signal }) => getMe(signal), enabled: signedIn, staleTime: 5 * 60_000 });
}

/** True only once the server said this person is a platform operator. */
export function useIsOperator(): boolean {
  return useMe().data?.is_operator === true;
}
