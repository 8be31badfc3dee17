import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { IntroFormsProps } from '@/features/auth/components/IntroForms';
import { IntroSteps } from '@/features/auth/components/IntroSteps';
import { SignedInNotice } from '@/features/auth/components/SignedInNotice';
import { Spinner } from '@/components/ui/Skeleton';
import { useIdentities } from '@/lib/auth/identities';
import { session } from '@/lib/auth/session';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

type Forms = ComponentType<IntroFormsProps>;

let loadedForms: Forms | undefined;
let formsLoading: Promise<Forms> | undefined;
/** The second step's forms (react-hook-form, zod, the kit's fields: most of the page's code), loaded once. */
const loadForms = () => (formsLoading ??= import('@/features/auth/components/IntroForms').then((module) => (loadedForms = module.IntroForms)));

/**
 * The form of the second step, drawn at once when its code is in (it loads as soon as the person
 * heads for a button of the first step), else a spinner in its place until it is.
 */
function LazyIntroForms(props: IntroFormsProps) {
  const { t } = useTranslation('common');
  const [Forms, setForms] = useState(() => loadedForms);
  useEffect(() => {
    if (Forms) return;
    let live = true;
    void loadForms().then((loaded) => live && setForms(() => loaded));
    return () => {
      live = false;
    };
  }, [Forms]);
  if (!Forms) {
    return (
      <div className="mp-auth-forms-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return <Forms {...props} />;
}

/**
 * /intro. Its first step (the kind of account, then "Create account" or "Log in") draws without
 * the forms' code, which starts loading when the person points at, touches or tabs into the card
 * (or when the page opens on a form), so the first paint does not wait for it, nor run it.
 */
export function IntroPage() {
  const { t } = useTranslation('auth');
  const { status, current } = useIdentities();
  // Signing in on this page must not swap the form for the notice before it navigates away.
  const [signedInOnArrival] = useState(() => session.get().signedIn);
  useDocumentTitle(t('intro.pageTitle'));

  if (signedInOnArrival && status === 'loading') return null;
  if (signedInOnArrival && current) return <SignedInNotice identity={current} />;
  const intent = () => void loadForms();
  return (
    // Only listens for the person heading for the step's buttons: no box of its own (`display: contents`).
    <div style={{ display: 'contents' }} onPointerOver={intent} onPointerDown={intent} onTouchStart={intent} onFocus={intent}>
      <IntroSteps Forms={LazyIntroForms} />
    </div>
  );
}
