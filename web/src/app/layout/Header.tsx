import AddIcon from '@mui/icons-material/Add';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '@/components/Logo';
import { useIdentities } from '@/lib/auth/identities';
import { paths } from '@/lib/paths';
import { AccountMenu } from './AccountMenu';
import { AppsMenu } from './AppsMenu';

/** Logo home, create project, sister apps, and the account menu (or a log-in button). */
export function Header() {
  const { t } = useTranslation();
  const { identities, current } = useIdentities();
  // The projects feature adds the full rules (submission closed, KYB, person → select identity).
  const createTarget = current ? paths.createProject : paths.intro;

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
            <Logo />
          </Box>
          <Box sx={{ flex: 1 }} />
          <Box component="nav" aria-label={t('header.navigation')} sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 } }}>
            <Button
              component={RouterLink}
              to={createTarget}
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('header.createProject')}
            </Button>
            <IconButton
              component={RouterLink}
              to={createTarget}
              aria-label={t('header.createProject')}
              color="primary"
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <AddIcon />
            </IconButton>
            <AppsMenu />
            {current ? (
              <AccountMenu identities={identities} current={current} />
            ) : (
              <Button component={RouterLink} to={paths.intro} variant="outlined">
                {t('header.logIn')}
              </Button>
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
