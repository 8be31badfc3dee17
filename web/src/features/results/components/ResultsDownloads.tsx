import Download from 'lucide-react/icons/download';
import { useTranslation } from 'react-i18next';
import { AnchorButton } from '@/components/ui/LinkButton';
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
    <section aria-labelledby="results-downloads-title">
      <h2 id="results-downloads-title" className="mp-h2 mp-results-heading">
        {t('downloads.title')}
      </h2>
      <p className="mp-p mp-muted mp-results-intro">{t('downloads.intro')}</p>
      <div className="mp-downloads">
        {links.map((link) => (
          <AnchorButton
            key={link.key}
            href={link.href}
            download={link.filename}
            variant={link.key === 'auditPack' ? 'contained' : 'outlined'}
            startIcon={<Download aria-hidden="true" size={20} />}
          >
            {link.label}
          </AnchorButton>
        ))}
      </div>
      <p className="mp-p mp-strong mp-code-label" id="results-verify-label">
        {t('downloads.verify')}
      </p>
      {/* Wraps on a phone rather than hiding its end off screen. */}
      <pre dir="ltr" aria-labelledby="results-verify-label" className="mp-code">
        <code data-testid="verify-command">{verifyCommand(roundNumber)}</code>
      </pre>
    </section>
  );
}
