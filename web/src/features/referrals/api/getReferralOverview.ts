import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { referralKeys } from './keys';
import type { ReferralOverview } from './types';

/** GET /referrals: the acting identity's link and the people and organizations it referred. */
export function getReferralOverview(signal?: AbortSignal): Promise<ReferralOverview> {
  return api.get('/referrals', { signal });
}

export function useReferralOverview(identityId: string | undefined) {
  return useQuery({
    queryKey: referralKeys.overview(identityId ?? ''),
    queryFn: ({ signal }) => getReferralOverview(signal),
    enabled: Boolean(identityId),
    // Progress changes elsewhere (a vote, a review): always look again when the page opens.
    staleTime: 0,
  });
}
