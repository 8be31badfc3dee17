import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import { visuallyHidden } from '@/components/visuallyHidden';
import { formatToken } from '@/lib/format';
import { useErrorMessages } from '@/lib/i18n/useErrorMessages';
import { useExportRewardsCsv } from '../api/exportRewardsCsv';
import { useReferralRewards } from '../api/getReferralRewards';
import { useMarkRewardsPaid } from '../api/markRewardPaid';
import type { Reward, RewardStatus } from '../api/types';

type Filter = RewardStatus | 'all';
const FILTERS: Filter[] = ['all', 'earned', 'paid'];

/** THANK is a token symbol, like a currency code: never translated. */
function useThank() {
  const { i18n } = useTranslation();
  return (amount: number) => formatToken(amount, 'THANK', i18n.language);
}

/** An identity id, its first characters on screen, the whole id on hover (the CSV has it whole). */
/** An identity by its name, its id on hover; the short id when the identity has no name (deleted). */
function IdentityName({ id, name }: { id: string; name?: string }) {
  if (name) {
    return (
      <Box component="span" title={id} dir="auto" sx={{ unicodeBidi: 'isolate' }}>
        {name}
      </Box>
    );
  }
  return (
    <Box component="span" title={id} dir="ltr" sx={{ fontFamily: 'monospace', unicodeBidi: 'isolate' }}>
      {id.slice(0, 8)}
    </Box>
  );
}

function Totals({ rows }: { rows: Reward[] }) {
  const { t } = useTranslation('trust');
  const thank = useThank();
  const sum = (status?: RewardStatus) => rows.filter((row) => !status || row.status === status).reduce((total, row) => total + row.thank, 0);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Chip label={t('ledger.totalAll', { amount: thank(sum()) })} />
      <Chip color="warning" variant="outlined" label={t('ledger.totalEarned', { amount: thank(sum('earned')) })} />
      <Chip color="success" variant="outlined" label={t('ledger.totalPaid', { amount: thank(sum('paid')) })} />
    </Stack>
  );
}

/**
 * The referral reward ledger for operators: one row per side of each referral, filtered by
 * status, exported as CSV, and marked paid row by row or for the selected rows.
 */
export function ReferralLedger() {
  const { t } = useTranslation(['trust', 'common']);
  const messages = useErrorMessages();
  const thank = useThank();
  const ledger = useReferralRewards();
  const exportCsv = useExportRewardsCsv();
  const markPaid = useMarkRewardsPaid();
  const [filter, setFilter] = useState<Filter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const pay = async (ids: string[]) => {
    setNotice(null);
    setFailure(null);
    try {
      await markPaid.mutateAsync(ids);
      setNotice(t('ledger.markedPaid', { amount: thank(ledger.data?.results.filter((row) => ids.includes(row.id)).reduce((total, row) => total + row.thank, 0) ?? 0) }));
      setSelected(new Set());
    } catch (error) {
      setFailure(error);
    }
  };

  const download = async () => {
    setFailure(null);
    try {
      await exportCsv.mutateAsync();
    } catch (error) {
      setFailure(error);
    }
  };

  const rows = ledger.data?.results.filter((row) => filter === 'all' || row.status === filter) ?? [];
  const unpaid = rows.filter((row) => row.status === 'earned');
  const chosen = unpaid.filter((row) => selected.has(row.id)).map((row) => row.id);
  const toggle = (id: string) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField select size="small" label={t('ledger.filter')} value={filter} onChange={(event) => setFilter(event.target.value as Filter)} sx={{ width: { xs: '100%', sm: 220 } }}>
          {FILTERS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`ledger.status.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1.5} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button variant="contained" disabled={chosen.length === 0} loading={markPaid.isPending && chosen.length > 0} onClick={() => void pay(chosen)}>
            {t('ledger.markSelected', { number: chosen.length })}
          </Button>
          <Button variant="outlined" startIcon={<DownloadOutlinedIcon />} loading={exportCsv.isPending} onClick={() => void download()}>
            {t('ledger.export')}
          </Button>
        </Stack>
      </Stack>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity="success" onClose={() => setNotice(null)} slotProps={{ closeButton: { 'aria-label': t('common:actions.dismiss') } }}>
            {notice}
          </Alert>
        )}
      </Box>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {messages.apiError(failure)}
        </Alert>
      )}
      {ledger.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : ledger.isError ? (
        <Alert severity="error">{messages.apiError(ledger.error)}</Alert>
      ) : (
        <>
          <Totals rows={ledger.data.results} />
          {rows.length === 0 ? (
            <Typography color="text.secondary">{filter === 'all' ? t('ledger.empty') : t('ledger.emptyFiltered')}</Typography>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={t('ledger.title')}>
                <TableHead>
                  <TableRow>
                    <TableCell padding="checkbox">
                      <Checkbox
                        slotProps={{ input: { 'aria-label': t('ledger.selectAll') } }}
                        disabled={unpaid.length === 0}
                        checked={unpaid.length > 0 && chosen.length === unpaid.length}
                        indeterminate={chosen.length > 0 && chosen.length < unpaid.length}
                        onChange={(event) => setSelected(new Set(event.target.checked ? unpaid.map((row) => row.id) : []))}
                      />
                    </TableCell>
                    <TableCell>{t('ledger.referrer')}</TableCell>
                    <TableCell>{t('ledger.referee')}</TableCell>
                    <TableCell>{t('ledger.recipient')}</TableCell>
                    <TableCell>{t('ledger.kind')}</TableCell>
                    <TableCell align="right">{t('ledger.amount')}</TableCell>
                    <TableCell>{t('ledger.statusHeading')}</TableCell>
                    <TableCell>{t('ledger.earnedAt')}</TableCell>
                    <TableCell>{t('ledger.paidAt')}</TableCell>
                    <TableCell>
                      <span>{t('ledger.actions')}</span>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.id} data-testid="reward-row" selected={selected.has(row.id)}>
                      <TableCell padding="checkbox">
                        {row.status === 'earned' && (
                          <Checkbox
                            slotProps={{ input: { 'aria-label': t('ledger.select', { row: t('ledger.rowLabel', { side: t(`ledger.side.${row.side}`), id: row.identity_name || row.identity_id.slice(0, 8) }) }) } }}
                            checked={selected.has(row.id)}
                            onChange={() => toggle(row.id)}
                          />
                        )}
                      </TableCell>
                      <TableCell>
                        <IdentityName id={row.referrer_id} name={row.referrer_name} />
                      </TableCell>
                      <TableCell>
                        <IdentityName id={row.referee_id} name={row.referee_name} />
                      </TableCell>
                      <TableCell>{row.side === 'referrer' ? t('ledger.referrer') : t('ledger.referee')}</TableCell>
                      <TableCell>{t(`ledger.kindName.${row.kind}`)}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <bdi>{thank(row.thank)}</bdi>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" label={t(`ledger.status.${row.status}`)} color={row.status === 'paid' ? 'success' : 'warning'} />
                      </TableCell>
                      <TableCell>
                        <UtcTime value={row.created_at} />
                      </TableCell>
                      <TableCell>{row.paid_at ? <UtcTime value={row.paid_at} /> : t('ledger.notPaid')}</TableCell>
                      <TableCell>
                        {row.status === 'earned' && (
                          <Button size="small" variant="outlined" disabled={markPaid.isPending} onClick={() => void pay([row.id])}>
                            {t('ledger.markPaid')}
                            <span style={visuallyHidden}> {t('ledger.rowLabel', { side: t(`ledger.side.${row.side}`), id: row.identity_name || row.identity_id.slice(0, 8) })}</span>
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </Stack>
  );
}
