import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/config/appConfig';
import { formatAda, formatMoney } from '@/lib/format';
import { useRates } from '../api/queries';
import { TEST_WALLET_KEY, testWallet } from '../api/testWallet';
import { AdaProgressSteps } from '../components/AdaProgressSteps';
import { AmountSummary } from '../components/AmountSummary';
import { PendingButton } from '../components/PendingButton';
import { WalletPicker } from '../components/WalletPicker';
import type { AdaProgress } from '../hooks/payWithWallet';
import { useCardanoWallet, type Cip30Api } from '../hooks/useCardanoWallet';
import './cart.css';

/**
 * ADA for `usd` at `usdPerAda`, rounded up to the lovelace as the server converts it, so the
 * figure shown before paying is the one the result shows after.
 */
function approximateAda(usd: number, usdPerAda: number): number | null {
  if (!(usdPerAda > 0)) return null;
  return Math.ceil((usd / usdPerAda) * 1_000_000) / 1_000_000;
}

/** The cart's total in ADA at today's rate, as text ("…" until the rate is known). */
function useAdaTotal(amountUsd: number): string {
  const { i18n } = useTranslation('donations');
  const rates = useRates();
  const ada = approximateAda(amountUsd, rates.data?.lovelace ?? 0);
  return ada === null ? '…' : formatAda(ada, i18n.language);
}

/** The cart in ADA: the donations in USD, about how much ADA that is today, and no card fee. */
export function AdaCartSummary({ count, amountUsd }: { count: number; amountUsd: number }) {
  const { t, i18n } = useTranslation('donations');
  const adaText = useAdaTotal(amountUsd);
  return (
    <div className="mp-cart-ada-summary">
      <AmountSummary
        lines={[
          { label: t('cart.donations', { count }), value: formatMoney(amountUsd, 'USD', i18n.language) },
          { label: t('cart.approxAda'), value: adaText, strong: true, testId: 'cart-ada-total' },
        ]}
      />
      <p className="mp-p mp-body2 mp-muted" data-testid="cart-ada-note">
        {t('cart.adaNote')}
      </p>
    </div>
  );
}

/**
 * The cart paid in ADA: the wallet picker (with the Matchpool test wallet when the server offers
 * it), the progress of the payment, and the pay button. The server converts the USD amounts
 * itself when it builds the transaction.
 */
export function AdaCartPayment({
  amountUsd,
  ready,
  busy,
  progress,
  onPay,
}: {
  amountUsd: number;
  /** Every amount of the cart is valid. */
  ready: boolean;
  busy: boolean;
  progress: AdaProgress | null;
  onPay: (wallet: Cip30Api) => void;
}) {
  const { t, i18n } = useTranslation('donations');
  const config = useAppConfig();
  const testWalletName = config?.test_wallet ? t('wallet.testWallet') : null;
  const extraWallets = useMemo(() => (testWalletName ? { [TEST_WALLET_KEY]: testWallet(testWalletName) } : undefined), [testWalletName]);
  const wallet = useCardanoWallet(extraWallets);
  const adaText = useAdaTotal(amountUsd);
  const connected = wallet.status === 'connected' ? wallet.api : null;

  return (
    <div className="mp-cart-stack">
      <WalletPicker wallet={wallet} />
      {progress && <AdaProgressSteps progress={progress} walletName={wallet.name ?? ''} />}
      <PendingButton
        variant="contained"
        className="mp-cart-pay"
        data-testid="pay-in-ada"
        isDisabled={!ready || connected === null}
        pending={busy}
        onPress={() => connected && onPay(connected)}
      >
        {/* "66.67 ADA" keeps its order inside a right-to-left sentence. */}
        {t('cart.payInAda', { amount: i18n.dir() === 'rtl' ? `\u2066${adaText}\u2069` : adaText })}
      </PendingButton>
    </div>
  );
}
