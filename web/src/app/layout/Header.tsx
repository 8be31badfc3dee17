import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { Logo } from '@/components/Logo';
import { useCartCount } from '@/features/donations/cart/store';
import { CreateProjectButton } from '@/features/projects/components/CreateProjectButton';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { useIdentities } from '@/lib/auth/identities';
import { signInPath } from '@/lib/auth/returnPath';
import { paths } from '@/lib/paths';
import { AppsMenu } from './AppsMenu';

// Only signed-in people see it: visitors' first page goes without its code and translations.
// Only a person with something in the cart sees its button: the first page goes without it.
const CartButton = lazy(async () => ({ default: (await import('@/features/donations/cart/CartButton')).CartButton }));
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu')).AccountMenu }));

/** Logo home, create project, sister apps, and the account menu (or a log-in button). */
export function Header() {
  const { t } = useTranslation();
  const { identities, current } = useIdentities();
  const { data: round } = useCurrentRound();
  // A phone's header keeps the logo's rings only, so "Log in" fits on one line in every language.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const location = useLocation();
  const cartCount = useCartCount();

  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBlockEnd: 1, borderColor: 'divider', bgcolor: 'rgba(255, 255, 255, 0.96)', backdropFilter: 'blur(8px)' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label={t('header.homeLink')}
            sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1, p: 0.5, marginInlineStart: -0.5 }}
          >
            <Logo wordmark={!phone} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box component="nav" aria-label={t('header.navigation')} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
            <Button component={RouterLink} to={paths.projects} color="primary" sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
              {t('header.explore')}
            </Button>
            <IconButton component={RouterLink} to={paths.projects} aria-label={t('header.explore')} color="primary" sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
              <TravelExploreIcon />
            </IconButton>
            <CreateProjectButton round={round} />
            {cartCount > 0 && (
              <Suspense fallback={null}>
                <CartButton />
              </Suspense>
            )}
            <AppsMenu />
            {current ? (
              <Suspense fallback={null}>
                <AccountMenu identities={identities} current={current} />
              </Suspense>
            ) : (
              <Button
                component={RouterLink}
                to={signInPath(`${location.pathname}${location.search}`)}
                variant="outlined"
                sx={{ whiteSpace: 'nowrap', flexShrink: 0, paddingInline: { xs: 1.5, sm: 2.25 } }}
              >
                {t('header.logIn')}
              </Button>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
