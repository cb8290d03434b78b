/** Divider: a horizontal or vertical rule, optionally with a centred label such as "oder". */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import './divider.css';

export interface DividerProps extends CommonProps {
  /** Direction of the line. */
  orientation?: 'horizontal' | 'vertical';
  /** `--hb-color-border-default` or `--hb-color-border-strong`. */
  variant?: 'subtle' | 'strong';
  /** Margin on both sides: 0, `--hb-space-2`, `--hb-space-4` or `--hb-space-8`. */
  spacing?: 'none' | 'small' | 'medium' | 'large';
  /** Centred text on a horizontal divider, e.g. "oder". */
  label?: ReactNode;
  /** Hides the divider from assistive technology. */
  decorative?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A line that separates groups of content.
 *
 * @status stable
 * @since 0.1.0
 */
export function Divider({
  orientation = 'horizontal',
  variant = 'subtle',
  spacing = 'medium',
  label,
  decorative = false,
  className,
  ref,
  ...rest
}: DividerProps) {
  const semantics = decorative ? { role: 'none' as const } : { role: 'separator' as const, 'aria-orientation': orientation };
  return (
    <div
      ref={ref}
      {...rest}
      {...semantics}
      className={classNames(
        'hb-divider',
        `hb-divider--${orientation}`,
        `hb-divider--${variant}`,
        `hb-divider--spacing-${spacing}`,
        label !== undefined && 'hb-divider--labelled',
        className,
      )}
    >
      {label !== undefined && orientation === 'horizontal' ? <span className="hb-divider__label">{label}</span> : null}
    </div>
  );
}
