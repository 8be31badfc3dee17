import { useId, useRef, useState } from 'react';

/**
 * State and props of a header button that opens a menu (`MenuPopover` of the kit). The button is
 * plain markup, so the first page carries no menu code: the menu loads the first time it opens.
 * Pressing the button again closes the menu (React Aria closes it on the press outside it).
 */
export function useHeaderMenu() {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  return {
    menuId,
    open,
    setOpen,
    close: () => setOpen(false),
    triggerRef,
    buttonProps: {
      ref: triggerRef,
      onClick: () => setOpen(true),
      'aria-controls': open ? menuId : undefined,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open ? ('true' as const) : ('false' as const),
    },
  };
}

export type HeaderMenu = ReturnType<typeof useHeaderMenu>;
