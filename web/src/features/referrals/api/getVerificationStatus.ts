import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { profileKeys } from './keys';
import type { VerificationStatus } from './types';

/** GET /verifications/me: KYC of the person, or KYB of the organization acting. */
export function getVerificationStatus(signal?: AbortSignal): Promise<VerificationStatus> {
  return api.get('/verifications/me', { signal });
}

export function useVerificationStatus(identityId: string | undefined) {
  return useQuery({
    queryKey: profileKeys.verification(identityId ?? ''),
    queryFn: ({ signal }) => getVerificationStatus(signal),
    enabled: Boolean(identityId),
    staleTime: 0,
  });
}
