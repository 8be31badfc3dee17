import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '@/components/PagePagination';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { PAGE_SIZE } from '../api/keys';
import type { ProjectPreviewPage } from '../api/types';
import { ProjectCard } from './ProjectCard';

interface ProjectGridProps {
  data: ProjectPreviewPage | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  emptyText: string;
  showStatus?: boolean;
}

/** A page of project cards with loading, empty and error states, and pagination. */
export function ProjectGrid({ data, isPending, error, onRetry, page, onPageChange, emptyText, showStatus }: ProjectGridProps) {
  const { t } = useTranslation('projects');
  const messages = useErrorMessages();

  if (isPending) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: 3 }, (_, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (error || !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.error')} {messages.apiError(error)}
      </Alert>
    );
  }
  if (data.results.length === 0) {
    return (
      <Box sx={{ py: 8, textAlign: 'center' }} role="status">
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('list.count', { count: data.total })}
      </Typography>
      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.results.map((project, index) => (
          <Grid key={project.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <ProjectCard project={project} showStatus={showStatus} coverPriority={index === 0} />
          </Grid>
        ))}
      </Grid>
      <PagePagination count={pages} page={page} onChange={onPageChange} label={t('list.pagination')} />
    </>
  );
}
