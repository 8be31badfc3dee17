import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKeys } from './keys';
import type { MyAccount } from './types';

/** GET /me: the signed-in person, with who referred them. */
export function getMyAccount(signal?: AbortSignal): Promise<MyAccount> {
  return api.get('/me', { signal, asPerson: true });
}

export function useMyAccount(enabled = true) {
  return useQuery({ queryKey: profileKeys.account(), queryFn: ({ signal }) => getMyAccount(signal), enabled, staleTime: 0 });
}
