import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

interface PagePaginationProps {
  count: number;
  page: number;
  onChange: (page: number) => void;
  label?: string;
  size?: 'small' | 'medium';
}

/** Page links with translated labels ("Go to page 2"), inside a labelled navigation landmark. */
export function PagePagination({ count, page, onChange, label, size = 'medium' }: PagePaginationProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  return (
    <Box component="nav" aria-label={label ?? t('pagination.label')} sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
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
    </Box>
  );
}
