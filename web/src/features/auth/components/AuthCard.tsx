import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The centred card that frames sign-in pages: a page title, a subtitle and the step. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 1.5, fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4, maxWidth: '48ch', mx: 'auto' }}>
          {subtitle}
        </Typography>
      )}
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Container>
  );
}
