/** Label: a short tag on a product or list entry ("Neu", "-20%"), with optional hidden wording for symbols. */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';
import './label.css';

export interface LabelProps extends CommonProps {
  /** The label text, one to three words. Required. */
  children: ReactNode;
  /** Colours, see the design tab. */
  variant?: 'neutral' | 'promotion' | 'new' | 'info' | 'success';
  /** Height 20px or 24px. */
  size?: 'small' | 'medium';
  /** A 16px icon, shown before the text and hidden from assistive technology. */
  icon?: ReactNode;
  /** Replaces the visible text for screen readers, for symbols and abbreviations. */
  accessibleText?: string;
  /** Forwarded to the `span`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short product tag such as "Neu" or "Aktion".
 *
 * @status stable
 * @since 0.1.0
 */
export function Label({ children, variant = 'neutral', size = 'small', icon, accessibleText, className, ref, ...rest }: LabelProps) {
  return (
    <span ref={ref} {...rest} className={classNames('hb-label', `hb-label--${variant}`, `hb-label--${size}`, className)}>
      {icon ? (
        <span className="hb-label__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {accessibleText ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className="hb-visually-hidden">{accessibleText}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
