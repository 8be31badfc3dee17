import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Identity } from '@/lib/auth/identities';
import { useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { paths } from '@/lib/paths';
import type { AccountType } from './useIntroSearch';

/**
 * Where a person goes once signed in from /intro: back to `next` (the page that asked for
 * sign-in, else home). For organizations, a newcomer first fills in the organization form; a
 * returning member acts as their first organization, or creates one if they have none yet.
 */
export function useCompleteIntro(type: AccountType, next: string = paths.home) {
  const navigate = useNavigate();
  const switchIdentity = useSwitchIdentity();
  return useCallback(
    async (identities: Identity[]) => {
      if (type === 'individual') {
        await navigate(next, { replace: true });
        return;
      }
      const organization = identities.find((identity) => identity.type === 'organizations');
      if (organization) {
        await switchIdentity(organization.id);
        await navigate(next, { replace: true });
      } else {
        await navigate(`${paths.createOrganization}?next=${encodeURIComponent(next)}`, { replace: true });
      }
    },
    [navigate, next, switchIdentity, type],
  );
}
