import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import type { useCardanoWallet } from '../hooks/useCardanoWallet';
import { TEST_WALLET_KEY } from '../api/testWallet';
import { readableAddress } from '../utils/address';

type Wallet = ReturnType<typeof useCardanoWallet>;

function shortAddress(address: string): string {
  return address.length > 24 ? `${address.slice(0, 14)}…${address.slice(-8)}` : address;
}

/** Lace, Yoroi and any other CIP-30 wallet in the browser: connect, see the balance, disconnect. */
export function WalletPicker({ wallet }: { wallet: Wallet }) {
  const { t, i18n } = useTranslation('donations');

  if (wallet.status === 'connected' && wallet.address !== null) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }} data-testid="wallet-connected">
        <Typography sx={{ fontWeight: 600 }}>{t('wallet.connected', { name: wallet.name })}</Typography>
        {wallet.key === TEST_WALLET_KEY && (
          <Typography variant="body2" color="warning.dark">
            {t('wallet.testMoney')}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('wallet.address')}: <bdi title={readableAddress(wallet.address)}>{shortAddress(readableAddress(wallet.address))}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('wallet.balance')}: <bdi data-testid="wallet-balance">{formatMoney((wallet.balance ?? 0) / 1_000_000, 'lovelace', i18n.language)}</bdi>
        </Typography>
        <Button size="small" onClick={wallet.disconnect} sx={{ mt: 1 }}>
          {t('wallet.disconnect')}
        </Button>
      </Box>
    );
  }

  return (
    <Box>
      {wallet.status === 'failed' && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {wallet.error === 'data' ? t('wallet.dataError') : t('wallet.connectError')}
        </Alert>
      )}
      <Typography id="wallet-list-title" sx={{ fontWeight: 600, mb: 0.5 }}>
        {t('wallet.choose')}
      </Typography>
      <List aria-labelledby="wallet-list-title" dense>
        {wallet.options.map((option) => {
          const connecting = wallet.status === 'connecting' && wallet.key === option.key;
          return (
            <ListItem
              key={option.key}
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  variant="outlined"
                  disabled={!option.installed || wallet.status === 'connecting'}
                  loading={connecting}
                  onClick={() => void wallet.connect(option.key)}
                  aria-label={t('wallet.connectTo', { name: option.name })}
                >
                  {option.installed ? t('wallet.connect') : t('wallet.notInstalled')}
                </Button>
              }
            >
              <ListItemAvatar>
                <Avatar src={option.icon} alt="" variant="rounded" sx={{ bgcolor: 'rgba(0, 74, 70, 0.08)', color: 'primary.main' }}>
                  <AccountBalanceWalletOutlinedIcon />
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={option.name}
                secondary={connecting ? t('wallet.connecting') : option.key === TEST_WALLET_KEY ? t('wallet.testMoney') : undefined}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
