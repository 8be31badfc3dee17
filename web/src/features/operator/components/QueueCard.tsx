import FileText from 'lucide-react/icons/file-text';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/classNames';
import { UtcTime } from '@/components/UtcTime';
import { countryName } from '@/lib/countries';
import type { QueueItem } from '../api/types';
import './operator.css';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="mp-queue-fact">
      <dt className="mp-body2 mp-muted">{label}</dt>
      <dd className="mp-body2">{children}</dd>
    </div>
  );
}

export interface QueueCardProps {
  item: QueueItem;
  /** Shown for pending submissions only. */
  onApprove?: () => void;
  onReject?: () => void;
  approving?: boolean;
}

/** One submission: who, what they declared, their documents, and the decision buttons. */
export function QueueCard({ item, onApprove, onReject, approving = false }: QueueCardProps) {
  const { t, i18n } = useTranslation(['trust', 'common']);
  const headingId = useId();
  const organization = item.subject_kind === 'organization';

  return (
    <article aria-labelledby={headingId} className="mp-queue-card" data-testid="verification-item">
      <div className="mp-queue-card-body">
        <div className="mp-op-row mp-queue-card-head">
          <h2 id={headingId} className="mp-h3">
            <bdi>{item.subject_name || item.legal_name}</bdi>
          </h2>
          <span className={cx('mp-chip', 'mp-chip-small', organization ? 'mp-chip-outlined-primary' : 'mp-chip-default')}>
            {organization ? t('queue.organization') : t('queue.person')}
          </span>
        </div>
        <dl className="mp-queue-facts">
          <Fact label={t('queue.legalName')}>
            <bdi>{item.legal_name}</bdi>
          </Fact>
          <Fact label={t('queue.country')}>{countryName(item.country, i18n.language)}</Fact>
          {(organization || item.registration_number) && (
            <Fact label={t('queue.registrationNumber')}>{item.registration_number ? <bdi>{item.registration_number}</bdi> : t('queue.none')}</Fact>
          )}
          <Fact label={t('queue.submittedAt')}>
            <UtcTime value={item.created_at} />
          </Fact>
          {item.status === 'rejected' && item.reason && (
            <Fact label={t('queue.reason')}>
              <bdi>{item.reason}</bdi>
            </Fact>
          )}
          <Fact label={t('queue.documents')}>
            {item.documents.length === 0 ? (
              t('queue.noDocuments')
            ) : (
              <ul className="mp-queue-documents">
                {item.documents.map((document, index) => (
                  <li key={document.id}>
                    <FileText aria-hidden="true" size={18} className="mp-queue-document-icon" />
                    <a href={document.url} target="_blank" rel="noopener noreferrer" className="mp-link">
                      {t('queue.document', { number: index + 1, name: document.filename })}
                      <span className="mp-visually-hidden"> {t('common:newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </dl>
      </div>
      {item.status === 'pending' && onApprove && onReject && (
        <div className="mp-queue-card-actions">
          <Button variant="contained" onPress={onApprove} isPending={approving}>
            {t('queue.approve')}
            <span className="mp-visually-hidden"> {item.subject_name}</span>
          </Button>
          <Button variant="outlined" tone="error" onPress={onReject} isDisabled={approving}>
            {t('queue.reject')}
            <span className="mp-visually-hidden"> {item.subject_name}</span>
          </Button>
        </div>
      )}
    </article>
  );
}
