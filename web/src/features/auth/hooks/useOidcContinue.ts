import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { ProviderSignIn } from '@/lib/auth/oidc';
import { safeReturnPath } from '@/lib/auth/returnPath';
import { useStartSession } from '@/lib/auth/useSessionActions';
import { browser } from '@/lib/browser';
import { paths } from '@/lib/paths';
import { authorizeSession } from '../api/authorize';

/**
 * What follows a sign-in through a provider: the session's cookies are set, then a hosted sign-in
 * returns to its app (with a code, as after a password), else the person goes back to the page
 * that asked. A provider linked from the settings returns there.
 */
export function useOidcContinue() {
  const startSession = useStartSession();
  const navigate = useNavigate();
  return useCallback(
    async (result: ProviderSignIn) => {
      if (result.status === 'linked') {
        await navigate(safeReturnPath(result.return_to ?? paths.settings), { replace: true });
        return;
      }
      if (result.status !== 'signed_in') return;
      await startSession();
      if (result.session_id) {
        const { redirect_to } = await authorizeSession(result.session_id);
        browser.assign(redirect_to);
        return;
      }
      await navigate(safeReturnPath(result.return_to), { replace: true });
    },
    [navigate, startSession],
  );
}
