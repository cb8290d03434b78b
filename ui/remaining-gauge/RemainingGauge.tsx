/**
 * RemainingGauge: how much of a deal's stock, time or balance is left, as a
 * native <meter> (value, max, low threshold) with the same text as its
 * visible label and aria-valuetext.
 */
import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './remaining-gauge.css';

export interface RemainingGaugeProps extends CommonProps {
  /**
   * Remaining amount, between 0 and `max`. Required.
   *
   * @minimum 0
   * @maximum 1000000
   */
  value: number;
  /**
   * Total amount or total duration in seconds. Required.
   *
   * @minimum 1
   * @maximum 1000000
   */
  max: number;
  /** The visible text line, also used as `aria-valuetext`; a function receives `value` and returns the text. Required. */
  label: string | ((value: number) => string);
  /** Secondary text after the label. */
  description?: ReactNode;
  /** Kind of quantity; `time` refreshes the text once a minute. */
  variant?: 'stock' | 'time' | 'balance';
  /** Shares of `max` at which the level changes. */
  thresholds?: { low: number; almostGone: number };
  /** Track height 4px or 8px. */
  size?: 'small' | 'medium';
  /** Forwarded to the `meter`. */
  ref?: Ref<HTMLMeterElement>;
}

/** Which level a share of the whole is at. */
export function gaugeLevel(value: number, max: number, thresholds: { low: number; almostGone: number }): 'plenty' | 'low' | 'almost-gone' {
  const share = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  if (share <= thresholds.almostGone) return 'almost-gone';
  if (share <= thresholds.low) return 'low';
  return 'plenty';
}

/**
 * A bar showing how much of something is left.
 *
 * @status stable
 * @since 0.1.0
 */
export function RemainingGauge({
  value,
  max,
  label,
  description,
  variant = 'stock',
  thresholds = { low: 0.5, almostGone: 0.1 },
  size = 'medium',
  className,
  ref,
  ...rest
}: RemainingGaugeProps) {
  const [, tick] = useState(0);
  useEffect(() => {
    if (variant !== 'time') return;
    const timer = setInterval(() => tick((n) => n + 1), 60_000);
    return () => clearInterval(timer);
  }, [variant]);
  const text = typeof label === 'function' ? label(value) : label;
  const labelId = useId();
  const level = gaugeLevel(value, max, thresholds);
  return (
    <div className={classNames('hb-gauge', `hb-gauge--${size}`, `hb-gauge--${level}`, className)}>
      <p className="hb-gauge__text">
        <span id={labelId} className="hb-gauge__label">
          {text}
        </span>
        {description ? <span className="hb-gauge__description"> {description}</span> : null}
      </p>
      <meter
        ref={ref}
        {...rest}
        className="hb-gauge__meter"
        min={0}
        max={max}
        value={Math.min(Math.max(value, 0), max)}
        low={max * thresholds.low}
        optimum={max}
        aria-labelledby={labelId}
        aria-valuetext={text}
      />
    </div>
  );
}
