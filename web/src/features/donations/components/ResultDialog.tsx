import CircleAlert from 'lucide-react/icons/circle-alert';
import Info from 'lucide-react/icons/info';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmationDialog } from '@/components/ConfirmationDialog';
import { paths } from '@/lib/paths';
import './support.css';

export type SupportResult =
  | { kind: 'voted' }
  | { kind: 'donated'; donationId: string; pending: boolean; voted: boolean }
  | { kind: 'error'; title: string; message: string }
  /** Nothing happened, and nothing went wrong either (the person cancelled in the wallet). */
  | { kind: 'notice'; title: string; message: string }
  /** A donation that did not go through as asked (3-D Secure canceled), with a link to its status. */
  | { kind: 'status'; donationId: string; title: string; message: string };

/** The success or error modal after voting or donating (spec §2 modals, §8 messages). */
export function ResultDialog({ result, onClose }: { result: SupportResult | null; onClose: () => void }) {
  const { t } = useTranslation('donations');
  const navigate = useNavigate();
  if (!result) return null;
  if (result.kind === 'error') {
    return (
      <ConfirmationDialog
        open
        icon={<CircleAlert size={48} className="mp-result-icon-error" aria-hidden="true" />}
        title={result.title}
        message={result.message}
        onClose={onClose}
      />
    );
  }
  if (result.kind === 'notice') {
    return <ConfirmationDialog open title={result.title} message={result.message} onClose={onClose} />;
  }
  if (result.kind === 'status') {
    const statusId = result.donationId;
    return (
      <ConfirmationDialog
        open
        icon={<Info size={48} className="mp-result-icon-info" aria-hidden="true" />}
        title={result.title}
        message={result.message}
        onClose={onClose}
        submitLabel={t('result.viewStatus')}
        onSubmit={() => void navigate(paths.donation(statusId))}
      />
    );
  }
  if (result.kind === 'voted') {
    return <ConfirmationDialog open title={t('result.votedTitle')} message={t('result.votedText')} onClose={onClose} />;
  }
  const donationId = result.donationId;
  return (
    <ConfirmationDialog
      open
      title={result.pending ? t('result.pendingTitle') : t('result.donatedTitle')}
      message={[result.pending ? t('result.pendingText') : t('result.donatedText'), result.voted ? t('result.voteRecorded') : '']
        .filter(Boolean)
        .join('\n')}
      onClose={onClose}
      submitLabel={t('result.viewStatus')}
      onSubmit={() => void navigate(paths.donation(donationId))}
    />
  );
}
