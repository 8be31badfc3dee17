import type { ReactNode, RefObject } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  Text,
  type MenuItemProps as AriaMenuItemProps,
} from 'react-aria-components';
import { cx } from './classNames';
import './popover.css';

export type MenuPlacement = 'bottom start' | 'bottom end';

export interface MenuButtonProps {
  /** What the trigger shows (an icon, a name). */
  trigger: ReactNode;
  /** The trigger's accessible name when it shows only an icon. */
  'aria-label'?: string;
  triggerClassName?: string;
  placement?: MenuPlacement;
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

export interface MenuPopoverProps {
  /** The button that opens it: the popover sits under it and focus goes back to it on closing. */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The menu's name, read by screen readers. */
  'aria-label': string;
  /** The menu's id (the trigger's `aria-controls`). */
  id?: string;
  placement?: MenuPlacement;
  className?: string;
  /** Shown above the menu, not one of its items (who is signed in). */
  header?: ReactNode;
  /** The menu's items (MenuItem, MenuSection, MenuSeparator). */
  children: ReactNode;
}

/**
 * A menu opened by a button drawn elsewhere (the header's plain buttons, which load the menu's code
 * the first time they are pressed). React Aria: focus moves to the first item, arrow keys and
 * typeahead move in it, Escape or a press outside closes it, focus returns to the button, and
 * choosing an item closes it.
 */
export function MenuPopover({ triggerRef, isOpen, onOpenChange, id, placement = 'bottom end', className, header, children, ...rest }: MenuPopoverProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} placement={placement} aria-label={rest['aria-label']} className={cx('mp-popover', className)}>
      {header}
      <AriaMenu id={id} aria-label={rest['aria-label']} autoFocus="first" onClose={() => onOpenChange(false)} className="mp-menu">
        {children}
      </AriaMenu>
    </Popover>
  );
}

/** A named group of a menu's items; its title is read with each of them. */
export function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AriaMenuSection className="mp-menu-section">
      <Header className="mp-menu-section-title">{title}</Header>
      {children}
    </AriaMenuSection>
  );
}

/** A line between a menu's groups of items. */
export function MenuSeparator() {
  return <Separator className="mp-menu-separator" />;
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'children' | 'style'> {
  icon?: ReactNode;
  tone?: 'error';
  /** A second, smaller line, read after the item's name. */
  description?: ReactNode;
  children: ReactNode;
}

/** One action of a menu (`onAction`), or a link (`href`: the app's router for its own pages). */
export function MenuItem({ icon, tone, description, children, ...props }: MenuItemProps) {
  return (
    <AriaMenuItem {...props} textValue={typeof children === 'string' ? children : props.textValue} className={cx('mp-option', tone === 'error' && 'mp-option-error')}>
      {icon && <span className="mp-option-icon">{icon}</span>}
      {description === undefined ? (
        children
      ) : (
        <span className="mp-option-text">
          <Text slot="label">{children}</Text>
          <Text slot="description" className="mp-option-description">
            {description}
          </Text>
        </span>
      )}
    </AriaMenuItem>
  );
}
