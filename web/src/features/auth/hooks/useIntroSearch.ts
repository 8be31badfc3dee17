import { useSearchParams } from 'react-router';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { pendingReferral, referralFromParams } from '@/lib/referral';

export type AccountType = 'individual' | 'organization';
export type IntroMode = 'choose' | 'register' | 'login';

/**
 * The intro steps live in the URL (`?type=organization&mode=register`), so Back works; `next` is
 * the page that sent the person here, kept from step to step.
 */
export function useIntroSearch() {
  const [params, setParams] = useSearchParams();
  const type: AccountType = params.get('type') === 'organization' ? 'organization' : 'individual';
  const modeParam = params.get('mode');
  const mode: IntroMode = modeParam === 'register' || modeParam === 'login' ? modeParam : 'choose';
  // Referral links carry `referred_by` (the original client) or `code` (ours); the landing
  // page /referral also keeps it for the session, so it survives browsing around first.
  const fromUrl = referralFromParams(params);
  const referral = fromUrl === 'invalid' ? undefined : (fromUrl ?? pendingReferral.get());

  const next = safeReturnPath(params.get('next'));

  const update = (next: { type?: AccountType; mode?: IntroMode }, replace = false) => {
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('type', next.type ?? type);
        const nextMode = next.mode ?? mode;
        if (nextMode === 'choose') copy.delete('mode');
        else copy.set('mode', nextMode);
        return copy;
      },
      { replace },
    );
  };

  return { type, mode, referral, next, update };
}
