import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { verificationKeys } from './keys';
import type { VerificationStatus } from './types';

/** GET /verifications/me: the acting identity's KYC or KYB status. */
export function getMyVerification(signal?: AbortSignal): Promise<VerificationStatus> {
  return api.get('/verifications/me', { signal });
}

export const myVerificationQueryOptions = (identityId: string) =>
  queryOptions({
    queryKey: verificationKeys.mine(identityId),
    queryFn: ({ signal }) => getMyVerification(signal),
  });

export function useMyVerification(identityId: string) {
  return useQuery(myVerificationQueryOptions(identityId));
}
