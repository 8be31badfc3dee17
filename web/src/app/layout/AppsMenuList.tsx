import { useTranslation } from 'react-i18next';
import { MenuItem, MenuPopover } from '@/components/ui/Menu';
import { UiLocaleProvider } from '@/components/ui/UiProvider';
import type { HeaderMenu } from '@/components/useHeaderMenu';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { AppConfig } from '@/lib/config/appConfig';
import './accountMenu.css';

/** The open grid menu: the sister apps that have an address, each in a new tab. */
export function AppsMenuList({ config, menu }: { config: AppConfig; menu: HeaderMenu }) {
  const { t } = useTranslation();
  const apps = [
    { href: config.apps.work, name: t('apps.work'), description: t('apps.workDescription') },
    { href: config.apps.verify, name: t('apps.verify'), description: t('apps.verifyDescription') },
    { href: config.apps.account_center, name: t('apps.accountCenter'), description: t('apps.accountCenterDescription') },
  ].filter((app) => app.href);

  return (
    <UiLocaleProvider>
      <MenuPopover triggerRef={menu.triggerRef} isOpen={menu.open} onOpenChange={menu.setOpen} id={menu.menuId} aria-label={t('apps.title')} className="mp-apps-menu">
        {apps.map((app) => (
          <MenuItem key={app.name} id={app.name} href={app.href} target="_blank" rel="noopener noreferrer" textValue={app.name} description={app.description}>
            {app.name}
            <span style={visuallyHidden}> {t('newTab')}</span>
          </MenuItem>
        ))}
      </MenuPopover>
    </UiLocaleProvider>
  );
}
