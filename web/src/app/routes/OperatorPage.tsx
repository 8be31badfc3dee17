import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

interface OperatorPageProps {
  title: string;
  intro: string;
  /** Queues read best narrow; ledgers and tables need the width. */
  width: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of an operator area page: the way back to the area, the title, what the page is for. */
export function OperatorPage({ title, intro, width, children }: OperatorPageProps) {
  const { t } = useTranslation('trust');
  useDocumentTitle(title);
  return (
    <Container maxWidth={width} sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label={t('operator.breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.admin}>
          {t('operator.back')}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {intro}
      </Typography>
      {children}
    </Container>
  );
}
