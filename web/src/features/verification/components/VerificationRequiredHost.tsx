import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/errors';
import {
  VERIFICATION_REQUIRED_CODES,
  useVerificationRequired,
  verificationRequired,
  type VerificationNeed,
} from '@/lib/verification/verificationRequired';

// On every page but rarely shown: the dialog (and its translations) load the first time it opens.
const VerificationRequiredDialog = lazy(async () => ({ default: (await import('./VerificationRequiredDialog')).VerificationRequiredDialog }));

/**
 * Shows the "verification required" modal for the whole app: when a feature asks for it
 * (`verificationRequired.open()`), and whenever the server refuses an action because the
 * identity must verify first (`project.kyb_required`, ...).
 */
export function VerificationRequiredHost() {
  const need = useVerificationRequired();
  const queryClient = useQueryClient();
  // The text stays the same while the dialog fades out.
  const [shown, setShown] = useState<VerificationNeed>('required');
  if (need !== null && need !== shown) setShown(need);
  // Once shown, the dialog stays mounted so it can fade out.
  const [opened, setOpened] = useState(false);
  if (need !== null && !opened) setOpened(true);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error: unknown = event.action.error;
        if (isApiError(error) && VERIFICATION_REQUIRED_CODES.has(error.code)) verificationRequired.open('required');
      }),
    [queryClient],
  );

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <VerificationRequiredDialog open={need !== null} need={shown} onClose={verificationRequired.close} />
    </Suspense>
  );
}
