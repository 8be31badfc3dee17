import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, SHELL_ICONS } from '@/components/Icon';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import { useAppConfig } from '@/lib/config/appConfig';

// The menu's code loads the first time it opens; most visitors never open it.
const AppsMenuList = lazy(async () => ({ default: (await import('./AppsMenuList')).AppsMenuList }));

/** The grid menu to the three sister apps (addresses from the server's configuration). */
export function AppsMenu() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const menu = useHeaderMenu();
  const [opened, setOpened] = useState(false);
  if (menu.open && !opened) setOpened(true);
  if (!config) return null;

  return (
    <>
      <button type="button" {...menu.buttonProps} aria-label={t('header.appsMenu')} className="mp-icon-button">
        <Icon path={SHELL_ICONS.apps} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AppsMenuList config={config} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
