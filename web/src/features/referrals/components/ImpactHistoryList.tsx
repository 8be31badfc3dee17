import HowToVoteOutlinedIcon from '@mui/icons-material/HowToVoteOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PagePagination } from '@/components/PagePagination';
import { ResponsiveTable } from '@/components/ResponsiveTable';
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
      <ResponsiveTable
        labelledBy="impact-history-title"
        size="small"
        rows={shown}
        rowKey={(grant, index) => `${grant.created_at}-${grant.kind}-${grant.project_id ?? index}`}
        rowTestId="impact-grant"
        columns={[
          { key: 'date', header: t('impact.date'), cell: (grant) => <bdi>{formatUtcDateTime(grant.created_at)}</bdi> },
          {
            key: 'cause',
            header: t('impact.cause'),
            cell: (grant) => (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {grant.kind === 'vote' ? (
                  <HowToVoteOutlinedIcon fontSize="small" color="primary" aria-hidden="true" />
                ) : (
                  <VolunteerActivismOutlinedIcon fontSize="small" color="primary" aria-hidden="true" />
                )}
                {grant.kind === 'vote' ? t('impact.vote') : t('impact.donation')}
              </Box>
            ),
          },
          {
            key: 'project',
            header: t('impact.project'),
            cell: (grant) =>
              grant.project_id ? (
                <Link component={RouterLink} to={paths.project(grant.project_id)} dir="auto">
                  {titles[grant.project_id]?.title ?? t('impact.projectUnknown')}
                </Link>
              ) : (
                t('impact.projectUnknown')
              ),
          },
          {
            key: 'points',
            header: t('impact.points'),
            align: 'right',
            cellClassName: 'mp-strong',
            cell: (grant) => <bdi>{t('impact.pointsValue', { value: formatCount(grant.points, i18n.language) })}</bdi>,
          },
        ]}
      />
      <PagePagination count={Math.ceil(grants.length / IMPACT_PAGE_SIZE)} page={page} onChange={setPage} label={t('impact.historyTitle')} />
      {grants.length >= IMPACT_HISTORY_LIMIT && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('impact.latestOnly', { limit: IMPACT_HISTORY_LIMIT })}
        </Typography>
      )}
    </>
  );
}
