/** Status: a coloured dot (or icon) with a short state text, such as stock or order state; optionally a polite live region. */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './status.css';

export interface StatusProps extends CommonProps {
  /** The status text. Required. */
  children: ReactNode;
  /** Colour of the dot, from the feedback colours, or the subtle text colour for `neutral`. */
  variant?: 'success' | 'warning' | 'error' | 'info' | 'neutral';
  /** Small text with a 6px dot, or medium text with an 8px dot. */
  size?: 'small' | 'medium';
  /** A second line in the subtle text colour, for example the delivery date. */
  description?: ReactNode;
  /** Replaces the dot with a 16px icon, for example a store icon for pickup. */
  icon?: ReactNode;
  /** Announces changes of the text politely; use only when the status changes while the customer watches. */
  live?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short state line like "An Lager" with a coloured marker.
 *
 * @status stable
 * @since 0.1.0
 */
export function Status({
  children,
  variant = 'neutral',
  size = 'medium',
  description,
  icon,
  live = false,
  className,
  ref,
  ...rest
}: StatusProps) {
  return (
    <div
      ref={ref}
      {...rest}
      {...(live ? { role: 'status' } : {})}
      className={classNames('hb-status', `hb-status--${variant}`, `hb-status--${size}`, className)}
    >
      <span className="hb-status__line">
        {icon ? (
          <span className="hb-status__icon" aria-hidden="true">
            {icon}
          </span>
        ) : (
          <span className="hb-status__dot" aria-hidden="true" />
        )}
        <span className="hb-status__text">{children}</span>
      </span>
      {description ? <span className="hb-status__description">{description}</span> : null}
    </div>
  );
}
