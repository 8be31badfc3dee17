import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { identityKeys } from '@/lib/auth/identities';
import { verificationKeys } from './keys';
import type { VerificationStatus } from './types';

export interface VerificationInput {
  legal_name: string;
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** Organizations only. */
  registration_number?: string;
  /** Ids of uploaded documents. */
  documents: string[];
}

/** POST /verifications: KYC for a person, KYB for the organization acting (Current-Identity). */
export function submitVerification(input: VerificationInput): Promise<VerificationStatus> {
  return api.post('/verifications', { body: input });
}

export function useSubmitVerification(identityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: async (status) => {
      queryClient.setQueryData(verificationKeys.mine(identityId), status);
      // The organization's banner reads its status from the identities.
      await queryClient.invalidateQueries({ queryKey: identityKeys.all });
    },
    // Already pending or verified (409): the page shows the real state.
    onError: () => queryClient.invalidateQueries({ queryKey: verificationKeys.mine(identityId) }),
  });
}
