import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UtcTime } from '@/components/UtcTime';
import { formatCents } from '@/lib/format';
import type { FreezeChange } from '../api/types';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * Donations of a frozen round that stopped counting afterwards (refunded, disputed, ...): the
 * published results keep them, so the operator sees them before paying out.
 */
export function ChangesSinceFreeze({ changes }: { changes: FreezeChange[] }) {
  const { t, i18n } = useTranslation(['roundsAdmin', 'donations']);
  const titleId = useId();
  if (changes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="changes-since-freeze">
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        <AlertTitle id={titleId} component="h2" sx={{ fontSize: '1.1rem' }}>
          {t('payouts.changesTitle')}
        </AlertTitle>
        {t('payouts.changesText')}
      </Alert>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-labelledby={titleId}>
          <caption style={{ captionSide: 'top', textAlign: 'start', padding: '12px 16px' }}>{t('payouts.changesCaption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('payouts.changeAt')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('payouts.project')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('payouts.amount')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('payouts.changeState')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change) => (
              <TableRow key={change.donation_id} data-testid="freeze-change-row">
                <TableCell>
                  <UtcTime value={change.at} />
                </TableCell>
                <TableCell dir="auto">{change.project_title}</TableCell>
                <TableCell align="right" sx={numeric}>
                  <bdi>{formatCents(change.usd_cents, i18n.language)}</bdi>
                </TableCell>
                <TableCell>{t(`donations:state.${change.state}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
