import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/useDocumentTitle';

export interface AdminFrameProps {
  title: string;
  intro?: ReactNode;
  /** The page's own crumb after "Operator area › Funding rounds"; none on the round list itself. */
  crumb?: string;
  actions?: ReactNode;
  /** Wide tables want more room than the forms. */
  maxWidth?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The operator area's page frame (breadcrumbs, title, introduction), as the other operator pages. */
export function AdminFrame({ title, intro, crumb, actions, maxWidth = 'lg', children }: AdminFrameProps) {
  const { t } = useTranslation('roundsAdmin');
  useDocumentTitle(title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 6 } }}>
      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.admin}>
          {t('operatorArea')}
        </Link>
        {crumb ? (
          <Link component={RouterLink} to={paths.adminRounds}>
            {t('list.title')}
          </Link>
        ) : (
          <Typography color="text.primary" aria-current="page">
            {t('list.title')}
          </Typography>
        )}
        {crumb && (
          <Typography color="text.primary" aria-current="page">
            {crumb}
          </Typography>
        )}
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
        <Box sx={{ flex: '1 1 420px' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1 }}>
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
        </Box>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
