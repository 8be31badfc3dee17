import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/lib/paths';
import type { ResultLine } from '../api/types';
import { formatCents, formatCount, formatDecimal } from '@/lib/format';

/** Every project's line: supporters, donations, raw match, cap and final match. */
export function ResultsTable({ results }: { results: ResultLine[] }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Table size="small" aria-describedby="results-table-caption">
        <caption id="results-table-caption" style={{ captionSide: 'top', textAlign: 'start', padding: '12px 16px' }}>
          {t('table.caption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('table.project')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('table.supporters')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('table.donations')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <abbr title={t('table.rawMatchHint')}>{t('table.rawMatch')}</abbr>
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              <abbr title={t('table.capHint')}>{t('table.cap')}</abbr>
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('table.match')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('table.capped')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.length === 0 && (
            <TableRow>
              <TableCell colSpan={7}>{t('table.empty')}</TableCell>
            </TableRow>
          )}
          {results.map((line) => (
            <TableRow key={line.project_id} data-testid="result-row">
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={paths.project(line.project_id)}>
                  {line.title}
                </Link>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {formatCount(line.supporters, language)}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <bdi>{formatCents(line.donations_cents, language)}</bdi>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <bdi>{formatDecimal(line.raw_match, language)}</bdi>
              </TableCell>
              <TableCell align="right" sx={numeric}>
                <bdi>{formatCents(line.cap_cents, language)}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ ...numeric, fontWeight: 700 }}>
                <bdi>{formatCents(line.match_cents, language)}</bdi>
              </TableCell>
              <TableCell>
                {line.capped ? (
                  <Chip size="small" color="warning" variant="outlined" label={t('table.cappedYes')} />
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('table.cappedNo')}
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
