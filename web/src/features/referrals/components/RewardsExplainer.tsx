import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { approxValues, formatThank, ORGANIZATION_THANK, PERSON_THANK, type RewardKind } from '../utils/rewards';

function RewardCard({ kind, icon, title, amount, when }: { kind: RewardKind; icon: ReactNode; title: string; amount: number; when: string }) {
  const { t, i18n } = useTranslation('referrals');
  return (
    <Card variant="outlined" sx={{ flex: 1 }} data-testid={`reward-${kind}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', mb: 1 }} aria-hidden="true">
          {icon}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
          {title}
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700, color: 'primary.main' }}>
          <bdi>{formatThank(amount, i18n.language)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('rewards.approx', approxValues(kind, i18n.language))}
        </Typography>
        <Typography variant="body2">{when}</Typography>
      </CardContent>
    </Card>
  );
}

/** DESIGN §6: what a person and an organization invited earn, for both sides, once. */
export function RewardsExplainer({ personThank = PERSON_THANK, organizationThank = ORGANIZATION_THANK }: { personThank?: number; organizationThank?: number }) {
  const { t } = useTranslation('referrals');
  return (
    <Box component="section" aria-labelledby="rewards-title">
      <Typography id="rewards-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('rewards.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
        <RewardCard kind="person" icon={<PersonOutlineIcon />} title={t('rewards.personTitle')} amount={personThank} when={t('rewards.personWhen')} />
        <RewardCard
          kind="organization"
          icon={<BusinessOutlinedIcon />}
          title={t('rewards.organizationTitle')}
          amount={organizationThank}
          when={t('rewards.organizationWhen')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('rewards.bothSides')}
      </Typography>
    </Box>
  );
}
