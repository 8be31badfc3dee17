import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
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
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useProjectTitles } from '../api/getProjectTitles';
import { IMPACT_HISTORY_LIMIT, type ImpactGrant } from '../api/types';

export const IMPACT_PAGE_SIZE = 10;

/** The grants of impact points, newest first, ten to a page (the server answers them unpaged). */
export function ImpactHistoryList({ grants }: { grants: ImpactGrant[] }) {
  const { t, i18n } = useTranslation('referrals');
  const [page, setPage] = useState(1);
  const shown = grants.slice((page - 1) * IMPACT_PAGE_SIZE, page * IMPACT_PAGE_SIZE);
  const titles = useProjectTitles(shown.flatMap((grant) => (grant.project_id ? [grant.project_id] : [])));

  if (grants.length === 0) return <Typography color="text.secondary">{t('impact.empty')}</Typography>;

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-labelledby="impact-history-title" size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('impact.date')}</TableCell>
              <TableCell>{t('impact.cause')}</TableCell>
              <TableCell>{t('impact.project')}</TableCell>
              <TableCell align="right">{t('impact.points')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((grant, index) => {
              const project = grant.project_id ? titles[grant.project_id] : undefined;
              return (
                <TableRow key={`${grant.created_at}-${grant.kind}-${grant.project_id ?? index}`} data-testid="impact-grant">
                  <TableCell>
                    <bdi>{formatUtcDateTime(grant.created_at)}</bdi>
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      {grant.kind === 'vote' ? (
                        <HowToVoteOutlinedIcon fontSize="small" color="primary" aria-hidden="true" />
                      ) : (
                        <VolunteerActivismOutlinedIcon fontSize="small" color="primary" aria-hidden="true" />
                      )}
                      {grant.kind === 'vote' ? t('impact.vote') : t('impact.donation')}
                    </Box>
                  </TableCell>
                  <TableCell>
                    {grant.project_id ? (
                      <Link component={RouterLink} to={paths.project(grant.project_id)} dir="auto">
                        {project?.title ?? t('impact.projectUnknown')}
                      </Link>
                    ) : (
                      t('impact.projectUnknown')
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <bdi>{t('impact.pointsValue', { value: formatCount(grant.points, i18n.language) })}</bdi>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <PagePagination count={Math.ceil(grants.length / IMPACT_PAGE_SIZE)} page={page} onChange={setPage} label={t('impact.historyTitle')} />
      {grants.length >= IMPACT_HISTORY_LIMIT && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('impact.latestOnly', { limit: IMPACT_HISTORY_LIMIT })}
        </Typography>
      )}
    </>
  );
}
