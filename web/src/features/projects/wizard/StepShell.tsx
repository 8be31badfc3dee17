import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '@/lib/paths';

interface StepShellProps {
  step: WizardStep;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack: () => void;
  children: ReactNode;
}

/** A step's card: "Step 2 of 8" (the seven steps, then the preview that publishes), its title and hint, the fields, then Back and Next. */
export function StepShell({ step, onSubmit, onBack, children }: StepShellProps) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const titleId = useId();
  return (
    <Card component="form" aria-labelledby={titleId} noValidate onSubmit={onSubmit}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.stepOf', { step, total: WIZARD_STEPS.length + 1 })}
        </Typography>
        <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, mb: 1 }}>
          {t(`wizard.steps.${step}.title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(`wizard.steps.${step}.hint`)}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button variant="outlined" onClick={onBack} startIcon={<ArrowBackIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}>
            {t('wizard.back')}
          </Button>
          <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}>
            {step === 7 ? t('wizard.preview') : t('wizard.next')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
