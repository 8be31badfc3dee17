import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import type { Identity } from '@/lib/auth/identities';
import { IdentityAvatar } from './IdentityAvatar';

// The menu's code (React Aria's menu and popover, its icons) loads the first time it opens: the
// first page of a signed-in person draws only the avatar button.
const AccountMenuPanel = lazy(async () => ({ default: (await import('./AccountMenuPanel')).AccountMenuPanel }));

/** The avatar button; its menu switches identity, opens the person's pages and logs out. */
export function AccountMenu({ identities, current }: { identities: Identity[]; current: Identity }) {
  const { t } = useTranslation();
  const menu = useHeaderMenu();
  const [opened, setOpened] = useState(false);
  if (menu.open && !opened) setOpened(true);

  return (
    <>
      <button type="button" {...menu.buttonProps} aria-label={t('header.accountMenu')} data-testid="account-menu-button" className="mp-icon-button" style={{ padding: 4 }}>
        <IdentityAvatar identity={current} size={36} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPanel identities={identities} current={current} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
