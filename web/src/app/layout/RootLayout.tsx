import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { VerificationRequiredHost } from '@/features/verification/components/VerificationRequiredHost';
import { useIdentities } from '@/lib/auth/identities';
import { useIsSignedIn, useSession } from '@/lib/auth/session';
import { readFlash } from '@/lib/flash';
import { useServerLanguage } from '@/lib/i18n/useServerLanguage';
import { useGlobalLoading } from '@/lib/loading';
import { Footer } from './Footer';
import { Header } from './Header';

// Confirmations and the expired-session notice: loaded the first time there is one to show.
const Notices = lazy(async () => ({ default: (await import('./Notices')).Notices }));

// Only organizations see it: loaded on demand, not with every visitor's first page.
const EmailUnverifiedBanner = lazy(async () => ({
  default: (await import('@/features/auth/components/EmailUnverifiedBanner')).EmailUnverifiedBanner,
}));
const VerificationBanner = lazy(async () => ({ default: (await import('./VerificationBanner')).VerificationBanner }));

function useScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: '#ffffff',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}

/** The page frame: skip link, header, verification banner, main content, footer, overlay, the verification-required modal, notices. */
export function RootLayout() {
  useServerLanguage();
  useScrollToTop();
  const navigation = useNavigation();
  const location = useLocation();
  const { current } = useIdentities();
  const { expired = false } = useSession();
  const flash = readFlash(location.state);
  const signedIn = useIsSignedIn();
  const busy = useGlobalLoading() || navigation.state === 'loading';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      {signedIn && (
        <Suspense fallback={null}>
          <EmailUnverifiedBanner signedIn={signedIn} />
        </Suspense>
      )}
      {current?.type === 'organizations' && (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        {/* A part of a page whose translations are still loading waits here, under the header. */}
        <Suspense fallback={<LoadingOverlay open />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <LoadingOverlay open={busy} />
      <VerificationRequiredHost />
      {(flash || expired) && (
        <Suspense fallback={null}>
          <Notices flash={flash} expired={expired} />
        </Suspense>
      )}
    </Box>
  );
}
