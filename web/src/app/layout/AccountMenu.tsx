import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '@/components/useHeaderMenu';
import type { Identity } from '@/lib/auth/identities';
import { IdentityAvatar } from './IdentityAvatar';

// The menu's code (popover, menu list, icons) loads the first time it opens: the first page of a
// signed-in person draws only the avatar button.
const AccountMenuPanel = lazy(async () => ({ default: (await import('./AccountMenuPanel')).AccountMenuPanel }));

/** The avatar button; its menu switches identity, opens the person's pages and logs out. */
export function AccountMenu({ identities, current }: { identities: Identity[]; current: Identity }) {
  const { t } = useTranslation();
  const { menuId, open, close, buttonProps, popoverProps } = useHeaderMenu();
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);

  return (
    <>
      <IconButton {...buttonProps} aria-label={t('header.accountMenu')} data-testid="account-menu-button" sx={{ p: 0.5 }}>
        <IdentityAvatar identity={current} size={36} />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuPanel identities={identities} current={current} menuId={menuId} open={open} close={close} popoverProps={popoverProps} />
        </Suspense>
      )}
    </>
  );
}
