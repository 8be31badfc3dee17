import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/errors';
import { useAppConfig } from '@/lib/config/appConfig';
import { AdaPaymentError, cip30Code, declinedInWallet, type AdaStep } from './payWithWallet';

/**
 * Why an ADA payment stopped before any ADA left the wallet: the person declined in the wallet,
 * a failure explained here in their words, or another failure (`cause`) for the caller to explain.
 */
export type AdaFailure =
  | { kind: 'declined'; step: AdaStep }
  | { kind: 'explained'; step: AdaStep; message: string }
  | { kind: 'other'; step: AdaStep; cause: unknown };

/** Explains an ADA payment's failure (one project's donation or a whole cart) the same way. */
export function useAdaFailure() {
  const { t } = useTranslation('donations');
  const config = useAppConfig();
  return (error: unknown): AdaFailure => {
    const step = error instanceof AdaPaymentError ? error.step : 'build';
    const cause = error instanceof AdaPaymentError ? error.cause : error;
    const code = isApiError(cause) ? cause.code : '';
    const explained = (message: string): AdaFailure => ({ kind: 'explained', step, message });
    if (step === 'sign' && declinedInWallet(cause)) return { kind: 'declined', step };
    // The wallet could not give its data, changed account, or gave data the server cannot read.
    if (step === 'wallet' || (step === 'sign' && cip30Code(cause) !== null) || code === 'ada.bad_cbor' || code === 'ada.bad_address') {
      return explained(t('wallet.dataError'));
    }
    if (code === 'ada.insufficient_funds') return explained(t('ada.insufficientFunds'));
    if (code === 'ada.wrong_network') return explained(t('ada.wrongNetwork', { network: config?.cardano_network ?? 'mainnet' }));
    if (code === 'ada.no_wallet') return explained(t('form.noProjectWallet'));
    if (code === 'ada.tx_rejected') return explained(t('ada.rejected'));
    return { kind: 'other', step, cause };
  };
}
