import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PagePagination } from '@/components/PagePagination';
import { formatUtcDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { paths } from '@/lib/paths';
import { DONATIONS_PAGE_SIZE, useMyDonations, useProjectTitles } from '../api/queries';
import { stateColor } from '../utils/state';

/** The person's donations, newest first, each linking to its status page. */
export function MyDonations() {
  const { t, i18n } = useTranslation('donations');
  const messages = useErrorMessages();
  const [page, setPage] = useState(1);
  const list = useMyDonations(page);
  const titles = useProjectTitles(list.data?.results.map((donation) => donation.project_id) ?? []);

  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) return <Alert severity="error">{messages.apiError(list.error)}</Alert>;
  if (list.data.results.length === 0) return <Typography color="text.secondary">{t('mine.empty')}</Typography>;

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t('mine.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('mine.project')}</TableCell>
              <TableCell>{t('mine.date')}</TableCell>
              <TableCell>{t('mine.amount')}</TableCell>
              <TableCell>{t('mine.status')}</TableCell>
              <TableCell>{t('mine.details')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.results.map((donation) => (
              <TableRow key={donation.id} data-testid="my-donation">
                <TableCell>
                  <Link component={RouterLink} to={paths.project(donation.project_id)} dir="auto">
                    {titles[donation.project_id] ?? t('mine.projectFallback')}
                  </Link>
                </TableCell>
                <TableCell>
                  <bdi>{formatUtcDateTime(donation.created_at)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{formatMoney(donation.amount, donation.currency, i18n.language)}</bdi>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={t(`state.${donation.state}`)} color={stateColor(donation.state)} />
                </TableCell>
                <TableCell>
                  <Link component={RouterLink} to={paths.donation(donation.id)}>
                    {t('mine.view')}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePagination count={Math.ceil(list.data.total / DONATIONS_PAGE_SIZE)} page={page} onChange={setPage} />
    </>
  );
}
