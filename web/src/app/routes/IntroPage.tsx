import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntroFlow } from '@/features/auth/components/IntroFlow';
import { SignedInNotice } from '@/features/auth/components/SignedInNotice';
import { useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function IntroPage() {
  const { t } = useTranslation('auth');
  const { status, current } = useIdentities();
  // Signing in on this page must not swap the form for the notice before it navigates away.
  const [signedInOnArrival] = useState(() => session.get().signedIn);
  useDocumentTitle(t('intro.pageTitle'));

  if (signedInOnArrival && status === 'loading') return null;
  if (signedInOnArrival && current) return <SignedInNotice identity={current} />;
  return <IntroFlow />;
}
