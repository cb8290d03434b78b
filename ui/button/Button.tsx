/**
 * Button: a native <button type="button">, or an <a> styled as a button when
 * `href` is set. Loading keeps the label (no layout shift), sets aria-busy and
 * swallows clicks.
 */
import { type HTMLAttributes, type MouseEvent, type ReactNode, type Ref, useContext } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import { Spinner } from '../spinner/Spinner';
import { type ButtonSize, ButtonSizeContext } from './button-size-context';
import '../shared/focus-ring.css';
import './button.css';

export interface ButtonProps extends CommonProps, Omit<HTMLAttributes<HTMLElement>, 'onClick' | 'className' | 'id' | 'children'> {
  /** Visual kind and emphasis. */
  variant?: 'primary' | 'secondary' | 'tertiary' | 'danger';
  /** Height 32, 40 or 48px. Inside a ButtonGroup, the group's size when unset. */
  size?: ButtonSize;
  /** Icon element; its size follows the button size. */
  icon?: ReactNode;
  /** Side of the icon relative to the label. */
  iconPosition?: 'start' | 'end';
  /** Shows a spinner, sets `aria-busy` and ignores clicks. */
  loading?: boolean;
  /** Disables the button. Ignored when `href` is set; remove the link instead. */
  disabled?: boolean;
  /** Stretches the button to its container. */
  fullWidth?: boolean;
  /** Renders an `<a>` element with button styling. */
  href?: string;
  /** Native button type; ignored with `href`. */
  type?: 'button' | 'submit' | 'reset';
  /** Click handler. Not called while `loading` or `disabled`. */
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
  /** Required for icon-only buttons (no children). */
  'aria-label'?: string;
  /** The label. Omit only for icon-only buttons. */
  children?: ReactNode;
  /** Native form attributes, passed through to the button. */
  form?: string;
  /** Native name, passed through to the button. */
  name?: string;
  /** Native value, passed through to the button. */
  value?: string;
  /** Link target, with `href`. */
  target?: string;
  /** Link relation, with `href`. */
  rel?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLButtonElement & HTMLAnchorElement>;
}

/**
 * The action button of Harbor, in four variants and three sizes.
 *
 * @status stable
 * @since 0.1.0
 */
export function Button({
  variant = 'primary',
  size,
  icon,
  iconPosition = 'start',
  loading = false,
  disabled = false,
  fullWidth = false,
  href,
  type = 'button',
  onClick,
  children,
  className,
  form,
  name,
  value,
  target,
  rel,
  ref,
  ...rest
}: ButtonProps) {
  const groupSize = useContext(ButtonSizeContext);
  const resolvedSize = size ?? groupSize ?? 'medium';
  const iconOnly = children === undefined || children === null || children === false;
  const classes = classNames(
    'hb-button',
    'hb-focusable',
    `hb-button--${variant}`,
    `hb-button--${resolvedSize}`,
    fullWidth && 'hb-button--full-width',
    iconOnly && 'hb-button--icon-only',
    loading && 'hb-button--loading',
    className,
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
    if (loading || (disabled && !href)) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const spinnerSize = resolvedSize === 'large' ? 'medium' : 'small';
  const start = loading ? <Spinner size={spinnerSize} variant="neutral" delay={0} announce={false} /> : icon;
  const content = (
    <>
      {iconPosition === 'start' && start ? (
        <span className="hb-button__icon" aria-hidden="true">
          {start}
        </span>
      ) : null}
      {iconOnly ? null : <span className="hb-button__label">{children}</span>}
      {iconPosition === 'end' && (loading || icon) ? (
        <span className="hb-button__icon" aria-hidden="true">
          {loading ? start : icon}
        </span>
      ) : null}
    </>
  );
  if (href !== undefined) {
    return (
      <a
        ref={ref}
        {...rest}
        href={href}
        target={target}
        rel={rel}
        className={classes}
        aria-busy={loading || undefined}
        onClick={handleClick}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      ref={ref}
      {...rest}
      type={type}
      form={form}
      name={name}
      value={value}
      disabled={disabled}
      className={classes}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {content}
    </button>
  );
}
