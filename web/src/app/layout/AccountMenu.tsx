import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import type { Identity } from '@/lib/auth/identities';
import { lazyWithMui } from '@/lib/theme/lazyMui';
import { IdentityAvatar } from './IdentityAvatar';

// The menu's code (popover, menu list, icons, and MUI with them) loads the first time it opens:
// the first page of a signed-in person draws only the avatar button.
const AccountMenuPanel = lazyWithMui(async () => (await import('./AccountMenuPanel')).AccountMenuPanel);

/** The avatar button; its menu switches identity, opens the person's pages and logs out. */
export function AccountMenu({ identities, current }: { identities: Identity[]; current: Identity }) {
  const { t } = useTranslation();
  const { menuId, open, close, buttonProps, popoverProps } = useHeaderMenu();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  return (
    <>
      <button type="button" {...buttonProps} aria-label={t('header.accountMenu')} data-testid="account-menu-button" className="mp-icon-button" style={{ padding: 4 }}>
        <IdentityAvatar identity={current} size={36} />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPanel identities={identities} current={current} menuId={menuId} open={open} close={close} popoverProps={popoverProps} />
        </Suspense>
      )}
    </>
  );
}
