import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagePagination } from '@/components/PagePagination';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { formatMoney } from '@/lib/format';
import { ADMIN_DONATIONS_PAGE_SIZE, useAdminDonations, useRefundDonation } from '../api/admin';
import type { AdminDonationView, DonationState } from '../api/types';
import { stateColor } from '../utils/state';
import { AdminDonationFilters, type ProjectChoice } from './AdminDonationFilters';
import { RefundDialog } from './RefundDialog';

/**
 * Every donation for operators, newest first: filtered by project and state, paged, and refunded
 * one by one (card through the provider; ADA recorded, the operator returns it by hand).
 */
export function AdminDonations() {
  const { t, i18n } = useTranslation(['trust', 'donations', 'common']);
  const messages = useErrorMessages();
  const [page, setPage] = useState(1);
  const [project, setProject] = useState<ProjectChoice | null>(null);
  const [state, setState] = useState<DonationState | ''>('');
  const [refunding, setRefunding] = useState<AdminDonationView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useAdminDonations({ page, projectId: project?.id, state: state || undefined });
  const refund = useRefundDonation();
  const money = (donation: AdminDonationView) => formatMoney(donation.amount, donation.currency, i18n.language);

  const onRefund = async (donation: AdminDonationView, reason: string) => {
    await refund.mutateAsync({ id: donation.id, reason });
    setRefunding(null);
    setNotice(
      donation.currency === 'lovelace'
        ? t('donationsAdmin.refundedAda', { amount: money(donation) })
        : t('donationsAdmin.refunded', { amount: money(donation) }),
    );
  };

  return (
    <Stack spacing={2.5}>
      <AdminDonationFilters
        project={project}
        state={state}
        onProject={(next) => {
          setProject(next);
          setPage(1);
        }}
        onState={(next) => {
          setState(next);
          setPage(1);
        }}
      />
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('common:actions.dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} aria-label={t('donationsAdmin.loading')} />
      ) : list.isError ? (
        <Alert severity="error">{messages.apiError(list.error)}</Alert>
      ) : list.data.results.length === 0 ? (
        <Typography color="text.secondary">{project || state ? t('donationsAdmin.emptyFiltered') : t('donationsAdmin.empty')}</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('donationsAdmin.count', { count: list.data.total })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('donationsAdmin.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('donationsAdmin.date')}</TableCell>
                  <TableCell>{t('donationsAdmin.donor')}</TableCell>
                  <TableCell>{t('donationsAdmin.project')}</TableCell>
                  <TableCell align="right">{t('donationsAdmin.amount')}</TableCell>
                  <TableCell>{t('donationsAdmin.state')}</TableCell>
                  <TableCell>{t('donationsAdmin.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.results.map((donation) => (
                  <TableRow key={donation.id} data-testid="admin-donation">
                    <TableCell>
                      <UtcTime value={donation.created_at} />
                    </TableCell>
                    <TableCell dir="auto">{donation.donor_name}</TableCell>
                    <TableCell dir="auto">{donation.project_title}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{money(donation)}</bdi>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" label={t(`donations:state.${donation.state}`)} color={stateColor(donation.state)} />
                    </TableCell>
                    <TableCell>
                      {donation.refundable && (
                        <Button size="small" variant="outlined" color="error" onClick={() => setRefunding(donation)}>
                          {t('donationsAdmin.refund')}
                          <span style={visuallyHidden}>
                            {' '}
                            {t('donationsAdmin.refundRow', { amount: money(donation), donor: donation.donor_name, project: donation.project_title })}
                          </span>
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PagePagination count={Math.ceil(list.data.total / ADMIN_DONATIONS_PAGE_SIZE)} page={page} onChange={setPage} />
        </>
      )}
      <RefundDialog donation={refunding} onRefund={onRefund} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
