import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ErrorStateProps {
  title: string;
  text?: string;
  /** A short detail such as "Status 404"; shown small, under the text. */
  detail?: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

/** A calm, centred message for pages that cannot show what was asked (404, 500, failures). */
export function ErrorState({ title, text, detail, icon, actions }: ErrorStateProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>{icon}</Box>}
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {text}
        </Typography>
      )}
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {detail}
        </Typography>
      )}
      {actions && (
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 4 }}>
          {actions}
        </Stack>
      )}
    </Container>
  );
}
