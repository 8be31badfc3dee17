import { lazy, Suspense } from 'react';
import type { ThreeDSecureDialogProps } from './ThreeDSecureDialog';

const ThreeDSecureDialog = lazy(() => import('./ThreeDSecureDialog').then((m) => ({ default: m.ThreeDSecureDialog })));

/**
 * The 3-D Secure stand-in, loaded only when a bank asks for the check: few payments need it, so
 * its dialog is not part of the vote page's, the cart's or a donation's first load.
 */
export function LazyThreeDSecureDialog(props: ThreeDSecureDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ThreeDSecureDialog {...props} />
    </Suspense>
  );
}
