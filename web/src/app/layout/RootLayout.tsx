import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { RenderErrorBoundary } from '@/components/RenderErrorBoundary';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { VerificationRequiredHost } from '@/features/verification/components/VerificationRequiredHost';
import { useIdentities } from '@/lib/auth/identities';
import { useIsSignedIn, useSession } from '@/lib/auth/session';
import { readFlash } from '@/lib/flash';
import { useServerLanguage } from '@/lib/i18n/useServerLanguage';
import { useGlobalLoading } from '@/lib/loading';
import { paths } from '@/lib/paths';
import { Footer } from './Footer';
import { Header } from './Header';

// Confirmations and the expired-session notice (the kit's toasts): loaded the first time there
// is one to show.
const Notices = lazy(async () => ({ default: (await import('./Notices')).Notices }));

// Loaded on demand, not with every visitor's first page.
const EmailUnverifiedBanner = lazy(async () => ({ default: (await import('@/features/auth/components/EmailUnverifiedBanner')).EmailUnverifiedBanner }));
// Only organizations see it: loaded on demand, not with every visitor's first page.
const VerificationBanner = lazy(async () => ({ default: (await import('./VerificationBanner')).VerificationBanner }));

// A page's error screen: loaded only when a page fails.
const RouteErrorScreen = lazy(async () => ({ default: (await import('../routes/RouteErrorScreen')).RouteErrorScreen }));
const routeError = (error: unknown) => (
  <Suspense fallback={null}>
    <RouteErrorScreen error={error} />
  </Suspense>
);

function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="mp-skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}

/** The page frame: skip link, header, verification banner, main content, footer, overlay, the verification-required modal, notices. */
export function RootLayout() {
  useServerLanguage();
  useScrollToTop();
  const location = useLocation();
  const { current } = useIdentities();
  const { expired = false } = useSession();
  const flash = readFlash(location.state);
  const signedIn = useIsSignedIn();
  const busy = useGlobalLoading();
  return (
    <div className="mp-frame">
      <SkipLink />
      <Header />
      {/* Not on the page that confirms the address: it says so itself. */}
      {signedIn && location.pathname !== paths.verifyEmail && (
        <Suspense fallback={null}>
          <EmailUnverifiedBanner signedIn={signedIn} />
        </Suspense>
      )}
      {current?.type === 'organizations' && (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1} className="mp-main">
        {/* A page that fails shows its error here, under the header; another page starts afresh. */}
        <RenderErrorBoundary fallback={routeError} resetKey={location.pathname}>
          {/* A page, or a part of one, whose code or translations are still loading waits here. */}
          <Suspense fallback={<LoadingOverlay open />}>
            <Outlet />
          </Suspense>
        </RenderErrorBoundary>
      </main>
      <Footer />
      <LoadingOverlay open={busy} />
      <VerificationRequiredHost />
      {(flash || expired) && (
        <Suspense fallback={null}>
          <Notices flash={flash} expired={expired} />
        </Suspense>
      )}
    </div>
  );
}
