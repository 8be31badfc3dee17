import { Navigate, Outlet, useLocation } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';

export type RequiredIdentity = 'organizations' | 'both';

/**
 * Spec §2 access guard: an empty screen while identities load; /intro when loading failed,
 * nobody is signed in, or the current identity is not of the required type, remembering the page
 * so signing in comes back to it.
 */
export function AccessGuard({ type }: { type: RequiredIdentity }) {
  const { status, current } = useIdentities();
  const location = useLocation();
  if (status === 'loading') return null;
  const allowed = status === 'succeeded' && current !== undefined && (type === 'both' || current.type === type);
  return allowed ? <Outlet /> : <Navigate to={signInPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
}
