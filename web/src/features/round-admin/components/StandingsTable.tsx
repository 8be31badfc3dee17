import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { StandingLine } from '../api/types';
import { formatCents } from '@/lib/format';

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Each project's supporters, donations, match and whether it reached its cap (live or final). */
export function StandingsTable({ lines, final }: { lines: StandingLine[]; final: boolean }) {
  const { t, i18n } = useTranslation('roundsAdmin');
  const language = i18n.language;
  const captionId = useId();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={captionId}>
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'start', padding: '12px 16px' }}>
          {final ? t('standings.finalCaption') : t('standings.caption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('standings.project')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('standings.supporters')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('standings.donations')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {final ? t('standings.finalMatch') : t('standings.currentMatch')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('standings.cap')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.length === 0 && (
            <TableRow>
              <TableCell colSpan={5}>{t('standings.empty')}</TableCell>
            </TableRow>
          )}
          {lines.map((line) => (
            <TableRow key={line.project_id} data-testid="standing-row">
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={paths.project(line.project_id)}>
                  {line.title ?? t('standings.removedProject')}
                </Link>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatCount(line.supporters, language)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <bdi>{formatCents(line.donations_cents, language)}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
                <bdi>{formatCents(line.match_cents, language)}</bdi>
              </TableCell>
              <TableCell>
                {line.capped ? (
                  <Chip size="small" color="warning" variant="outlined" label={t('standings.capped', { cap: formatCents(line.cap_cents, language) })} />
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {t('standings.notCapped')}
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
