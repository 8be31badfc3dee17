import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { type StatementFormat, useDownloadStatement } from '../api/receipts';

/** How many past years the picker offers besides the current one. */
const PAST_YEARS = 5;

/**
 * The person's yearly statement: choose a year (UTC), download it as PDF or CSV. The year is the
 * browser's own select (six short choices; and my donations goes without the listbox's ~45 kB).
 */
export function YearlyStatement({ now = new Date() }: { now?: Date }) {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const current = now.getUTCFullYear();
  const years = Array.from({ length: PAST_YEARS + 1 }, (_, index) => String(current - index));
  const [year, setYear] = useState(String(current));
  const download = useDownloadStatement(i18n.language);
  const button = (format: StatementFormat) => (
    <Button
      variant="outlined"
      startIcon={<Download aria-hidden="true" size={20} />}
      isPending={download.isPending && download.variables.format === format}
      onPress={() => download.mutate({ year: Number(year), format })}
    >
      {t(`statement.${format}`)}
    </Button>
  );
  return (
    <section aria-labelledby="yearly-statement" className="mp-card mp-donor-card mp-statement">
      <h2 id="yearly-statement" className="mp-h3 mp-donor-card-title">
        {t('statement.title')}
      </h2>
      <p className="mp-p mp-muted mp-statement-hint">{t('statement.hint')}</p>
      <div className="mp-statement-row">
        <NativeSelect label={t('statement.year')} value={year} onChange={(event) => setYear(event.target.value)} className="mp-statement-year">
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
        {button('pdf')}
        {button('csv')}
      </div>
      {download.isError && (
        <Alert severity="error" className="mp-donor-alert">
          {messages.apiError(download.error)}
        </Alert>
      )}
    </section>
  );
}
