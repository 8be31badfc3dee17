import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { referralKeys } from './keys';
import type { Rewards } from './types';

/** GET /referrals/rewards: the acting identity's THANK rewards, earned and paid. */
export function getMyRewards(signal?: AbortSignal): Promise<Rewards> {
  return api.get('/referrals/rewards', { signal });
}

export function useMyRewards(identityId: string | undefined) {
  return useQuery({
    queryKey: referralKeys.rewards(identityId ?? ''),
    queryFn: ({ signal }) => getMyRewards(signal),
    enabled: Boolean(identityId),
    staleTime: 0,
  });
}
