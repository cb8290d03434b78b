/**
 * HelpText: the hint, error or success line under a field. Controls point at
 * it with aria-describedby, so it carries the id they reference.
 */
import type { ReactNode, Ref } from 'react';
import { classNames } from '../shared/class-names';
import { Icon } from '../icon/Icon';
import './help-text.css';

export interface HelpTextProps {
  /** Colour and icon. */
  variant?: 'default' | 'error' | 'success';
  /** Matches the size of the field; `small` uses `--hb-font-size-xs`. */
  size?: 'small' | 'medium' | 'large';
  /** Required in custom fields; reference it from the control's `aria-describedby`. */
  id?: string;
  /** The text. */
  children?: ReactNode;
  /** Extra class names on the root `<div>`. */
  className?: string;
  /** Hook for tests; passed to the root `<div>`. */
  'data-testid'?: string;
  /** Forwarded to the root `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A line of guidance or feedback under a form control.
 *
 * @status stable
 * @since 0.1.0
 */
export function HelpText({ variant = 'default', size = 'medium', children, className, ref, ...rest }: HelpTextProps) {
  const icon = variant === 'error' ? 'error' : variant === 'success' ? 'check' : null;
  return (
    <div ref={ref} {...rest} className={classNames('hb-help-text', `hb-help-text--${variant}`, `hb-help-text--${size}`, className)}>
      {icon ? <Icon name={icon} size={16} /> : null}
      <span>{children}</span>
    </div>
  );
}
