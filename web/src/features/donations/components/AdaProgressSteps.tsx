import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { ADA_STEPS, type AdaProgress } from '../hooks/payWithWallet';

/** Where an ADA donation is: wallet, transaction, signature, submission, record. */
export function AdaProgressSteps({ progress, walletName }: { progress: AdaProgress; walletName: string }) {
  const { t, i18n } = useTranslation('donations');
  const active = ADA_STEPS.indexOf(progress.step);
  return (
    <Box role="status" aria-live="polite" aria-label={t('ada.progressLabel')} data-testid="ada-progress">
      <Stepper activeStep={active} orientation="vertical">
        {ADA_STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`ada.steps.${step}`, { wallet: walletName })}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {progress.feeLovelace !== null && progress.step === 'sign' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="ada-fee">
          {t('ada.feeNote', { fee: formatMoney(progress.feeLovelace / 1_000_000, 'lovelace', i18n.language) })}
        </Typography>
      )}
    </Box>
  );
}
