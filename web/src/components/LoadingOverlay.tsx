import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** Full-screen veil with a spinner while a global loading flag is set. */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, backgroundColor: 'rgba(245, 248, 247, 0.6)' }}
      data-testid="loading-overlay"
    >
      <CircularProgress aria-label={t('loading')} />
    </Backdrop>
  );
}
