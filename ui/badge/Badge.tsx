/**
 * Badge: a count or dot on the corner of an icon or avatar, e.g. the items
 * in the cart. With `label` the count is read; without, it is decorative.
 */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';
import './badge.css';

export interface BadgeProps extends CommonProps {
  /** The element the badge is attached to, usually an icon or an Avatar. Required. */
  children: ReactNode;
  /**
   * The number to show. With `0` the badge is hidden unless `showZero` is set.
   *
   * @minimum 0
   * @maximum 999999
   */
  count?: number;
  /**
   * Above this value the badge shows "99+".
   *
   * @minimum 1
   * @maximum 9999
   */
  max?: number;
  /** Shows an 8px dot without a number; `count` is ignored. */
  dot?: boolean;
  /** `primary` uses the action colour, `neutral` the text colour, `inverse` is for dark surfaces. */
  variant?: 'primary' | 'neutral' | 'inverse';
  /** Height 16px (`small`, for 16 and 20px icons) or 20px. */
  size?: 'small' | 'medium';
  /** Shows "0" instead of hiding the badge. */
  showZero?: boolean;
  /** Accessible text for the count, for example "3 Artikel im Warenkorb". When absent the badge is hidden from assistive technology. */
  label?: string;
  /** Forwarded to the wrapper. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A small count or dot on another element.
 *
 * @status stable
 * @since 0.1.0
 */
export function Badge({
  children,
  count,
  max = 99,
  dot = false,
  variant = 'primary',
  size = 'medium',
  showZero = false,
  label,
  className,
  ref,
  ...rest
}: BadgeProps) {
  const hidden = !dot && (count === undefined || (count === 0 && !showZero));
  const text = dot || count === undefined ? '' : count > max ? `${max}+` : String(count);
  return (
    <span ref={ref} className="hb-badge-anchor">
      {children}
      {hidden ? null : (
        <span
          {...rest}
          className={classNames('hb-badge', `hb-badge--${variant}`, `hb-badge--${size}`, dot && 'hb-badge--dot', className)}
          aria-hidden="true"
        >
          {text}
        </span>
      )}
      {label && !hidden ? <span className="hb-visually-hidden">{label}</span> : null}
    </span>
  );
}
