import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { AboutQuadraticFunding } from '@/features/home/components/AboutQuadraticFunding';
import { ContactSection } from '@/features/home/components/ContactSection';
import { useCurrentRound } from '@/features/rounds/api/getCurrentRound';
import { NoRoundHero } from '@/features/rounds/components/NoRoundHero';
import { RoundHero } from '@/features/rounds/components/RoundHero';
import { RoundStats } from '@/features/rounds/components/RoundStats';
import { RoundTimeline } from '@/features/rounds/components/RoundTimeline';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export function HomePage() {
  const { t } = useTranslation('home');
  const { data: round } = useCurrentRound();
  useDocumentTitle(t('pageTitle'));

  return (
    <>
      {round ? <RoundHero round={round} /> : <NoRoundHero />}
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          {round && (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 7 }}>
                <RoundTimeline round={round} />
              </Grid>
              <Grid size={{ xs: 12, md: 5 }}>
                <RoundStats round={round} />
              </Grid>
            </Grid>
          )}
          <AboutQuadraticFunding />
          <ContactSection />
        </Stack>
      </Container>
    </>
  );
}
