import Link, { type LinkProps } from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visuallyHidden';

/** A link that opens in a new tab safely and says so to screen readers. */
export function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'>) {
  const { t } = useTranslation();
  return (
    <Link {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span style={visuallyHidden}> {t('newTab')}</span>
    </Link>
  );
}
