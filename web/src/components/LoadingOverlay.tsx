import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/**
 * Full-screen veil with a spinner while a global loading flag is set. A plain fixed box, not MUI's
 * Backdrop: the shell draws it on every page, and Backdrop would bring its fade transition into the
 * first page's download for a veil most visits never show.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <Box
      data-testid="loading-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: (theme) => theme.zIndex.modal + 1,
        backgroundColor: 'rgba(245, 248, 247, 0.6)',
      }}
    >
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}
