import { useTranslation } from 'react-i18next';

/**
 * Full-screen veil with a spinner while a global loading flag is set: a plain fixed box and a CSS
 * spinner (base.css), drawn by the shell on every page without MUI.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <div data-testid="loading-overlay" className="mp-overlay">
      <span className="mp-spinner" role="progressbar" aria-label={t('loading')} />
    </div>
  );
}
