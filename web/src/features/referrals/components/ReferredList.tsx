import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatUtcDateTime, isolateLtr } from '@/lib/dates';
import type { Referred, RewardStatus } from '../api/types';
import { formatThank } from '../utils/rewards';

const STATUS_COLOR: Record<RewardStatus, ChipProps['color']> = { in_progress: 'default', earned: 'success', paid: 'primary' };

function Step({ done, label }: { done: boolean; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {done ? <CheckCircleIcon color="success" fontSize="small" aria-hidden="true" /> : <RadioButtonUncheckedIcon color="disabled" fontSize="small" aria-hidden="true" />}
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

function ReferredItem({ referred }: { referred: Referred }) {
  const { t, i18n } = useTranslation('referrals');
  const isPerson = referred.type === 'users';
  const voted = isPerson ? (referred.voted ? t('referred.voted') : t('referred.notVoted')) : referred.voted ? t('referred.founderVoted') : t('referred.founderNotVoted');
  const verified = isPerson ? (referred.verified ? t('referred.kycDone') : t('referred.kycNotDone')) : referred.verified ? t('referred.kybDone') : t('referred.kybNotDone');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }} data-testid="referred-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 220px', minWidth: 0 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
          {isPerson ? <PersonOutlineIcon /> : <BusinessOutlinedIcon />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 600 }} dir="auto" noWrap>
            {referred.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {isPerson ? t('referred.person') : t('referred.organization')}
            {' · '}
            {t('referred.joined', { date: isolateLtr(formatUtcDateTime(referred.joined_at)) })}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" aria-label={t('referred.progress')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5, flex: '1 1 180px' }}>
        <Step done={referred.voted} label={voted} />
        <Step done={referred.verified} label={verified} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
        <Chip size="small" label={t(`referred.status.${referred.reward_status}`)} color={STATUS_COLOR[referred.reward_status]} data-testid="referred-status" />
        <Typography variant="body2" color="text.secondary">
          {t('referred.reward', { amount: formatThank(referred.thank, i18n.language) })}
        </Typography>
      </Box>
    </Paper>
  );
}

/** The people and organizations the identity invited, each with its progress and reward status. */
export function ReferredList({ referred }: { referred: Referred[] }) {
  const { t } = useTranslation('referrals');
  return (
    <Box component="section" aria-labelledby="referred-title">
      <Typography id="referred-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('referred.title')}
      </Typography>
      {referred.length === 0 ? (
        <Typography color="text.secondary" data-testid="referred-empty">
          {t('referred.empty')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="referred-list">
          {referred.map((item) => (
            <ReferredItem key={item.identity_id} referred={item} />
          ))}
        </Box>
      )}
    </Box>
  );
}
