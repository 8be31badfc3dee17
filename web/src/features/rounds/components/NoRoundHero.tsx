import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HeroBand } from './HeroBand';

/** Shown when no round is running or planned. */
export function NoRoundHero() {
  const { t } = useTranslation('home');
  return (
    <HeroBand>
      <Container maxWidth="md">
        <Typography variant="h1" sx={{ mb: 2 }}>
          {t('noRound.title')}
        </Typography>
        <Typography sx={{ opacity: 0.92, fontSize: '1.0625rem', maxWidth: '60ch' }}>{t('noRound.text')}</Typography>
      </Container>
    </HeroBand>
  );
}
