/**
 * Dialog: a modal on Radix Dialog, which traps focus inside, closes on
 * Escape and returns focus to the opener. `variant="alert"` is an
 * alertdialog with no close button and no backdrop dismissal.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, Ref, RefObject } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import { ShowcaseFrame, useOverlayShowcase } from '../overlay-showcase/OverlayShowcase';
import '../shared/focus-ring.css';
import './dialog.css';

export interface DialogProps extends CommonProps {
  /** Heading of the dialog and its accessible name. Required. */
  title: ReactNode;
  /** Body content. */
  children?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog requests to open or close: trigger, close button, Escape, backdrop click. */
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog; receives `aria-haspopup="dialog"` and `aria-expanded`. */
  trigger?: ReactElement;
  /** `alert` renders `role="alertdialog"`, no close button, no backdrop dismissal. */
  variant?: 'default' | 'alert';
  /** Max width 400, 560 or 800px; a bottom sheet below 600px. */
  size?: 'small' | 'medium' | 'large';
  /** Action buttons, primary last. */
  footer?: ReactNode;
  /** Intro text, referenced by `aria-describedby`. */
  description?: ReactNode;
  /** Element to focus on open; the first focusable element when unset. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Element to focus on close, when the opener will be gone; the opener when unset. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Name of the close button. */
  closeLabel?: string;
  /** Forwarded to the dialog element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A modal dialog with a title, body, optional description and footer.
 *
 * @status stable
 * @since 0.1.0
 */
export function Dialog({
  title,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  variant = 'default',
  size = 'medium',
  footer,
  description,
  initialFocus,
  returnFocus,
  closeLabel = 'Close',
  className,
  ref,
  ...rest
}: DialogProps) {
  const alert = variant === 'alert';
  const rootProps = open === undefined ? { defaultOpen } : { open };
  const showcase = useOverlayShowcase();
  const live = (
    <RadixDialog.Root {...rootProps} onOpenChange={onOpenChange ?? (() => {})}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="hb-dialog__backdrop" />
        <RadixDialog.Content
          ref={ref}
          {...rest}
          role={alert ? 'alertdialog' : 'dialog'}
          className={classNames('hb-dialog', `hb-dialog--${size}`, className)}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            if (initialFocus?.current) {
              event.preventDefault();
              initialFocus.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus?.current) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            if (alert) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (alert) event.preventDefault();
          }}
        >
          <div className="hb-dialog__header">
            <RadixDialog.Title className="hb-dialog__title">{title}</RadixDialog.Title>
            {alert ? null : (
              <RadixDialog.Close className="hb-dialog__close hb-focusable" aria-label={closeLabel}>
                <Icon name="close" size={20} />
              </RadixDialog.Close>
            )}
          </div>
          {description === undefined ? null : (
            <RadixDialog.Description className="hb-dialog__description">{description}</RadixDialog.Description>
          )}
          <div className="hb-dialog__body">{children}</div>
          {footer ? <div className="hb-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
  if (!showcase) return live;
  // The same surface drawn in place (OverlayShowcase): plain elements, no dialog role, no ids of its own.
  return (
    <>
      {live}
      <ShowcaseFrame kind="dialog">
        <div className={classNames('hb-dialog', `hb-dialog--${size}`, className)}>
          <div className="hb-dialog__header">
            <p className="hb-dialog__title">{title}</p>
            {alert ? null : (
              <span className="hb-dialog__close">
                <Icon name="close" size={20} />
              </span>
            )}
          </div>
          {description === undefined ? null : <p className="hb-dialog__description">{description}</p>}
          <div className="hb-dialog__body">{children}</div>
          {footer ? <div className="hb-dialog__footer">{footer}</div> : null}
        </div>
      </ShowcaseFrame>
    </>
  );
}
