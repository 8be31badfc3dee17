import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pendingReferral, referralFromParams, type PendingReferral } from '@/lib/referral';

/**
 * Which invitation the page was opened with: from the URL, else the one kept for this tab.
 * `store` keeps it for the registration to come (not for someone already signed in).
 */
export function useLandingReferral(store: boolean): PendingReferral | 'invalid' | undefined {
  const [params] = useSearchParams();
  const fromUrl = referralFromParams(params);
  const kind = fromUrl === 'invalid' ? 'invalid' : fromUrl?.kind;
  const value = fromUrl === 'invalid' ? undefined : fromUrl?.value;
  // Kept for the session: the person may look around before registering.
  useEffect(() => {
    if (!store) return;
    if (kind === 'invalid') pendingReferral.clear();
    else if (kind && value) pendingReferral.set({ kind, value });
  }, [store, kind, value]);
  return fromUrl ?? pendingReferral.get();
}
