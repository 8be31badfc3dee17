import FacebookIcon from '@mui/icons-material/Facebook';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/Logo';
import { useAppConfig } from '@/lib/config/appConfig';

/** Copyright line and the three social profiles, each opening safely in a new tab. */
export function Footer() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const social = [
    { href: config?.social.x, label: t('footer.x'), icon: <XIcon /> },
    { href: config?.social.facebook, label: t('footer.facebook'), icon: <FacebookIcon /> },
    { href: config?.social.linkedin, label: t('footer.linkedin'), icon: <LinkedInIcon /> },
  ].filter((link): link is typeof link & { href: string } => Boolean(link.href));

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: '#ffffff', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 3,
          }}
        >
          <Box sx={{ maxWidth: 420 }}>
            <Logo inverted />
            <Typography sx={{ mt: 1.5, color: 'rgba(255, 255, 255, 0.85)' }}>{t('footer.tagline')}</Typography>
          </Box>
          {social.length > 0 && (
            <Box component="ul" aria-label={t('footer.social')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1 }}>
              {social.map((link) => (
                <li key={link.label}>
                  <IconButton
                    component="a"
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={link.label}
                    sx={{ color: '#ffffff', border: 1, borderColor: 'rgba(255, 255, 255, 0.35)' }}
                  >
                    {link.icon}
                  </IconButton>
                </li>
              ))}
            </Box>
          )}
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderBlockStart: 1, borderColor: 'rgba(255, 255, 255, 0.2)', color: 'rgba(255, 255, 255, 0.85)' }}
        >
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
