import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FullScreenModalProps {
  open: boolean;
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/** A full-screen dialog: title, subtitle, scrolling content, a footer and a close control. */
export function FullScreenModal({ open, title, subtitle, children, footer, onClose }: FullScreenModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <Box component="header" sx={{ borderBlockEnd: 1, borderColor: 'divider', py: 2 }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id={titleId} variant="h3" component="h2">
              {title}
            </Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          <IconButton onClick={onClose} aria-label={t('actions.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ flex: 1, overflowY: 'auto', py: 3 }}>
        {children}
      </Container>
      {footer && (
        <Box component="footer" sx={{ borderBlockStart: 1, borderColor: 'divider', py: 2 }}>
          <Container maxWidth="md" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            {footer}
          </Container>
        </Box>
      )}
    </Dialog>
  );
}
