import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { cx } from '@/components/ui/classNames';
import { formatAdaExact } from '@/lib/format';
import { ADA_STEPS, type AdaProgress } from '../hooks/payWithWallet';
import './support.css';

/** Where an ADA donation is: wallet, transaction, signature, submission, record. */
export function AdaProgressSteps({ progress, walletName }: { progress: AdaProgress; walletName: string }) {
  const { t, i18n } = useTranslation('donations');
  const active = ADA_STEPS.indexOf(progress.step);
  return (
    <div role="status" aria-live="polite" aria-label={t('ada.progressLabel')} data-testid="ada-progress" className="mp-ada-progress">
      <ol className="mp-ada-steps">
        {ADA_STEPS.map((step, index) => {
          const done = index < active;
          const current = index === active;
          return (
            <li key={step} className={cx('mp-ada-step', done && 'mp-ada-step-done', current && 'mp-ada-step-active')} aria-current={current ? 'step' : undefined}>
              <span className="mp-ada-step-mark" aria-hidden="true">
                {done ? <Check size={14} strokeWidth={3} /> : index + 1}
              </span>
              <span className="mp-ada-step-label">{t(`ada.steps.${step}`, { wallet: walletName })}</span>
            </li>
          );
        })}
      </ol>
      {progress.feeLovelace !== null && progress.step === 'sign' && (
        <p className="mp-p mp-body2 mp-muted mp-ada-fee" data-testid="ada-fee">
          {t('ada.feeNote', { fee: formatAdaExact(progress.feeLovelace / 1_000_000, i18n.language) })}
        </p>
      )}
    </div>
  );
}
