import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@/lib/i18n/languages';

/**
 * State and props of a header button that opens a menu. The menu opens from the end of its
 * button: Popover positions in pixels from the left, which the right-to-left style plugin
 * cannot flip, so the side is chosen by direction here. It closes at once, so a fading menu
 * never lingers over the page it navigated to.
 */
export function useHeaderMenu() {
  const menuId = useId();
  const { i18n } = useTranslation();
  const end = directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl' ? 'left' : 'right';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);

  return {
    menuId,
    open,
    close,
    buttonProps: {
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      'aria-controls': open ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open ? ('true' as const) : ('false' as const),
    },
    popoverProps: {
      anchorEl: anchor,
      open,
      onClose: close,
      anchorOrigin: { vertical: 'bottom', horizontal: end },
      transformOrigin: { vertical: 'top', horizontal: end },
      transitionDuration: { enter: 180, exit: 0 },
    } as const,
  };
}

export type HeaderMenu = ReturnType<typeof useHeaderMenu>;
