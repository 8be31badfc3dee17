import HandHeart from 'lucide-react/icons/hand-heart';
import Vote from 'lucide-react/icons/vote';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagePagination } from '@/components/PagePagination';
import { ResponsiveTable } from '@/components/ResponsiveTable';
import { formatUtcDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useProjectTitles } from '../api/getProjectTitles';
import { IMPACT_HISTORY_LIMIT, type ImpactGrant } from '../api/types';
import './referrals.css';

export const IMPACT_PAGE_SIZE = 10;

/** The grants of impact points, newest first, ten to a page (the server answers them unpaged). */
export function ImpactHistoryList({ grants }: { grants: ImpactGrant[] }) {
  const { t, i18n } = useTranslation('referrals');
  const [page, setPage] = useState(1);
  const shown = grants.slice((page - 1) * IMPACT_PAGE_SIZE, page * IMPACT_PAGE_SIZE);
  const titles = useProjectTitles(shown.flatMap((grant) => (grant.project_id ? [grant.project_id] : [])));

  if (grants.length === 0) return <p className="mp-p mp-muted">{t('impact.empty')}</p>;

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
              <span className="mp-ref-cause">
                {grant.kind === 'vote' ? (
                  <Vote size={20} className="mp-ref-cause-icon" aria-hidden="true" />
                ) : (
                  <HandHeart size={20} className="mp-ref-cause-icon" aria-hidden="true" />
                )}
                {grant.kind === 'vote' ? t('impact.vote') : t('impact.donation')}
              </span>
            ),
          },
          {
            key: 'project',
            header: t('impact.project'),
            cell: (grant) =>
              grant.project_id ? (
                <Link to={paths.project(grant.project_id)} dir="auto" className="mp-link">
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
      {grants.length >= IMPACT_HISTORY_LIMIT && <p className="mp-body2 mp-muted mp-ref-latest">{t('impact.latestOnly', { limit: IMPACT_HISTORY_LIMIT })}</p>}
    </>
  );
}
