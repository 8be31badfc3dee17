import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationKind } from '../api/types';

/**
 * Why it is worth it (DESIGN §4 and §6): organizations need KYB to start projects; a person's
 * KYC makes their support count fully (unverified supporters weigh 0.2) and unlocks referral rewards.
 */
export function WhyVerify({ kind }: { kind: VerificationKind }) {
  const { t } = useTranslation('trust');
  const headingId = useId();
  const reasons = kind === 'kyb' ? [t('why.kybProjects'), t('why.kybReferrals')] : [t('why.kycWeight'), t('why.kycReferrals')];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('why.title')}
      </Typography>
      <List dense disablePadding>
        {reasons.map((reason) => (
          <ListItem key={reason} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <CheckCircleOutlineIcon color="primary" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={reason} />
          </ListItem>
        ))}
      </List>
      {kind === 'kyc' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('why.kycOptional')}
        </Typography>
      )}
    </Box>
  );
}
