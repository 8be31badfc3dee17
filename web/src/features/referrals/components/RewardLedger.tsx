import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { Referred, Reward } from '../api/types';
import { formatThank } from '../utils/rewards';

/** Each THANK reward of the identity, once: why it was earned, when, and whether it is paid. */
export function RewardLedger({ rewards, referred }: { rewards: Reward[]; referred: Referred[] }) {
  const { t, i18n } = useTranslation('referrals');
  const names = new Map(referred.map((item) => [item.identity_id, item.name]));
  const reason = (reward: Reward) => {
    if (reward.side === 'referee') return t('ledger.forJoining');
    const name = names.get(reward.referee_id);
    return name ? t('ledger.forReferring', { name }) : t('ledger.forReferringSomeone');
  };
  return (
    <Box component="section" aria-labelledby="ledger-title">
      <Typography id="ledger-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('ledger.title')}
      </Typography>
      {rewards.length === 0 ? (
        <Typography color="text.secondary">{t('ledger.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="reward-ledger">
          {rewards.map((reward) => (
            <Paper
              component="li"
              variant="outlined"
              key={reward.id}
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
              data-testid="reward-item"
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }} dir="auto">
                  {reason(reward)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {reward.status === 'paid' && reward.paid_at
                    ? t('ledger.paidOn', { date: isolateLtr(formatUtcDateTime(reward.paid_at)) })
                    : t('ledger.earnedOn', { date: isolateLtr(formatUtcDateTime(reward.created_at)) })}
                </Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  <bdi>{formatThank(reward.thank, i18n.language)}</bdi>
                </Typography>
                <Chip size="small" label={t(`referred.status.${reward.status}`)} color={reward.status === 'paid' ? 'primary' : 'success'} />
              </Box>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}
