import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A short explanation of quadratic funding for people new to it. */
export function AboutQuadraticFunding() {
  const { t } = useTranslation('home');
  const points = [
    { icon: <GroupsOutlinedIcon />, title: t('about.pointVotesTitle'), text: t('about.pointVotes') },
    { icon: <SavingsOutlinedIcon />, title: t('about.pointMatchTitle'), text: t('about.pointMatch') },
    { icon: <VerifiedOutlinedIcon />, title: t('about.pointOpenTitle'), text: t('about.pointOpen') },
  ];
  return (
    <Box component="section" aria-labelledby="about-qf-title">
      <Typography id="about-qf-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('about.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('about.intro')}
      </Typography>
      <Grid container spacing={3}>
        {points.map((point) => (
          <Grid key={point.title} size={{ xs: 12, md: 4 }}>
            <Box sx={{ height: '100%', p: 3, borderRadius: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
              <Box aria-hidden="true" sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 32 } }}>
                {point.icon}
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {point.title}
              </Typography>
              <Typography color="text.secondary">{point.text}</Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
