import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import type { HeaderMenu } from '@/components/useHeaderMenu';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { AppConfig } from '@/lib/config/appConfig';

/** The open grid menu: the sister apps that have an address, each in a new tab. */
export function AppsMenuList({ config, menuId, close, popoverProps }: { config: AppConfig; menuId: string; close: () => void; popoverProps: HeaderMenu['popoverProps'] }) {
  const { t } = useTranslation();
  const apps = [
    { href: config.apps.work, name: t('apps.work'), description: t('apps.workDescription') },
    { href: config.apps.verify, name: t('apps.verify'), description: t('apps.verifyDescription') },
    { href: config.apps.account_center, name: t('apps.accountCenter'), description: t('apps.accountCenterDescription') },
  ].filter((app) => app.href);

  return (
    <Menu
      id={menuId}
      {...popoverProps}
      slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } }, list: { 'aria-label': t('apps.title') } }}
    >
      {apps.map((app) => (
        <MenuItem key={app.name} component="a" href={app.href} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemText primary={app.name} secondary={app.description} />
          <span style={visuallyHidden}> {t('newTab')}</span>
        </MenuItem>
      ))}
    </Menu>
  );
}
