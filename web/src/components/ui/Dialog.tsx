import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from './classNames';
import './dialog.css';

export interface DialogProps {
  isOpen: boolean;
  /** Called with `false` when the person dismisses it (Escape, or outside when dismissable). */
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  actions?: ReactNode;
  /** Closes on a click outside (default: yes; no for a question that needs an answer). */
  isDismissable?: boolean;
  /** `alertdialog` for a question about something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
  /** Drawn above the title (a large success icon). */
  icon?: ReactNode;
  centered?: boolean;
  className?: string;
  'data-testid'?: string;
}

/**
 * A modal dialog (React Aria: focus moves in and is trapped, Escape closes, focus returns to what
 * opened it, the page behind is hidden from screen readers and does not scroll; titled by its heading).
 */
export function Dialog({ isOpen, onOpenChange, title, children, actions, isDismissable = true, role = 'dialog', size = 'small', icon, centered, className, ...rest }: DialogProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className="mp-dialog-overlay">
      <Modal className={cx('mp-dialog-modal', `mp-dialog-${size}`)}>
        <AriaDialog role={role} className={cx('mp-dialog', centered && 'mp-dialog-centered', className)} data-testid={rest['data-testid']}>
          {icon && <div className="mp-dialog-icon">{icon}</div>}
          <Heading slot="title" className="mp-dialog-title">
            {title}
          </Heading>
          {children !== undefined && <div className="mp-dialog-body">{children}</div>}
          {actions && <div className="mp-dialog-actions">{actions}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
