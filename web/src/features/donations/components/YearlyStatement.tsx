import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { type StatementFormat, useDownloadStatement } from '../api/receipts';

/** How many past years the picker offers besides the current one. */
const PAST_YEARS = 5;

/** The person's yearly statement: choose a year (UTC), download it as PDF or CSV. */
export function YearlyStatement({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const current = now.getUTCFullYear();
  const years = Array.from({ length: PAST_YEARS + 1 }, (_, index) => current - index);
  const [year, setYear] = useState(current);
  const download = useDownloadStatement(i18n.language);
  const button = (format: StatementFormat) => (
    <Button
      variant="outlined"
      startIcon={<DownloadOutlinedIcon />}
      loading={download.isPending && download.variables.format === format}
      onClick={() => download.mutate({ year, format })}
    >
      {t(`statement.${format}`)}
    </Button>
  );
  return (
    <Card component="section" aria-labelledby="yearly-statement" sx={{ mt: 4 }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="yearly-statement" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('statement.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('statement.hint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t('statement.year')} value={year} onChange={(event) => setYear(Number(event.target.value))} sx={{ minWidth: 140 }}>
            {years.map((option) => (
              <MenuItem key={option} value={option}>
                <bdi>{option}</bdi>
              </MenuItem>
            ))}
          </TextField>
          {button('pdf')}
          {button('csv')}
        </Stack>
        {download.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {messages.apiError(download.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
