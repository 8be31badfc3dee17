import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

interface PagePaginationProps {
  count: number;
  page: number;
  onChange: (page: number) => void;
  label?: string;
  size?: 'small' | 'medium';
}

/**
 * Page links with translated labels ("Go to page 2"). MUI's Pagination is itself the navigation
 * landmark, so it carries our label: wrapped in another one, it kept its English "pagination
 * navigation" in every language.
 */
export function PagePagination({ count, page, onChange, label, size = 'medium' }: PagePaginationProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={label ?? t('pagination.label')}
      sx={{ mt: 3, '& .MuiPagination-ul': { justifyContent: 'center' } }}
      count={count}
      page={Math.min(page, count)}
      onChange={(_, next) => onChange(next)}
      color="primary"
      size={size}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page') return selected ? t('pagination.current', { page: item ?? 0 }) : t('pagination.page', { page: item ?? 0 });
        if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') return t(`pagination.${type}`);
        return '';
      }}
    />
  );
}
