import CircleQuestionMark from 'lucide-react/icons/circle-question-mark';
import CircleUserRound from 'lucide-react/icons/circle-user-round';
import FolderOpen from 'lucide-react/icons/folder-open';
import Gift from 'lucide-react/icons/gift';
import HandHeart from 'lucide-react/icons/hand-heart';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldUser from 'lucide-react/icons/shield-user';
import Store from 'lucide-react/icons/store';
import UsersRound from 'lucide-react/icons/users-round';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MenuItem, MenuPopover, MenuSection, MenuSeparator } from '@/components/ui/Menu';
import { UiProviders } from '@/components/ui/UiProvider';
import type { HeaderMenu } from '@/components/useHeaderMenu';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useIsOperator } from '@/features/operator/api/getMe';
import { identityName, type Identity } from '@/lib/auth/identities';
import { useSignOut, useSwitchIdentity } from '@/lib/auth/useSessionActions';
import { useAppConfig } from '@/lib/config/appConfig';
import { paths } from '@/lib/paths';
import { IdentityAvatar } from './IdentityAvatar';
import './accountMenu.css';

/** What an identity is: a person, an organization, or an organization its owners have closed. */
function identityKind(identity: Identity, t: TFunction): string {
  if (identity.type !== 'organizations') return t('account.individual');
  return identity.meta.closed_at ? t('account.closedOrganization') : t('account.organization');
}

/** Who the app acts as: a heading above the menu, not one of its items. */
function CurrentIdentity({ identity }: { identity: Identity }) {
  const { t } = useTranslation();
  return (
    <div className="mp-account-current" data-testid="current-identity">
      <IdentityAvatar identity={identity} size={40} />
      <div className="mp-account-current-text">
        <span className="mp-account-current-label">{t('account.current')}</span>
        <span className="mp-account-current-name">{identityName(identity)}</span>
        <span className="mp-account-current-type">{identityKind(identity, t)}</span>
      </div>
    </div>
  );
}

interface AccountMenuPanelProps {
  identities: Identity[];
  current: Identity;
  menu: HeaderMenu;
}

/**
 * The avatar menu: the current account above it, the other identities to switch to, the person's
 * pages, support and log out. Loaded the first time the menu opens.
 */
function AccountMenuItems({ identities, current, menu }: AccountMenuPanelProps) {
  const { t } = useTranslation();
  const { t: tr } = useTranslation('referrals');
  const { t: tTrust } = useTranslation('trust');
  const isOperator = useIsOperator();
  const config = useAppConfig();
  const navigate = useNavigate();
  const switchIdentity = useSwitchIdentity();
  const signOut = useSignOut();
  const others = identities.filter((identity) => identity.id !== current.id);

  const logOut = async () => {
    await signOut();
    await navigate(paths.home);
  };

  return (
    <MenuPopover
      triggerRef={menu.triggerRef}
      isOpen={menu.open}
      onOpenChange={menu.setOpen}
      id={menu.menuId}
      aria-label={t('account.menuLabel')}
      className="mp-account-menu"
      header={<CurrentIdentity identity={current} />}
    >
      {others.length > 0 && (
        <MenuSection title={t('account.switchTo')}>
          {others.map((identity) => (
            <MenuItem
              key={identity.id}
              textValue={identityName(identity)}
              icon={<IdentityAvatar identity={identity} size={28} />}
              description={identityKind(identity, t)}
              onAction={() => void switchIdentity(identity.id)}
            >
              <span style={visuallyHidden}>{t('account.switchTo')} </span>
              {identityName(identity)}
            </MenuItem>
          ))}
        </MenuSection>
      )}
      {others.length > 0 && <MenuSeparator />}
      <MenuItem href={paths.profile} icon={<CircleUserRound size={22} aria-hidden="true" />}>
        {tr('profile.menu')}
      </MenuItem>
      <MenuItem href={paths.createOrganization} icon={<Store size={22} aria-hidden="true" />}>
        {t('account.createOrganization')}
      </MenuItem>
      <MenuItem href={paths.dashboard(current.id)} icon={<FolderOpen size={22} aria-hidden="true" />}>
        {t('account.yourProjects')}
      </MenuItem>
      {current.type === 'organizations' && (
        <MenuItem href={paths.organizationMembers(current.id)} icon={<UsersRound size={22} aria-hidden="true" />}>
          {t('account.members')}
        </MenuItem>
      )}
      <MenuItem href={paths.myDonations} icon={<HandHeart size={22} aria-hidden="true" />}>
        {t('account.myDonations')}
      </MenuItem>
      <MenuItem href={paths.refer} icon={<Gift size={22} aria-hidden="true" />}>
        {t('account.refer')}
      </MenuItem>
      <MenuItem href={paths.settings} icon={<Settings size={22} aria-hidden="true" />}>
        {t('account.settings')}
      </MenuItem>
      <MenuItem href={paths.verification} icon={<ShieldCheck size={22} aria-hidden="true" />}>
        {tTrust('menu.verification')}
      </MenuItem>
      {isOperator && (
        <MenuItem href={paths.admin} icon={<ShieldUser size={22} aria-hidden="true" />}>
          {tTrust('menu.operator')}
        </MenuItem>
      )}
      {config?.faq_url && (
        <MenuItem href={config.faq_url} target="_blank" rel="noopener noreferrer" textValue={t('account.support')} icon={<CircleQuestionMark size={22} aria-hidden="true" />}>
          {t('account.support')}
          <span style={visuallyHidden}> {t('newTab')}</span>
        </MenuItem>
      )}
      <MenuSeparator />
      <MenuItem onAction={() => void logOut()} icon={<LogOut size={22} aria-hidden="true" />}>
        {t('account.logOut')}
      </MenuItem>
    </MenuPopover>
  );
}

/** The account menu with the kit's providers (its locale, links through the router). */
export function AccountMenuPanel(props: AccountMenuPanelProps) {
  return (
    <UiProviders>
      <AccountMenuItems {...props} />
    </UiProviders>
  );
}
