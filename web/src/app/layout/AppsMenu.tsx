import AppsIcon from '@mui/icons-material/Apps';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useAppConfig } from '@/lib/config/appConfig';

/** The grid menu to the three sister apps (addresses from the server's configuration). */
export function AppsMenu() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { menuId, close, buttonProps, popoverProps } = useHeaderMenu();
  if (!config) return null;

  const apps = [
    { href: config.apps.work, name: t('apps.work'), description: t('apps.workDescription') },
    { href: config.apps.verify, name: t('apps.verify'), description: t('apps.verifyDescription') },
    { href: config.apps.account_center, name: t('apps.accountCenter'), description: t('apps.accountCenterDescription') },
  ].filter((app) => app.href);

  return (
    <>
      <IconButton
        {...buttonProps}
        aria-label={t('header.appsMenu')}
      >
        <AppsIcon />
      </IconButton>
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
    </>
  );
}
