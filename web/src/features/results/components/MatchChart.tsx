import { useTranslation } from 'react-i18next';
import type { ResultLine } from '../api/types';
import { formatCents } from '@/lib/format';

/**
 * The distribution of final matches as horizontal bars (plain boxes, no chart library). Every bar
 * is a share of the same track, so the bars are to scale (issue 36: $21,775 twice as long as
 * $9,895, never clipped). Screen readers get one image with a label that lists every project and
 * its match.
 */
export function MatchChart({ results }: { results: ResultLine[] }) {
  const { t, i18n } = useTranslation('results');
  const language = i18n.language;
  const max = Math.max(0, ...results.map((line) => line.match_cents));
  const titleOf = (line: ResultLine) => line.title ?? t('table.removedProject');
  const label = t('chart.label', {
    items: results
      .map((line) => t('chart.item', { title: titleOf(line), amount: formatCents(line.match_cents, language) }))
      .join(t('chart.separator')),
  });
  return (
    <div role="img" aria-label={label} data-testid="match-chart" className="mp-chart">
      {results.map((line) => {
        const percent = max > 0 ? (line.match_cents / max) * 100 : 0;
        return (
          <div key={line.project_id} aria-hidden="true" className="mp-chart-row">
            <p className="mp-body2 mp-chart-title" title={titleOf(line)}>
              {titleOf(line)}
            </p>
            <div className="mp-chart-track">
              <div
                className={line.capped ? 'mp-chart-bar mp-chart-bar-capped' : 'mp-chart-bar'}
                data-testid="match-bar"
                style={{ inlineSize: `${percent}%`, minInlineSize: line.match_cents > 0 ? 4 : 0 }}
              />
            </div>
            <p className="mp-body2 mp-chart-amount">
              <bdi>{formatCents(line.match_cents, language)}</bdi>
            </p>
          </div>
        );
      })}
      <p className="mp-caption mp-muted" aria-hidden="true">
        <span className="mp-chart-legend" />
        {t('chart.cappedLegend')}
      </p>
    </div>
  );
}
