import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { operatorKeys } from './keys';
import type { RewardLedger } from './types';

/** GET /admin/referrals/rewards: every reward row, each side of each referral. */
export function getReferralRewards(signal?: AbortSignal): Promise<RewardLedger> {
  return api.get('/admin/referrals/rewards', { signal, asPerson: true });
}

export function useReferralRewards() {
  return useQuery({ queryKey: operatorKeys.rewards, queryFn: ({ signal }) => getReferralRewards(signal) });
}
