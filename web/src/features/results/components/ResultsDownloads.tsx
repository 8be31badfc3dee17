import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { resultDownloads, verifyCommand } from '../api/downloads';

/** The audit pack, the CSV and JSON files, and the command that recomputes the round. */
export function ResultsDownloads({ roundId, roundNumber }: { roundId: string; roundNumber: number }) {
  const { t } = useTranslation('results');
  const downloads = resultDownloads(roundId, roundNumber);
  const links = [
    { key: 'auditPack', label: t('downloads.auditPack'), ...downloads.auditPack },
    { key: 'csv', label: t('downloads.csv'), ...downloads.csv },
    { key: 'json', label: t('downloads.json'), ...downloads.json },
  ];
  return (
    <Box component="section" aria-labelledby="results-downloads-title">
      <Typography id="results-downloads-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('downloads.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '70ch' }}>
        {t('downloads.intro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 3 }}>
        {links.map((link) => (
          <Button
            key={link.key}
            component="a"
            href={link.href}
            download={link.filename}
            variant={link.key === 'auditPack' ? 'contained' : 'outlined'}
            startIcon={<DownloadOutlinedIcon />}
          >
            {link.label}
          </Button>
        ))}
      </Stack>
      <Typography component="p" sx={{ mb: 1, fontWeight: 600 }} id="results-verify-label">
        {t('downloads.verify')}
      </Typography>
      <Box
        component="pre"
        dir="ltr"
        aria-labelledby="results-verify-label"
        sx={{ m: 0, p: 2, borderRadius: 2, bgcolor: '#0f2322', color: '#e8fffb', overflowX: 'auto', fontSize: '0.9375rem' }}
      >
        <code data-testid="verify-command">{verifyCommand(roundNumber)}</code>
      </Box>
    </Box>
  );
}
