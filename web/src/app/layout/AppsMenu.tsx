import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import { useAppConfig } from '@/lib/config/appConfig';

// The menu's code loads the first time it opens; most visitors never open it.
const AppsMenuList = lazy(async () => ({ default: (await import('./AppsMenuList')).AppsMenuList }));

/** The grid menu to the three sister apps (addresses from the server's configuration). */
export function AppsMenu() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { menuId, open, close, buttonProps, popoverProps } = useHeaderMenu();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!config) return null;

  return (
    <>
      <IconButton
        {...buttonProps}
        aria-label={t('header.appsMenu')}
      >
        <AppsIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AppsMenuList config={config} menuId={menuId} close={close} popoverProps={popoverProps} />
        </Suspense>
      )}
    </>
  );
}
