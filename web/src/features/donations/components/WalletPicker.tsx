import Wallet from 'lucide-react/icons/wallet';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/format';
import type { useCardanoWallet } from '../hooks/useCardanoWallet';
import { TEST_WALLET_KEY } from '../api/testWallet';
import { readableAddress } from '../utils/address';
import './support.css';

type CardanoWallet = ReturnType<typeof useCardanoWallet>;

function shortAddress(address: string): string {
  return address.length > 24 ? `${address.slice(0, 14)}…${address.slice(-8)}` : address;
}

/** Lace, Yoroi and any other CIP-30 wallet in the browser: connect, see the balance, disconnect. */
export function WalletPicker({ wallet }: { wallet: CardanoWallet }) {
  const { t, i18n } = useTranslation('donations');

  if (wallet.status === 'connected' && wallet.address !== null) {
    return (
      <div className="mp-wallet-connected" data-testid="wallet-connected">
        <p className="mp-p mp-bold">{t('wallet.connected', { name: wallet.name })}</p>
        {wallet.key === TEST_WALLET_KEY && <p className="mp-p mp-body2 mp-wallet-test">{t('wallet.testMoney')}</p>}
        <p className="mp-p mp-body2 mp-muted mp-wallet-address">
          {t('wallet.address')}: <bdi title={readableAddress(wallet.address)}>{shortAddress(readableAddress(wallet.address))}</bdi>
        </p>
        <p className="mp-p mp-body2 mp-muted">
          {t('wallet.balance')}: <bdi data-testid="wallet-balance">{formatMoney((wallet.balance ?? 0) / 1_000_000, 'lovelace', i18n.language)}</bdi>
        </p>
        <Button size="small" onPress={wallet.disconnect} className="mp-wallet-disconnect">
          {t('wallet.disconnect')}
        </Button>
      </div>
    );
  }

  return (
    <div>
      {wallet.status === 'failed' && (
        <Alert severity="error" role="alert" className="mp-wallet-error">
          {wallet.error === 'data' ? t('wallet.dataError') : t('wallet.connectError')}
        </Alert>
      )}
      <p id="wallet-list-title" className="mp-p mp-bold mp-wallet-title">
        {t('wallet.choose')}
      </p>
      <ul aria-labelledby="wallet-list-title" className="mp-wallet-list">
        {wallet.options.map((option) => {
          const connecting = wallet.status === 'connecting' && wallet.key === option.key;
          const note = connecting ? t('wallet.connecting') : option.key === TEST_WALLET_KEY ? t('wallet.testMoney') : undefined;
          return (
            <li key={option.key} className="mp-wallet-option">
              <span className="mp-wallet-icon" aria-hidden="true">
                {option.icon ? <img src={option.icon} alt="" /> : <Wallet size={22} />}
              </span>
              <span className="mp-wallet-name">
                <span className="mp-wallet-label">{option.name}</span>
                {note && <span className="mp-body2 mp-muted">{note}</span>}
              </span>
              {/*
                Disabled while a wallet connects (its line says "Connecting…"), not React Aria's
                pending state: that announces the button by id, and the button is gone once connected.
              */}
              <Button
                size="small"
                variant="outlined"
                isDisabled={!option.installed || wallet.status === 'connecting'}
                startIcon={connecting ? <span className="mp-spinner mp-pending-spinner" aria-hidden="true" /> : undefined}
                onPress={() => void wallet.connect(option.key)}
                aria-label={t('wallet.connectTo', { name: option.name })}
              >
                {option.installed ? t('wallet.connect') : t('wallet.notInstalled')}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
