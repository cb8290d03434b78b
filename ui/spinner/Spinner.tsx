/**
 * Spinner: a rotating arc for waits with no known length. It appears after
 * `delay` ms so quick responses never flash, and announces itself once with
 * role="status" unless a parent already does.
 */
import { type Ref, useEffect, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';
import './spinner.css';

export interface SpinnerProps extends CommonProps {
  /** 16, 24 or 48px diameter. */
  size?: 'small' | 'medium' | 'large';
  /** Arc colour: brand action colour, white for dark surfaces, or neutral text colour. */
  variant?: 'default' | 'inverse' | 'neutral';
  /** Accessible text; hidden unless `showLabel` is set. */
  label?: string;
  /** Shows the label next to (`end`, same as `true`) or below the ring. */
  showLabel?: boolean | 'end' | 'below';
  /**
   * Milliseconds before the spinner becomes visible and announced; `0` shows it at once.
   *
   * @minimum 0
   * @maximum 10000
   */
  delay?: number;
  /** Renders `role="status"`; set to `false` when a parent already announces loading. */
  announce?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A loading indicator, announced politely after its delay.
 *
 * @status stable
 * @since 0.1.0
 */
export function Spinner({
  size = 'medium',
  variant = 'default',
  label = 'Loading',
  showLabel = false,
  delay = 300,
  announce = true,
  className,
  ref,
  ...rest
}: SpinnerProps) {
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  const labelSide = showLabel === 'below' ? 'below' : showLabel ? 'end' : null;
  return (
    <span
      ref={ref}
      {...rest}
      role={announce ? 'status' : undefined}
      className={classNames(
        'hb-spinner',
        `hb-spinner--${size}`,
        `hb-spinner--${variant}`,
        labelSide === 'below' && 'hb-spinner--label-below',
        !visible && 'hb-spinner--waiting',
        className,
      )}
    >
      <span className="hb-spinner__ring" aria-hidden="true" />
      {visible ? <span className={labelSide ? 'hb-spinner__label' : 'hb-visually-hidden'}>{label}</span> : null}
    </span>
  );
}
