import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Identity } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { paths } from '@/lib/paths';
import type { AccountType } from './useIntroSearch';

/**
 * Where a person goes once signed in from /intro. Individuals go home. For organizations,
 * a newcomer continues to the organization form; a returning member acts as their first
 * organization, or creates one if they have none yet.
 */
export function useCompleteIntro(type: AccountType) {
  const navigate = useNavigate();
  const switchIdentity = useSwitchIdentity();
  return useCallback(
    async (identities: Identity[]) => {
      if (type === 'individual') {
        await navigate(paths.home, { replace: true });
        return;
      }
      const organization = identities.find((identity) => identity.type === 'organizations');
      if (organization) {
        await switchIdentity(organization.id);
        await navigate(paths.home, { replace: true });
      } else {
        await navigate(`${paths.createOrganization}?next=${encodeURIComponent(paths.home)}`, { replace: true });
      }
    },
    [navigate, switchIdentity, type],
  );
}
