import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import CardGiftcardOutlinedIcon from '@mui/icons-material/CardGiftcardOutlined';
import FolderOpenOutlinedIcon from '@mui/icons-material/FolderOpenOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { HeaderMenu } from '@/components/useHeaderMenu';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useIsOperator } from '@/features/operator/api/getMe';
import { identityName, type Identity } from '@/lib/auth/identities';
import { useSignOut, useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { useAppConfig } from '@/lib/config/appConfig';
import { paths } from '@/lib/paths';
import { IdentityAvatar } from './IdentityAvatar';

function IdentityLine({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  return (
    <>
      <ListItemIcon>
        <IdentityAvatar identity={identity} size={28} />
      </ListItemIcon>
      <ListItemText
        primary={identityName(identity)}
        secondary={identity.type === 'organizations' ? t('account.organization') : t('account.individual')}
      />
    </>
  );
}

function LinkItem({ to, icon, label, onClick }: { to: string; icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <MenuItem component={RouterLink} to={to} onClick={onClick}>
      <ListItemIcon>{icon}</ListItemIcon>
      {label}
    </MenuItem>
  );
}

interface AccountMenuPanelProps {
  identities: Identity[];
  current: Identity;
  menuId: string;
  open: boolean;
  close: () => void;
  popoverProps: HeaderMenu['popoverProps'];
}

/**
 * The avatar menu's panel: the current account (a heading above the menu, not a menu item), the
 * other identities to switch to, pages, support and log out. Loaded the first time the menu opens.
 */
export function AccountMenuPanel({ identities, current, menuId, open, close, popoverProps }: AccountMenuPanelProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('referrals');
  const { t: tTrust } = useTranslation('trust');
  const isOperator = useIsOperator();
  const config = useAppConfig();
  const navigate = useNavigate();
  const switchIdentity = useSwitchIdentity();
  const signOut = useSignOut();
  const others = identities.filter((identity) => identity.id !== current.id);

  const switchTo = async (identity: Identity) => {
    close();
    await switchIdentity(identity.id);
  };
  const logOut = async () => {
    close();
    await signOut();
    await navigate(paths.home);
  };

  return (
      <Popover
        {...popoverProps}
        slotProps={{ paper: { sx: { minWidth: 280, mt: 1 } } }}
      >
        <Box data-testid="current-identity" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, pt: 2, pb: 1.5 }}>
          <IdentityAvatar identity={current} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {t('account.current')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {identityName(current)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {current.type === 'organizations' ? t('account.organization') : t('account.individual')}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuList
          id={menuId}
          autoFocusItem={open}
          aria-label={t('header.accountMenu')}
          onKeyDown={(event) => {
            if (event.key === 'Tab') close();
          }}
        >
          {others.length > 0 && (
            <Divider component="li" textAlign="left" sx={{ typography: 'caption', color: 'text.secondary', mt: 0 }}>
              {t('account.switchTo')}
            </Divider>
          )}
          {others.map((identity) => (
            <MenuItem key={identity.id} onClick={() => void switchTo(identity)}>
              <span style={visuallyHidden}>{t('account.switchTo')} </span>
              <IdentityLine identity={identity} />
            </MenuItem>
          ))}
          {others.length > 0 && <Divider component="li" />}
          <LinkItem to={paths.profile} icon={<AccountCircleOutlinedIcon />} label={tr('profile.menu')} onClick={close} />
          <LinkItem to={paths.createOrganization} icon={<AddBusinessOutlinedIcon />} label={t('account.createOrganization')} onClick={close} />
          <LinkItem to={paths.dashboard(current.id)} icon={<FolderOpenOutlinedIcon />} label={t('account.yourProjects')} onClick={close} />
          {current.type === 'organizations' && (
            <LinkItem to={paths.organizationMembers(current.id)} icon={<GroupsOutlinedIcon />} label={t('account.members')} onClick={close} />
          )}
          <LinkItem to={paths.myDonations} icon={<VolunteerActivismOutlinedIcon />} label={t('account.myDonations')} onClick={close} />
          <LinkItem to={paths.refer} icon={<CardGiftcardOutlinedIcon />} label={t('account.refer')} onClick={close} />
          <LinkItem to={paths.settings} icon={<SettingsOutlinedIcon />} label={t('account.settings')} onClick={close} />
          <LinkItem to={paths.verification} icon={<VerifiedUserOutlinedIcon />} label={tTrust('menu.verification')} onClick={close} />
          {isOperator && (
            <LinkItem to={paths.admin} icon={<AdminPanelSettingsOutlinedIcon />} label={tTrust('menu.operator')} onClick={close} />
          )}
          {config?.faq_url && (
            <MenuItem component="a" href={config.faq_url} target="_blank" rel="noopener noreferrer" onClick={close}>
              <ListItemIcon>
                <HelpOutlineIcon />
              </ListItemIcon>
              {t('account.support')}
              <span style={visuallyHidden}> {t('newTab')}</span>
            </MenuItem>
          )}
          <Divider component="li" />
          <MenuItem onClick={() => void logOut()}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            {t('account.logOut')}
          </MenuItem>
        </MenuList>
      </Popover>
  );
}
