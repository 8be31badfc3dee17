import type { ReactNode } from 'react';
import {
  Button,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { cx } from './classNames';
import './popover.css';

export interface MenuButtonProps {
  /** What the trigger shows (an icon, a name). */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon. */
  'aria-label'?: string;
  triggerClassName?: string;
  placement?: 'bottom start' | 'bottom end';
  /** The menu's items (MenuItem). */
  children: ReactNode;
}

/** A button that opens a menu (React Aria: arrow keys, typeahead, Escape, focus back to the button). */
export function MenuButton({ trigger, triggerClassName, placement = 'bottom end', children, ...rest }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button aria-label={rest['aria-label']} className={cx('mp-icon-button', triggerClassName)}>
        {trigger}
      </Button>
      <Popover placement={placement} className="mp-popover">
        <AriaMenu className="mp-menu">{children}</AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'children' | 'style'> {
  icon?: ReactNode;
  tone?: 'error';
  children: ReactNode;
}

/** One action of a MenuButton (`onAction`), or a link (`href`). */
export function MenuItem({ icon, tone, children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} textValue={typeof children === 'string' ? children : props.textValue} className={cx('mp-option', tone === 'error' && 'mp-option-error')}>
      {icon && <span className="mp-option-icon">{icon}</span>}
      {children}
    </AriaMenuItem>
  );
}
