import { Navigate, Outlet } from 'react-router';
import { useIdentities } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';

export type RequiredIdentity = 'organizations' | 'both';

/**
 * Spec §2 access guard: an empty screen while identities load; /intro when loading failed,
 * nobody is signed in, or the current identity is not of the required type.
 */
export function AccessGuard({ type }: { type: RequiredIdentity }) {
  const { status, current } = useIdentities();
  if (status === 'loading') return null;
  const allowed = status === 'succeeded' && current !== undefined && (type === 'both' || current.type === type);
  return allowed ? <Outlet /> : <Navigate to={paths.intro} replace />;
}
