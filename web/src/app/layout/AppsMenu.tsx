import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import { useAppConfig } from '@/lib/config/appConfig';
import { lazyWithMui } from '@/lib/theme/lazyMui';

// The menu's code (and MUI with it) loads the first time it opens; most visitors never open it.
const AppsMenuList = lazyWithMui(async () => (await import('./AppsMenuList')).AppsMenuList);

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
      <button type="button" {...buttonProps} aria-label={t('header.appsMenu')} className="mp-icon-button">
        <Icon path={SHELL_ICONS.apps} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AppsMenuList config={config} menuId={menuId} close={close} popoverProps={popoverProps} />
        </Suspense>
      )}
    </>
  );
}
