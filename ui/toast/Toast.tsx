/**
 * Toast: one short message on Radix Toast, which announces it in a live
 * region, dismisses it after its duration (paused on hover and focus) and
 * closes it on Escape or swipe. Render it inside a ToastProvider.
 */
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Icon, type IconName } from '../icon/Icon';
import { ShowcaseFrame } from '../overlay-showcase/OverlayShowcase';
import { type ToastAction, type ToastOptions, type ToastVariant, toastDuration } from './toast-types';
import '../shared/focus-ring.css';
import './toast.css';

export interface ToastProps extends CommonProps {
  /** Controlled visibility. */
  open?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with `false` on timeout, close button, swipe or Escape. */
  onOpenChange?: (open: boolean) => void;
  /** The message, one short sentence. Required. */
  message: ReactNode;
  /** Icon and meaning. There is no `error`. */
  variant?: ToastVariant;
  /** One text action. Must also be possible elsewhere. */
  action?: ToastAction;
  /**
   * Milliseconds before auto-dismiss; minimum 5000, and 8000 by default with an action.
   *
   * @minimum 5000
   * @maximum 60000
   */
  duration?: number;
  /**
   * Shown as "×2" when the same toast was raised again.
   *
   * @minimum 1
   * @maximum 999
   */
  count?: number;
  /** Name of the close button. */
  closeLabel?: string;
  /** Forwarded to the toast element. */
  ref?: Ref<HTMLLIElement>;
}

const ICONS: Record<ToastVariant, IconName | null> = { neutral: null, success: 'check', info: 'info', warning: 'warning' };

/**
 * A brief, polite message about the result of an action.
 *
 * @status stable
 * @since 0.1.0
 */
export function Toast({
  open,
  defaultOpen = false,
  onOpenChange,
  message,
  variant = 'neutral',
  action,
  duration,
  count,
  closeLabel = 'Close',
  className,
  ref,
  ...rest
}: ToastProps) {
  const state = open === undefined ? { defaultOpen } : { open };
  const icon = ICONS[variant];
  return (
    <RadixToast.Root
      ref={ref}
      {...rest}
      {...state}
      {...(onOpenChange ? { onOpenChange } : {})}
      type={variant === 'warning' ? 'foreground' : 'background'}
      duration={toastDuration(duration, action !== undefined)}
      className={classNames('hb-toast', `hb-toast--${variant}`, className)}
    >
      {icon ? (
        <span className="hb-toast__icon">
          <Icon name={icon} size={20} />
        </span>
      ) : null}
      <RadixToast.Description className="hb-toast__message">
        {message}
        {count !== undefined && count > 1 ? <span className="hb-toast__count"> ×{count}</span> : null}
      </RadixToast.Description>
      {action ? (
        <RadixToast.Action className="hb-toast__action hb-focusable" altText={action.label} onClick={action.onClick}>
          {action.label}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className="hb-toast__close hb-focusable" aria-label={closeLabel}>
        <Icon name="close" size={16} />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** A toast drawn open in place (a ToastProvider's `preview` inside an OverlayShowcase): plain elements, no live region. */
export function ShowcaseToast({ message, variant = 'neutral', action }: ToastOptions) {
  const icon = ICONS[variant];
  return (
    <ShowcaseFrame kind="toast">
      <div className={classNames('hb-toast', `hb-toast--${variant}`)}>
        {icon ? (
          <span className="hb-toast__icon">
            <Icon name={icon} size={20} />
          </span>
        ) : null}
        <span className="hb-toast__message">{message}</span>
        {action ? <span className="hb-toast__action">{action.label}</span> : null}
        <span className="hb-toast__close">
          <Icon name="close" size={16} />
        </span>
      </div>
    </ShowcaseFrame>
  );
}
