import MailOutlineIcon from '@mui/icons-material/MailOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useAppConfig } from '@/lib/config/appConfig';
import { isolateLtr } from '@/lib/dates';

/** How to reach the team: email and the FAQ, both from the server's configuration. */
export function ContactSection() {
  const { t } = useTranslation(['home', 'common']);
  const config = useAppConfig();
  return (
    <Card component="section" aria-labelledby="contact-title">
      <CardContent
        sx={{
          p: { xs: 3, md: 4 },
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          alignItems: { md: 'center' },
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography id="contact-title" variant="h2" sx={{ mb: 1 }}>
            {t('contact.title')}
          </Typography>
          <Typography color="text.secondary">{t('contact.text')}</Typography>
        </Box>
        {config && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {config.contact_email && (
              <Button variant="contained" href={`mailto:${config.contact_email}`} startIcon={<MailOutlineIcon />}>
                {t('contact.email', { email: isolateLtr(config.contact_email) })}
              </Button>
            )}
            {config.faq_url && (
              <Button variant="outlined" href={config.faq_url} target="_blank" rel="noopener noreferrer">
                {t('contact.faq')}
                <span style={visuallyHidden}> {t('common:newTab')}</span>
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
