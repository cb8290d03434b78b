/** VisuallyHidden: text for assistive technology only, such as a price's "statt" wording. */
import type { ReactNode } from 'react';
import '../shared/visually-hidden.css';

export interface VisuallyHiddenProps {
  /** The hidden text. */
  children?: ReactNode;
}

/** Renders its children for screen readers only. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className="hb-visually-hidden">{children}</span>;
}
