import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@/lib/paths';

interface WizardLayoutProps {
  active: number;
  editing: boolean;
  /** Steps not filled in yet: never shown as done, even before the current one (a direct link to step 4). */
  incomplete?: ReadonlySet<number>;
  children: ReactNode;
}

/** The wizard's frame: title, the steps (current one marked, the complete ones ticked), and the step's content. */
export function WizardLayout({ active, editing, incomplete, children }: WizardLayoutProps) {
  const { t } = useTranslation(['projectForm', 'projects']);
  const labels = [...WIZARD_STEPS.map((step) => t(`wizard.stepNames.${step}`)), t('wizard.stepNames.publish')];
  const bar = useRef<HTMLElement>(null);
  // On a phone the bar is wider than the screen: scroll it (only it, never the page) so the current
  // step sits in its middle. A distance on screen, so it works the same right to left.
  useEffect(() => {
    const nav = bar.current;
    const step = nav?.querySelector('[aria-current="step"]')?.closest('.MuiStep-root');
    if (!nav || !step || nav.scrollWidth <= nav.clientWidth) return;
    const navBox = nav.getBoundingClientRect();
    const stepBox = step.getBoundingClientRect();
    nav.scrollBy({ left: stepBox.left + stepBox.width / 2 - (navBox.left + navBox.width / 2) });
  }, [active]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {editing ? t('wizard.editTitle') : t('wizard.createTitle')}
      </Typography>
      <Box
        component="nav"
        ref={bar}
        aria-label={t('wizard.progress')}
        sx={{ my: 3, overflowX: 'auto', overscrollBehaviorInline: 'contain', scrollbarWidth: 'thin', pb: 1 }}
      >
        <Stepper activeStep={active - 1} alternativeLabel sx={{ minWidth: 640 }}>
          {labels.map((label, index) => (
            <Step key={label} completed={index < active - 1 && !incomplete?.has(index + 1)}>
              <StepLabel slotProps={{ label: { 'aria-current': index === active - 1 ? 'step' : undefined } as object }}>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      </Box>
      {children}
    </Container>
  );
}
