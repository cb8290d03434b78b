/**
 * VisuallyHidden: content for assistive technology only, such as a price's
 * "statt" wording; with `focusable` it shows while focused (skip links).
 */
import type { ReactNode, Ref } from 'react';
import type { CommonProps } from '../shared/common-props';
import { classNames } from '../shared/class-names';
import '../shared/visually-hidden.css';

export interface VisuallyHiddenProps extends CommonProps {
  /** The hidden content. Required. */
  children: ReactNode;
  /** The element to render. Use `span` inside text and links. */
  as?: 'span' | 'div' | 'p' | 'legend' | 'caption' | 'h2' | 'h3';
  /** Shows the content while it or an element inside it has keyboard focus, for skip links. */
  focusable?: boolean;
  /** Forwarded to the rendered element. */
  ref?: Ref<HTMLElement & HTMLDivElement & HTMLParagraphElement & HTMLLegendElement & HTMLTableCaptionElement & HTMLHeadingElement>;
}

/**
 * Renders its children for screen readers only.
 *
 * @status beta
 * @since 0.1.0
 */
export function VisuallyHidden({ children, as: Element = 'span', focusable = false, className, ref, ...rest }: VisuallyHiddenProps) {
  return (
    <Element ref={ref} {...rest} className={classNames('hb-visually-hidden', focusable && 'hb-visually-hidden--focusable', className)}>
      {children}
    </Element>
  );
}
