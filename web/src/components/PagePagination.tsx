import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { PAGE_ICONS } from './pageIcons';

interface PagePaginationProps {
  count: number;
  page: number;
  onChange: (page: number) => void;
  label?: string;
  size?: 'small' | 'medium';
}

type Item = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, index) => start + index);

/** The pages to show: the first and last, the current one with a neighbour each side, ellipses between (as MUI's). */
function pageItems(page: number, count: number): Item[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(page + siblings, boundary + siblings * 2 + 2), endPages.length > 0 ? (endPages[0] ?? count) - 2 : count - 1);
  return [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start-ellipsis'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end-ellipsis'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
}

/**
 * Page buttons with translated labels ("Go to page 2"), in a navigation landmark carrying our
 * label. Plain HTML and CSS (base.css): the project list draws it on the first page without MUI.
 */
export function PagePagination({ count, page, onChange, label, size = 'medium' }: PagePaginationProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const current = Math.min(page, count);
  return (
    <nav aria-label={label ?? t('pagination.label')} className={`mp-pagination${size === 'small' ? ' mp-pagination-small' : ''}`}>
      <ul>
        <li>
          <button type="button" className="mp-page" aria-label={t('pagination.previous')} disabled={current <= 1} onClick={() => onChange(current - 1)}>
            <Icon path={PAGE_ICONS.before} className="mp-flip-rtl" />
          </button>
        </li>
        {pageItems(current, count).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className="mp-page"
                aria-current={item === current ? 'page' : undefined}
                aria-label={item === current ? t('pagination.current', { page: item }) : t('pagination.page', { page: item })}
                onClick={() => item !== current && onChange(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <span className="mp-page-ellipsis">…</span>
            </li>
          ),
        )}
        <li>
          <button type="button" className="mp-page" aria-label={t('pagination.next')} disabled={current >= count} onClick={() => onChange(current + 1)}>
            <Icon path={PAGE_ICONS.next} className="mp-flip-rtl" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
